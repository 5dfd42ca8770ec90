import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { childRows, type SubmissionRecord } from './submissions.store';
import { formStatsUpdateSql, mergeFormStats } from './form-stats';
import { answerCountsUpdateSql, mergeAnswerCounts } from './answer-counts';
import { USAGE_KEY, mergeUsages, usageUpdates } from '../accounts/usages.store';

// PostgreSQL only: submissions written many at a time in ONE statement (data-modifying
// CTEs) after their ids are taken from the sequence, so a batch costs two round trips.
// The statement is its own transaction: a submission, its entries, its files, its usage
// count and its outbox rows commit together or not at all (ARCHITECTURE.md).
// Its columns come from the records (submissions.store.ts), as the Kysely path's do.

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
function insertPart(name: string, table: keyof Database, rows: readonly object[], suffix: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const columns = Object.keys(rows[0] ?? {});
  return sql`${sql.id(name)} as (insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) values ${valuesList(columns, rows)}${suffix})`;
}

export async function writeSubmissionsPostgres(db: Kysely<Database>, batch: readonly SubmissionRecord[]): Promise<number[]> {
  const taken = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('submissions', 'id'))::int as id from generate_series(1, ${batch.length})`.execute(db);
  const ids = taken.rows.map((r) => r.id);
  const children = batch.map((record, i) => childRows(record, ids[i] ?? 0));

  const parts = [insertPart('s', 'submissions', batch.map((record, i) => ({ id: ids[i], ...record.submission })))];
  const entries = children.flatMap((c) => c.entries);
  if (entries.length) parts.push(insertPart('e', 'entries', entries));
  const files = children.flatMap((c) => c.files);
  if (files.length) parts.push(insertPart('f', 'files', files));
  const usages = mergeUsages(batch.flatMap((record) => (record.usage ? [record.usage] : [])));
  const first = usages[0];
  if (first) {
    const increments = usageUpdates(first).map(([c, value]) => sql`${sql.id(c)} = ${value}`);
    parts.push(insertPart('u', 'usages', usages, sql` on conflict (${sql.join(USAGE_KEY.map((c) => sql.id(c)))}) do update set ${sql.join(increments)} returning 1`));
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
      sql`c as (insert into form_stats (${sql.join(columns.map((c) => sql.id(c)))}) select ${sql.join(columns.map((c) => sql`v.${sql.id(c)}::bigint`))} from (values ${valuesList(columns, stats)}) as v (${sql.join(columns.map((c) => sql.id(c)))})${after} on conflict (form_id) do update set ${formStatsUpdateSql()} returning 1)`,
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
  await sql`with ${sql.join(parts)} select 1`.execute(db);
  return ids;
}
