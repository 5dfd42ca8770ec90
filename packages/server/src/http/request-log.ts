import type { FastifyInstance } from 'fastify';

// One line per answered request instead of Fastify's two, and none at 'info' for what visitors
// load by the thousand (public pages, their script, submissions, embeds): those are logged at
// 'debug', failures always (issue #15: per-request logging was a share of a public page's cost).

const VISITOR_PATHS = /^\/(?:form\/|templates\/view\/|embed\.js|favicon|share-image)/;

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : VISITOR_PATHS.test(request.url) ? 'debug' : 'info';
    // A level below the configured one is a no-op in pino.
    request.log[level]({ method: request.method, url: request.url, statusCode: status, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
    done();
  });
}
