import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's security headers, worked out once at start and set on every answer. Its Fastify
// plugin rebuilt the whole middleware (the policy parsed again) for each request: a twentieth
// of a public page's cost. Nothing here depends on the request, so the headers are
// the same every time; pages with their own policy (public forms) replace it.

/** The headers Helmet would set with these options. */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('Helmet refused its options.');
    finished = true;
  });
  // Helmet's middleware is synchronous; if it ever were not, the headers would be incomplete.
  if (!finished) throw new Error('Helmet did not finish synchronously.');
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every answer of this route is a page any site may frame (public forms), with its own
     * policy: its headers leave out X-Frame-Options from the start (markFramedPages).
     */
    framedPage?: boolean;
  }
}

/**
 * Marks the routes read with GET (and HEAD) at these addresses, registered from now on, as pages
 * any site may frame: their answers, their errors too, are sent without X-Frame-Options.
 */
export function markFramedPages(app: FastifyInstance, urls: string[]): void {
  app.addHook('onRoute', (route) => {
    if (urls.includes(route.url) && [route.method].flat().every((method) => method === 'GET' || method === 'HEAD'))
      route.config = { ...route.config, framedPage: true };
  });
}

/**
 * Sets the headers on every answer. A framed page's route gets them without X-Frame-Options
 * (in the same order) rather than having it removed: removing a header made the reply's header
 * object a dictionary, slower to fill and to write out, which cost the busiest page a tenth of
 * its time.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  const framed = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-frame-options'));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.framedPage === true ? framed : headers);
    done();
  });
}
