import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csvExportSchema,
  deleteSubmissionsBodySchema,
  deletedSubmissionsSchema,
  entrySchema,
  formPropsSchema,
  statisticsSchema,
  submissionFilterSchema,
  submissionIdsBodySchema,
  submissionPageSchema,
  submissionQuerySchema,
  submissionSchema,
} from '@formbuilder/core';
import type { Guards } from '../auth/auth.plugin';
import type { FormsStore } from '../forms/forms.store';
import type { Ownership } from '../forms/ownership';
import { formParams, idParam, messageSchema, type ContractApp } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';
import type { FilesStore } from '../storage/files.store';
import type { CsvExporter } from './csv-export';
import { csvFileName } from './csv-export';
import type { ResponsesStore } from './responses.store';
import type { createStatistics } from './statistics';

export interface ResponsesDeps {
  ownership: Ownership;
  forms: FormsStore;
  responses: ResponsesStore;
  statistics: ReturnType<typeof createStatistics>;
  csv: CsvExporter;
  storage: FileStorage;
  /** The time zone the owner chose in their preferences; null when they never did. */
  chosenTimeZone: (userId: number) => Promise<string | null>;
}

const submissionParams = formParams.extend({ submissionId: idParam('submission id') });
/**
 * The spec's body is the submission as the list gave it, with read set: its other fields cannot
 * change here and are not applied, though an id or form_id naming another submission is refused.
 * A field the submission does not have is refused like any unknown field.
 */
const readBody = submissionSchema
  .partial()
  .extend({ read: z.union([z.literal(0), z.literal(1)], { error: (issue) => (issue.input === undefined ? undefined : 'read must be 0 or 1.') }) })
  .strict();
const pagingKeys = ['limit', 'before', 'unread', 'from', 'to', 'q'] as const;
/** The browser's zone, which a CSV is dated in when its owner never chose one (else UTC). */
const csvQuery = submissionQuerySchema.pick({ timeZone: true });

// spec: builder §7, the submissions calls, and issue #11 (paging, filters, streamed CSV).
// Owner scope (auth/owner-scope.ts): paths are under /api/users/:userId; API keys allowed.
export function responseRoutes({ ownership, forms, responses, statistics, csv, storage, chosenTimeZone }: ResponsesDeps) {
  /**
   * The owner's zone, which dates and days (from, to, "today") are in: their preference, else the
   * zone the client asked for (the browser's), else UTC.
   */
  const ownerZone = async (userId: number, asked: string | undefined) => (await chosenTimeZone(userId)) ?? asked ?? 'UTC';
  /** A filter whose days are the owner's. */
  const inOwnerZone = async <F extends { timeZone?: string }>(userId: number, filter: F): Promise<F & { timeZone: string }> => ({
    ...filter,
    timeZone: await ownerZone(userId, filter.timeZone),
  });

  return (app: ContractApp): void => {
    app.get(
      '/forms/:formId/submissions',
      { schema: { params: formParams, querystring: submissionQuerySchema, response: { 200: z.union([submissionPageSchema, z.array(submissionSchema)]) } } },
      async (request) => {
        const { userId, formId } = request.params;
        await ownership.owned(userId, formId);
        // Without paging parameters the spec's bare list, newest first (at most 500).
        const paged = pagingKeys.some((key) => request.query[key] !== undefined);
        return paged ? responses.page(formId, await inOwnerZone(userId, request.query)) : responses.bareList(formId);
      },
    );

    // Every submission, or with the list's filters (and upTo) all those matching.
    app.get('/forms/:formId/submissions.csv', { schema: { params: formParams, querystring: submissionFilterSchema } }, async (request, reply) => {
      const { userId, formId } = request.params;
      const filter = await inOwnerZone(userId, request.query);
      const form = await ownership.owned(userId, formId);
      const filename = csvFileName(form.title);
      return reply
        .header('content-disposition', `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .header('cache-control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(await csv.stream(formId, filter.timeZone, filter));
    });

    app.get('/forms/:formId/submissions/:submissionId/entries', { schema: { params: submissionParams, response: { 200: z.array(entrySchema) } } }, async (request) => {
      const { userId, formId, submissionId } = request.params;
      await ownership.owned(userId, formId);
      return responses.entries(formId, submissionId);
    });

    app.put('/forms/:formId/submissions/:submissionId', { schema: { params: submissionParams, body: readBody, response: { 200: messageSchema } } }, async (request) => {
      const { userId, formId, submissionId } = request.params;
      const { id, form_id: bodyFormId, read } = request.body;
      if (id !== undefined && id !== submissionId) throw badRequest(`The body's id (${String(id)}) is not this submission's (${String(submissionId)}).`);
      if (bodyFormId !== undefined && bodyFormId !== formId) throw badRequest(`The body's form_id (${String(bodyFormId)}) is not this form's (${String(formId)}).`);
      await ownership.owned(userId, formId);
      await responses.setRead(formId, submissionId, read);
      return { message: read === 1 ? 'Marked as read.' : 'Marked as unread.' };
    });

    app.post('/forms/:formId/CSVExport', { schema: { params: formParams, querystring: csvQuery, body: submissionIdsBodySchema, response: { 200: csvExportSchema } } }, async (request) => {
      const { userId, formId } = request.params;
      const form = await ownership.owned(userId, formId);
      return csv.selected(formId, form.title, request.body.submissionIds, await ownerZone(userId, request.query.timeZone));
    });

    // The chosen submissions, or all those matching the list's filter (in batches). The month's
    // usage is not lowered: the monthly limit counts what was received (docs/api.md).
    app.delete(
      '/forms/:formId/deleteSubmission',
      { schema: { params: formParams, body: deleteSubmissionsBodySchema, response: { 200: deletedSubmissionsSchema } } },
      async (request) => {
        const { userId, formId } = request.params;
        const { submissionIds, matching } = request.body;
        await ownership.owned(userId, formId);
        // After each commit: a file left behind by a failure here is harmless, a missing one is not.
        const removeFiles = (storageKeys: string[]) =>
          Promise.all(storageKeys.map((key) => storage.remove(key).catch((error: unknown) => request.log.error({ err: error, key }, 'could not remove a deleted submission file')))).then(() => undefined);
        if (matching) return { success: true as const, deleted: await responses.removeMatching(formId, await inOwnerZone(userId, matching), removeFiles) };
        const { deleted, storageKeys } = await responses.remove(formId, submissionIds ?? []);
        await removeFiles(storageKeys);
        return { success: true as const, deleted };
      },
    );

    app.get(
      '/forms/:formId/:version/statistics',
      { schema: { params: formParams.extend({ version: idParam('version') }), response: { 200: statisticsSchema } } },
      async (request) => {
        const { userId, formId, version } = request.params;
        await ownership.owned(userId, formId);
        const row = await forms.version(formId, version);
        if (!row) throw notFound('This version of the form does not exist.');
        const { views } = await responses.counters(formId);
        return statistics.of(formId, formPropsSchema.parse(JSON.parse(row.props)).elements, views);
      },
    );
  };
}

const fileCheckParams = z.object({
  userId: idParam('user id'),
  formId: idParam('form id'),
  submissionId: idParam('submission id'),
  questionId: z.string().regex(/^\d{1,9}$/, 'The question id is not valid.').transform(Number),
  fileName: z.string().min(1).max(255),
});

/**
 * spec: app-shell §2 File download page and §7: the page checks the file before offering it.
 * 403 'That form is not yours', 404 'Submission not found', else `data[0]` says whether the
 * stored file is still there.
 */
export function registerFileCheckRoute(fastify: FastifyInstance, guards: Guards, ownership: Ownership, files: FilesStore, storage: FileStorage): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/checkIfFileIsExist/:userId/:formId/:submissionId/:questionId/:fileName',
    { onRequest: guards.requireSelf, schema: { params: fileCheckParams, response: { 200: z.object({ success: z.literal(true), data: z.array(z.boolean()) }) } } },
    async (request) => {
      const { userId, formId, submissionId, questionId, fileName } = request.params;
      await ownership.owned(userId, formId);
      const file = await files.find(formId, submissionId, questionId, fileName);
      if (!file) throw notFound('Submission not found');
      const present = await storage.get(file.storage_key).then(
        () => true,
        () => false,
      );
      return { success: true as const, data: [present] };
    },
  );
}
