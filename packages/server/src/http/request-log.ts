import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// One line per request served instead of Fastify's two, and none at 'info' for what visitors
// load by the thousand (public pages, their script, submissions, embeds): those are logged at
// 'debug', failures always (per-request logging was a share of a public page's cost).

const VISITOR_PATHS = /^\/(?:form\/|templates\/view\/|embed\.js|favicon|share-image)/;

export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line says everything the incoming one did.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: status,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error || status >= 500) reply.log.error({ ...line, err: error ?? undefined }, 'request failed');
    // A level below the configured one is a no-op in pino.
    else if (VISITOR_PATHS.test(request.url)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
