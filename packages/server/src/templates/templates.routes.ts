import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../http/contract';
import type { TemplatesStore } from './templates.store';

// spec: app-shell §7, GET /api/get/templates; templates are public content.
export function registerTemplateRoutes(app: FastifyInstance, templates: TemplatesStore): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/get/templates', () => templates.list());
  api.get('/api/get/templates/:templateId', { schema: { params: z.object({ templateId: idParam('template id') }) } }, (request) => templates.get(request.params.templateId));
}
