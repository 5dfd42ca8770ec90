import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { EvaluationPageLabels, QuizReviewItem, ResultRow } from '@formbuilder/core';
import { FormMessage, RichText } from '@formbuilder/renderer';
import { frameScript } from './frame-script';
import { renderDocument } from './page-document';
import { themedPageCss, themePreload, type ThemedProps } from './theme-page';

// The 'Evaluate Form' Results page (docs/product.md §B3 evaluationPageLabels and the
// Radio quiz fields, §B4). It is drawn only after a submission, for the visitor who
// holds its token, so it may show what the form page must not:
// the correct answer after answerLabelText, and the answerExplanation.

export interface ResultsPageInput {
  title: string;
  uuid: string;
  rows: readonly ResultRow[];
  review: readonly QuizReviewItem[];
  labels: EvaluationPageLabels;
  /** The form's design and custom CSS, as on its page. */
  props: ThemedProps;
}

// When the owner leaves answerLabelText empty the correct answer still needs a lead-in.
const ANSWER_LABEL_FALLBACK = 'Correct answer:';

// In the form's card (FormMessage), whose paragraphs' spacing the review's own replaces.
const RESULTS_CSS = `.fb-results{display:grid;grid-template-columns:auto auto;gap:8px 24px;justify-content:center;margin:0;text-align:left}.fb-results dt{font-weight:600}.fb-results dd{margin:0}
.fb-review{list-style:none;margin:24px 0 0;padding:0;text-align:left}.fb-review-item{border-top:1px solid var(--fb-line);padding:12px 0}
.fb-review .fb-review-question{font-weight:600;margin:0}.fb-review .fb-review-status,.fb-review .fb-review-answer{margin:4px 0}.fb-review-answer-label{font-weight:600}.fb-review-explanation p{margin:4px 0 0}`;

function ReviewItem({ item, labels }: { item: QuizReviewItem; labels: EvaluationPageLabels }): ReactNode {
  const status = {
    correct: labels.correctAnswers,
    incorrect: labels.incorrectAnswers,
    unanswered: labels.unansweredQuestions,
  }[item.status];
  return h(
    'li',
    { className: `fb-review-item fb-review-${item.status}`, 'data-question-id': item.id },
    h('p', { className: 'fb-review-question' }, item.label),
    h('p', { className: 'fb-review-status' }, item.given === '' ? status : `${status}: ${item.given}`),
    h(
      'p',
      { className: 'fb-review-answer' },
      h(
        'span',
        { className: 'fb-review-answer-label' },
        item.answerLabelText === '' ? ANSWER_LABEL_FALLBACK : item.answerLabelText,
      ),
      ` ${item.expected}`,
    ),
    // sanitised when the form was saved (server forms/sanitize.ts, answerExplanation)
    h(RichText, { html: item.answerExplanation, className: 'fb-review-explanation' }),
  );
}

export function renderResultsPage({ title, uuid, rows, review, labels, props }: ResultsPageInput): string {
  const body = renderToString(
    h(
      FormMessage,
      { title, design: props.design },
      h(
        'dl',
        { className: 'fb-results' },
        rows.flatMap((row) => [
          h('dt', { key: `${row.key}-t` }, row.label),
          h('dd', { key: `${row.key}-d` }, row.value),
        ]),
      ),
      review.length > 0 &&
        h(
          'ol',
          { className: 'fb-review' },
          review.map((item) => h(ReviewItem, { key: item.id, item, labels })),
        ),
    ),
  );
  return renderDocument({
    title,
    css: themedPageCss(props, RESULTS_CSS),
    preload: themePreload(props),
    body,
    script: frameScript(uuid, true),
  });
}
