import { createdWebhookSchema, createWebhookSchema, webhookIdSchema, webhookTestResultSchema } from '@formbuilder/core';
import { formParams, messageSchema, type ContractApp } from '../http/contract';
import type { Ownership } from '../forms/ownership';
import type { WebhooksService } from './webhooks.service';

// Issue #13, beyond the spec: a form's webhooks. Owner scope (auth/owner-scope.ts); the form
// must be theirs. The secret is in the answer that adds the webhook and in no other.
const webhookParams = formParams.extend({ webhookId: webhookIdSchema });

export function webhookRoutes({ ownership, webhooks }: { ownership: Ownership; webhooks: WebhooksService }) {
  return (app: ContractApp): void => {
    app.post('/forms/:formId/webhooks', { schema: { params: formParams, body: createWebhookSchema, response: { 201: createdWebhookSchema } } }, async (request, reply) => {
      await ownership.owned(request.params.userId, request.params.formId);
      return reply.code(201).send(await webhooks.add(request.params.formId, request.body.url));
    });

    app.post('/forms/:formId/webhooks/:webhookId/test', { schema: { params: webhookParams, response: { 200: webhookTestResultSchema } } }, async (request) => {
      await ownership.owned(request.params.userId, request.params.formId);
      return webhooks.sendTest(request.params.formId, request.params.webhookId);
    });

    app.delete('/forms/:formId/webhooks/:webhookId', { schema: { params: webhookParams, response: { 200: messageSchema } } }, async (request) => {
      await ownership.owned(request.params.userId, request.params.formId);
      await webhooks.remove(request.params.formId, request.params.webhookId);
      return { message: 'The webhook was removed.' };
    });
  };
}
