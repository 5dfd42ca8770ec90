import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilitySchema, messageAnswerSchema, type AvailabilitySettings } from '@formbuilder/core';
import { useOwnerApi } from '../../auth/use-api';
import { apiPaths } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';

// A form's availability and unpublishing (docs/api.md, "A form's life").

const availabilityPath = (userId: number, formId: number) => `${apiPaths.form(userId, formId)}/availability`;
const availabilityKey = (userId: number, formId: number) => [...queryKeys.form(userId, formId), 'availability'];

/** The Availability group's anchor in the Form Properties tab: the preview of a closed form links to it. */
export const AVAILABILITY_ANCHOR = 'availability';

/** The form's availability; `enabled` false (a new form) asks nothing. */
export function useAvailability(formId: number, enabled = true) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: availabilityKey(userId, formId),
    queryFn: ({ signal }) => api.call('GET', availabilityPath(userId, formId), availabilitySchema, { signal }),
    enabled,
  });
}

export function useSaveAvailability(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AvailabilitySettings) =>
      api.call('PUT', availabilityPath(userId, formId), availabilitySchema, { body: settings }),
    onSuccess: (answer) => {
      client.setQueryData(availabilityKey(userId, formId), answer);
      // The forms list shows whether the form is closed.
      void client.invalidateQueries({ queryKey: queryKeys.formList(userId) });
    },
  });
}

export function useUnpublish(formId: number) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('POST', `${apiPaths.form(userId, formId)}/unpublish`, messageAnswerSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.form(userId, formId).slice(0, 2) }),
  });
}
