import { useMutation } from '@tanstack/react-query';
import { createdWebhookSchema, messageAnswerSchema, webhookTestResultSchema } from '@formbuilder/core';
import { useOwnerApi } from '../../auth/use-api';

// Issue #13, webhooks: the server keeps each webhook's address and secret; the form keeps an entry
// {type: 'webhook', id, url, active, paused} (core's schemas/integrations.ts).

function useWebhooksPath(formId: number) {
  const { api, userId } = useOwnerApi();
  return { api, path: `/api/users/${userId}/forms/${formId}/webhooks` };
}

/** Adds a webhook; the answer carries its signing secret, shown once. */
export function useAddWebhook(formId: number) {
  const { api, path } = useWebhooksPath(formId);
  return useMutation({ mutationFn: (url: string) => api.call('POST', path, createdWebhookSchema, { body: { url } }) });
}

/** Sends a signed test event: {ok, status, message}. */
export function useTestWebhook(formId: number, webhookId: string) {
  const { api, path } = useWebhooksPath(formId);
  return useMutation({ mutationFn: () => api.call('POST', `${path}/${webhookId}/test`, webhookTestResultSchema) });
}

export function useRemoveWebhook(formId: number, webhookId: string) {
  const { api, path } = useWebhooksPath(formId);
  return useMutation({ mutationFn: () => api.call('DELETE', `${path}/${webhookId}`, messageAnswerSchema) });
}
