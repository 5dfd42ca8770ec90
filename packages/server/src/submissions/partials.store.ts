import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { incrementUsage, type UsageIncrement } from '../accounts/usages.store';
import type { Position } from '../responses/cursor';
import type { StoredUpload } from './upload-receiver';
import { enqueue } from '../outbox/outbox.store';
import type { MailMessage } from '../mail/mailer';
import { PARTIAL_WEBHOOK_JOB, partialWebhookPayloads, type PartialWebhooks } from './partial-webhooks';

// Partial responses' rows (docs/product.md, "Partial responses"): saved by the visitor's page,
// read back to resume, taken over by the submission (submissions.store.ts deletes the row in the
// submission's own transaction), listed and deleted by the owner, swept when they expire.
// Callers of the owner's reads have checked that the form is the owner's (forms/ownership.ts).

/** The posted answer fields, by field name. */
export type PartialFields = Record<string, string[]>;

export interface PartialRow {
  id: number;
  formId: number;
  version: number;
  fields: PartialFields;
  files: StoredUpload[];
  page: number;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  resumeUntil: string;
}

/** One save: a new row (id null) or the visitor's row again. */
export interface PartialWrite {
  id: number | null;
  formId: number;
  version: number;
  tokenHash: string;
  fields: PartialFields;
  files: readonly StoredUpload[];
  page: number;
  now: string;
  expiresAt: string;
  resumeUntil: string;
  /** The bytes of the files this save brought, counted once against the owner's month; null when none. */
  usage: UsageIncrement | null;
  /** The resume link's e-mail, sent from the outbox once the save is stored; null when none. */
  mail: MailMessage | null;
  /** The webhooks this save is posted to (props.partial.sendPartials); null when none. */
  webhooks: PartialWebhooks | null;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const selectRows = (db: Kysely<Database>) =>
  db
    .selectFrom('partial_responses')
    .select([
      'id',
      'form_id',
      'version',
      'fields',
      'files',
      'page',
      'created_at',
      'updated_at',
      'expires_at',
      'resume_until',
    ]);

const toPartial = (row: Row): PartialRow => ({
  id: row.id,
  formId: row.form_id,
  version: row.version,
  fields: parseJson<PartialFields>(row.fields, {}),
  files: parseJson<StoredUpload[]>(row.files, []),
  page: row.page,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  expiresAt: row.expires_at,
  resumeUntil: row.resume_until,
});

const storageKeysOf = (rows: readonly { files: string }[]) =>
  rows.flatMap((row) => parseJson<StoredUpload[]>(row.files, []).map((file) => file.storageKey));

/** Inside the submission's transaction: the partial it took over goes with it. */
export async function deletePartials(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await trx
      .deleteFrom('partial_responses')
      .where('id', 'in', [...ids])
      .execute();
}

/** In the save's transaction, once the row's id is known: the outbox jobs the save causes. */
async function enqueueJobs(trx: Transaction<Database>, write: PartialWrite, id: number): Promise<void> {
  if (write.mail) await enqueue(trx, 'mail', write.mail);
  if (write.webhooks)
    for (const { payload, delivery } of partialWebhookPayloads(write.formId, id, write.webhooks))
      await enqueue(trx, PARTIAL_WEBHOOK_JOB, payload, delivery);
}

/** Rows deleted at once by the owner's delete or the sweep (one statement each). */
const DELETE_BATCH = 500;

export function createPartialsStore(db: Kysely<Database>) {
  /** Deletes the rows chosen by `where`, a batch at a time, answering the storage keys of their files. */
  async function removeWhere(
    where: (q: ReturnType<typeof baseDelete>) => ReturnType<typeof baseDelete>,
  ): Promise<{ deleted: number; storageKeys: string[] }> {
    let deleted = 0;
    const storageKeys: string[] = [];
    for (;;) {
      const rows = await where(baseDelete()).limit(DELETE_BATCH).execute();
      if (rows.length === 0) break;
      const ids = rows.map((row) => row.id);
      const result = await db.deleteFrom('partial_responses').where('id', 'in', ids).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
      storageKeys.push(...storageKeysOf(rows));
      if (rows.length < DELETE_BATCH) break;
    }
    return { deleted, storageKeys };
  }
  const baseDelete = () => db.selectFrom('partial_responses').select(['id', 'files']).orderBy('id');

  return {
    /** The partial a resume token names, while its link works. */
    async byToken(formId: number, tokenHash: string, now: string): Promise<PartialRow | undefined> {
      const row = await selectRows(db)
        .where('form_id', '=', formId)
        .where('token_hash', '=', tokenHash)
        .where('resume_until', '>', now)
        .executeTakeFirst();
      return row ? toPartial(row) : undefined;
    },

    /**
     * Stores one save in one transaction with the upload usage of its new files (whose CHECK
     * refuses bytes past the owner's limit) and its outbox jobs (the resume link's e-mail, the
     * webhooks' deliveries). Answers the row's id, or null when the row to save
     * again is gone (taken by a submission, deleted by the owner or swept).
     */
    async save(write: PartialWrite): Promise<number | null> {
      return db
        .transaction()
        .execute(async (trx) => {
          if (write.usage) await incrementUsage(trx, write.usage);
          const values = {
            version: write.version,
            fields: JSON.stringify(write.fields),
            files: JSON.stringify(write.files),
            page: write.page,
            updated_at: write.now,
            expires_at: write.expiresAt,
            resume_until: write.resumeUntil,
          };
          if (write.id !== null) {
            const updated = await trx
              .updateTable('partial_responses')
              .set(values)
              .where('id', '=', write.id)
              .where('form_id', '=', write.formId)
              .executeTakeFirst();
            // Nothing else is written: the usage goes back with the transaction.
            if (Number(updated.numUpdatedRows) === 0) throw new PartialGone();
            await enqueueJobs(trx, write, write.id);
            return write.id;
          }
          const { id } = await trx
            .insertInto('partial_responses')
            .values({ ...values, form_id: write.formId, token_hash: write.tokenHash, created_at: write.now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await enqueueJobs(trx, write, id);
          return id;
        })
        .catch((error: unknown) => {
          if (error instanceof PartialGone) return null;
          throw error;
        });
    },

    /** The form's partials, newest save first, older than `before`. */
    async page(formId: number, before: Position | null, limit: number): Promise<PartialRow[]> {
      let query = selectRows(db).where('form_id', '=', formId);
      if (before)
        query = query.where((eb) =>
          eb.or([
            eb('updated_at', '<', before.createdAt),
            eb.and([eb('updated_at', '=', before.createdAt), eb('id', '<', before.id)]),
          ]),
        );
      const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toPartial);
    },

    async count(formId: number): Promise<number> {
      const row = await db
        .selectFrom('partial_responses')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('form_id', '=', formId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many of the form's partials stopped last on each page. */
    async byPage(formId: number): Promise<{ page: number; count: number }[]> {
      const rows = await db
        .selectFrom('partial_responses')
        .select((eb) => ['page', eb.fn.countAll().as('n')])
        .where('form_id', '=', formId)
        .groupBy('page')
        .orderBy('page')
        .execute();
      return rows.map((row) => ({ page: row.page, count: Number(row.n) }));
    },

    /** The chosen partials of the form (all of them without ids), with their files' storage keys. */
    remove(formId: number, ids?: readonly number[]): Promise<{ deleted: number; storageKeys: string[] }> {
      if (ids !== undefined && ids.length === 0) return Promise.resolve({ deleted: 0, storageKeys: [] });
      return removeWhere((q) => {
        const ofForm = q.where('form_id', '=', formId);
        return ids === undefined ? ofForm : ofForm.where('id', 'in', [...ids]);
      });
    },

    /** Deletes every partial past its keeping time, answering its files' storage keys. */
    sweep(now: string): Promise<{ deleted: number; storageKeys: string[] }> {
      return removeWhere((q) => q.where('expires_at', '<=', now));
    },
  };
}

class PartialGone extends Error {}

export type PartialsStore = ReturnType<typeof createPartialsStore>;
