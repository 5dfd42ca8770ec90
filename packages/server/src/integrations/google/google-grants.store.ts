import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { SecretBox } from '../../config/secrets';

// One Google grant per owner: the OAuth credentials, sealed by the
// secret box, never in a form's JSON nor handed to the browser. The builder holds only the
// grant's id and scopes (core's googleGrantSchema); the server finds the credentials here.

const PROVIDER = 'google';

const credentialsSchema = z.object({
  access_token: z.string().nullish(),
  refresh_token: z.string().nullish(),
  expiry_date: z.number().nullish(),
  scope: z.string().optional(),
  token_type: z.string().nullish(),
});
/** What the OAuth client keeps and refreshes: the subset of google-auth-library's Credentials we store. */
export type GoogleCredentials = z.infer<typeof credentialsSchema>;

export interface StoredGrant {
  id: number;
  userId: number;
  credentials: GoogleCredentials;
  scopes: string[];
  /** The sealed row as read: a later write or removal applies only if nobody replaced it since. */
  sealed: string;
}

const keep = (credentials: GoogleCredentials): GoogleCredentials => credentialsSchema.parse(credentials);
const scopesOf = (credentials: GoogleCredentials) =>
  (credentials.scope ?? '').split(' ').filter((scope) => scope !== '');

export function createGoogleGrantsStore(db: Kysely<Database>, box: SecretBox) {
  const open = (row: { id: number; user_id: number; secret: string }): StoredGrant | undefined => {
    try {
      const credentials = credentialsSchema.parse(JSON.parse(box.open(row.secret)));
      return { id: row.id, userId: row.user_id, credentials, scopes: scopesOf(credentials), sealed: row.secret };
    } catch {
      // Sealed with another key (ENCRYPTION_KEY changed): as good as no grant, the owner authenticates again.
      return undefined;
    }
  };

  async function ofUser(userId: number): Promise<StoredGrant | undefined> {
    const row = await db
      .selectFrom('integration_credentials')
      .select(['id', 'user_id', 'secret'])
      .where('user_id', '=', userId)
      .where('provider', '=', PROVIDER)
      .executeTakeFirst();
    return row ? open(row) : undefined;
  }

  return {
    ofUser,

    /** Whose grant this id is, if it is anyone's. */
    async ownerOf(grantId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('integration_credentials')
        .select('user_id')
        .where('id', '=', grantId)
        .where('provider', '=', PROVIDER)
        .executeTakeFirst();
      return row?.user_id;
    },

    /**
     * Keeps the credentials of a new consent, replacing the owner's grant (same id). Google
     * sends a refresh token only with a fresh consent: without one the old one stays.
     */
    async save(userId: number, credentials: GoogleCredentials): Promise<StoredGrant> {
      const old = await ofUser(userId);
      const merged = keep({
        ...credentials,
        refresh_token: credentials.refresh_token ?? old?.credentials.refresh_token ?? null,
        scope: credentials.scope ?? old?.credentials.scope,
      });
      const secret = box.seal(JSON.stringify(merged));
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('integration_credentials')
        .values({ user_id: userId, provider: PROVIDER, secret, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ secret, updated_at: now }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, userId, credentials: merged, scopes: scopesOf(merged), sealed: secret };
    },

    /** Keeps refreshed credentials (a new access token; the refresh token stays unless Google sent another). */
    async refreshed(grant: StoredGrant, credentials: GoogleCredentials): Promise<void> {
      const merged = keep({
        ...grant.credentials,
        ...credentials,
        refresh_token: credentials.refresh_token ?? grant.credentials.refresh_token ?? null,
      });
      await db
        .updateTable('integration_credentials')
        .set({ secret: box.seal(JSON.stringify(merged)), updated_at: new Date().toISOString() })
        .where('id', '=', grant.id)
        .where('secret', '=', grant.sealed)
        .execute();
    },

    /** Forgets a grant Google no longer honours, unless the owner authenticated again meanwhile. */
    async remove(grant: StoredGrant): Promise<void> {
      await db
        .deleteFrom('integration_credentials')
        .where('id', '=', grant.id)
        .where('secret', '=', grant.sealed)
        .execute();
    },
  };
}

export type GoogleGrantsStore = ReturnType<typeof createGoogleGrantsStore>;
