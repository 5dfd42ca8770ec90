import { z } from 'zod';
import { deliveryListSchema, deliveryQuerySchema, retryDeliveriesSchema } from '@formbuilder/core';
import { formParams, type ContractApp } from '../http/contract';
import type { Ownership } from '../forms/ownership';
import type { Db } from '../db/database';
import { recentDeliveries, retryFailed } from './deliveries';

// Issue #13: per integration, the recent deliveries with status and error, and retrying a
// failed one or all failed ones. Owner scope (auth/owner-scope.ts); the form must be theirs.
export function deliveryRoutes(db: Db['kysely'], ownership: Ownership, kickOutbox: () => void) {
  return (app: ContractApp): void => {
    app.get('/forms/:formId/deliveries', { schema: { params: formParams, querystring: deliveryQuerySchema, response: { 200: deliveryListSchema } } }, async (request) => {
      await ownership.owned(request.params.userId, request.params.formId);
      return recentDeliveries(db, request.params.formId, request.query.integration);
    });

    app.post('/forms/:formId/deliveries/retry', { schema: { params: formParams, body: retryDeliveriesSchema, response: { 200: z.object({ message: z.string(), retried: z.number().int() }) } } }, async (request) => {
      await ownership.owned(request.params.userId, request.params.formId);
      const retried = await retryFailed(db, request.params.formId, request.body.integration, request.body.ids);
      if (retried > 0) kickOutbox();
      return { message: retried === 0 ? 'There was no failed delivery to retry.' : `${retried} ${retried === 1 ? 'delivery is' : 'deliveries are'} being tried again.`, retried };
    });
  };
}
