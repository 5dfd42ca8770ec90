import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  csvExportSchema,
  dataColumnsSchema,
  type DataColumn,
  deletedSubmissionsSchema,
  entryListSchema,
  formVersionSchema,
  messageAnswerSchema,
  partialListSchema,
  statisticsSchema,
  submissionPageSchema,
  SUBMISSION_PAGE_DEFAULT,
  answerConditionText,
  type AnswerCondition,
  type SubmissionFilter,
} from '@formbuilder/core';
import { z } from 'zod';
import { ApiError, saveFile } from '../api/client';
import { apiPaths, searchOf } from '../api/paths';
import { queryKeys } from '../api/query-keys';
import { useOwnerApi } from '../auth/use-api';
import { publishedQuery } from '../editor/editor-api';
import { formListQuery } from '../forms/forms-api';
import { browserTimeZone } from '../ui/date-format';
import { useT } from '../i18n/i18n-context';

// The Data screens' calls (docs/product.md §B7), each answer parsed with core's
// schema, each through TanStack Query so screens share one cache.

export interface SubmissionFilters {
  unread: boolean;
  from: string;
  to: string;
  q: string;
  /** Conditions on the answers, all of which must hold (docs/product.md §B7). */
  answers: AnswerCondition[];
  /** One of the form's languages, or '' for all (docs/product.md, "Languages in results"). */
  language?: string;
}

/** The owner's forms, for the selector: the forms page's list, under its key. */
export function useFormsList() {
  const { api, userId } = useOwnerApi();
  return useQuery(formListQuery(api, userId));
}

/** The published version of a form: its questions label the answers and the charts. */
export function usePublishedForm(formId: number | null) {
  const { api, userId } = useOwnerApi();
  return useQuery({ ...publishedQuery(api, userId, formId ?? 0), enabled: formId !== null });
}

/** One published version of a form by its number (null asks nothing): an older submission's questions. */
export function useFormVersion(formId: number, version: number | null) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.formVersion(userId, formId, version ?? 0),
    enabled: version !== null,
    // A version never changes once published.
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      api.call('GET', apiPaths.formVersion(userId, formId, version ?? 0), formVersionSchema, { signal }),
  });
}

/**
 * The screen's filters as the server reads them (core's SubmissionFilter), only those set; with
 * `upTo`, the newest submission id the list showed, they are "all matching" for delete and export.
 */
export function submissionFilter(filters: SubmissionFilters, upTo?: number): SubmissionFilter {
  const q = filters.q.trim();
  return {
    ...(filters.unread ? { unread: 'true' as const } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(q ? { q } : {}),
    ...(filters.answers.length > 0 ? { answer: filters.answers.map(answerConditionText) } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(upTo !== undefined ? { upTo } : {}),
    // Days (from, to, today) are the owner's: the server takes their preference, else this.
    timeZone: browserTimeZone(),
  };
}

/** The list's order by date: newest first (the server's default) or oldest first. */
export type SubmissionOrder = 'newest' | 'oldest';

const listQuery = (filters: SubmissionFilters, order: SubmissionOrder, before: string | undefined) =>
  searchOf({
    limit: SUBMISSION_PAGE_DEFAULT,
    before,
    ...(order === 'oldest' ? { desc: 'false' } : {}),
    ...submissionFilter(filters),
  });

/** What delete and export act on: the submissions chosen one by one, or all those a filter matches. */
export type SubmissionChoice = { submissionIds: number[] } | { matching: SubmissionFilter };

/** The list, a page at a time (never every row), newest first unless `order` says oldest. */
export function useSubmissionPages(formId: number, filters: SubmissionFilters, order: SubmissionOrder = 'newest') {
  const { api, userId } = useOwnerApi();
  return useInfiniteQuery({
    queryKey: queryKeys.submissionPages(formId, { ...filters, order }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'GET',
        apiPaths.submissions(userId, formId, listQuery(filters, order, pageParam)),
        submissionPageSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useEntries(formId: number, submissionId: number | null) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.entries(formId, submissionId),
    enabled: submissionId !== null,
    queryFn: ({ signal }) =>
      api.call('GET', apiPaths.entries(userId, formId, submissionId ?? 0), entryListSchema, { signal }),
  });
}

/**
 * Marks a submission read (opening it does, docs/product.md §B4) or unread again (the detail's
 * "Mark as unread"); the list, its counts and the forms list's unread count follow.
 */
export function useMarkRead(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, read }: { submissionId: number; read: 0 | 1 }) =>
      api.call('PUT', apiPaths.submission(userId, formId, submissionId), messageAnswerSchema, { body: { read } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.data(formId) }),
        client.invalidateQueries({ queryKey: queryKeys.formList(userId) }),
      ]),
  });
}

export function useDeleteSubmissions(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: SubmissionChoice) =>
      api.call('DELETE', apiPaths.deleteSubmissions(userId, formId), deletedSubmissionsSchema, { body: choice }),
    // The list's counts change too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.data(formId) }),
        client.invalidateQueries({ queryKey: queryKeys.formList(userId) }),
      ]),
  });
}

/** The files an export can make (docs/product.md §B2): the list as CSV, Excel or JSON, or the uploaded files. */
export type ExportFormat = 'csv' | 'xlsx' | 'json' | 'zip';
/** What an export takes: every submission, those a filter matches, or the chosen ones. */
export type ExportScope = { all: true } | { matching: SubmissionFilter } | { submissionIds: number[] };

/** Past this many characters of ids the address would be refused on the way: the chosen rows go as a filter or by POST. */
const IDS_IN_ADDRESS_MAX = 6_000;

/**
 * Downloads an export (GET …/submissions.{csv,xlsx,json,zip}) with the scope's filter or ids, dated
 * in the owner's zone (the browser's stands in). Chosen rows as CSV go by POST …/CSVExport as before.
 */
export function useExport(formId: number, title: string) {
  const { api, userId } = useOwnerApi();
  const t = useT();
  return useMutation({
    mutationFn: async ({ format, scope }: { format: ExportFormat; scope: ExportScope }) => {
      const zone = { timeZone: browserTimeZone() };
      const fileName = `${title}-submissions.${format}`;
      if ('submissionIds' in scope) {
        const ids = scope.submissionIds.join(',');
        if (format === 'csv' || ids.length > IDS_IN_ADDRESS_MAX) {
          if (format !== 'csv') throw new ApiError(0, t('data.export.tooMany'));
          const { filename, content } = await api.call(
            'POST',
            apiPaths.csvExport(userId, formId, searchOf(zone)),
            csvExportSchema,
            { body: { submissionIds: scope.submissionIds } },
          );
          saveFile(new Blob([content], { type: 'text/csv;charset=utf-8' }), filename);
          return;
        }
        return api.download(apiPaths.exportFile(userId, formId, format, searchOf({ ids, ...zone })), fileName);
      }
      const query = 'matching' in scope ? searchOf(scope.matching) : searchOf(zone);
      return api.download(apiPaths.exportFile(userId, formId, format, query), fileName);
    },
  });
}

/** A version's statistics; submissions per day are the owner's days (their preference, else this browser's zone). */
export function useStatistics(formId: number, version: number | null) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.statistics(formId, version),
    enabled: version !== null,
    queryFn: ({ signal }) =>
      api.call(
        'GET',
        `${apiPaths.statistics(userId, formId, version ?? 0)}?${searchOf({ timeZone: browserTimeZone() })}`,
        statisticsSchema,
        { signal },
      ),
  });
}

/** The owner's order and hidden columns of the Data table for this form (none chosen: an empty list). */
export function useDataColumns(formId: number) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.dataColumns(formId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.dataColumns(userId, formId), dataColumnsSchema, { signal }),
  });
}

/** Saves the table's columns; the table follows at once and takes back what the server kept. */
export function useSaveDataColumns(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columns: DataColumn[]) =>
      api.call('PUT', apiPaths.dataColumns(userId, formId), dataColumnsSchema, { body: { columns } }),
    // A read still on its way would land after this and put the old columns back (the box the owner
    // just unticked would tick itself again): it is cancelled first.
    onMutate: async (columns) => {
      await client.cancelQueries({ queryKey: queryKeys.dataColumns(formId) });
      client.setQueryData(queryKeys.dataColumns(formId), { columns });
    },
    onSuccess: (saved) => client.setQueryData(queryKeys.dataColumns(formId), saved),
    // Not saved: the table goes back to what the server keeps.
    onError: () => client.invalidateQueries({ queryKey: queryKeys.dataColumns(formId) }),
  });
}

/** The in-progress responses a page holds (the server's default and the most it gives is 100). */
export const PARTIAL_PAGE_SIZE = 50;

/**
 * A form's in-progress responses (docs/product.md, "Partial responses"), newest save first, a page
 * at a time. `enabled` false asks nothing.
 */
export function usePartialPages(formId: number, enabled = true) {
  const { api, userId } = useOwnerApi();
  return useInfiniteQuery({
    queryKey: queryKeys.partials(formId),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        'GET',
        apiPaths.partials(userId, formId, searchOf({ limit: PARTIAL_PAGE_SIZE, before: pageParam })),
        partialListSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const deletedPartialsSchema = z.object({ deleted: z.number().int().nonnegative() });

/** What a delete of in-progress responses takes: the chosen ones, or every one of the form. */
export type PartialChoice = { ids: number[] } | 'all';

/** Deletes in-progress responses with their files; the list, its count and the statistics follow. */
export function useDeletePartials(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: PartialChoice) =>
      api.call('DELETE', apiPaths.partials(userId, formId), deletedPartialsSchema, {
        body: choice === 'all' ? {} : choice,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.data(formId) }),
  });
}
