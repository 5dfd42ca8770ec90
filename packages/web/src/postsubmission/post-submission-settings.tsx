import { SUBMIT_BEHAVIOURS } from '@formbuilder/core';
import { useId } from 'react';
import { useBuilderDispatch, useBuilderState } from '../builder/state/builder-context';
import { edit } from '../builder/state/builder-state';
import { postSubmissionLabel } from '../builder/state/selectors';
import { postSubmissionTexts } from './post-submission-values';
import { AfterSubmitFields } from './after-submit-fields';
import type { OwnerMessageId } from '../i18n/en';
import { useT } from '../i18n/i18n-context';

// Each behaviour (core's stored value) in words, with a hint.
const BEHAVIOUR_WORDS = {
  'Show Thank You Page': { name: 'postSubmission.showThanks', hint: 'postSubmission.showThanksHint' },
  'Evaluate Form': { name: 'postSubmission.evaluate', hint: 'postSubmission.evaluateHint' },
} as const satisfies Record<(typeof SUBMIT_BEHAVIOURS)[number], { name: OwnerMessageId; hint: OwnerMessageId }>;

/** /editor/{formId}/builder/postsubmission, left panel: the submit behaviour (docs/product.md §B3 and §B4). */
export function PostSubmissionSettings() {
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const name = useId();
  const t = useT();
  if (!form) return null;
  const { submitBehaviour } = postSubmissionTexts(form.props.integrations);

  return (
    <section className="properties" aria-labelledby="post-submission-heading">
      <h2 id="post-submission-heading" className="builder-panel__heading">
        {t(postSubmissionLabel(form))}
      </h2>
      <fieldset className="prop-group">
        <legend>{t('postSubmission.after')}</legend>
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
              {t(BEHAVIOUR_WORDS[behaviour].name)}
              <span className="prop-field__hint">{t(BEHAVIOUR_WORDS[behaviour].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {submitBehaviour === 'Show Thank You Page' && <AfterSubmitFields props={form.props} />}
      <p className="prop-field__hint">{t('postSubmission.editHint')}</p>
    </section>
  );
}
