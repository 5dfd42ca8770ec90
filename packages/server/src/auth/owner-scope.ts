import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContractApp } from '../http/contract';
import type { Guards } from './auth.plugin';

export const OWNER_PREFIX = '/api/users/:userId';

/**
 * Every owner call under /api/users/{userId}/ lives in this one scope (issue #9): its hook
 * checks the session and that it is that user's (or an admin's, spec app-shell §6) before
 * the body is even read, so a route added here is guarded without anyone remembering.
 * The public account links (verify, reset password) share the prefix but not the scope.
 */
export async function registerOwnerScope(app: FastifyInstance, guards: Guards, groups: ReadonlyArray<OwnerRoutes>): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', guards.requireSelf);
      for (const { routes, apiKeys = false } of groups) {
        await scope.register((group, _options, done) => {
          // Keys reach only the groups that say so: forms and their submissions (issue #12).
          if (apiKeys) group.addHook('onRoute', (route) => void (route.config = { ...route.config, apiKeys: true }));
          routes(group.withTypeProvider<ZodTypeProvider>());
          done();
        });
      }
    },
    { prefix: OWNER_PREFIX },
  );
}

export interface OwnerRoutes {
  routes: (scope: ContractApp) => void;
  /** Whether an API key may call these routes (the owner's forms and submissions). */
  apiKeys?: boolean;
}
