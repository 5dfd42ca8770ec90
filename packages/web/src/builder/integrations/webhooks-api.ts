import { useMutation } from '@tanstack/react-query';
import { createdWebhookSchema, messageAnswerSchema, webhookTestResultSchema } from '@formbuilder/core';
import { useOwnerApi } from '../../auth/use-api';
import { apiPaths } from '../../api/paths';

// Webhooks: the server keeps each webhook's address and secret; the form keeps an entry
// {type: 'webhook', id, url, active, paused} (core's schemas/integrations.ts).

/** Adds a webhook; the answer carries its signing secret, shown once. */
export function useAddWebhook(formId: number) {
  const { api, userId } = useOwnerApi();
  return useMutation({
    mutationFn: (url: string) =>
      api.call('POST', apiPaths.webhooks(userId, formId), createdWebhookSchema, { body: { url } }),
  });
}

/** Sends a signed test event: {ok, status, message}. */
export function useTestWebhook(formId: number, webhookId: string) {
  const { api, userId } = useOwnerApi();
  return useMutation({
    mutationFn: () => api.call('POST', `${apiPaths.webhook(userId, formId, webhookId)}/test`, webhookTestResultSchema),
  });
}

export function useRemoveWebhook(formId: number, webhookId: string) {
  const { api, userId } = useOwnerApi();
  return useMutation({
    mutationFn: () => api.call('DELETE', apiPaths.webhook(userId, formId, webhookId), messageAnswerSchema),
  });
}
