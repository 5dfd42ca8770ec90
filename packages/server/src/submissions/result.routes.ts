import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_EVALUATION_PAGE_LABELS,
  evaluateQuiz,
  findIntegration,
  formPropsSchema,
  quizReview,
  resultRows,
  type FormProps,
} from '@formbuilder/core';
import type { FormsStore } from '../forms/forms.store';
import { notFoundPage, sendPage } from '../public/public.routes';
import { renderMessagePage } from '../public/public-pages';
import type { SubmissionsStore } from './submissions.store';
import { decodeEntryValue } from './entry-values';
import { renderResultsPage } from './results-page';

const thankYou = (props: FormProps) => ({
  title: findIntegration(props.integrations, 'tyPageTitle')?.value ?? 'Thank you!',
  text: findIntegration(props.integrations, 'tyPageText')?.value ?? 'Your submission has been received.',
});

// After a submission: the Thank You page, or the Results page scored on the server.
// A results page is reached only through the unguessable token given to the
// visitor who submitted, never by submission id (issue #5).
export function registerResultRoutes(app: FastifyInstance, forms: FormsStore, submissions: SubmissionsStore): void {
  app.get<{ Params: { uuid: string }; Querystring: { preview?: string; token?: string } }>('/form/view/:uuid/thanks', async (request, reply) => {
    const form = await forms.findByUuid(request.params.uuid);
    if (!form) return notFoundPage(reply);
    const published = form.published_version ? await forms.version(form.id, form.published_version) : undefined;
    const props = formPropsSchema.parse(JSON.parse(published?.props ?? form.props));
    const { title, text } = thankYou(props);
    return sendPage(reply, renderMessagePage(title, text, form.uuid));
  });

  app.get<{ Params: { uuid: string; token: string } }>('/form/view/:uuid/result/:token', async (request, reply) => {
    const form = await forms.findByUuid(request.params.uuid);
    if (!form || !/^[\w-]{20,100}$/.test(request.params.token)) return notFoundPage(reply);
    const found = await submissions.byResultToken(form.id, request.params.token);
    if (!found) return notFoundPage(reply);
    const version = found.submission.version === 0 ? undefined : await forms.version(form.id, found.submission.version);
    const props = formPropsSchema.parse(JSON.parse(version?.props ?? form.props));
    const answers = Object.fromEntries(found.entries.map((e) => [String(e.question_id), decodeEntryValue(e.value)]));
    const result = evaluateQuiz(props.elements, answers, props.rules);
    const labels = { ...DEFAULT_EVALUATION_PAGE_LABELS, ...(findIntegration(props.integrations, 'evaluationPageLabels')?.value ?? {}) };
    // Time is how long the visitor took (completion_time), mm:ss as in the builder's sample (core resultRows).
    const rows = resultRows(result, labels, new Date(found.submission.created_at), found.submission.completion_time);
    const review = quizReview(props.elements, answers, props.rules);
    return sendPage(reply, renderResultsPage({ title: thankYou(props).title, uuid: form.uuid, rows, review, labels }));
  });
}
