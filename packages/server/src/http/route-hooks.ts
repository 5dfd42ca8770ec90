import type { FastifyInstance, RouteOptions } from 'fastify';

type OnSend =
  NonNullable<RouteOptions['onSend']> extends infer H ? (H extends readonly (infer One)[] ? One : H) : never;

/**
 * Adds an onSend hook to the routes registered from now on that `applies` picks, instead of to
 * every request: the public pages, the busiest routes, then run none of what only the API needs.
 */
export function addOnSendTo(app: FastifyInstance, applies: (route: RouteOptions) => boolean, hook: OnSend): void {
  app.addHook('onRoute', (route) => {
    if (applies(route)) route.onSend = [route.onSend ?? []].flat().concat(hook);
  });
}

/** The routes of the HTTP API. */
export const isApiRoute = (route: RouteOptions) => route.url.startsWith('/api/');
