import { sql, type Kysely, type Transaction } from 'kysely';
import {
  toZeroOrOne,
  type AdminRole,
  type AdminUser,
  type AdminUserForm,
  type WhitelistEntry,
} from '@formbuilder/core';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** `text` matched literally inside a LIKE pattern (its % and _ are not wildcards). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// The admin console's queries. Users page by e-mail (the unique index), so the
// 2,000th page of 100,000 users costs what the first does.
export function createAdminStore(db: Kysely<Database>) {
  return {
    /** Users by e-mail, those after `after`, whose e-mail contains `q`; one row more than asked tells that a next page exists. */
    async users({
      q,
      after,
      limit,
    }: {
      q?: string | undefined;
      after?: string | undefined;
      limit: number;
    }): Promise<AdminUser[]> {
      const rows = await db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select([
          'users.id',
          'users.email',
          'users.role_id',
          'roles.name as role_name',
          'users.email_verified',
          'users.is_active',
          'users.created_at',
        ])
        .$if(Boolean(q), (query) =>
          query.where(sql<boolean>`users.email like ${likeContaining((q ?? '').toLowerCase())} escape '\\'`),
        )
        .$if(after !== undefined, (query) => query.where('users.email', '>', after ?? ''))
        .orderBy('users.email')
        .limit(limit)
        .execute();
      return rows.map(({ email_verified, is_active, ...user }) => ({
        ...user,
        emailVerified: toZeroOrOne(email_verified),
        isActive: toZeroOrOne(is_active),
      }));
    },

    userForms: (userId: number): Promise<AdminUserForm[]> =>
      db
        .selectFrom('forms')
        .select(['id', 'title', 'uuid', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Every role with how many users hold it. */
    roles: (): Promise<AdminRole[]> =>
      db
        .selectFrom('roles')
        .leftJoin('users', 'users.role_id', 'roles.id')
        .select(['roles.id', 'roles.name', 'roles.permission', (eb) => eb.fn.count<number>('users.id').as('users')])
        .groupBy(['roles.id', 'roles.name', 'roles.permission'])
        .orderBy('roles.id')
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, users: Number(row.users) }))),

    /** What saving a user's role and status reads of them first. */
    userState: (executor: Executor, id: number) =>
      executor.selectFrom('users').select(['id', 'role_id', 'is_active']).where('id', '=', id).executeTakeFirst(),

    role: (executor: Executor, id: number) =>
      executor.selectFrom('roles').select(['id', 'name', 'permission']).where('id', '=', id).executeTakeFirst(),

    roleNamed: (executor: Executor, name: string) =>
      executor
        .selectFrom('roles')
        .select('id')
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst(),

    /** A new role's id: roles are numbered by hand (ids 1 and 2 are fixed by docs/product.md). */
    async insertRole(executor: Executor, name: string, permission: string): Promise<number> {
      const { max } = await executor
        .selectFrom('roles')
        .select((eb) => eb.fn.max<number>('id').as('max'))
        .executeTakeFirstOrThrow();
      const id = Number(max ?? 0) + 1;
      await executor
        .insertInto('roles')
        .values({ id, name, permission, created_at: new Date().toISOString() })
        .execute();
      return id;
    },

    async updateRole(executor: Executor, id: number, name: string, permission: string): Promise<void> {
      await executor.updateTable('roles').set({ name, permission }).where('id', '=', id).execute();
    },

    whitelist: (): Promise<WhitelistEntry[]> =>
      db.selectFrom('whitelist').select(['id', 'email', 'created_at']).orderBy('email').execute(),

    whitelisted: (executor: Executor, email: string) =>
      executor.selectFrom('whitelist').select(['id', 'email']).where('email', '=', email).executeTakeFirst(),

    whitelistEntry: (executor: Executor, id: number) =>
      executor.selectFrom('whitelist').select(['id', 'email']).where('id', '=', id).executeTakeFirst(),

    async addToWhitelist(executor: Executor, email: string): Promise<void> {
      await executor.insertInto('whitelist').values({ email, created_at: new Date().toISOString() }).execute();
    },

    async removeFromWhitelist(executor: Executor, id: number): Promise<void> {
      await executor.deleteFrom('whitelist').where('id', '=', id).execute();
    },
  };
}

export type AdminStore = ReturnType<typeof createAdminStore>;
