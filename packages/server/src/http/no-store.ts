import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addOnSendTo, isApiRoute } from './route-hooks';

// Answers meant for one signed-in person (their data, or the token that signs them in) must
// not be kept by a browser's or a shared proxy's cache, where the next user of the machine or
// proxy could read them: they say `Cache-Control: no-store`.

/** The calls whose answer carries a new session token. */
const TOKEN_CALLS = new Set(['/api/users/login', '/api/users/signup', '/api/users/loginwithgoogle']);

/** Whether an answer is for the caller alone: sent with a session or API key, or handing out a token. */
function isPersonal(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    request.session !== undefined ||
    TOKEN_CALLS.has(request.routeOptions.url ?? '')
  );
}

/** On the API's routes only (registered after this): public pages never carry a session. */
export function registerNoStore(app: FastifyInstance): void {
  addOnSendTo(app, isApiRoute, (request, reply, payload, done) => {
    if (isPersonal(request) && !/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? '')))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
