import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { writeAudit } from './audit.store';
import { ADMIN_ROLE_ID, FREE_ROLE_ID } from '@formbuilder/core';

export type UserRow = Selectable<UsersTable>;
export type UserWithRole = UserRow & { role_name: string; role_permission: string };

// The role ids are core's (docs/product.md §A6).
export { ADMIN_ROLE_ID, FREE_ROLE_ID };

/** A new account's stored fields: sign-up by password or by Google, verified or not. */
export interface NewAccount {
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  verified: boolean;
  verificationCodeHash: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersStore(db: Kysely<Database>) {
  const withRole = () =>
    db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .selectAll('users')
      .select(['roles.name as role_name', 'roles.permission as role_permission']);

  return {
    findById: (id: number): Promise<UserWithRole | undefined> =>
      withRole().where('users.id', '=', id).executeTakeFirst(),
    findByEmail: (email: string): Promise<UserWithRole | undefined> =>
      withRole().where('users.email', '=', normaliseEmail(email)).executeTakeFirst(),
    findByGoogleSub: (sub: string): Promise<UserWithRole | undefined> =>
      withRole().where('users.google_sub', '=', sub).executeTakeFirst(),
    async isWhitelisted(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('whitelist')
        .select('id')
        .where('email', '=', normaliseEmail(email))
        .executeTakeFirst();
      return row !== undefined;
    },
    async hasAnyUser(): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Creates an account and audits its sign-up, in one transaction. The very first account
     * becomes the administrator (docs/product.md ). `alsoWrite`: writes that belong to the same
     * transaction (the verification mail).
     */
    create(
      account: NewAccount,
      alsoWrite?: (trx: Transaction<Database>, id: number) => Promise<void>,
    ): Promise<number> {
      const email = normaliseEmail(account.email);
      return db.transaction().execute(async (trx) => {
        const first = (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('users')
          .values({
            email,
            name: email.split('@')[0] ?? email,
            password_hash: account.passwordHash,
            google_sub: account.googleSub,
            role_id: first ? ADMIN_ROLE_ID : FREE_ROLE_ID,
            email_verified: account.verified ? 1 : 0,
            is_active: 1,
            verification_code_hash: account.verificationCodeHash,
            reset_code_hash: null,
            reset_expires_at: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { action: 'signup', actorId: id });
        await alsoWrite?.(trx, id);
        return id;
      });
    },
    /**
     * Changes a user. `endSessions` also ends every session signed before, in the same
     * statement: a password change or a suspension must take them all.
     * `executor`: the transaction the change belongs to (an admin's SAVE and its audit row).
     */
    async update(
      id: number,
      changes: Partial<Omit<UserRow, 'id' | 'created_at' | 'session_generation'>>,
      {
        endSessions = false,
        executor = db,
      }: { endSessions?: boolean; executor?: Kysely<Database> | Transaction<Database> } = {},
    ): Promise<void> {
      await executor
        .updateTable('users')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .$if(endSessions, (query) => query.set((eb) => ({ session_generation: eb('session_generation', '+', 1) })))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersStore = ReturnType<typeof createUsersStore>;
