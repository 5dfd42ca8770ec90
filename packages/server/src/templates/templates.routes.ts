import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, type RoutesPlugin } from '../http/contract';
import type { TemplatesStore } from './templates.store';

// docs/product.md §A3 Template: id, title, props.tags (the list); the whole props for one.
const templateSummary = z.object({ id: z.number(), title: z.string(), props: z.object({ tags: z.array(z.string()) }) });
const templateSchema = z.object({ id: z.number(), title: z.string(), props: z.unknown() });

// docs/product.md §A7, GET /api/get/templates; templates are public content.
export const templateRoutes: RoutesPlugin<{ templates: TemplatesStore }> = (app, { templates }, done) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/get/templates', { schema: { response: { 200: z.array(templateSummary) } } }, () => templates.list());
  // The empty forms list's suggestions; a fixed path wins over :templateId.
  api.get('/api/get/templates/most-used', { schema: { response: { 200: z.array(templateSummary) } } }, () =>
    templates.mostUsed(),
  );
  api.get(
    '/api/get/templates/:templateId',
    { schema: { params: z.object({ templateId: idParam('template id') }), response: { 200: templateSchema } } },
    (request) => templates.get(request.params.templateId),
  );
  done();
};
