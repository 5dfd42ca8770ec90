import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The owner's monthly counters (spec: app-shell §6, limits per month): one row per user and
// month, raised by an upsert inside the writer's transaction, so concurrent writers add up
// before a limit is checked. The PostgreSQL batch statement (submissions/write-postgres.ts)
// builds the same upsert from USAGE_KEY.

/** The month's key, 'YYYY-MM' in UTC. */
export const currentMonth = (date = new Date()) => date.toISOString().slice(0, 7);

/** The columns that name a usage row; the others are increments. */
export const USAGE_KEY = ['user_id', 'month'] as const;

export interface UsageIncrement {
  user_id: number;
  month: string;
  submissions: number;
  upload_bytes: number;
}
type Counter = Exclude<keyof UsageIncrement, (typeof USAGE_KEY)[number]>;

export const usageIncrements = (usage: UsageIncrement): Counter[] =>
  (Object.keys(usage) as (keyof UsageIncrement)[]).filter((c): c is Counter => !(USAGE_KEY as readonly string[]).includes(c));

/** Adds to the month's counters (inside the caller's transaction) and answers them as they now stand. */
export async function incrementUsage(db: Kysely<Database>, usage: UsageIncrement): Promise<{ submissions: number; upload_bytes: number }> {
  const row = await db
    .insertInto('usages')
    .values(usage)
    .onConflict((oc) =>
      oc.columns([...USAGE_KEY]).doUpdateSet((eb) => Object.fromEntries(usageIncrements(usage).map((c) => [c, eb(eb.ref(`usages.${c}`), '+', eb.ref(`excluded.${c}`))]))),
    )
    .returning(['submissions', 'upload_bytes'])
    .executeTakeFirstOrThrow();
  return { submissions: Number(row.submissions), upload_bytes: Number(row.upload_bytes) };
}

/** The month's counters of a user; zero when nothing was counted yet. */
export async function usageOfMonth(db: Kysely<Database>, userId: number, month = currentMonth()): Promise<{ submissions: number; upload_bytes: number }> {
  const row = await db.selectFrom('usages').select(['submissions', 'upload_bytes']).where('user_id', '=', userId).where('month', '=', month).executeTakeFirst();
  return { submissions: Number(row?.submissions ?? 0), upload_bytes: Number(row?.upload_bytes ?? 0) };
}
