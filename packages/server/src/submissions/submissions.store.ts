import { DRAFT_VERSION, type VariableValues } from '@formbuilder/core';
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { Database, EntriesTable, FilesTable, FormStatsTable, OutboxTable, SubmissionsTable } from '../db/schema';
import { mergeFormStats } from '../answers/form-stats';
import { answerCountRows, mergeAnswerCounts, type AnswerCountRow } from '../answers/answer-counts';
import {
  addAnswerCounts,
  answerCountsUpdateSql,
  formStatsUpdateSql,
  incrementFormStats,
} from '../answers/answers.store';
import {
  USAGE_KEY,
  currentMonth,
  incrementUsage,
  mergeUsages,
  usageUpdates,
  type UsageIncrement,
} from '../accounts/usages.store';
import { encodeEntryValue } from '../answers/entry-values';
import { submissionLimitOf, uploadLimitBytesOf } from './owner-limits';
import type { StoredUpload } from './upload-receiver';
import type { SubmissionTarget } from './intake.service';
import { deletePartials } from './partials.store';

// Submission writes. An accepted submission becomes ONE flat record (`submissionRecord`)
// holding every row it writes; both write paths consume it — `insertSubmission` here
// (Kysely, one transaction) and `writeSubmissionsPostgres` (below, one
// statement for many) — and take their columns from it, so a column added to the
// record reaches both. submission-writer.ts picks the path (group commit).

/** An accepted submission, as the intake service hands it over. */
export interface PendingWrite {
  target: SubmissionTarget;
  kept: Record<string, unknown>;
  files: readonly StoredUpload[];
  idempotencyKey: string | null;
  /** SHA-256 of the answers, stored with the key. */
  bodyHash: string | null;
  resultToken: string | null;
  now: Date;
  completion: number | null;
  /** The logic's calculated values (docs/product.md, "Logic"); null without any. */
  variables?: VariableValues | null;
  /** The id of the logic's ending chosen; null without endings. */
  ending?: string | null;
  /** The language it was given in (docs/product.md, "Languages in results"); null reads as the form's default. */
  language?: string | null;
  /** The URL parameters the form names (docs/product.md, "Logic"); null without any. */
  params?: Record<string, string> | null;
  /**
   * The partial response this submission takes over (docs/product.md, "Partial responses"): its
   * row is deleted with the submission, and its kept files join it without being counted again.
   */
  partial?: { id: number; files: readonly StoredUpload[] } | null;
  /**
   * A confirmed response of a form that takes one per verified e-mail address (docs/product.md,
   * "A form's life"): its address's row is written with it, and the key of verified_responses
   * refuses a second one for the same form and address; its pending row is marked confirmed.
   */
  verified?: { emailHash: string; pendingId: number } | null;
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
  /** The partial responses taken over, deleted in the same transaction. */
  partials: number[];
  /** The verified address written with it, and its pending response marked confirmed; null for most. */
  verified: { form_id: number; email_hash: string; pending_id: number; created_at: string } | null;
}

const MAX_COMPLETION_SECONDS = 7 * 24 * 3600;
const completionSeconds = (seconds: number | null) =>
  seconds !== null && seconds >= 0 && seconds <= MAX_COMPLETION_SECONDS ? seconds : null;

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
  const entries = Object.entries(w.kept).map(([questionId, value]) => ({
    question_id: Number(questionId),
    value: encodeEntryValue(value),
    form_id: counted ? target.formId : null,
  }));
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
      variables: w.variables ? JSON.stringify(w.variables) : null,
      ending: w.ending ?? null,
      language: w.language ?? null,
      params: w.params ? JSON.stringify(w.params) : null,
    },
    entries,
    files: [...files, ...(w.partial?.files ?? [])].map((file) => ({
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
      ? {
          form_id: target.formId,
          submissions: 1,
          unread: 1,
          views: 0,
          completion_sum: completion ?? 0,
          completion_count: completion === null ? 0 : 1,
          response_cap: target.responseCap ?? 0,
        }
      : null,
    answers: counted ? answerCountRows(target.formId, target.props.elements, entries) : [],
    usage: counted
      ? {
          user_id: target.ownerId,
          month: currentMonth(w.now),
          submissions: 1,
          // A partial's kept files were counted when it saved them.
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
    partials: w.partial ? [w.partial.id] : [],
    verified: w.verified
      ? { form_id: target.formId, email_hash: w.verified.emailHash, pending_id: w.verified.pendingId, created_at: at }
      : null,
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
export async function insertSubmissions(
  trx: Transaction<Database>,
  records: readonly SubmissionRecord[],
): Promise<number[]> {
  for (const usage of mergeUsages(records.flatMap((r) => (r.usage ? [r.usage] : [])))) await incrementUsage(trx, usage);
  const ids: number[] = [];
  for (const record of records) {
    const { id } = await trx
      .insertInto('submissions')
      .values(record.submission)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  const children = records.map((record, i) => childRows(record, ids[i] ?? 0));
  const entries = children.flatMap((c) => c.entries);
  // SQLite takes at most 32,766 parameters a statement: entries go in slices.
  for (let i = 0; i < entries.length; i += ENTRY_ROWS_PER_INSERT)
    await trx
      .insertInto('entries')
      .values(entries.slice(i, i + ENTRY_ROWS_PER_INSERT))
      .execute();
  const files = children.flatMap((c) => c.files);
  if (files.length) await trx.insertInto('files').values(files).execute();
  // Each form's response cap goes with its count, so the table's CHECK refuses a count past it.
  const caps = new Map(records.flatMap((r) => (r.stats ? [[r.stats.form_id, r.stats.response_cap] as const] : [])));
  for (const stats of mergeFormStats(records.flatMap((r) => (r.stats ? [r.stats] : []))))
    await incrementFormStats(trx, { ...stats, response_cap: caps.get(stats.form_id) ?? 0 });
  await addAnswerCounts(trx, mergeAnswerCounts(records.flatMap((r) => r.answers)));
  const outbox = children.flatMap((c) => c.outbox);
  if (outbox.length) await trx.insertInto('outbox').values(outbox).execute();
  await deletePartials(
    trx,
    records.flatMap((r) => r.partials),
  );
  for (const [i, record] of records.entries())
    if (record.verified) {
      const { pending_id, ...row } = record.verified;
      await trx
        .insertInto('verified_responses')
        .values({ ...row, submission_id: ids[i] ?? 0 })
        .execute();
      await trx
        .updateTable('pending_responses')
        .set({ confirmed_at: row.created_at, payload: '{}' })
        .where('id', '=', pending_id)
        .execute();
    }
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
      const submission = await db
        .selectFrom('submissions')
        .selectAll()
        .where('form_id', '=', formId)
        .where('result_token', '=', token)
        .executeTakeFirst();
      if (!submission) return undefined;
      const entries = await db.selectFrom('entries').selectAll().where('submission_id', '=', submission.id).execute();
      return { submission, entries };
    },
  };
}

export type SubmissionsStore = ReturnType<typeof createSubmissionsStore>;

/** The submission an idempotency key already stored for the form, if any. */
export function submissionByIdempotencyKey(db: Kysely<Database>, formId: number, key: string) {
  return db
    .selectFrom('submissions')
    .select(['id', 'result_token', 'body_hash', 'ending', 'variables', 'params'])
    .where('form_id', '=', formId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

// PostgreSQL only: submissions written many at a time in ONE statement (data-modifying
// CTEs) after their ids are taken from the sequence, so a batch costs two round trips.
// The statement is its own transaction: a submission, its entries, its files, its usage
// count and its outbox rows commit together or not at all (docs/architecture.md, "Storage";
// why this writer exists: docs/decisions/007-postgresql-submission-writer.md).
// Its columns come from the records (above), as the Kysely path's do.

/** `(…), (…)`: every row's values for `columns`, as parameters of one flat fragment (cheap to compile). */
function valuesList(columns: readonly string[], rows: readonly object[]): RawBuilder<unknown> {
  const fragments: string[] = [];
  const parameters: unknown[] = [];
  rows.forEach((row, r) => {
    columns.forEach((column, c) => {
      fragments.push(c > 0 ? ', ' : r > 0 ? '), (' : '(');
      parameters.push((row as Record<string, unknown>)[column]);
    });
  });
  fragments.push(')');
  return sql(Object.assign(fragments, { raw: fragments }), ...parameters);
}

/** `name as (insert into table (columns of the first row) values (…), (…) suffix)` */
function insertPart(
  name: string,
  table: keyof Database,
  rows: readonly object[],
  suffix: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  const columns = Object.keys(rows[0] ?? {});
  return sql`${sql.id(name)} as (insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) values ${valuesList(columns, rows)}${suffix})`;
}

export async function writeSubmissionsPostgres(
  db: Kysely<Database>,
  batch: readonly SubmissionRecord[],
): Promise<number[]> {
  const taken = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence('submissions', 'id'))::int as id from generate_series(1, ${batch.length})`.execute(
    db,
  );
  const ids = taken.rows.map((r) => r.id);
  const children = batch.map((record, i) => childRows(record, ids[i] ?? 0));

  const parts = [
    insertPart(
      's',
      'submissions',
      batch.map((record, i) => ({ id: ids[i], ...record.submission })),
    ),
  ];
  const entries = children.flatMap((c) => c.entries);
  if (entries.length) parts.push(insertPart('e', 'entries', entries));
  const files = children.flatMap((c) => c.files);
  if (files.length) parts.push(insertPart('f', 'files', files));
  const usages = mergeUsages(batch.flatMap((record) => (record.usage ? [record.usage] : [])));
  const first = usages[0];
  if (first) {
    const increments = usageUpdates(first).map(([c, value]) => sql`${sql.id(c)} = ${value}`);
    parts.push(
      insertPart(
        'u',
        'usages',
        usages,
        sql` on conflict (${sql.join(USAGE_KEY.map((c) => sql.id(c)))}) do update set ${sql.join(increments)} returning 1`,
      ),
    );
  }
  const stats = mergeFormStats(batch.flatMap((record) => (record.stats ? [record.stats] : [])));
  if (stats.length) {
    // Read after `u`: PostgreSQL runs a statement's CTEs in no set order, and the usage row
    // must be locked before the form's counters, as the one-transaction path does, or two
    // writers could each hold the row the other waits for.
    const columns = Object.keys(stats[0] ?? {});
    const after = first ? sql` where exists (select 1 from u)` : sql``;
    parts.push(
      // Parameters in a bare VALUES list are text: each is cast back to the column's integer.
      sql`c as (insert into form_stats (${sql.join(columns.map((c) => sql.id(c)))}) select ${sql.join(columns.map((c) => sql`v.${sql.id(c)}::bigint`))} from (values ${valuesList(columns, stats)}) as v (${sql.join(columns.map((c) => sql.id(c)))})${after} on conflict (form_id) do update set ${formStatsUpdateSql()}, response_cap = excluded.response_cap returning 1)`,
    );
    // The answers' counters, one row per key in one order, after the forms' rows (`c` read to
    // its end first): every writer of a form's answer counters, deletes included, holds its
    // form_stats row first, so none waits for a counter another holds while holding one it wants.
    const answers = mergeAnswerCounts(batch.flatMap((record) => record.answers));
    if (answers.length) {
      const answerColumns = ['form_id', 'question_id', 'value_key', 'n'];
      parts.push(
        sql`a as (insert into answer_counts (form_id, question_id, value_key, n) select v.form_id::int, v.question_id::int, v.value_key::text, v.n::bigint from (values ${valuesList(answerColumns, answers)}) as v (form_id, question_id, value_key, n) where (select count(*) from c) > 0 on conflict (form_id, question_id, value_key) do update set ${answerCountsUpdateSql()})`,
      );
    }
  }
  const outbox = children.flatMap((c) => c.outbox);
  if (outbox.length) parts.push(insertPart('o', 'outbox', outbox));
  const partials = batch.flatMap((record) => record.partials);
  if (partials.length) parts.push(sql`p as (delete from partial_responses where id in (${sql.join(partials)}))`);
  const verified = batch.flatMap((record, i) =>
    record.verified ? [{ ...record.verified, submission_id: ids[i] ?? 0 }] : [],
  );
  if (verified.length) {
    parts.push(
      insertPart(
        'v',
        'verified_responses',
        verified.map(({ form_id, email_hash, submission_id, created_at }) => ({
          form_id,
          email_hash,
          submission_id,
          created_at,
        })),
      ),
    );
    parts.push(
      sql`vc as (update pending_responses set confirmed_at = ${verified[0]?.created_at ?? ''}, payload = '{}' where id in (${sql.join(verified.map((v) => v.pending_id))}))`,
    );
  }
  await sql`with ${sql.join(parts)} select 1`.execute(db);
  return ids;
}
