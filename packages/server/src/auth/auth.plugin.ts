import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from './tokens';
import type { Sessions } from './sessions';
import type { UsersStore, UserWithRole } from '../users/users.store';
import { ADMIN_ROLE_ID } from '../users/users.store';
import { forbidden, unauthorized } from '../http/errors';
import { isApiKey, type ApiKeysStore } from '../users/api-keys.store';

export interface Session {
  user: UserWithRole;
  impersonatorId: number | undefined;
  /** The stored session the token names (auth/sessions.ts); undefined with an API key. */
  sessionId: string | undefined;
  /** Signed in with an API key: the owner's own data on routes that accept keys, nothing more. */
  viaApiKey: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: Session;
  }
  interface FastifyContextConfig {
    /** This route accepts `Authorization: Bearer <api key>`; every other refuses keys. */
    apiKeys?: boolean;
  }
}

const SESSION_ENDED = 'Your session has expired or is not valid. Please log in again.';

export const isAdmin = (user: UserWithRole) => user.role_id === ADMIN_ROLE_ID;

/** Builds the pre-handlers that guard routes: a valid session, and "this is your own data". */
export function createGuards(tokens: TokenService, sessions: Sessions, users: UsersStore, apiKeys: ApiKeysStore) {
  async function keySession(request: FastifyRequest, key: string): Promise<Session> {
    if (request.routeOptions.config.apiKeys !== true)
      throw forbidden('An API key cannot be used for this call. Please log in instead.');
    const userId = await apiKeys.ownerOf(key);
    const user = userId === undefined ? undefined : await users.findById(userId);
    if (!user || user.is_active !== 1) throw unauthorized('This API key is not valid or was revoked.');
    return { user, impersonatorId: undefined, sessionId: undefined, viaApiKey: true };
  }

  async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    if (isApiKey(match[1])) {
      request.session = await keySession(request, match[1]);
      return;
    }
    const claims = await tokens.verifySession(match[1]);
    if (!claims) throw unauthorized(SESSION_ENDED);
    // The stored session and its user in one read: a logout or the end of acting deleted it.
    const found = await sessions.find(claims.sessionId, claims.userId);
    if (!found || (found.impersonator_id ?? undefined) !== claims.impersonatorId) throw unauthorized(SESSION_ENDED);
    const { impersonator_id: impersonatorId, impersonator_generation: impersonatorGeneration, ...user } = found;
    // A suspended account loses its open sessions too, and a password reset or change ends
    // every session signed before it.
    if (user.is_active !== 1 || user.session_generation !== claims.generation) throw unauthorized(SESSION_ENDED);
    // Acting as a user lasts only while the administrator behind it is one, with the password
    // they had when it began, and while the user is not an administrator (docs/api.md, Sessions).
    if (impersonatorId !== null) {
      const impersonator = await users.findById(impersonatorId);
      const adminStill =
        impersonator?.is_active === 1 &&
        isAdmin(impersonator) &&
        impersonator.session_generation === impersonatorGeneration;
      if (!adminStill || isAdmin(user)) throw unauthorized(SESSION_ENDED);
    }
    request.session = { user, impersonatorId: claims.impersonatorId, sessionId: claims.sessionId, viaApiKey: false };
  }

  /** For /api/users/{userId}/…: the signed-in user must be that user, or an admin. */
  async function requireSelf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    const { userId } = request.params as { userId?: string };
    const user = request.session?.user;
    // An admin reaches other accounts with a session, never with a key.
    const mayActForOthers = user !== undefined && isAdmin(user) && !request.session?.viaApiKey;
    if (!user || (String(user.id) !== userId && !mayActForOthers)) {
      throw forbidden('You do not have access to this account.');
    }
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    if (!request.session || !isAdmin(request.session.user)) throw forbidden('This page is for administrators only.');
  }

  return { requireUser, requireSelf, requireAdmin };
}

export type Guards = ReturnType<typeof createGuards>;

/** The signed-in user of a guarded route. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
