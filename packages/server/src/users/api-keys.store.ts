import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// API keys: `fbk_` + 8 characters shown in lists + a secret; only the key's
// SHA-256 is stored, so a key is shown whole once, when it is made. A key works with its
// owner's rights on the routes that accept keys (auth/auth.plugin.ts), nowhere else.

export const API_KEY_PREFIX = 'fbk_';
const KEY_SHAPE = /^fbk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{32}$/;
/** Keys a person may keep at once. */
export const API_KEYS_PER_USER = 10;
/** last_used_at is written at most this often per key, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);
const digest = (key: string) => createHash('sha256').update(key).digest('hex');

export interface ApiKeyInfo {
  id: number;
  name: string;
  /** What lists show: the key's start, never the key. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export function createApiKeysStore(db: Kysely<Database>) {
  const columns = ['id', 'name', 'prefix', 'created_at', 'last_used_at'] as const;
  return {
    async list(userId: number): Promise<ApiKeyInfo[]> {
      return db.selectFrom('api_keys').select(columns).where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Makes a key and answers it whole: the only time it can be read. */
    async create(userId: number, name: string): Promise<ApiKeyInfo & { key: string }> {
      const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('base64url')}`;
      const key = `${prefix}_${randomBytes(24).toString('base64url')}`;
      const row = await db
        .insertInto('api_keys')
        .values({
          user_id: userId,
          key_hash: digest(key),
          name,
          prefix,
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { ...row, key };
    },

    /** Whether a key of this user was removed. */
    async revoke(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('api_keys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The owner of a key, or undefined; notes when it was used. */
    async ownerOf(key: string): Promise<number | undefined> {
      if (!KEY_SHAPE.test(key)) return undefined;
      const row = await db
        .selectFrom('api_keys')
        .select(['id', 'user_id', 'last_used_at'])
        .where('key_hash', '=', digest(key))
        .executeTakeFirst();
      if (!row) return undefined;
      const now = new Date();
      if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > LAST_USED_EVERY_MS) {
        await db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', row.id).execute();
      }
      return row.user_id;
    },
  };
}

export type ApiKeysStore = ReturnType<typeof createApiKeysStore>;
