import type { ReactNode } from 'react';
import { choicesOf } from '../choices';
import { Scale } from '../scale';
import type { ElementProps } from '../types';
import { useWords } from '../words';

// The words under 0 and 10 (docs/product.md names none; these are the usual ones).
export const NET_PROMOTER_SCORE_ENDS = ['Not likely', 'Extremely likely'] as const;

// docs/product.md §B3 table, NetPromoterScore: scores 0 to 10 (core's answerChoices).
export function NetPromoterScoreView(props: ElementProps): ReactNode {
  const words = useWords();
  // In the visitor's language (docs/product.md, "Languages"); English as before.
  const ends = words.lang === 'en' ? NET_PROMOTER_SCORE_ENDS : ([words.t('nps.low'), words.t('nps.high')] as const);
  return (
    <Scale
      props={props}
      options={choicesOf(props.element, undefined)}
      className="fb-scale fb-scale-numbers fb-scale-nps"
      ends={ends}
    />
  );
}
