import { SUBMIT_BEHAVIOURS } from '@formbuilder/core';
import { useId } from 'react';
import { useBuilderDispatch, useBuilderState } from '../builder/state/builder-context';
import { edit } from '../builder/state/builder-state';
import { postSubmissionLabel } from '../builder/state/selectors';
import { postSubmissionTexts } from './post-submission-values';
import { AfterSubmitFields } from './after-submit-fields';

const BEHAVIOUR_HINTS = {
  'Show Thank You Page': 'Visitors see a thank-you title and text after they submit.',
  'Evaluate Form': 'The form is scored as a quiz: visitors see their results with the labels you set.',
} as const;

/** /editor/{formId}/builder/postsubmission, left panel: the submit behaviour (docs/product.md §B3 and §B4). */
export function PostSubmissionSettings() {
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const name = useId();
  if (!form) return null;
  const { submitBehaviour } = postSubmissionTexts(form.props.integrations);

  return (
    <section className="properties" aria-labelledby="post-submission-heading">
      <h2 id="post-submission-heading" className="builder-panel__heading">
        {postSubmissionLabel(form)}
      </h2>
      <fieldset className="prop-group">
        <legend>After submitting</legend>
        {SUBMIT_BEHAVIOURS.map((behaviour) => (
          <label key={behaviour} className="checkbox post-submission__choice">
            <input
              type="radio"
              name={name}
              value={behaviour}
              checked={submitBehaviour === behaviour}
              onChange={() =>
                dispatch(edit({ type: 'setIntegrationValue', integrationType: 'submitBehaviour', value: behaviour }))
              }
            />
            <span>
              {behaviour}
              <span className="prop-field__hint">{BEHAVIOUR_HINTS[behaviour]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {submitBehaviour === 'Show Thank You Page' && <AfterSubmitFields props={form.props} />}
      <p className="prop-field__hint">Click a text on the page to change it. Enter ends editing.</p>
    </section>
  );
}
