import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CLONE_TITLE_MAX_LENGTH } from '@formbuilder/core';
import type { Guards } from '../auth/auth.plugin';
import { parseId } from '../accounts/accounts.routes';
import { parseWith } from '../http/errors';
import type { FormsService } from './forms.service';
import type { TemplatesStore } from '../templates/templates.store';

type UserParams = { Params: { userId: string } };
type FormParams = { Params: { userId: string; formId: string } };

const titleBody = z.strictObject({ title: z.string().trim().min(1, 'The name cannot be empty.').max(CLONE_TITLE_MAX_LENGTH, `The name is too long (at most ${CLONE_TITLE_MAX_LENGTH} characters).`).optional() });
const publishedQuery = z.object({ published: z.enum(['true', 'false']).optional() });

// spec: builder §7 and app-shell §7, the forms calls; docs/api.md.
export function registerFormRoutes(app: FastifyInstance, guards: Guards, service: FormsService, templates: TemplatesStore): void {
  const self = { preHandler: guards.requireSelf };
  const ids = (p: { userId: string; formId?: string }) => ({ userId: parseId(p.userId, 'user id'), formId: parseId(p.formId, 'form id') });

  app.get<UserParams>('/api/users/:userId/forms', self, (request) => service.list(parseId(request.params.userId, 'user id')));

  app.get<FormParams>('/api/users/:userId/forms/:formId', self, (request) => {
    const { userId, formId } = ids(request.params);
    const { published } = parseWith(publishedQuery, request.query);
    return published === 'true' ? service.published(userId, formId) : service.draft(userId, formId);
  });

  app.get<{ Params: { userId: string; formId: string; version: string } }>('/api/users/:userId/forms/:formId/:version', self, (request) => {
    const { userId, formId } = ids(request.params);
    return service.published(userId, formId, parseId(request.params.version, 'version'));
  });

  app.post<UserParams>('/api/users/:userId/forms', self, async (request, reply) => {
    const created = await service.create(parseId(request.params.userId, 'user id'), request.body);
    return reply.status(201).send(created);
  });

  app.put<UserParams>('/api/users/:userId/forms', self, (request) => service.update(parseId(request.params.userId, 'user id'), request.body));

  app.delete<FormParams>('/api/users/:userId/forms/:formId', self, (request) => {
    const { userId, formId } = ids(request.params);
    return service.remove(userId, formId);
  });

  app.post<FormParams>('/api/users/:userId/forms/:formId/clone', self, async (request, reply) => {
    const { userId, formId } = ids(request.params);
    const { title } = parseWith(titleBody, request.body);
    return reply.status(201).send(await service.clone(userId, formId, title));
  });

  app.post<FormParams>('/api/users/:userId/forms/:formId/publish', self, (request) => {
    const { userId, formId } = ids(request.params);
    return service.publish(userId, formId);
  });

  app.get<FormParams>('/api/users/:userId/forms/:formId/preview-token', self, (request) => {
    const { userId, formId } = ids(request.params);
    return service.previewToken(userId, formId);
  });

  app.get<FormParams>('/api/users/:userId/forms/:formId/access-token', self, (request) => {
    const { userId, formId } = ids(request.params);
    return service.accessLink(userId, formId);
  });

  // Revokes the old private link (issue #8): answers the new one like GET access-token.
  app.post<FormParams>('/api/users/:userId/forms/:formId/access-link', self, (request) => {
    const { userId, formId } = ids(request.params);
    return service.regenerateAccessLink(userId, formId);
  });

  app.get<UserParams>('/api/users/:userId/editor', self, (request) => service.editorForm(parseId(request.params.userId, 'user id')));

  app.post<{ Params: { userId: string; templateId: string } }>('/api/users/:userId/forms/from-template/:templateId', self, async (request, reply) => {
    const userId = parseId(request.params.userId, 'user id');
    const template = await templates.get(parseId(request.params.templateId, 'template id'));
    const { title } = parseWith(titleBody, request.body);
    return reply.status(201).send(await service.fromTemplate(userId, template, title));
  });
}
