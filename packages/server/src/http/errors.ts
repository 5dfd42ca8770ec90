import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error';
import { unavailableRefusal } from './unavailable';

export { HttpError };

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** A zod refusal in plain words that name the field: the 400 every route answers. */
export function refusalOf(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  if (!issue) return badRequest('The request is not valid.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `'${k}'`).join(', ');
    return badRequest(`The field${issue.keys.length > 1 ? 's' : ''} ${keys} cannot be set here.`);
  }
  const field = issue.path.join('.');
  // A schema's own words win; zod's defaults become "is required" for an absent or empty field.
  const ownWords = !/^(Invalid input|Too small)/.test(issue.message);
  const missing = (issue.code === 'invalid_type' && issue.input === undefined) || (issue.code === 'too_small' && issue.minimum === 1 && issue.origin === 'string' && !ownWords);
  if (missing) return badRequest(field ? `The field '${field}' is required.` : 'The request body is missing.');
  return badRequest(issue.message);
}

/** Parses a request part with a core schema; refusals name the field in plain words. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw refusalOf(result.error);
}

/** Sends a refusal's Retry-After (429, 503) when it has one; routes that answer their own errors call it too. */
export function sendRetryAfter(reply: FastifyReply, error: HttpError): void {
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
}

// Every error leaves as JSON { message } with the right status (issue #2).
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      sendRetryAfter(reply, error);
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'The request body is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'This request must be sent as JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is missing.' });
    }
    if (status === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    const unavailable = unavailableRefusal(error);
    if (unavailable) {
      request.log.error({ err: error }, 'request refused: database or storage unavailable');
      sendRetryAfter(reply, unavailable);
      return reply.status(503).send({ message: unavailable.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
