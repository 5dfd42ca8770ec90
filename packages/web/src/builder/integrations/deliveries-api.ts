import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryListSchema, messageAnswerSchema } from '@formbuilder/core';
import type { DeliveryIntegration } from '@formbuilder/core';
import { useOwnerApi } from '../../auth/use-api';
import { apiPaths } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';

// An integration's recent deliveries and retrying failed ones (docs/api.md).

/** How often the list is read again while it is on screen: deliveries finish in seconds. */
export const DELIVERIES_REFRESH_MS = 10_000;

/** The deliveries of one integration, named by its key: 'email', 'GoogleDrive', 'GoogleSheets' or 'webhook:<id>'. */
export function useDeliveries(
  formId: number,
  integration: DeliveryIntegration,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.deliveries(formId, integration),
    queryFn: ({ signal }) =>
      api.call('GET', apiPaths.deliveries(userId, formId, integration), deliveryListSchema, { signal }),
    refetchInterval: DELIVERIES_REFRESH_MS,
    enabled,
  });
}

export function useRetryDeliveries(formId: number, integration: DeliveryIntegration) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api.call('POST', apiPaths.retryDeliveries(userId, formId), messageAnswerSchema, {
        body: ids ? { integration, ids } : { integration },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.deliveries(formId, integration) }),
  });
}
