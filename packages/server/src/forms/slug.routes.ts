import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formSlugSchema, slugBodySchema } from '@formbuilder/core';
import { formParams, type RoutesPlugin } from '../http/contract';
import type { FormSlugs } from './form-slugs';
import { ownedForm } from './ownership';

export interface SlugRoutesDeps {
  slugs: FormSlugs;
}

// docs/product.md "Reach", the short address; docs/api.md. Registered in the owner scope
// (auth/owner-scope.ts): paths are under /api/users/:userId, the form loaded by ownership.ts.
export const slugRoutes: RoutesPlugin<SlugRoutesDeps> = (fastify, { slugs }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const response = { 200: formSlugSchema };

  app.get('/forms/:formId/slug', { schema: { params: formParams, response } }, async (request) => ({
    slug: await slugs.get(ownedForm(request).id),
  }));

  app.put(
    '/forms/:formId/slug',
    { schema: { params: formParams, body: slugBodySchema, response } },
    async (request) => ({
      slug: await slugs.set(ownedForm(request).id, request.body.slug),
    }),
  );

  app.delete('/forms/:formId/slug', { schema: { params: formParams, response } }, async (request) => {
    await slugs.clear(ownedForm(request).id);
    return { slug: null };
  });
  done();
};
