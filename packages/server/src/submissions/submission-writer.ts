import type { Kysely, Transaction } from 'kysely';
import type { FormProps } from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import { enqueue } from '../outbox/outbox';
import { createBatcher } from '../db/batcher';
import { currentMonth } from '../accounts/usages.routes';
import { writeSubmissionsPostgres, type FlatSubmission } from './write-postgres';
import { encodeEntryValue } from './entry-values';
import type { StoredUpload } from './upload-receiver';
import type { SubmissionTarget } from './intake.service';

// One submission's rows: itself, its entries, its files, the usage count and the
// outbox rows, written in one transaction (ARCHITECTURE.md).

export interface PendingWrite {
  target: SubmissionTarget;
  kept: Record<string, unknown>;
  files: readonly StoredUpload[];
  idempotencyKey: string | null;
  /** SHA-256 of the answers, stored with the key (issue #8, F12). */
  bodyHash: string | null;
  resultToken: string | null;
  now: Date;
  completion: number | null;
}

const MAX_COMPLETION_SECONDS = 7 * 24 * 3600;
const completionSeconds = (seconds: number | null) => (seconds !== null && seconds >= 0 && seconds <= MAX_COMPLETION_SECONDS ? seconds : null);

const entryRows = (kept: Record<string, unknown>) =>
  Object.entries(kept).map(([questionId, value]) => ({ questionId: Number(questionId), value: encodeEntryValue(value) }));

/** `integrationKinds`: the integration types this server can run from the outbox. */
export function createSubmissionWriter(db: Kysely<Database>, dialect: Dialect, integrationKinds: ReadonlySet<string>) {
  const runnableIntegrations = (props: FormProps) => props.integrations.filter((i) => i.active && !i.paused && integrationKinds.has(i.type));

  async function write(trx: Transaction<Database>, w: PendingWrite): Promise<number> {
    const { target, kept, files, now } = w;
    const { id } = await trx
      .insertInto('submissions')
      .values({
        form_id: target.formId,
        version: target.version,
        created_at: now.toISOString(),
        read: 0,
        completion_time: completionSeconds(w.completion),
        idempotency_key: w.idempotencyKey,
        body_hash: w.bodyHash,
        result_token: w.resultToken,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries = entryRows(kept).map((e) => ({ submission_id: id, question_id: e.questionId, value: e.value }));
    if (entries.length) await trx.insertInto('entries').values(entries).execute();
    if (files.length) {
      const rows = files.map((file) => ({
        user_id: target.ownerId,
        form_id: target.formId,
        submission_id: id,
        question_id: file.questionId,
        storage_key: file.storageKey,
        file_name: file.fileName.slice(0, 255),
        mime_type: file.mimeType,
        size: file.size,
        created_at: now.toISOString(),
      }));
      await trx.insertInto('files').values(rows).execute();
    }
    // Preview submissions (version 0) are never counted nor sent to integrations.
    if (target.version !== 0) {
      const bytes = files.reduce((sum, f) => sum + f.size, 0);
      await trx
        .insertInto('usages')
        .values({ user_id: target.ownerId, month: currentMonth(now), submissions: 1, upload_bytes: bytes })
        .onConflict((oc) =>
          oc.columns(['user_id', 'month']).doUpdateSet((eb) => ({
            submissions: eb('usages.submissions', '+', 1),
            upload_bytes: eb('usages.upload_bytes', '+', bytes),
          })),
        )
        .execute();
      for (const integration of runnableIntegrations(target.props)) {
        await enqueue(trx, `integration:${integration.type}`, { formId: target.formId, submissionId: id });
      }
    }
    return id;
  }

  const writeOne = (w: PendingWrite) => db.transaction().execute((trx) => write(trx, w));
  const flat = (w: PendingWrite): FlatSubmission => ({
    formId: w.target.formId,
    ownerId: w.target.ownerId,
    version: w.target.version,
    createdAt: w.now.toISOString(),
    month: currentMonth(w.now),
    completionTime: completionSeconds(w.completion),
    idempotencyKey: w.idempotencyKey,
    bodyHash: w.bodyHash,
    resultToken: w.resultToken,
    entries: entryRows(w.kept),
    outboxKinds: w.target.version === 0 ? [] : runnableIntegrations(w.target.props).map((i) => `integration:${i.type}`),
    counted: w.target.version !== 0,
  });
  // Everything of a submission commits together or not at all, and submissions that
  // arrive together share one commit (group commit, db/batcher.ts): on SQLite in one
  // transaction of the single writer; on PostgreSQL in one statement, a few batches
  // side by side on the pool. Submissions with files take the plain transaction.
  const batcher =
    dialect === 'sqlite'
      ? createBatcher<PendingWrite, number>(
          (writes) =>
            db.transaction().execute(async (trx) => {
              const ids: number[] = [];
              for (const w of writes) ids.push(await write(trx, w));
              return ids;
            }),
          writeOne,
        )
      : createBatcher<PendingWrite, number>((writes) => writeSubmissionsPostgres(db, writes.map(flat)), writeOne, 200, 4);

  return {
    runnableIntegrations,
    store: (w: PendingWrite): Promise<number> => (dialect === 'postgres' && w.files.length > 0 ? writeOne(w) : batcher.run(w)),
  };
}
