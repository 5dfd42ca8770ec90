import type { Insertable, Kysely } from 'kysely';
import type { Database, SessionsTable } from '../db/schema';
import type { UserWithRole } from '../users/users.store';

/** The signed-in user of a live stored session, and the administrator acting as them, if any. */
export type SessionUser = UserWithRole & { impersonator_id: number | null; impersonator_generation: number | null };

// The stored sessions (sessions.ts): a row per session, read with the user it belongs to.

export function createAuthStore(db: Kysely<Database>) {
  return {
    /** Drops the sessions that expired before `now` (an index range on expires_at). */
    async pruneSessions(now: number): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    },

    async insertSession(session: Insertable<SessionsTable>): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    /** The user of a session that has not expired at `now`, or undefined. */
    findSession: (sessionId: string, userId: number, now: number): Promise<SessionUser | undefined> =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .selectAll('users')
        .select([
          'roles.name as role_name',
          'roles.permission as role_permission',
          'sessions.impersonator_id',
          'sessions.impersonator_generation',
        ])
        .where('sessions.id', '=', sessionId)
        .where('sessions.user_id', '=', userId)
        .where('sessions.expires_at', '>=', now)
        .executeTakeFirst(),

    /** Deletes the session; false when there was none. */
    async removeSession(sessionId: string): Promise<boolean> {
      const { numDeletedRows } = await db.deleteFrom('sessions').where('id', '=', sessionId).executeTakeFirst();
      return numDeletedRows > 0n;
    },
  };
}
