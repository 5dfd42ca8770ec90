import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';

// The outbox table: jobs written in the transaction of the change that causes them (enqueue),
// claimed and settled by the worker (outbox.ts), and read and retried per form and integration
// as its deliveries (deliveries.ts).

type Executor = Kysely<Database> | Transaction<Database>;

/** The form and integration a job delivers for, as its deliveries list it; `held` while it is paused. */
export interface EnqueueFor {
  formId: number;
  integration: string;
  held: boolean;
}

export async function enqueue(db: Executor, kind: string, payload: unknown, delivery?: EnqueueFor): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('outbox')
    .values({
      kind,
      payload: JSON.stringify(payload),
      ...(delivery ? { form_id: delivery.formId, integration: delivery.integration } : {}),
      status: delivery?.held === true ? 'paused' : 'pending',
      attempts: 0,
      run_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

/** What a job's try leaves in its row. */
export type Settlement =
  | { status: 'done'; attempts: number }
  | { status: 'paused' | 'dropped'; message: string }
  | { status: 'pending' | 'failed'; attempts: number; message: string; runAt: string };

function changesOf(settlement: Settlement) {
  switch (settlement.status) {
    case 'done':
      return { status: settlement.status, attempts: settlement.attempts, last_error: null };
    case 'paused':
    case 'dropped':
      return { status: settlement.status, last_error: settlement.message };
    default:
      return {
        status: settlement.status,
        attempts: settlement.attempts,
        last_error: settlement.message,
        run_at: settlement.runAt,
      };
  }
}

export function createOutboxStore(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Deletes delivered and dropped rows last changed before `cutoff`. */
    async pruneSettled(cutoff: string): Promise<void> {
      await db
        .deleteFrom('outbox')
        .where('status', 'in', ['done', 'dropped'])
        .where('updated_at', '<', cutoff)
        .execute();
    },

    /** Takes the next due row, leased to this worker until `lease`; undefined when none is due. */
    claim(lease: string): Promise<ClaimedJob | undefined> {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        let query = trx
          .selectFrom('outbox')
          .select(['id', 'kind', 'payload', 'attempts'])
          // A 'running' row whose lease ran out belongs to a process that died mid-job. Written as
          // the condition of PostgreSQL's outbox_open index (migration 013), without parameters,
          // so the planner sees that the index holds every row it asks for.
          .where(sql<boolean>`status in ('pending', 'running')`)
          .where('run_at', '<=', now)
          .orderBy('run_at')
          .limit(1);
        if (dialect === 'postgres') query = query.modifyEnd(sql`for update skip locked`);
        const row = await query.executeTakeFirst();
        if (!row) return undefined;
        // Moving run_at ahead makes the row invisible to other workers while it runs.
        await trx
          .updateTable('outbox')
          .set({ status: 'running', run_at: lease, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        return row;
      });
    },

    async settle(id: number, settlement: Settlement, now: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ ...changesOf(settlement), updated_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** The stored props of the form's published version, or undefined when it has none. */
export async function publishedProps(db: Kysely<Database>, formId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('forms')
    .innerJoin('form_versions', (join) =>
      join
        .onRef('form_versions.form_id', '=', 'forms.id')
        .onRef('form_versions.version', '=', 'forms.published_version'),
    )
    .select('form_versions.props')
    .where('forms.id', '=', formId)
    .executeTakeFirst();
  return row?.props;
}

/** The form and integration of every paused row (of these forms, when given). */
export function pausedIntegrations(db: Kysely<Database>, formIds?: readonly number[]) {
  return db
    .selectFrom('outbox')
    .select(['form_id', 'integration'])
    .distinct()
    .where('status', '=', 'paused')
    .where('form_id', 'is not', null)
    .$if(formIds !== undefined, (query) => query.where('form_id', 'in', formIds ?? []))
    .execute();
}

/** The paused rows of one integration go out now ('pending') or are dropped. */
export async function settlePaused(
  db: Kysely<Database>,
  formId: number,
  integration: string,
  status: 'pending' | 'dropped',
  now: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status,
      run_at: now,
      updated_at: now,
      ...(status === 'dropped' ? { last_error: 'The integration was turned off.' } : { last_error: null }),
    })
    .where('form_id', '=', formId)
    .where('integration', '=', integration)
    .where('status', '=', 'paused')
    .execute();
}

/** The newest `limit` rows of one form's integration. */
export function recentRows(db: Kysely<Database>, formId: number, integration: string, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'kind', 'status', 'attempts', 'last_error', 'payload', 'created_at', 'updated_at'])
    .where('form_id', '=', formId)
    .where('integration', '=', integration)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Failed rows (these, or all of the integration's) pending again from their first try; returns how many. */
export async function retryFailedRows(
  db: Kysely<Database>,
  formId: number,
  integration: string,
  ids?: readonly number[],
): Promise<number> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, run_at: now, updated_at: now })
    .where('form_id', '=', formId)
    .where('integration', '=', integration)
    .where('status', '=', 'failed')
    .$if(ids !== undefined, (query) => query.where('id', 'in', ids ?? []))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
