import {
  DEFAULT_EVALUATION_PAGE_LABELS,
  applyRecall,
  evaluateQuiz,
  findIntegration,
  quizReview,
  resultRows,
  DRAFT_VERSION,
  type FormProps,
} from '@formbuilder/core';
import type { FormsStore } from '../forms/forms.store';
import { requireProps } from '../db/form-props';
import { renderThanksPage, thankYouRecalls, thankYouTitle, type EndedWith, type ThanksQuery } from './thanks-page';
import type { Selectable } from 'kysely';
import type { EntriesTable, SubmissionsTable } from '../db/schema';
import type { FormTarget, FormTargetFinder } from './form-target';
import { decodeEntryValue } from '../answers/entry-values';
import { storedParamValues, storedVariables } from '../answers/submission-values';
import { renderResultsPage } from './results-page';

const RESULT_TOKEN = /^[\w-]{20,100}$/;

// What a visitor sees after submitting: the Thank You page, or the Results page scored on
/** Where the Results page finds a submission (the intake's submissions store, passed in). */
export interface ResultLookup {
  byResultToken(
    formId: number,
    token: string,
  ): Promise<{ submission: Selectable<SubmissionsTable>; entries: Selectable<EntriesTable>[] } | undefined>;
}

// the server. Each returns the page's HTML, or undefined when there is no such page.
export function createResultsService(forms: FormsStore, findTarget: FormTargetFinder, submissions: ResultLookup) {
  /** The props of the version a submission answered: an earlier version's may differ from the page's. */
  const answeredProps = async (target: FormTarget, version: number): Promise<FormProps> => {
    if (version === target.version || version === DRAFT_VERSION) return target.props;
    const row = await forms.version(target.form.id, version);
    return row ? requireProps(row.props, `version ${row.version} of form ${target.form.id}`) : target.props;
  };

  /**
   * The ending a submission's logic chose, found by the token the visitor was sent on with
   * (docs/product.md, "Logic"); a wrong or absent token shows the ordinary Thank You page.
   */
  const endedWith = async (target: FormTarget, token: string | undefined): Promise<EndedWith | undefined> => {
    if (token === undefined || !RESULT_TOKEN.test(token)) return undefined;
    const found = await submissions.byResultToken(target.form.id, token);
    if (!found) return undefined;
    const props = await answeredProps(target, found.submission.version);
    const id = found.submission.ending ?? null;
    const ending = id === null ? null : (props.logic?.endings.find((candidate) => candidate.id === id) ?? null);
    // Without an ending, only a Thank You text that recalls has anything to show from the submission.
    if (ending === null && !thankYouRecalls(target.props)) return undefined;
    const answers = Object.fromEntries(found.entries.map((e) => [String(e.question_id), decodeEntryValue(e.value)]));
    return {
      ending,
      props,
      answers,
      variables: storedVariables(found.submission.variables),
      params: storedParamValues(found.submission.params),
    };
  };

  return {
    /**
     * Answers only when the form page would: an unpublished form's is the
     * same 404, a private form's needs the same access token, the owner's preview its token.
     */
    async thanksPage(uuid: string, query: ThanksQuery): Promise<string | undefined> {
      const target = await findTarget(uuid, query);
      if (!target) return undefined;
      return renderThanksPage(uuid, target, query, await endedWith(target, query.ending));
    },

    /** Reached only through the unguessable token given to the visitor who submitted, never by id. */
    async resultsPage(uuid: string, token: string): Promise<string | undefined> {
      const form = await forms.findByUuid(uuid);
      if (!form || !RESULT_TOKEN.test(token)) return undefined;
      const found = await submissions.byResultToken(form.id, token);
      if (!found) return undefined;
      const version =
        found.submission.version === DRAFT_VERSION ? undefined : await forms.version(form.id, found.submission.version);
      const props = version
        ? requireProps(version.props, `version ${version.version} of form ${form.id}`)
        : requireProps(form.props, `the draft of form ${form.id}`);
      const answers = Object.fromEntries(found.entries.map((e) => [String(e.question_id), decodeEntryValue(e.value)]));
      const result = evaluateQuiz(props.elements, answers, props.rules);
      const labels = {
        ...DEFAULT_EVALUATION_PAGE_LABELS,
        ...(findIntegration(props.integrations, 'evaluationPageLabels')?.value ?? {}),
      };
      // Time is how long the visitor took (completion_time), mm:ss as in the builder's sample (core resultRows).
      const rows = resultRows(result, labels, new Date(found.submission.created_at), found.submission.completion_time);
      // An explanation may recall the submission's answers, values and URL parameters (docs/product.md,
      // "Logic"), each escaped: a visitor's answer never becomes markup.
      const values = {
        elements: props.elements,
        answers,
        variables: storedVariables(found.submission.variables),
        params: storedParamValues(found.submission.params),
      };
      const review = quizReview(props.elements, answers, props.rules).map((item) => ({
        ...item,
        answerExplanation: applyRecall(item.answerExplanation, values, true),
      }));
      return renderResultsPage({
        title: thankYouTitle(props),
        uuid: form.uuid,
        rows,
        review,
        labels,
        props,
      });
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
