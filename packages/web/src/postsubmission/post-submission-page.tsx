import {
  hasRecall,
  DEFAULT_EVALUATION_PAGE_LABELS,
  EVALUATION_LABEL_MAX_LENGTH,
  resultRows,
  THANK_YOU_TEXT_MAX_LENGTH,
  THANK_YOU_TITLE_MAX_LENGTH,
} from '@formbuilder/core';
import type { EvaluationPageLabels } from '@formbuilder/core';
import { useBuilderDispatch, useBuilderState } from '../builder/state/builder-context';
import { edit } from '../builder/state/builder-state';
import { logicOfProps, questionsOf, recallChoices } from '../logic/logic-words';
import { RecallText } from '../logic/recall-label';
import { useT } from '../i18n/i18n-context';
import { PlainTextEditable } from './plain-text-editable';
import { EVALUATION_LABEL_KEYS, postSubmissionTexts } from './post-submission-values';
import './post-submission.css';

// What the Results page shows beside each label in this example, written by core's
// resultRows as the real page's are, so Completed and Time (mm:ss) read the same.
const SAMPLE_RESULT = { questionCount: 10, correctAnswers: 8, incorrectAnswers: 1, unansweredQuestions: 1, score: 80 };
const SAMPLE_VALUES = Object.fromEntries(
  resultRows(SAMPLE_RESULT, DEFAULT_EVALUATION_PAGE_LABELS, new Date(Date.UTC(2026, 0, 15, 12)), 272).map((row) => [
    row.key,
    row.value,
  ]),
) as Record<keyof EvaluationPageLabels, string>;

/**
 * The page visitors see after submitting, edited in place (docs/product.md §B4):
 * the Thank You page's title (128) and text (256), or the Results page's
 * labels (16 each) when the form is evaluated.
 */
export function PostSubmissionPage() {
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const t = useT();
  if (!form) return null;
  const texts = postSubmissionTexts(form.props.integrations);

  if (texts.submitBehaviour === 'Evaluate Form') {
    const setLabel = (key: keyof EvaluationPageLabels, text: string) =>
      dispatch(
        edit(
          {
            type: 'setIntegrationValue',
            integrationType: 'evaluationPageLabels',
            value: { ...texts.labels, [key]: text },
          },
          `evaluation:${key}`,
        ),
      );
    return (
      <section className="post-submission-page" aria-label={t('postSubmission.resultsPage')}>
        <h2 className="post-submission-page__title">{t('postSubmission.yourResults')}</h2>
        <dl className="results-grid">
          {EVALUATION_LABEL_KEYS.map((key) => (
            <div key={key} className="results-grid__item">
              <dt>
                <PlainTextEditable
                  label={t('postSubmission.labelOf', { label: DEFAULT_EVALUATION_PAGE_LABELS[key] })}
                  value={texts.labels[key]}
                  maxLength={EVALUATION_LABEL_MAX_LENGTH}
                  onChange={(text) => setLabel(key, text)}
                />
              </dt>
              <dd>{SAMPLE_VALUES[key]}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }

  const setText = (value: string) =>
    dispatch(edit({ type: 'setIntegrationValue', integrationType: 'tyPageText', value }, 'tyPageText'));
  // docs/product.md, "Logic": the text may recall an answer or a value of the submission.
  const choices = recallChoices(questionsOf(form.props.elements), logicOfProps(form.props).variables);
  const recall = (token: string) => {
    const joiner = texts.text === '' || texts.text.endsWith(' ') ? '' : ' ';
    const next = `${texts.text}${joiner}${token}`;
    if (next.length <= THANK_YOU_TEXT_MAX_LENGTH) setText(next);
  };
  return (
    <section className="post-submission-page" aria-label={t('postSubmission.thanksPageShown')}>
      <h2 className="post-submission-page__title">
        <PlainTextEditable
          label={t('postSubmission.thanksTitle')}
          value={texts.title}
          maxLength={THANK_YOU_TITLE_MAX_LENGTH}
          onChange={(value) =>
            dispatch(edit({ type: 'setIntegrationValue', integrationType: 'tyPageTitle', value }, 'tyPageTitle'))
          }
        />
      </h2>
      <p className="post-submission-page__text">
        <PlainTextEditable
          label={t('postSubmission.thanksText')}
          value={texts.text}
          maxLength={THANK_YOU_TEXT_MAX_LENGTH}
          onChange={setText}
        />
      </p>
      {hasRecall(texts.text) && (
        <p className="post-submission-page__recalled">
          {t('postSubmission.visitorsRead')} <RecallText text={texts.text} />
        </p>
      )}
      {choices.length > 0 && (
        <label className="post-submission-page__recall">
          {t('postSubmission.recall')}
          <select
            value=""
            onChange={(event) => {
              if (event.target.value !== '') recall(event.target.value);
            }}
          >
            <option value="">{t('postSubmission.recallChoose')}</option>
            {choices.map((choice) => (
              <option key={choice.token} value={choice.token}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}
