import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { USAGE_LIMIT_CHECK } from '../db/migrations/007-plans';
import { UPLOAD_LIMIT_CHECK } from '../db/migrations/015-upload-limit';

// The owner's monthly counters (docs/product.md §A6, limits per month): one row per user and
// month, raised by an upsert inside the writer's transaction, so concurrent writers add up
// before a limit is checked. The PostgreSQL batch statement (submissions/submissions.store.ts)
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
   * it in the submission's own transaction.
   */
  submission_limit?: number;
  /**
   * Set, not added, and only with bytes to add: the owner's monthly upload limit in bytes as
   * it stands (0 = none); the table's CHECK (migration 014) then refuses bytes past it in the
   * transaction that records the file. A count without bytes keeps the row's limit, so a plan
   * lowered below this month's bytes refuses uploads but not answers without files.
   */
  upload_limit?: number;
}

const USAGE_LIMITS = ['submission_limit', 'upload_limit'] as const;
type UsageLimit = (typeof USAGE_LIMITS)[number];

/** The upsert's columns that are replaced rather than added to. */
export const usageReplaced = (usage: UsageIncrement): UsageLimit[] =>
  USAGE_LIMITS.filter((c) => usage[c] !== undefined);

/** The upsert's SET list, column and value: counters added to, limits replaced (the upload limit only with bytes). */
export function usageUpdates(usage: UsageIncrement): [string, RawBuilder<unknown>][] {
  const replaced = (c: UsageLimit) =>
    c === 'upload_limit'
      ? sql`case when excluded.upload_bytes > 0 then excluded.upload_limit else usages.upload_limit end`
      : sql`excluded.${sql.id(c)}`;
  return [
    ...USAGE_COUNTERS.map((c): [string, RawBuilder<unknown>] => [c, sql`usages.${sql.id(c)} + excluded.${sql.id(c)}`]),
    ...usageReplaced(usage).map((c): [string, RawBuilder<unknown>] => [c, replaced(c)]),
  ];
}

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
export async function incrementUsage(
  db: Kysely<Database>,
  usage: UsageIncrement,
): Promise<{ submissions: number; upload_bytes: number }> {
  const row = await db
    .insertInto('usages')
    .values(usage)
    .onConflict((oc) => oc.columns([...USAGE_KEY]).doUpdateSet(Object.fromEntries(usageUpdates(usage))))
    .returning(['submissions', 'upload_bytes'])
    .executeTakeFirstOrThrow();
  return { submissions: Number(row.submissions), upload_bytes: Number(row.upload_bytes) };
}

/** Whether a write failed on this CHECK (SQLite names it in the message, PostgreSQL in `constraint`). */
export function violates(error: unknown, check: string): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}` : '';
  return text.includes(check);
}

/** Whether a write failed on the monthly submission limit's CHECK (SQLite or PostgreSQL). */
export const isSubmissionLimitViolation = (error: unknown) => violates(error, USAGE_LIMIT_CHECK);

/** Whether a write failed on the monthly upload limit's CHECK (SQLite or PostgreSQL). */
export const isUploadLimitViolation = (error: unknown) => violates(error, UPLOAD_LIMIT_CHECK);

/** The month's counters of a user; zero when nothing was counted yet. */
export async function usageOfMonth(
  db: Kysely<Database>,
  userId: number,
  month = currentMonth(),
): Promise<{ submissions: number; upload_bytes: number }> {
  const row = await db
    .selectFrom('usages')
    .select(['submissions', 'upload_bytes'])
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
  return { submissions: Number(row?.submissions ?? 0), upload_bytes: Number(row?.upload_bytes ?? 0) };
}
