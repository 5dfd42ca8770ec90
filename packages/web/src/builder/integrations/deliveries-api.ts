import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryListSchema, messageAnswerSchema } from '@formbuilder/core';
import type { DeliveryIntegration } from '@formbuilder/core';
import { useOwnerApi } from '../../auth/use-api';

// Issue #13: an integration's recent deliveries and retrying failed ones (docs/api.md).

/** How often the list is read again while it is on screen: deliveries finish in seconds. */
export const DELIVERIES_REFRESH_MS = 10_000;

const deliveriesKey = (formId: number, integration: string) => ['deliveries', formId, integration] as const;

/** The deliveries of one integration, named by its key: 'email', 'GoogleDrive', 'GoogleSheets' or 'webhook:<id>'. */
export function useDeliveries(formId: number, integration: DeliveryIntegration, { enabled = true }: { enabled?: boolean } = {}) {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: deliveriesKey(formId, integration),
    queryFn: ({ signal }) => api.call('GET', `/api/users/${userId}/forms/${formId}/deliveries?integration=${integration}`, deliveryListSchema, { signal }),
    refetchInterval: DELIVERIES_REFRESH_MS,
    enabled,
  });
}

export function useRetryDeliveries(formId: number, integration: DeliveryIntegration) {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api.call('POST', `/api/users/${userId}/forms/${formId}/deliveries/retry`, messageAnswerSchema, { body: ids ? { integration, ids } : { integration } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveriesKey(formId, integration) }),
  });
}
