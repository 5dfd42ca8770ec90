import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema, type RoutesPlugin } from '../http/contract';
import { sessionOf, type Guards } from './auth.plugin';
import type { Database } from '../db/schema';
import type { UserWithRole } from '../users/users.store';
import { createAuthStore, type SessionUser } from './auth.store';
import { ACTING_TTL_SECONDS, SESSION_TTL_SECONDS, type TokenService } from './tokens';

export type { SessionUser } from './auth.store';

const nowSeconds = () => Math.floor(Date.now() / 1000);

// Stored sessions (docs/api.md, Sessions): each token names its row, and a session ends when
// its row is deleted (a logout, the end of acting as a user) or expires. Reading the row joins
// the user it belongs to, so a guarded request reads one row by primary key, as it read the
// user before sessions were stored.
export function createSessions(db: Kysely<Database>, tokens: TokenService) {
  const store = createAuthStore(db);
  return {
    /** A new session for `user`; with `impersonator`, the administrator acting as them, for an hour at most. */
    async start(user: UserWithRole, impersonator?: UserWithRole): Promise<{ token: string; exp: number }> {
      const now = nowSeconds();
      const exp = now + (impersonator ? ACTING_TTL_SECONDS : SESSION_TTL_SECONDS);
      const sessionId = randomBytes(18).toString('base64url');
      // Expired rows are dropped as new ones come (an index range on expires_at).
      await store.pruneSessions(now);
      await store.insertSession({
        id: sessionId,
        user_id: user.id,
        impersonator_id: impersonator?.id ?? null,
        impersonator_generation: impersonator?.session_generation ?? null,
        created_at: new Date(now * 1000).toISOString(),
        expires_at: exp,
      });
      const claims = { userId: user.id, generation: user.session_generation, sessionId };
      const token = await tokens.signSession(
        impersonator ? { ...claims, impersonatorId: impersonator.id } : claims,
        exp,
      );
      return { token, exp };
    },

    /** The user of this live session, or undefined when it ended, expired or is someone else's. */
    find(sessionId: string, userId: number): Promise<SessionUser | undefined> {
      return store.findSession(sessionId, userId, nowSeconds());
    },

    /** Ends a session; false when it had already ended (so a token is exchanged only once). */
    end: (sessionId: string): Promise<boolean> => store.removeSession(sessionId),
  };
}

export type Sessions = ReturnType<typeof createSessions>;

export const LOGGED_OUT = 'You have been logged out.';

/** POST /api/users/logout: the session of the token that calls it ends; the token then gets 401. */
export const sessionRoutes: RoutesPlugin<{ guards: Guards; sessions: Sessions }> = (
  app,
  { guards, sessions },
  done,
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/users/logout',
      { onRequest: guards.requireUser, schema: { response: { 200: messageSchema } } },
      async (request) => {
        const { sessionId } = sessionOf(request);
        if (sessionId !== undefined) await sessions.end(sessionId);
        return { message: LOGGED_OUT };
      },
    );
  done();
};
