import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

// PostgreSQL only: a submission without files written in ONE statement (data-modifying
// CTEs), so it costs one round trip and one implicit transaction instead of five.
// Everything in it still commits together or not at all (ARCHITECTURE.md, "Storage").

export interface FlatSubmission {
  formId: number;
  ownerId: number;
  version: number;
  createdAt: string;
  month: string;
  completionTime: number | null;
  idempotencyKey: string | null;
  resultToken: string | null;
  entries: { questionId: number; value: string }[];
  /** Outbox kinds to enqueue; empty for previews. */
  outboxKinds: string[];
  /** Whether the owner's monthly count goes up (not for previews). */
  counted: boolean;
}

export async function writeSubmissionPostgres(db: Kysely<Database>, s: FlatSubmission): Promise<number> {
  const parts: RawBuilder<unknown>[] = [
    sql`s as (insert into submissions (form_id, version, created_at, read, completion_time, idempotency_key, result_token)
      values (${s.formId}, ${s.version}, ${s.createdAt}, 0, ${s.completionTime}, ${s.idempotencyKey}, ${s.resultToken}) returning id)`,
  ];
  if (s.entries.length) {
    const rows = sql.join(s.entries.map((e) => sql`(${e.questionId}::int, ${e.value}::text)`));
    parts.push(sql`e as (insert into entries (submission_id, question_id, value) select s.id, v.q, v.val from s, (values ${rows}) as v(q, val))`);
  }
  if (s.counted) {
    parts.push(sql`u as (insert into usages (user_id, month, submissions, upload_bytes) values (${s.ownerId}, ${s.month}, 1, 0)
      on conflict (user_id, month) do update set submissions = usages.submissions + 1)`);
  }
  if (s.outboxKinds.length) {
    const kinds = sql.join(s.outboxKinds.map((k) => sql`(${k}::text)`));
    parts.push(sql`o as (insert into outbox (kind, payload, status, attempts, run_at, created_at, updated_at)
      select v.kind, json_build_object('formId', ${s.formId}::int, 'submissionId', s.id)::text, 'pending', 0, ${s.createdAt}, ${s.createdAt}, ${s.createdAt}
      from s, (values ${kinds}) as v(kind))`);
  }
  const result = await sql<{ id: number }>`with ${sql.join(parts)} select id from s`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('The submission was not stored.');
  return row.id;
}
