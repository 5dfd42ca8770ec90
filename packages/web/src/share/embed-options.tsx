import { useId } from 'react';
import type { ChangeEvent } from 'react';

export interface EmbedOptionValues {
  widget: boolean;
  widgetTitle: string;
  singleSubmission: boolean;
}

export interface EmbedOptionsProps {
  values: EmbedOptionValues;
  /** The widget title's message when it is not valid (spec §5), else null. */
  titleError: string | null;
  onChange: (values: EmbedOptionValues) => void;
}

/** spec: app-shell §2 Share panel, options: set as widget, widget title, single submission. */
export function EmbedOptionsFieldset({ values, titleError, onChange }: EmbedOptionsProps) {
  const titleId = useId();
  const errorId = useId();

  function handleWidgetChange(event: ChangeEvent<HTMLInputElement>) {
    onChange({ ...values, widget: event.target.checked });
  }

  function handleTitleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange({ ...values, widgetTitle: event.target.value });
  }

  function handleSingleSubmissionChange(event: ChangeEvent<HTMLInputElement>) {
    onChange({ ...values, singleSubmission: event.target.checked });
  }

  return (
    <fieldset className="share-options">
      <legend>Embed options</legend>
      <label className="checkbox">
        <input type="checkbox" checked={values.widget} onChange={handleWidgetChange} />
        Set as widget
      </label>
      <div className="field share-options__title">
        <label htmlFor={titleId}>Widget title</label>
        <input
          id={titleId}
          type="text"
          value={values.widgetTitle}
          onChange={handleTitleChange}
          disabled={!values.widget}
          aria-invalid={titleError !== null}
          aria-describedby={titleError ? errorId : undefined}
          placeholder={values.widget ? 'Letters and spaces, e.g. Contact us' : 'Only for the widget'}
        />
        {titleError && (
          <p id={errorId} className="share-options__error" role="alert">
            {titleError}
          </p>
        )}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={values.singleSubmission} onChange={handleSingleSubmissionChange} />
        Single submission
      </label>
    </fieldset>
  );
}
