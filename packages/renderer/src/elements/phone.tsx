import {
  isRecord,
  parseOption,
  phoneFieldNames,
  PHONE_DEFAULT_DIAL_CODE,
  PHONE_DIAL_CODE_DATASET,
  PHONE_MAX_LENGTH,
  type ParsedOption,
} from '@formbuilder/core';
import type { ReactNode } from 'react';
import { datasetItems } from '../choices';
import { bindText, controlAttributes, fieldState, textOf } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';
import { useWords } from '../words';

// Phone fields (docs/product.md §B3 Phone, §B5 and §B9; the names are core's, phone.ts):
//   q_{id}           the number as typed: digits, space, ( ) + -, 30 at most
//   q_{id}.dialCode  the chosen dial code's value (dataset countriesDialCodes, default '+1 (US)')
// core's readAnswer joins them into the one text it validates: '+1 555 0100'.

/** docs/product.md §B5, core's PHONE_PATTERN written for the pattern attribute (v-flag safe). */
export const PHONE_INPUT_PATTERN = '[0-9 \\(\\)\\+\\-]*';

/** The default dial code is a text; select the option it names by value or display. */
function selectedDialCode(options: readonly ParsedOption[], wanted: string): string {
  return options.find((option) => option.value === wanted || option.display === wanted)?.value ?? wanted;
}

export function PhoneView(props: ElementProps): ReactNode {
  const { element, value } = props;
  const state = fieldState(props);
  const names = phoneFieldNames(element);
  // To redisplay, the server may pass { dialCode, number } or the joined text.
  const parts: Readonly<Record<string, unknown>> = isRecord(value) ? value : { number: value };
  const words = useWords();
  const fallback = typeof element.defaultDialCode === 'string' ? element.defaultDialCode : PHONE_DEFAULT_DIAL_CODE;
  const wanted = typeof parts.dialCode === 'string' ? parts.dialCode : fallback;
  // Only the dial codes, whatever a stale `dataset` says (core's phone.ts).
  const options = datasetItems(props.datasets, PHONE_DIAL_CODE_DATASET) ?? [parseOption(wanted)];
  return (
    <Question props={props} state={state}>
      <div className="fb-phone-fields">
        {/* The key re-creates the select when the dial codes arrive, so its default applies to the loaded list. */}
        <select
          key={options.length}
          className="fb-input fb-dial-code"
          id={names.dialCode}
          name={state.disabled ? undefined : names.dialCode}
          disabled={state.disabled || undefined}
          aria-label={words.t('phone.dialCode')}
          autoComplete="tel-country-code"
          defaultValue={selectedDialCode(options, wanted)}
        >
          {options.map((option, index) => (
            <option key={index} value={option.value}>
              {option.display}
            </option>
          ))}
        </select>
        <input
          className="fb-input"
          id={state.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          pattern={PHONE_INPUT_PATTERN}
          {...controlAttributes(state, names.number)}
          {...bindText<HTMLInputElement>(state, textOf(parts.number))}
        />
      </div>
    </Question>
  );
}
