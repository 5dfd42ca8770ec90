import { DRAFT_VERSION } from '@formbuilder/core';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EntriesTable, FilesTable, FormStatsTable, OutboxTable, SubmissionsTable } from '../db/schema';
import { incrementFormStats, mergeFormStats } from './form-stats';
import { addAnswerCounts, answerCountRows, mergeAnswerCounts, type AnswerCountRow } from './answer-counts';
import { currentMonth, incrementUsage, mergeUsages, type UsageIncrement } from '../accounts/usages.store';
import { encodeEntryValue } from './entry-values';
import { submissionLimitOf, uploadLimitBytesOf } from './owner-limits';
import type { StoredUpload } from './upload-receiver';
import type { SubmissionTarget } from './intake.service';

// Submission writes. An accepted submission becomes ONE flat record (`submissionRecord`)
// holding every row it writes; both write paths consume it — `insertSubmission` here
// (Kysely, one transaction) and `writeSubmissionsPostgres` (write-postgres.ts, one
// statement for many) — and take their columns from it, so a column added to the
// record reaches both. submission-writer.ts picks the path (group commit).

/** An accepted submission, as the intake service hands it over. */
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

/** Every column given: the PostgreSQL statement lists the columns of the first row. */
type Row<T, Left extends keyof Insertable<T> = never> = Required<Omit<Insertable<T>, 'id' | Left>>;

export type SubmissionRow = Row<SubmissionsTable>;
export type EntryRow = Row<EntriesTable, 'submission_id' | 'value_key'>;
export type FileRow = Row<FilesTable, 'submission_id'>;
export type FormStatsRow = Row<FormStatsTable>;
/** An outbox row; its payload gets the submission's id when it is written. */
export type OutboxRow = Row<OutboxTable, 'payload' | 'last_error'> & { payload: Record<string, unknown> };

export interface SubmissionRecord {
  submission: SubmissionRow;
  entries: EntryRow[];
  files: FileRow[];
  /** null for previews (version 0): never counted. */
  usage: UsageIncrement | null;
  /** The form's counters (form_stats); null for previews. */
  stats: FormStatsRow | null;
  /** Its charted answers' counters (answer_counts), one each; none for previews. */
  answers: AnswerCountRow[];
  outbox: OutboxRow[];
}


const MAX_COMPLETION_SECONDS = 7 * 24 * 3600;
const completionSeconds = (seconds: number | null) => (seconds !== null && seconds >= 0 && seconds <= MAX_COMPLETION_SECONDS ? seconds : null);

/** An integration's job for one submission; `held` while the integration is paused (it waits, status 'paused'). */
export interface OutboxJob {
  kind: string;
  integration: string;
  held: boolean;
}

/** `jobs`: what to enqueue for this submission (ignored for previews). */
export function submissionRecord(w: PendingWrite, jobs: readonly OutboxJob[]): SubmissionRecord {
  const { target, files } = w;
  const at = w.now.toISOString();
  // Preview submissions (version 0) are never counted nor sent to integrations.
  const counted = target.version !== DRAFT_VERSION;
  const completion = completionSeconds(w.completion);
  const entries = Object.entries(w.kept).map(([questionId, value]) => ({ question_id: Number(questionId), value: encodeEntryValue(value), form_id: counted ? target.formId : null }));
  return {
    submission: {
      form_id: target.formId,
      version: target.version,
      created_at: at,
      read: 0,
      completion_time: completion,
      idempotency_key: w.idempotencyKey,
      body_hash: w.bodyHash,
      result_token: w.resultToken,
    },
    entries,
    files: files.map((file) => ({
      user_id: target.ownerId,
      form_id: target.formId,
      question_id: file.questionId,
      storage_key: file.storageKey,
      file_name: file.fileName.slice(0, 255),
      mime_type: file.mimeType,
      size: file.size,
      created_at: at,
    })),
    stats: counted
      ? { form_id: target.formId, submissions: 1, unread: 1, views: 0, completion_sum: completion ?? 0, completion_count: completion === null ? 0 : 1 }
      : null,
    answers: counted ? answerCountRows(target.formId, target.props.elements, entries) : [],
    usage: counted
      ? {
          user_id: target.ownerId,
          month: currentMonth(w.now),
          submissions: 1,
          upload_bytes: files.reduce((sum, f) => sum + f.size, 0),
          submission_limit: submissionLimitOf(target.owner),
          upload_limit: uploadLimitBytesOf(target.owner),
        }
      : null,
    outbox: counted
      ? jobs.map(({ kind, integration, held }) => ({
          kind,
          form_id: target.formId,
          integration,
          // The handler finds the integration entry (one of several webhooks) by its key.
          payload: { formId: target.formId, integration },
          status: held ? 'paused' : 'pending',
          attempts: 0,
          run_at: at,
          created_at: at,
          updated_at: at,
        }))
      : [],
  };
}

/** The record's rows that hang off the submission, once its id is known. */
export function childRows(record: SubmissionRecord, submissionId: number) {
  return {
    entries: record.entries.map((e) => ({ submission_id: submissionId, ...e })),
    files: record.files.map((f) => ({ submission_id: submissionId, ...f })),
    outbox: record.outbox.map((o) => ({ ...o, payload: JSON.stringify({ ...o.payload, submissionId }) })),
  };
}

/**
 * The Kysely path: writes records inside the caller's transaction and answers their ids.
 * The usage counter goes first, merged per owner (one upsert each, as the PostgreSQL
 * statement does): past a monthly limit the usage row's CHECKs refuse the lot before any
 * other write, and the caller retries one record at a time. Child rows go in one insert each;
 * the form's counters, then its answers' counters, merged per form and per key, after them.
 */
export async function insertSubmissions(trx: Transaction<Database>, records: readonly SubmissionRecord[]): Promise<number[]> {
  for (const usage of mergeUsages(records.flatMap((r) => (r.usage ? [r.usage] : [])))) await incrementUsage(trx, usage);
  const ids: number[] = [];
  for (const record of records) {
    const { id } = await trx.insertInto('submissions').values(record.submission).returning('id').executeTakeFirstOrThrow();
    ids.push(id);
  }
  const children = records.map((record, i) => childRows(record, ids[i] ?? 0));
  const entries = children.flatMap((c) => c.entries);
  // SQLite takes at most 32,766 parameters a statement: entries go in slices.
  for (let i = 0; i < entries.length; i += ENTRY_ROWS_PER_INSERT) await trx.insertInto('entries').values(entries.slice(i, i + ENTRY_ROWS_PER_INSERT)).execute();
  const files = children.flatMap((c) => c.files);
  if (files.length) await trx.insertInto('files').values(files).execute();
  for (const stats of mergeFormStats(records.flatMap((r) => (r.stats ? [r.stats] : [])))) await incrementFormStats(trx, stats);
  await addAnswerCounts(trx, mergeAnswerCounts(records.flatMap((r) => r.answers)));
  const outbox = children.flatMap((c) => c.outbox);
  if (outbox.length) await trx.insertInto('outbox').values(outbox).execute();
  return ids;
}

const ENTRY_ROWS_PER_INSERT = 2_000;

export function createSubmissionsStore(db: Kysely<Database>) {
  return {
    /** A submission and its entries, found by the visitor's results token. */
    async byResultToken(
      formId: number,
      token: string,
    ): Promise<{ submission: Selectable<SubmissionsTable>; entries: Selectable<EntriesTable>[] } | undefined> {
      const submission = await db.selectFrom('submissions').selectAll().where('form_id', '=', formId).where('result_token', '=', token).executeTakeFirst();
      if (!submission) return undefined;
      const entries = await db.selectFrom('entries').selectAll().where('submission_id', '=', submission.id).execute();
      return { submission, entries };
    },
  };
}

export type SubmissionsStore = ReturnType<typeof createSubmissionsStore>;
