import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

// PostgreSQL only: submissions without files written many at a time in ONE statement
// (data-modifying CTEs) after their ids are taken from the sequence, so a batch costs
// two round trips. The statement is its own transaction: a submission, its entries,
// its usage count and its outbox rows commit together or not at all (ARCHITECTURE.md).

export interface FlatSubmission {
  formId: number;
  ownerId: number;
  version: number;
  createdAt: string;
  month: string;
  completionTime: number | null;
  idempotencyKey: string | null;
  bodyHash: string | null;
  resultToken: string | null;
  entries: { questionId: number; value: string }[];
  /** Outbox kinds to enqueue; empty for previews. */
  outboxKinds: string[];
  /** Whether the owner's monthly count goes up (not for previews). */
  counted: boolean;
}

export async function writeSubmissionsPostgres(db: Kysely<Database>, batch: FlatSubmission[]): Promise<number[]> {
  const taken = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('submissions', 'id'))::int as id from generate_series(1, ${batch.length})`.execute(db);
  const ids = taken.rows.map((r) => r.id);
  const rows = batch.map((s, i) => ({ ...s, id: ids[i] ?? 0 }));

  const parts: RawBuilder<unknown>[] = [
    sql`s as (insert into submissions (id, form_id, version, created_at, read, completion_time, idempotency_key, body_hash, result_token) values ${sql.join(
      rows.map((s) => sql`(${s.id}, ${s.formId}, ${s.version}, ${s.createdAt}, 0, ${s.completionTime}, ${s.idempotencyKey}, ${s.bodyHash}, ${s.resultToken})`),
    )})`,
  ];
  const entries = rows.flatMap((s) => s.entries.map((e) => sql`(${s.id}::int, ${e.questionId}::int, ${e.value}::text)`));
  if (entries.length) parts.push(sql`e as (insert into entries (submission_id, question_id, value) values ${sql.join(entries)})`);

  const usage = new Map<string, { ownerId: number; month: string; count: number }>();
  for (const s of rows.filter((r) => r.counted)) {
    const key = `${s.ownerId}:${s.month}`;
    const current = usage.get(key) ?? { ownerId: s.ownerId, month: s.month, count: 0 };
    current.count += 1;
    usage.set(key, current);
  }
  if (usage.size) {
    parts.push(sql`u as (insert into usages (user_id, month, submissions, upload_bytes) values ${sql.join(
      [...usage.values()].map((u) => sql`(${u.ownerId}, ${u.month}, ${u.count}, 0)`),
    )} on conflict (user_id, month) do update set submissions = usages.submissions + excluded.submissions)`);
  }
  const outbox = rows.flatMap((s) =>
    s.outboxKinds.map((kind) => sql`(${kind}, ${JSON.stringify({ formId: s.formId, submissionId: s.id })}, 'pending', 0, ${s.createdAt}, ${s.createdAt}, ${s.createdAt})`),
  );
  if (outbox.length) {
    parts.push(sql`o as (insert into outbox (kind, payload, status, attempts, run_at, created_at, updated_at) values ${sql.join(outbox)})`);
  }
  await sql`with ${sql.join(parts)} select 1`.execute(db);
  return ids;
}
