import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's security headers, worked out once at start and set on every answer. Its Fastify
// plugin rebuilt the whole middleware (the policy parsed again) for each request: a twentieth
// of a public page's cost (issue #15). Nothing here depends on the request, so the headers are
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

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
