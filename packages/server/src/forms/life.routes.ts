import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilitySchema, availabilitySettingsSchema } from '@formbuilder/core';
import { formParams, messageSchema, type RoutesPlugin } from '../http/contract';
import { ownedForm } from './ownership';
import type { LifeService } from './life.service';

export interface LifeRoutesDeps {
  service: LifeService;
}

// docs/product.md, "A form's life"; docs/api.md. Registered in the owner scope: paths are under /api/users/:userId.
export const lifeRoutes: RoutesPlugin<LifeRoutesDeps> = (fastify, { service }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/forms/:formId/availability',
    { schema: { params: formParams, response: { 200: availabilitySchema } } },
    (request) => service.availability(ownedForm(request)),
  );

  app.put(
    '/forms/:formId/availability',
    { schema: { params: formParams, body: availabilitySettingsSchema, response: { 200: availabilitySchema } } },
    (request) => service.setAvailability(ownedForm(request), request.body),
  );

  app.post(
    '/forms/:formId/unpublish',
    { schema: { params: formParams, response: { 200: messageSchema } } },
    (request) => service.unpublish(ownedForm(request)),
  );
  done();
};
