import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from './tokens';
import type { UsersStore, UserWithRole } from '../accounts/users.store';
import { ADMIN_ROLE_ID } from '../accounts/users.store';
import { forbidden, unauthorized } from '../http/errors';

export interface Session {
  user: UserWithRole;
  impersonatorId: number | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: Session;
  }
}

export const isAdmin = (user: UserWithRole) => user.role_id === ADMIN_ROLE_ID;

/** Builds the pre-handlers that guard routes: a valid session, and "this is your own data". */
export function createGuards(tokens: TokenService, users: UsersStore) {
  async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const claims = await tokens.verifySession(match[1]);
    if (!claims) throw unauthorized('Your session has expired or is not valid. Please log in again.');
    const user = await users.findById(claims.userId);
    // A suspended account loses its open sessions too, and a password reset or change ends
    // every session signed before it (issue #8, F2).
    if (!user || user.is_active !== 1 || user.session_generation !== claims.generation) {
      throw unauthorized('Your session has expired or is not valid. Please log in again.');
    }
    request.session = { user, impersonatorId: claims.impersonatorId };
  }

  /** For /api/users/{userId}/…: the signed-in user must be that user, or an admin. */
  async function requireSelf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    const { userId } = request.params as { userId?: string };
    const user = request.session?.user;
    if (!user || (String(user.id) !== userId && !isAdmin(user))) {
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
