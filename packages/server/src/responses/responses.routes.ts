import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csvExportSchema,
  deleteSubmissionsBodySchema,
  deletedSubmissionsSchema,
  splitPages,
  entrySchema,
  logicOf,
  partialSettingsOf,
  statisticsSchema,
  submissionIdsBodySchema,
  submissionQuerySchema,
  submissionPageSchema,
  submissionSchema,
  type SubmissionFilter,
} from '@formbuilder/core';
import type { Guards } from '../auth/auth.plugin';
import type { FormsStore } from '../forms/forms.store';
import { requireProps } from '../db/form-props';
import { ownedForm, type Ownership } from '../forms/ownership';
import { formParams, idParam, messageSchema, type RoutesPlugin } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';
import type { FilesStore } from '../storage/files.store';
import type { CsvExporter } from './csv-export';
import { exportFileName, type ExportScope } from './export-rows';
import { exportQuerySchema } from './export-query';
import { exportedSubmissionsSchema, type JsonExporter } from './json-export';
import type { XlsxExporter } from './xlsx-export';
import type { ZipExporter } from './zip-export';
import type { ResponsesStore } from './responses.store';
import type { createStatistics } from './statistics';
import { formResultLanguages, languageFilter } from './result-languages';

export interface ResponsesDeps {
  forms: FormsStore;
  responses: ResponsesStore;
  statistics: ReturnType<typeof createStatistics>;
  /** The form's partial responses in progress (docs/product.md, "Partial responses"), for the funnel. */
  partials: {
    count(formId: number): Promise<number>;
    byPage(formId: number): Promise<{ page: number; count: number }[]>;
  };
  csv: CsvExporter;
  xlsx: XlsxExporter;
  json: JsonExporter;
  zip: ZipExporter;
  storage: FileStorage;
  /** The time zone the owner chose in their preferences; null when they never did. */
  chosenTimeZone: (userId: number) => Promise<string | null>;
}

const submissionParams = formParams.extend({ submissionId: idParam('submission id') });
/**
 * The product's body is the submission as the list gave it, with read set: its other fields cannot
 * change here and are not applied, though an id or form_id naming another submission is refused.
 * A field the submission does not have is refused like any unknown field.
 */
const readBody = submissionSchema
  .partial()
  .extend({
    read: z.union([z.literal(0), z.literal(1)], {
      error: (issue) => (issue.input === undefined ? undefined : 'read must be 0 or 1.'),
    }),
  })
  .strict();
type ExportQuery = z.infer<typeof exportQuerySchema>;
type ExportFormat = 'csv' | 'xlsx' | 'json' | 'zip';
type ExportStream = (formId: number, timeZone: string, scope: ExportScope) => Promise<Readable>;

const pagingKeys = ['limit', 'before', 'unread', 'from', 'to', 'q', 'answer', 'language'] as const;
/** The browser's zone, which a CSV is dated in when its owner never chose one (else UTC). */
const csvQuery = submissionQuerySchema.pick({ timeZone: true });

// docs/product.md §B7, the submissions calls, with paging, filters and a streamed CSV (docs/api.md, Submissions).
// Owner scope (auth/owner-scope.ts): paths are under /api/users/:userId; API keys allowed.
export const responseRoutes: RoutesPlugin<ResponsesDeps> = (
  fastify,
  { forms, responses, statistics, partials, csv, xlsx, json, zip, storage, chosenTimeZone },
  done,
) => {
  /**
   * The owner's zone, which dates and days (from, to, "today") are in: their preference, else the
   * zone the client asked for (the browser's), else UTC.
   */
  const ownerZone = async (userId: number, asked: string | undefined) =>
    (await chosenTimeZone(userId)) ?? asked ?? 'UTC';
  /** A filter whose days are the owner's. */
  const inOwnerZone = async <F extends { timeZone?: string }>(
    userId: number,
    filter: F,
  ): Promise<F & { timeZone: string }> => ({
    ...filter,
    timeZone: await ownerZone(userId, filter.timeZone),
  });

  /** Refuses (400) an answer filter on a question the form does not have. */
  const checkAnswerQuestions = async (request: FastifyRequest, formId: number, filter: SubmissionFilter) => {
    if (!filter.answer?.length) return;
    const unknown = await responses.unknownAnswerQuestions(formId, ownedForm(request).props?.elements ?? [], filter);
    if (unknown.length > 0)
      throw badRequest(
        `answer: this form has no question ${unknown.join(', ')} — filter by the id of one of its questions.`,
      );
  };

  /** An export's filter in the owner's zone, read before the form is loaded. */
  const zonedFilters = new WeakMap<FastifyRequest, ExportQuery & { timeZone: string }>();

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/forms/:formId/submissions',
    {
      schema: {
        params: formParams,
        querystring: submissionQuerySchema,
        response: { 200: z.union([submissionPageSchema, z.array(submissionSchema)]) },
      },
    },
    async (request) => {
      const { userId, formId } = request.params;
      // Without paging parameters the product's bare list, newest first (at most 500).
      const paged = pagingKeys.some((key) => request.query[key] !== undefined);
      await checkAnswerQuestions(request, formId, request.query);
      // docs/product.md, "Languages in results": each row's language, and the filter by one.
      const languages = await formResultLanguages(forms, ownedForm(request));
      const query = languageFilter(request.query, languages);
      return paged
        ? responses.page(formId, await inOwnerZone(userId, query), languages)
        : responses.bareList(formId, languages);
    },
  );

  // Every submission, or with the list's filters (and upTo) all those matching, or the chosen ids
  // among them: as CSV, an Excel workbook, JSON, or the uploaded files as a ZIP (docs/api.md).
  const formats: Record<ExportFormat, { type: string; stream: ExportStream }> = {
    csv: {
      type: 'text/csv; charset=utf-8',
      stream: (formId, zone, scope) => csv.stream(formId, zone, scope),
    },
    xlsx: {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      stream: (formId, zone, scope) => xlsx.stream(formId, zone, scope),
    },
    json: {
      type: 'application/json; charset=utf-8',
      stream: (formId, zone, scope) => json.stream(formId, zone, scope),
    },
    zip: { type: 'application/zip', stream: (formId, zone, scope) => zip.stream(formId, zone, scope) },
  };
  for (const [extension, { type, stream }] of Object.entries(formats)) {
    app.get(
      `/forms/:formId/submissions.${extension}`,
      {
        schema: {
          params: formParams,
          querystring: exportQuerySchema,
          // The JSON's shape is described; the others are files.
          ...(extension === 'json' ? { response: { 200: exportedSubmissionsSchema } } : {}),
        },
        // The owner's zone is read before the form is loaded, as it always was: an account that
        // does not exist is 'User not found.' first.
        preHandler: async (request) => {
          zonedFilters.set(request, await inOwnerZone(request.params.userId, request.query));
        },
      },
      async (request, reply) => {
        const { userId, formId } = request.params;
        const { ids, ...zoned } = zonedFilters.get(request) ?? (await inOwnerZone(userId, request.query));
        const form = ownedForm(request);
        await checkAnswerQuestions(request, formId, zoned);
        const languages = await formResultLanguages(forms, form);
        const filter = languageFilter(zoned, languages);
        const filename = exportFileName(form.title, extension);
        const body = await stream(formId, filter.timeZone, { filter, ids, languages });
        return reply
          .header(
            'content-disposition',
            `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
          )
          .header('cache-control', 'private, no-store')
          .type(type)
          .send(body);
      },
    );
  }

  app.get(
    '/forms/:formId/submissions/:submissionId/entries',
    { schema: { params: submissionParams, response: { 200: z.array(entrySchema) } } },
    async (request) => {
      const { formId, submissionId } = request.params;
      return responses.entries(formId, submissionId);
    },
  );

  app.put(
    '/forms/:formId/submissions/:submissionId',
    {
      schema: { params: submissionParams, body: readBody, response: { 200: messageSchema } },
      // The body's ids are checked before the form is loaded: a mismatch is a 400 first.
      preHandler: (request, _reply, checked) => {
        const { formId, submissionId } = request.params;
        const { id, form_id: bodyFormId } = request.body;
        if (id !== undefined && id !== submissionId)
          return checked(
            badRequest(`The body's id (${String(id)}) is not this submission's (${String(submissionId)}).`),
          );
        if (bodyFormId !== undefined && bodyFormId !== formId)
          return checked(
            badRequest(`The body's form_id (${String(bodyFormId)}) is not this form's (${String(formId)}).`),
          );
        checked();
      },
    },
    async (request) => {
      const { formId, submissionId } = request.params;
      const { read } = request.body;
      await responses.setRead(formId, submissionId, read);
      return { message: read === 1 ? 'Marked as read.' : 'Marked as unread.' };
    },
  );

  app.post(
    '/forms/:formId/CSVExport',
    {
      schema: {
        params: formParams,
        querystring: csvQuery,
        body: submissionIdsBodySchema,
        response: { 200: csvExportSchema },
      },
    },
    async (request) => {
      const { userId, formId } = request.params;
      const form = ownedForm(request);
      return csv.selected(
        formId,
        form.title,
        request.body.submissionIds,
        await ownerZone(userId, request.query.timeZone),
        await formResultLanguages(forms, form),
      );
    },
  );

  // The chosen submissions, or all those matching the list's filter (in batches). The month's
  // usage is not lowered: the monthly limit counts what was received (docs/api.md).
  app.delete(
    '/forms/:formId/deleteSubmission',
    {
      schema: { params: formParams, body: deleteSubmissionsBodySchema, response: { 200: deletedSubmissionsSchema } },
    },
    async (request) => {
      const { userId, formId } = request.params;
      const { submissionIds, matching } = request.body;
      // After each commit: a file left behind by a failure here is harmless, a missing one is not.
      const removeFiles = (storageKeys: string[]) =>
        Promise.all(
          storageKeys.map((key) =>
            storage
              .remove(key)
              .catch((error: unknown) =>
                request.log.error({ err: error, key }, 'could not remove a deleted submission file'),
              ),
          ),
        ).then(() => undefined);
      if (matching) await checkAnswerQuestions(request, formId, matching);
      if (matching) {
        const filter = languageFilter(matching, await formResultLanguages(forms, ownedForm(request)));
        return {
          success: true as const,
          deleted: await responses.removeMatching(formId, await inOwnerZone(userId, filter), removeFiles),
        };
      }
      const { deleted, storageKeys } = await responses.remove(formId, submissionIds ?? []);
      await removeFiles(storageKeys);
      return { success: true as const, deleted };
    },
  );

  app.get(
    '/forms/:formId/:version/statistics',
    {
      schema: {
        params: formParams.extend({ version: idParam('version') }),
        // The browser's zone, which submissions per day are counted in when the owner never chose one.
        querystring: csvQuery,
        response: { 200: statisticsSchema },
      },
    },
    async (request) => {
      const { userId, formId, version } = request.params;
      const row = await forms.version(formId, version);
      if (!row) throw notFound('This version of the form does not exist.');
      const { views } = await responses.counters(formId);
      const props = requireProps(row.props, `version ${version} of form ${formId}`);
      const stats = await statistics.of(formId, props.elements, views, {
        timeZone: await ownerZone(userId, request.query.timeZone),
        pages: splitPages(props.elements, props.autoPageBreak).length,
        logic: logicOf(props),
      });
      // A form that keeps partial responses: how many are in progress, by the last page reached.
      if (!partialSettingsOf(props).enabled) return stats;
      const [total, byPage] = await Promise.all([partials.count(formId), partials.byPage(formId)]);
      return { ...stats, inProgress: { total, byPage } };
    },
  );
  done();
};

const fileCheckParams = z.object({
  userId: idParam('user id'),
  formId: idParam('form id'),
  submissionId: idParam('submission id'),
  questionId: z
    .string()
    .regex(/^\d{1,9}$/, 'The question id is not valid.')
    .transform(Number),
  fileName: z.string().min(1).max(255),
});

export interface FileCheckRouteDeps {
  guards: Guards;
  ownership: Ownership;
  files: FilesStore;
  storage: FileStorage;
}

/**
 * docs/product.md §A2 File download page and §A7: the page checks the file before offering it.
 * 403 'That form is not yours', 404 'Submission not found', else `data[0]` says whether the
 * stored file is still there. The form is loaded as in the owner scope's /forms/:formId routes.
 */

export const fileCheckRoute: RoutesPlugin<FileCheckRouteDeps> = (
  fastify,
  { guards, ownership, files, storage },
  done,
) => {
  fastify.decorateRequest('ownedForm', null);
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/checkIfFileIsExist/:userId/:formId/:submissionId/:questionId/:fileName',
    {
      onRequest: guards.requireSelf,
      preHandler: ownership.loadOwnedForm,
      schema: {
        params: fileCheckParams,
        response: { 200: z.object({ success: z.literal(true), data: z.array(z.boolean()) }) },
      },
    },
    async (request) => {
      const { formId, submissionId, questionId, fileName } = request.params;
      const file = await files.find(formId, submissionId, questionId, fileName);
      if (!file) throw notFound('Submission not found');
      const present = await storage.get(file.storage_key).then(
        () => true,
        () => false,
      );
      return { success: true as const, data: [present] };
    },
  );
  done();
};
