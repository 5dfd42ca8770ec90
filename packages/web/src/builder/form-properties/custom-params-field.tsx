import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { makeTranslate } from '../../i18n/translate';
import { TextAreaProperty } from '../fields/property-fields';

/** The example the error gives: a value, as ICU would read its braces. */
const EXAMPLE = '{"campaign": "spring"}';

/** The error in English, as tests read it. */
export const CUSTOM_PARAMS_ERROR = makeTranslate('en', 'en')('builder.formProps.customParamsError', {
  example: EXAMPLE,
});

type Params = Record<string, unknown>;

const format = (value: Params | undefined): string => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** The text as custom parameters: an object, undefined for an empty box, or null when it is not a JSON object. */
export function parseCustomParams(text: string): Params | undefined | null {
  if (text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : null;
  } catch {
    return null;
  }
}

interface CustomParamsFieldProps {
  value: Params | undefined;
  onChange: (value: Params | undefined) => void;
}

/** docs/product.md §B3, customParams (extra JSON): kept only while the text is a JSON object. */
export function CustomParamsField({ value, onChange }: CustomParamsFieldProps) {
  const t = useT();
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  const parsed = parseCustomParams(text);
  // Undo and redo change the value from outside: show it, unless the text already says the same.
  if (value !== shown) {
    setShown(value);
    if (JSON.stringify(value) !== JSON.stringify(parsed)) setText(format(value));
  }

  function handleChange(next: string) {
    setText(next);
    const params = parseCustomParams(next);
    if (params !== null) onChange(params);
  }

  return (
    <TextAreaProperty
      label={t('builder.formProps.customParams')}
      value={text}
      rows={4}
      spellCheck={false}
      onValueChange={handleChange}
      error={parsed === null ? t('builder.formProps.customParamsError', { example: EXAMPLE }) : null}
      hint={t('builder.formProps.customParamsHint')}
    />
  );
}
