import { useId } from 'react';
import { REDIRECT_URL_MAX_LENGTH, redirectUrlProblem, type AfterSubmit, type FormProps } from '@formbuilder/core';
import { useBuilderDispatch } from '../builder/state/builder-context';
import { edit } from '../builder/state/builder-state';
import { TextProperty } from '../builder/fields/property-fields';
import { inputQuestions, shortLabel } from '../builder/integrations/form-questions';
import { useT } from '../i18n/i18n-context';

// docs/product.md, "A form's life": after a submission, the Thank You page or the owner's
// address, with the chosen answers as query parameters. Saved with the form, live once published.

const THANKS: AfterSubmit = { kind: 'thanks' };

export function AfterSubmitFields({ props }: { props: FormProps }) {
  const dispatch = useBuilderDispatch();
  const name = useId();
  const t = useT();
  const afterSubmit = props.afterSubmit ?? THANKS;
  const set = (value: AfterSubmit, coalesce?: string) =>
    dispatch(edit({ type: 'updateProps', changes: { afterSubmit: value } }, coalesce));
  const redirect = afterSubmit.kind === 'redirect' ? afterSubmit : null;
  const toggleAnswer = (id: number, on: boolean) => {
    if (!redirect) return;
    const passAnswers = on ? [...redirect.passAnswers, id] : redirect.passAnswers.filter((q) => q !== id);
    set({ ...redirect, passAnswers });
  };
  return (
    <fieldset className="prop-group">
      <legend>{t('postSubmission.then')}</legend>
      <label className="checkbox post-submission__choice">
        <input type="radio" name={name} checked={!redirect} onChange={() => set(THANKS)} />
        <span>{t('postSubmission.thanksPage')}</span>
      </label>
      <label className="checkbox post-submission__choice">
        <input
          type="radio"
          name={name}
          checked={redirect !== null}
          onChange={() => set({ kind: 'redirect', url: '', passAnswers: [] })}
        />
        <span>
          {t('postSubmission.redirect')}
          <span className="prop-field__hint">{t('postSubmission.redirectHint')}</span>
        </span>
      </label>
      {redirect && (
        <>
          <TextProperty
            label={t('postSubmission.redirectAddress')}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={REDIRECT_URL_MAX_LENGTH}
            value={redirect.url}
            onValueChange={(url) => set({ ...redirect, url }, 'afterSubmit:url')}
            error={redirect.url === '' ? null : redirectUrlProblem(redirect.url)}
          />
          <fieldset className="prop-group">
            <legend>{t('postSubmission.passAnswers')}</legend>
            <p className="prop-field__hint">{t('postSubmission.passAnswersHint')}</p>
            {inputQuestions(props.elements).map((question) => (
              <label key={question.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={redirect.passAnswers.includes(question.id)}
                  onChange={(event) => toggleAnswer(question.id, event.target.checked)}
                />
                {shortLabel(question.title)} (q_{question.id})
              </label>
            ))}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
