import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueue } from '../outbox/outbox.store';
import type { MailMessage } from '../mail/mailer';

// Pending responses and verified addresses (migration 025; docs/product.md, "A form's life"):
// a checked submission waits here for the link e-mailed to its address; the submission writer
// marks it confirmed in the confirmed submission's own transaction (submissions.store.ts).

export interface PendingRow {
  id: number;
  formId: number;
  emailHash: string;
  payload: string;
  expiresAt: string;
  confirmedAt: string | null;
}

/** Rows the sweep deletes at once (one statement each). */
const SWEEP_BATCH = 500;

export function createVerifiedEmailStore(db: Kysely<Database>) {
  return {
    /** Whether a confirmed response of the form already came from this address. */
    async answered(formId: number, emailHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('verified_responses')
        .select('form_id')
        .where('form_id', '=', formId)
        .where('email_hash', '=', emailHash)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Stores a pending response and its confirmation e-mail (an outbox row) in one transaction. */
    async hold(
      pending: {
        formId: number;
        tokenHash: string;
        emailHash: string;
        payload: string;
        now: string;
        expiresAt: string;
      },
      mail: MailMessage,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('pending_responses')
          .values({
            form_id: pending.formId,
            token_hash: pending.tokenHash,
            email_hash: pending.emailHash,
            payload: pending.payload,
            created_at: pending.now,
            expires_at: pending.expiresAt,
          })
          .execute();
        await enqueue(trx, 'mail', mail);
      });
    },

    /** The pending response a link's token names, confirmed or not, expired or not. */
    async byToken(formId: number, tokenHash: string): Promise<PendingRow | undefined> {
      const row = await db
        .selectFrom('pending_responses')
        .select(['id', 'form_id', 'email_hash', 'payload', 'expires_at', 'confirmed_at'])
        .where('form_id', '=', formId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            formId: row.form_id,
            emailHash: row.email_hash,
            payload: row.payload,
            expiresAt: row.expires_at,
            confirmedAt: row.confirmed_at,
          }
        : undefined;
    },

    /** Deletes the rows past their expiry, a batch at a time, answering their payloads (for their files). */
    async sweep(now: string): Promise<{ deleted: number; payloads: string[] }> {
      let deleted = 0;
      const payloads: string[] = [];
      for (;;) {
        const rows = await db
          .selectFrom('pending_responses')
          .select(['id', 'payload'])
          .where('expires_at', '<=', now)
          .orderBy('id')
          .limit(SWEEP_BATCH)
          .execute();
        if (rows.length === 0) break;
        const result = await db
          .deleteFrom('pending_responses')
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
        payloads.push(...rows.map((row) => row.payload));
        if (rows.length < SWEEP_BATCH) break;
      }
      return { deleted, payloads };
    },
  };
}

export type VerifiedEmailStore = ReturnType<typeof createVerifiedEmailStore>;
