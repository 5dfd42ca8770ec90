import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormListRow } from '@formbuilder/core';
import type { ApiClient } from '../api/client';
import { lazySchema } from '../api/lazy-schema';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';
import { useOwnerApi } from '../auth/use-api';

// The forms list's calls (docs/api.md, Forms), each answer parsed with core's schema, through
// TanStack Query. The list is in the main chunk, so its schemas load on demand.

/** A row of the forms list (docs/product.md §A3 Form, list view). */
export type FormSummary = FormListRow;

/**
 * GET /api/users/{userId}/forms: the owner's forms, newest first. One query for every screen
 * that lists them (the forms page, the form limit, the data screens' selector).
 */
export function formListQuery(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: queryKeys.formList(userId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.forms(userId), lazySchema('formListSchema'), { signal }),
  });
}

export function useFormList() {
  const { api, userId } = useOwnerApi();
  return useQuery(formListQuery(api, userId));
}

/** DELETE /api/users/{userId}/forms/{formId} → { message: 'deleted' }; the row leaves the list at once. */
export function useDeleteForm() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormSummary) =>
      api.call('DELETE', apiPaths.form(userId, form.id), lazySchema('messageAnswerSchema')),
    onSuccess: (_answer, deleted) => {
      client.setQueryData<FormSummary[]>(queryKeys.formList(userId), (forms) =>
        forms?.filter((form) => form.id !== deleted.id),
      );
    },
  });
}

/** POST /api/users/{userId}/forms/{formId}/clone { title } → 201, the new form; the list is read again. */
export function useCloneForm() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, title }: { formId: number; title: string }) =>
      api.call('POST', apiPaths.clone(userId, formId), lazySchema('createdFormSchema'), { body: { title } }),
    // Not awaited: the modal says 'Success!' at once, the rows stay until the new list arrives.
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.formList(userId) }),
  });
}
