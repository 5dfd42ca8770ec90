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
export async function registerOwnerScope(app: FastifyInstance, guards: Guards, routes: ReadonlyArray<(scope: ContractApp) => void>): Promise<void> {
  await app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', guards.requireSelf);
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      for (const register of routes) register(typed);
      done();
    },
    { prefix: OWNER_PREFIX },
  );
}
