import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryListSchema, deliveryQuerySchema, retryDeliveriesSchema } from '@formbuilder/core';
import { formParams, type RoutesPlugin } from '../http/contract';
import type { Db } from '../db/database';
import { recentDeliveries, retryFailed } from '../outbox/deliveries';

export interface DeliveryRoutesDeps {
  db: Db['kysely'];
  /** Wakes the outbox worker, so a retried delivery goes out now. */
  kickOutbox: () => void;
}

// Per integration, the recent deliveries with status and error, and retrying a
// failed one or all failed ones. Owner scope (auth/owner-scope.ts); the form must be theirs.
export const deliveryRoutes: RoutesPlugin<DeliveryRoutesDeps> = (fastify, { db, kickOutbox }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/forms/:formId/deliveries',
    { schema: { params: formParams, querystring: deliveryQuerySchema, response: { 200: deliveryListSchema } } },
    (request) => recentDeliveries(db, request.params.formId, request.query.integration),
  );

  app.post(
    '/forms/:formId/deliveries/retry',
    {
      schema: {
        params: formParams,
        body: retryDeliveriesSchema,
        response: { 200: z.object({ message: z.string(), retried: z.number().int() }) },
      },
    },
    async (request) => {
      const retried = await retryFailed(db, request.params.formId, request.body.integration, request.body.ids);
      if (retried > 0) kickOutbox();
      return {
        message:
          retried === 0
            ? 'There was no failed delivery to retry.'
            : `${retried} ${retried === 1 ? 'delivery is' : 'deliveries are'} being tried again.`,
        retried,
      };
    },
  );
  done();
};
