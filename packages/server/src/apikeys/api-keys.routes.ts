import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyListSchema, apiKeyNameBodySchema, createdApiKeySchema } from '@formbuilder/core';
import { idParam, userParams, type RoutesPlugin } from '../http/contract';
import { badRequest, forbidden, notFound } from '../http/errors';
import { sessionOf } from '../auth/auth.plugin';
import { API_KEYS_PER_USER, type ApiKeysStore } from '../users/api-keys.store';

/** How a stored key is shown: its prefix, then dots for the part its owner saw once. */
const masked = (prefix: string) => `${prefix}_••••••••`;

// Shapes from core (settings.ts), which the web parses with too.
// GET /api/users/{userId}/api-key is read as data[0].api_key with data the answer's body
// (docs/api.md): the body is the list. Keys are kept hashed, so api_key is the key's prefix,
// masked. Owner scope; never with an API key.
export const apiKeyRoutes: RoutesPlugin<{ keys: ApiKeysStore }> = (fastify, { keys }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A key outlives the impersonation: an administrator acting as someone cannot make or see theirs.
  app.addHook('preHandler', (request, _reply, done) => {
    done(
      sessionOf(request).impersonatorId === undefined
        ? undefined
        : forbidden('While logged in as this user you cannot manage their API keys.'),
    );
  });

  app.get('/api-key', { schema: { params: userParams, response: { 200: apiKeyListSchema } } }, async (request) => {
    const list = await keys.list(request.params.userId);
    return list.map((k) => ({ ...k, api_key: masked(k.prefix) }));
  });

  app.post(
    '/api-keys',
    { schema: { params: userParams, body: apiKeyNameBodySchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) => {
      const { userId } = request.params;
      // A key is its maker's: one an administrator made for someone would outlast their role.
      if (sessionOf(request).user.id !== userId) throw forbidden('Only the account holder can create their API keys.');
      if ((await keys.count(userId)) >= API_KEYS_PER_USER)
        throw badRequest(`You can keep at most ${API_KEYS_PER_USER} API keys. Revoke one first.`);
      return reply.status(201).send(await keys.create(userId, request.body.name));
    },
  );

  app.delete(
    '/api-keys/:keyId',
    {
      schema: {
        params: userParams.extend({ keyId: idParam('key id') }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      if (!(await keys.revoke(request.params.userId, request.params.keyId)))
        throw notFound('This API key does not exist.');
      return { message: 'The key was revoked.' };
    },
  );
  done();
};
