import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { useT } from '../i18n/i18n-context';

export interface EmbedOptionValues {
  widgetTitle: string;
  singleSubmission: boolean;
}

/** docs/product.md §A2 Share panel, 'Single submission': inline and popup alike. */
export function SingleSubmissionOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.checked);
  }
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={handleChange} />
      {t('share.single')}
    </label>
  );
}

export interface WidgetTitleFieldProps {
  value: string;
  /** The widget title's message when it is not valid (docs/product.md §A5), else null. */
  error: string | null;
  onChange: (value: string) => void;
}

/** The popup's button words (fp_widget_title; docs/product.md §A5). */
export function WidgetTitleField({ value, error, onChange }: WidgetTitleFieldProps) {
  const t = useT();
  const titleId = useId();
  const errorId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.value);
  }

  return (
    <div className="field share-options__title">
      <label htmlFor={titleId}>{t('share.widgetTitle')}</label>
      <input
        id={titleId}
        type="text"
        value={value}
        onChange={handleChange}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        placeholder={t('share.widgetPlaceholder')}
      />
      {error && (
        <p id={errorId} className="share-options__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
