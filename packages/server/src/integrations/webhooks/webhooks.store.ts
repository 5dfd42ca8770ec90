import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SecretBox } from '../../config/secrets';
import { newWebhookSecret } from './webhook-send';

// A form's webhooks: id, address and signing secret, the secret sealed by the
// secret box so the database alone does not give it away. Every call names the form, so one
// form's webhook is never found through another.

export interface StoredWebhook {
  id: string;
  url: string;
  /** The signing secret in plain ('whsec_…'). */
  secret: string;
}

/** 'wh_' and 16 URL-safe random characters (core's webhookIdSchema). */
const newWebhookId = () => `wh_${randomBytes(12).toString('base64url')}`;

export type WebhooksStore = ReturnType<typeof createWebhooksStore>;

export function createWebhooksStore(db: Kysely<Database>, box: SecretBox) {
  return {
    /**
     * Adds a webhook with a new secret and answers it with the secret (the only time it is shown),
     * or null when the form has `max` already. The form's row is locked first (a write in the
     * transaction), so adds at once are counted one after another and never pass the limit together.
     */
    add(formId: number, url: string, max: number): Promise<StoredWebhook | null> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('forms')
          .set((eb) => ({ id: eb.ref('id') }))
          .where('id', '=', formId)
          .execute();
        const { n } = await trx
          .selectFrom('webhooks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('form_id', '=', formId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) return null;
        const webhook = { id: newWebhookId(), url, secret: newWebhookSecret() };
        await trx
          .insertInto('webhooks')
          .values({
            id: webhook.id,
            form_id: formId,
            url,
            secret: box.seal(webhook.secret),
            created_at: new Date().toISOString(),
          })
          .execute();
        return webhook;
      });
    },

    async find(formId: number, id: string): Promise<StoredWebhook | undefined> {
      const row = await db
        .selectFrom('webhooks')
        .select(['id', 'url', 'secret'])
        .where('form_id', '=', formId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, secret: box.open(row.secret) };
    },

    /** Whether there was such a webhook to remove. */
    async remove(formId: number, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('webhooks')
        .where('form_id', '=', formId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
