import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { USAGE_LIMIT_CHECK } from '../db/migrations/007-plans';

// The owner's monthly counters (spec: app-shell §6, limits per month): one row per user and
// month, raised by an upsert inside the writer's transaction, so concurrent writers add up
// before a limit is checked. The PostgreSQL batch statement (submissions/write-postgres.ts)
// builds the same upsert from USAGE_KEY.

/** The month's key, 'YYYY-MM' in UTC. */
export const currentMonth = (date = new Date()) => date.toISOString().slice(0, 7);

/** The columns that name a usage row. */
export const USAGE_KEY = ['user_id', 'month'] as const;
/** The columns an upsert adds to. */
export const USAGE_COUNTERS = ['submissions', 'upload_bytes'] as const;

export interface UsageIncrement {
  user_id: number;
  month: string;
  submissions: number;
  upload_bytes: number;
  /**
   * Set, not added: the owner's monthly submission limit as it stands (0 = none), written
   * with a submission's count; the table's CHECK (migration 007) then refuses a count past
   * it in the submission's own transaction (issue #12).
   */
  submission_limit?: number;
}

/** The upsert's columns that are replaced rather than added to. */
export const usageReplaced = (usage: UsageIncrement): 'submission_limit'[] => (usage.submission_limit === undefined ? [] : ['submission_limit']);

/** One increment per owner and month (a statement cannot touch one row twice). */
export function mergeUsages(usages: readonly UsageIncrement[]): UsageIncrement[] {
  const byKey = new Map<string, UsageIncrement>();
  for (const usage of usages) {
    const key = JSON.stringify(USAGE_KEY.map((c) => usage[c]));
    const current = byKey.get(key);
    if (!current) byKey.set(key, { ...usage });
    else {
      for (const c of USAGE_COUNTERS) current[c] += usage[c];
      for (const c of usageReplaced(usage)) current[c] = usage[c];
    }
  }
  return [...byKey.values()];
}

/** Adds to the month's counters (inside the caller's transaction) and answers them as they now stand. */
export async function incrementUsage(db: Kysely<Database>, usage: UsageIncrement): Promise<{ submissions: number; upload_bytes: number }> {
  const row = await db
    .insertInto('usages')
    .values(usage)
    .onConflict((oc) =>
      oc.columns([...USAGE_KEY]).doUpdateSet((eb) => ({
        ...Object.fromEntries(USAGE_COUNTERS.map((c) => [c, eb(eb.ref(`usages.${c}`), '+', eb.ref(`excluded.${c}`))])),
        ...Object.fromEntries(usageReplaced(usage).map((c) => [c, eb.ref(`excluded.${c}`)])),
      })),
    )
    .returning(['submissions', 'upload_bytes'])
    .executeTakeFirstOrThrow();
  return { submissions: Number(row.submissions), upload_bytes: Number(row.upload_bytes) };
}

/** Whether a write failed on the monthly submission limit's CHECK (SQLite or PostgreSQL). */
export function isSubmissionLimitViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}` : '';
  return text.includes(USAGE_LIMIT_CHECK);
}

/** The month's counters of a user; zero when nothing was counted yet. */
export async function usageOfMonth(db: Kysely<Database>, userId: number, month = currentMonth()): Promise<{ submissions: number; upload_bytes: number }> {
  const row = await db.selectFrom('usages').select(['submissions', 'upload_bytes']).where('user_id', '=', userId).where('month', '=', month).executeTakeFirst();
  return { submissions: Number(row?.submissions ?? 0), upload_bytes: Number(row?.upload_bytes ?? 0) };
}
