import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { CopyButton } from './copy-button';

export interface ShownOnceProps {
  /** The region's name, for assistive technology ('New key Zapier'). */
  label: string;
  /** The field's name ('The whole key', 'Signing secret'). */
  valueLabel: string;
  value: string;
  onDone: () => void;
  /** What it is and why it must be copied now. */
  children: ReactNode;
}

/** A secret the server keeps hashed or sealed, shown this once: selected on focus, Copy, Done. */
export function ShownOnce({ label, valueLabel, value, onDone, children }: ShownOnceProps) {
  const id = useId();
  const t = useT();
  return (
    <div className="warning-box shown-once" role="region" aria-label={label}>
      {children}
      <label htmlFor={id} className="visually-hidden">
        {valueLabel}
      </label>
      <input
        id={id}
        className="input-box shown-once__value"
        value={value}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="shown-once__actions">
        <CopyButton text={value} label={t('ui.copy')} />
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('ui.done')}
        </button>
      </div>
    </div>
  );
}
