import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { registerErrorHandler } from './errors';
import { registerBodyDiscard } from './body-discard';
import { registerJsonBodyParser } from './json-body';
import { registerNulRemoval } from './nul-text';
import { registerSecurityHeaders } from './security-headers';
import { registerNoStore } from './no-store';
import { RequestLog } from './request-log';
import { registerContract } from './contract';

// The server's HTTP layer before any route: Fastify with its limits and timeouts, how errors,
// bodies, NUL characters, the OpenAPI contract, security headers and caching are handled.

/** Request bodies above this size are refused with 413 (uploads get their own limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function createHttpApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per request, and visitors' hot paths only at debug (http/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Stalled and trickling requests are closed (README, Configuration).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    // An idle keep-alive connection is closed after the same idle time (Node keeps it 72 s).
    keepAliveTimeout: config.timeouts.idleMs,
    // Node checks the request and header timeouts on this interval (30 s by default).
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(5_000, config.timeouts.requestMs / 4),
    },
    // docs/product.md §B7 writes GET /api/users/{userId}/forms/{formId}/ with a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    // The client IP comes from X-Forwarded-For only through the configured proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxyHops,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  registerErrorHandler(app);
  registerBodyDiscard(app);
  registerJsonBodyParser(app);
  registerNulRemoval(app);
  await registerContract(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        imgSrc: ["'self'", 'data:', 'https:'],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    // The owner's app is never framed; public form pages set their own policy.
    frameguard: { action: 'deny' },
    // The Google consent popup must keep its opener to hand the token back: the
    // app may open popups that keep it; the googleAuth page and the callback opt out entirely.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  registerNoStore(app);
  return app;
}
