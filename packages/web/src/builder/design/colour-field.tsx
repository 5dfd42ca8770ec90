import { HEX_COLOUR } from '@formbuilder/core';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n-context';

interface ColourFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Said next to the colour when it reads badly (a contrast warning). */
  warning?: string | undefined;
}

/**
 * A theme colour: the browser's picker and the same colour as hex to type. Only a whole
 * #rrggbb reaches the form; what is typed stays in the box until it is one.
 */
export function ColourField({ label, value, onValueChange, warning }: ColourFieldProps) {
  const id = useId();
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? value;
  const invalid = typed !== null && !HEX_COLOUR.test(typed);
  const normalised = value.length === 4 ? `#${[...value.slice(1)].map((d) => d + d).join('')}` : value;

  function handleTyped(text: string) {
    setTyped(text);
    if (/^#[0-9a-f]{6}$/i.test(text)) onValueChange(text.toLowerCase());
  }

  return (
    <div className="design-colour">
      <label className="design-colour__label" htmlFor={`${id}-hex`}>
        {label}
      </label>
      <div className="design-colour__inputs">
        <input
          type="color"
          aria-label={t('builder.design.pick', { label })}
          value={normalised.toLowerCase()}
          onChange={(event) => {
            setTyped(null);
            onValueChange(event.target.value);
          }}
        />
        <input
          id={`${id}-hex`}
          type="text"
          className="design-colour__hex"
          value={shown}
          maxLength={7}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={warning || invalid ? `${id}-note` : undefined}
          onChange={(event) => handleTyped(event.target.value.trim())}
          onBlur={() => setTyped(null)}
        />
      </div>
      {(warning !== undefined || invalid) && (
        <p id={`${id}-note`} className="design-warning" role="status">
          {invalid ? t('builder.design.badHex') : warning}
        </p>
      )}
    </div>
  );
}
