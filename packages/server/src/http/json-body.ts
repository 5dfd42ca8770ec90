import type { FastifyInstance } from 'fastify';
import { HttpError, badRequest } from './errors';

// JSON bodies are parsed here rather than by Fastify's default parser so that a body
// carrying '__proto__' or 'constructor' is refused with a message naming the field,
// and malformed JSON gets words a person understands.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // An empty JSON body (a POST that carries nothing, like publish) is no body.
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      const value: unknown = JSON.parse(text, (key, v: unknown) => {
        if (FORBIDDEN_KEYS.has(key)) throw badRequest(`The field '${key}' cannot be set here.`);
        return v;
      });
      done(null, value);
    } catch (error) {
      done(error instanceof HttpError ? error : badRequest('The request body is not valid JSON.'), undefined);
    }
  });
}
