import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { RoutesPlugin } from '../http/contract';
import type { Guards } from './auth.plugin';

export const OWNER_PREFIX = '/api/users/:userId';

/**
 * Every owner call under /api/users/{userId}/ lives in this one scope: its hook
 * checks the session and that it is that user's (or an admin's, docs/product.md §A6) before
 * the body is even read, so a route added here is guarded without anyone remembering.
 * The public account links (verify, reset password) share the prefix but not the scope.
 * `within` adds what the whole scope shares: the /forms/:formId scope (forms/ownership.ts).
 */
export async function registerOwnerScope(
  app: FastifyInstance,
  { guards, within }: { guards: Guards; within: (scope: FastifyInstance) => void },
  groups: ReadonlyArray<OwnerRoutes>,
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', guards.requireSelf);
      within(scope);
      for (const { register, apiKeys } of groups) {
        await scope.register((group, _options, done) => {
          // Keys reach only the groups that say so: forms and their submissions.
          if (apiKeys) group.addHook('onRoute', (route) => void (route.config = { ...route.config, apiKeys: true }));
          register(group);
          done();
        });
      }
    },
    { prefix: OWNER_PREFIX },
  );
}

export interface OwnerRoutes {
  /** Registers the feature's routes plugin in its group. */
  register: (group: FastifyInstance) => void;
  /** Whether an API key may call these routes (the owner's forms and submissions). */
  apiKeys: boolean;
}

/** A feature's routes in the owner scope, with their deps; `apiKeys`: whether a key may call them. */
export function ownerRoutes<Deps extends FastifyPluginOptions>(
  routes: RoutesPlugin<Deps>,
  deps: Deps,
  { apiKeys = false }: { apiKeys?: boolean } = {},
): OwnerRoutes {
  return { register: (group) => void group.register(routes, deps), apiKeys };
}
