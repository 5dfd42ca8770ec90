import type { FastifyInstance } from 'fastify';
import { parseId } from '../accounts/accounts.routes';
import type { TemplatesStore } from './templates.store';

// spec: app-shell §7, GET /api/get/templates; templates are public content.
export function registerTemplateRoutes(app: FastifyInstance, templates: TemplatesStore): void {
  app.get('/api/get/templates', () => templates.list());
  app.get<{ Params: { templateId: string } }>('/api/get/templates/:templateId', (request) =>
    templates.get(parseId(request.params.templateId, 'template id')),
  );
}
