import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  csvExportSchema,
  deletedSubmissionsSchema,
  entryListSchema,
  formSummaryListSchema,
  messageAnswerSchema,
  publishedVersionSchema,
  statisticsSchema,
  submissionPageSchema,
  SUBMISSION_PAGE_DEFAULT,
  type SubmissionFilter,
} from '@formbuilder/core';
import { saveFile } from '../api/client';
import { useOwnerApi } from '../auth/use-api';
import { browserTimeZone } from '../ui/date-format';

// The Data screens' calls (spec: builder §7; issue #11), each answer parsed with core's
// schema, each through TanStack Query so screens share one cache.

export interface SubmissionFilters {
  unread: boolean;
  from: string;
  to: string;
  q: string;
}

const formsPath = (userId: number | string) => `/api/users/${userId}/forms`;
const formPath = (userId: number | string, formId: number) => `${formsPath(userId)}/${formId}`;
const dataKey = (formId: number) => ['data', formId] as const;


/** The owner's forms, for the selector. */
export function useFormsList() {
  const { api, userId } = useOwnerApi();
  return useQuery({ queryKey: ['forms', userId], queryFn: ({ signal }) => api.call('GET', formsPath(userId), formSummaryListSchema, { signal }) });
}

/** The published version of a form: its questions label the answers and the charts. */
export function usePublishedForm(formId: number | null) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: ['published', formId],
    enabled: formId !== null,
    queryFn: ({ signal }) => api.call('GET', `${formPath(userId, formId ?? 0)}?published=true`, publishedVersionSchema, { signal }),
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
    ...(upTo !== undefined ? { upTo } : {}),
    // Days (from, to, today) are the owner's: the server takes their preference, else this.
    timeZone: browserTimeZone(),
  };
}

/** Query parameters of the values that are set, in their order. */
const searchOf = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

const listQuery = (filters: SubmissionFilters, before: string | undefined) => searchOf({ limit: SUBMISSION_PAGE_DEFAULT, before, ...submissionFilter(filters) });

/** What delete and export act on: the submissions chosen one by one, or all those a filter matches. */
export type SubmissionChoice = { submissionIds: number[] } | { matching: SubmissionFilter };

/** The list, a page at a time (never every row), newest first. */
export function useSubmissionPages(formId: number, filters: SubmissionFilters) {
  const { api, userId } = useOwnerApi();
  return useInfiniteQuery({
    queryKey: [...dataKey(formId), 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => api.call('GET', `${formPath(userId, formId)}/submissions?${listQuery(filters, pageParam)}`, submissionPageSchema, { signal }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useEntries(formId: number, submissionId: number | null) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: [...dataKey(formId), 'entries', submissionId],
    enabled: submissionId !== null,
    queryFn: ({ signal }) => api.call('GET', `${formPath(userId, formId)}/submissions/${submissionId}/entries`, entryListSchema, { signal }),
  });
}

/** Opening a submission marks it read (spec: builder §4); the list and counts follow. */
export function useMarkRead(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: number) => api.call('PUT', `${formPath(userId, formId)}/submissions/${submissionId}`, messageAnswerSchema, { body: { read: 1 } }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataKey(formId) }),
  });
}

export function useDeleteSubmissions(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: SubmissionChoice) => api.call('DELETE', `${formPath(userId, formId)}/deleteSubmission`, deletedSubmissionsSchema, { body: choice }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: dataKey(formId) }), client.invalidateQueries({ queryKey: ['forms'] })]),
  });
}

/**
 * Exactly the chosen submissions as CSV ({filename, content}); all those a filter matches, or with
 * none chosen the whole form, streamed. Dated in the owner's zone: the server knows their choice,
 * the browser's zone stands in without one.
 */
export function useExportCsv(formId: number, title: string) {
  const { api, userId } = useOwnerApi();
  return useMutation({
    mutationFn: async (choice: SubmissionChoice) => {
      const zone = { timeZone: browserTimeZone() };
      if ('matching' in choice || choice.submissionIds.length === 0) {
        const query = searchOf('matching' in choice ? choice.matching : zone);
        return api.download(`${formPath(userId, formId)}/submissions.csv?${query}`, `${title}-submissions.csv`);
      }
      const { filename, content } = await api.call('POST', `${formPath(userId, formId)}/CSVExport?${searchOf(zone)}`, csvExportSchema, { body: { submissionIds: choice.submissionIds } });
      saveFile(new Blob([content], { type: 'text/csv;charset=utf-8' }), filename);
    },
  });
}

export function useStatistics(formId: number, version: number | null) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: [...dataKey(formId), 'statistics', version],
    enabled: version !== null,
    queryFn: ({ signal }) => api.call('GET', `${formPath(userId, formId)}/${version}/statistics`, statisticsSchema, { signal }),
  });
}
