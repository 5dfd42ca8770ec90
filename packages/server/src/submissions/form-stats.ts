import { sql, type Kysely } from 'kysely';
import type { Database, FormStatsTable } from '../db/schema';

// Each form's counters (migration 005): counted submissions, unread ones and page views,
// raised by the writes themselves so no screen counts a million rows to show a number.
// The PostgreSQL batch statement (write-postgres.ts) builds the same upsert from
// FORM_STATS_COUNTERS.

export const FORM_STATS_COUNTERS = ['submissions', 'unread', 'views'] as const;
export type FormStatsChange = Omit<FormStatsTable, never>;

/** Adds to a form's counters (negative numbers take away), inside the caller's transaction. */
export async function incrementFormStats(db: Kysely<Database>, change: FormStatsChange): Promise<void> {
  await db
    .insertInto('form_stats')
    .values(change)
    .onConflict((oc) => oc.column('form_id').doUpdateSet((eb) => Object.fromEntries(FORM_STATS_COUNTERS.map((c) => [c, eb(eb.ref(`form_stats.${c}`), '+', eb.ref(`excluded.${c}`))]))))
    .execute();
}

/** One row per form: a statement cannot touch one row twice. */
export function mergeFormStats(changes: readonly FormStatsChange[]): FormStatsChange[] {
  const byForm = new Map<number, FormStatsChange>();
  for (const change of changes) {
    const current = byForm.get(change.form_id);
    if (!current) byForm.set(change.form_id, { ...change });
    else for (const c of FORM_STATS_COUNTERS) current[c] += change[c];
  }
  return [...byForm.values()];
}

export const formStatsUpdateSql = () => sql.join(FORM_STATS_COUNTERS.map((c) => sql`${sql.id(c)} = form_stats.${sql.id(c)} + excluded.${sql.id(c)}`));
