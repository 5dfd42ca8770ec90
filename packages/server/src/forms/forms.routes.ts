import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessLinkSchema,
  CLONE_TITLE_MAX_LENGTH,
  createdFormSchema,
  draftFormSchema,
  editorFormAnswerSchema,
  formListSchema,
  formVersionSchema,
  previewTokenSchema,
  publishedAnswerSchema,
  publishedVersionSchema,
  savedFormSchema,
} from '@formbuilder/core';
import { formParams, idParam, messageSchema, userParams, type RoutesPlugin } from '../http/contract';
import type { FormsService } from './forms.service';
import { ownedForm } from './ownership';
import type { TemplatesStore } from '../templates/templates.store';

const titleBody = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, 'The name cannot be empty.')
      .max(CLONE_TITLE_MAX_LENGTH, `The name is too long (at most ${CLONE_TITLE_MAX_LENGTH} characters).`)
      .optional(),
  })
  .default({});
const publishedQuery = z.object({ published: z.enum(['true', 'false']).optional() });
// The whole form is checked by the service with core's form schema (form-validation.ts).
const formBody = z.unknown();
// The draft, or with ?published=true the published version (or { published: false }).
// The version comes first: a draft has no `published`, so it never matches it.
const formAnswer = z.union([publishedVersionSchema, draftFormSchema]);

export interface FormRoutesDeps {
  service: FormsService;
  templates: TemplatesStore;
}

// docs/product.md §B7 and docs/product.md §A7, the forms calls; docs/api.md. Registered in the owner
// scope (auth/owner-scope.ts): paths are under /api/users/:userId.
export const formRoutes: RoutesPlugin<FormRoutesDeps> = (fastify, { service, templates }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/forms', { schema: { params: userParams, response: { 200: formListSchema } } }, (request) =>
    service.list(request.params.userId),
  );

  app.get(
    '/forms/:formId',
    { schema: { params: formParams, querystring: publishedQuery, response: { 200: formAnswer } } },
    (request) => {
      const form = ownedForm(request);
      return request.query.published === 'true' ? service.published(form) : service.draft(form);
    },
  );

  app.get(
    '/forms/:formId/:version',
    { schema: { params: formParams.extend({ version: idParam('version') }), response: { 200: formVersionSchema } } },
    (request) => service.version(ownedForm(request), request.params.version),
  );

  app.post(
    '/forms',
    { schema: { params: userParams, body: formBody, response: { 201: createdFormSchema } } },
    async (request, reply) => {
      const created = await service.create(request.params.userId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put('/forms', { schema: { params: userParams, body: formBody, response: { 200: savedFormSchema } } }, (request) =>
    service.update(request.params.userId, request.body),
  );

  app.delete('/forms/:formId', { schema: { params: formParams, response: { 200: messageSchema } } }, (request) =>
    service.remove(ownedForm(request)),
  );

  app.post(
    '/forms/:formId/clone',
    { schema: { params: formParams, body: titleBody, response: { 201: createdFormSchema } } },
    async (request, reply) => {
      return reply.status(201).send(await service.clone(request.params.userId, ownedForm(request), request.body.title));
    },
  );

  app.post(
    '/forms/:formId/publish',
    { schema: { params: formParams, response: { 200: publishedAnswerSchema } } },
    (request) => service.publish(ownedForm(request)),
  );

  app.get(
    '/forms/:formId/preview-token',
    { schema: { params: formParams, response: { 200: previewTokenSchema } } },
    (request) => service.previewToken(ownedForm(request)),
  );

  app.get(
    '/forms/:formId/access-token',
    { schema: { params: formParams, response: { 200: accessLinkSchema } } },
    (request) => service.accessLink(ownedForm(request)),
  );

  // Revokes the old private link: returns the new one like GET access-token.
  app.post(
    '/forms/:formId/access-link',
    { schema: { params: formParams, response: { 200: accessLinkSchema } } },
    (request) => service.regenerateAccessLink(ownedForm(request)),
  );

  app.get('/editor', { schema: { params: userParams, response: { 200: editorFormAnswerSchema } } }, (request) =>
    service.editorForm(request.params.userId),
  );

  app.post(
    '/forms/from-template/:templateId',
    {
      schema: {
        params: userParams.extend({ templateId: idParam('template id') }),
        body: titleBody,
        response: { 201: createdFormSchema },
      },
    },
    async (request, reply) => {
      const template = await templates.get(request.params.templateId);
      return reply.status(201).send(await service.fromTemplate(request.params.userId, template, request.body.title));
    },
  );
  done();
};
