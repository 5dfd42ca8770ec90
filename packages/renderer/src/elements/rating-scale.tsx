import type { ParsedOption } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { alignClass } from '../alignment';
import { choicesOf } from '../choices';
import { Scale } from '../scale';
import type { ElementProps } from '../types';

// A star for the eye; the number stays for screen readers and is what is submitted.
function renderStar(option: ParsedOption): ReactNode {
  return (
    <>
      <span className="fb-star" aria-hidden="true">
        ★
      </span>
      <span className="fb-visually-hidden">{option.display}</span>
    </>
  );
}

// docs/product.md §B3 table and §B9, RatingScale: 1 to ratingScaleOptionTopLimit
// (3 to 10, default 5; core's answerChoices), drawn as Numbers or Stars
// (ratingScaleOptionType), aligned by ratingScaleFloat (default Center). Centred numbers
// fill the row from the question's left edge to its right, as 0 to 10 does, so the scale
// lines up with every other question; centred stars stay a centred row.
export function RatingScaleView(props: ElementProps): ReactNode {
  const { element } = props;
  const stars = element.ratingScaleOptionType === 'Stars';
  const className = `fb-scale ${stars ? 'fb-scale-stars' : 'fb-scale-numbers'} ${alignClass(element.ratingScaleFloat, 'Center')}`;
  return (
    <Scale
      props={props}
      options={choicesOf(element, undefined)}
      className={className}
      renderOption={stars ? renderStar : undefined}
    />
  );
}
