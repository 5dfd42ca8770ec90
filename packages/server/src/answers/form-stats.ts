// Each form's counters (migration 005): counted submissions, unread ones and page views,
// and the sum and count of their completion times (migration 009), raised by the writes
// themselves so no screen counts a million rows to show a number. The PostgreSQL batch
// statement (writeSubmissionsPostgres) builds the same upsert from FORM_STATS_COUNTERS; the queries are in
// answers.store.ts.

export const FORM_STATS_COUNTERS = ['submissions', 'unread', 'views', 'completion_sum', 'completion_count'] as const;
export type FormStatsCounter = (typeof FORM_STATS_COUNTERS)[number];
/** A change to every counter of a form (negative numbers take away). */
export type FormStatsChange = { form_id: number } & Record<FormStatsCounter, number>;

/** A change to some counters of a form, the others left as they are. */
export function formStatsChange(formId: number, counters: Partial<Record<FormStatsCounter, number>>): FormStatsChange {
  return { form_id: formId, submissions: 0, unread: 0, views: 0, completion_sum: 0, completion_count: 0, ...counters };
}

/** One row per form (a statement cannot touch one row twice), by form id: concurrent writers lock shared rows in one order. */
export function mergeFormStats(changes: readonly FormStatsChange[]): FormStatsChange[] {
  const byForm = new Map<number, FormStatsChange>();
  for (const change of changes) {
    const current = byForm.get(change.form_id);
    if (!current) byForm.set(change.form_id, { ...change });
    else for (const c of FORM_STATS_COUNTERS) current[c] += change[c];
  }
  return [...byForm.values()].sort((a, b) => a.form_id - b.form_id);
}
