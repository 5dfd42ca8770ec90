import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createdWebhookSchema, createWebhookSchema, webhookIdSchema, webhookTestResultSchema } from '@formbuilder/core';
import { formParams, messageSchema, type RoutesPlugin } from '../../http/contract';
import type { WebhooksService } from './webhooks.service';

// Beyond the product's core: a form's webhooks. Owner scope (auth/owner-scope.ts); the form
// must be theirs. The secret is in the answer that adds the webhook and in no other.
const webhookParams = formParams.extend({ webhookId: webhookIdSchema });

export interface WebhookRoutesDeps {
  webhooks: WebhooksService;
}

export const webhookRoutes: RoutesPlugin<WebhookRoutesDeps> = (fastify, { webhooks }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/forms/:formId/webhooks',
    { schema: { params: formParams, body: createWebhookSchema, response: { 201: createdWebhookSchema } } },
    async (request, reply) => reply.code(201).send(await webhooks.add(request.params.formId, request.body.url)),
  );

  app.post(
    '/forms/:formId/webhooks/:webhookId/test',
    { schema: { params: webhookParams, response: { 200: webhookTestResultSchema } } },
    (request) => webhooks.sendTest(request.params.formId, request.params.webhookId),
  );

  app.delete(
    '/forms/:formId/webhooks/:webhookId',
    { schema: { params: webhookParams, response: { 200: messageSchema } } },
    async (request) => {
      await webhooks.remove(request.params.formId, request.params.webhookId);
      return { message: 'The webhook was removed.' };
    },
  );
  done();
};
