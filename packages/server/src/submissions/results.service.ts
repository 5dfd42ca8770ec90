import { DEFAULT_EVALUATION_PAGE_LABELS, evaluateQuiz, findIntegration, formPropsSchema, quizReview, resultRows, DRAFT_VERSION } from '@formbuilder/core';
import type { FormsStore } from '../forms/forms.store';
import { renderThanksPage, thankYouTitle, type ThanksQuery } from '../public/thanks-page';
import type { SubmissionsStore } from './submissions.store';
import type { FormTargetFinder } from './form-target';
import { decodeEntryValue } from './entry-values';
import { renderResultsPage } from './results-page';

const RESULT_TOKEN = /^[\w-]{20,100}$/;

// What a visitor sees after submitting: the Thank You page, or the Results page scored on
// the server. Each answers the page's HTML, or undefined when there is no such page.
export function createResultsService(forms: FormsStore, findTarget: FormTargetFinder, submissions: SubmissionsStore) {
  return {
    /**
     * Answers only when the form page would (issue #8, F10): an unpublished form's is the
     * same 404, a private form's needs the same access token, the owner's preview its token.
     */
    async thanksPage(uuid: string, query: ThanksQuery): Promise<string | undefined> {
      const target = await findTarget(uuid, query);
      return target ? renderThanksPage(uuid, target, query) : undefined;
    },

    /** Reached only through the unguessable token given to the visitor who submitted, never by id (issue #5). */
    async resultsPage(uuid: string, token: string): Promise<string | undefined> {
      const form = await forms.findByUuid(uuid);
      if (!form || !RESULT_TOKEN.test(token)) return undefined;
      const found = await submissions.byResultToken(form.id, token);
      if (!found) return undefined;
      const version = found.submission.version === DRAFT_VERSION ? undefined : await forms.version(form.id, found.submission.version);
      const props = formPropsSchema.parse(JSON.parse(version?.props ?? form.props));
      const answers = Object.fromEntries(found.entries.map((e) => [String(e.question_id), decodeEntryValue(e.value)]));
      const result = evaluateQuiz(props.elements, answers, props.rules);
      const labels = { ...DEFAULT_EVALUATION_PAGE_LABELS, ...(findIntegration(props.integrations, 'evaluationPageLabels')?.value ?? {}) };
      // Time is how long the visitor took (completion_time), mm:ss as in the builder's sample (core resultRows).
      const rows = resultRows(result, labels, new Date(found.submission.created_at), found.submission.completion_time);
      const review = quizReview(props.elements, answers, props.rules);
      return renderResultsPage({ title: thankYouTitle(props), uuid: form.uuid, rows, review, labels, colour: props.design?.colour });
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
