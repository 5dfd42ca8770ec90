import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

// What the server's own calls read: the first accounts (first run) and whether the database answers.

export function createSystemStore(db: Kysely<Database>) {
  return {
    /** When the first two accounts were created, oldest first. */
    firstAccounts: () => db.selectFrom('users').select('created_at').orderBy('id').limit(2).execute(),

    /** Throws when the database does not answer. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type SystemStore = ReturnType<typeof createSystemStore>;
