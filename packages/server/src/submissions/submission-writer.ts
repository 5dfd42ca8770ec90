import type { Kysely } from 'kysely';
import {
  EXTERNAL_URL_DELIVERIES,
  externalUrlProblem,
  integrationKey,
  type FormProps,
  type Integration,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import { createBatcher } from '../db/batcher';
import { writeSubmissionsPostgres } from './submissions.store';
import { isSubmissionLimitViolation, isUploadLimitViolation } from '../accounts/usages.store';
import {
  VerifiedAddressTaken,
  formClosed,
  isResponseCapViolation,
  isVerifiedAddressTaken,
  monthlyLimitReached,
  uploadStorageFull,
} from './owner-limits';
import {
  insertSubmissions,
  submissionRecord,
  type OutboxJob,
  type PendingWrite,
  type SubmissionRecord,
} from './submissions.store';

// One submission's rows: itself, its entries, its files, the usage count and the
// outbox rows, written in one transaction (docs/architecture.md, "Storage"), from one flat record
// (submissions.store.ts) whichever path writes it.

const DEADLOCK_TRIES = 5;
/** PostgreSQL's deadlock_detected: one of the transactions is cancelled and may simply run again. */
const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

/** The outbox jobs of one integration entry: the e-mail adds the respondent's confirmation when asked. */
function jobsOf(integration: Integration): OutboxJob[] {
  const held = integration.paused === true;
  const key = integrationKey(integration);
  const jobs = [{ kind: `integration:${integration.type}`, integration: key, held }];
  if (integration.type === 'email' && integration.confirmation?.active)
    jobs.push({ kind: 'integration:email-confirmation', integration: key, held });
  return jobs;
}

/** The form's external URL, when it has a usable one, gets each submission like a webhook. */
function externalUrlJobs(props: FormProps): OutboxJob[] {
  const url = props.url?.value.trim() ?? '';
  if (url === '' || externalUrlProblem(url) !== null) return [];
  return [{ kind: `integration:${EXTERNAL_URL_DELIVERIES}`, integration: EXTERNAL_URL_DELIVERIES, held: false }];
}

/**
 * `integrationKinds`: the integration types this server can run from the outbox. Every active
 * integration gets its rows, a paused one's waiting for it to resume.
 */
/** `postgresWriter`: 'transaction' only for the intake bench (config.ts, submissionWriter). */
export function createSubmissionWriter(
  db: Kysely<Database>,
  dialect: Dialect,
  integrationKinds: ReadonlySet<string>,
  postgresWriter: 'statement' | 'transaction' = 'statement',
) {
  const jobs = (props: FormProps) => [
    ...props.integrations.filter((i) => i.active && integrationKinds.has(i.type)).flatMap(jobsOf),
    ...externalUrlJobs(props),
  ];
  const record = (w: PendingWrite): SubmissionRecord => submissionRecord(w, jobs(w.target.props));

  // Alone in its transaction: a refusal by a monthly limit's CHECK is this submission's own.
  // Concurrent writers may take the usage and form_stats rows in different orders (a
  // PostgreSQL statement runs its CTEs in no set order): a deadlock victim tries again.
  const writeOne = async (r: SubmissionRecord): Promise<number> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const [id] = await db.transaction().execute((trx) => insertSubmissions(trx, [r]));
        if (id === undefined) throw new Error('The submission was not stored.');
        return id;
      } catch (error) {
        if (isSubmissionLimitViolation(error)) throw monthlyLimitReached();
        if (isUploadLimitViolation(error)) throw uploadStorageFull();
        if (isResponseCapViolation(error)) throw formClosed();
        if (isVerifiedAddressTaken(error)) throw new VerifiedAddressTaken();
        if (!isDeadlock(error) || attempt >= DEADLOCK_TRIES) throw error;
      }
    }
  };
  // Everything of a submission commits together or not at all, and submissions that
  // arrive together share one commit (group commit, db/batcher.ts): on SQLite in one
  // transaction of the single writer; on PostgreSQL in one statement, a few batches
  // side by side on the pool. A failed batch is retried one transaction each, so a batch
  // that would pass a monthly limit stores exactly up to it.
  // postgresWriter 'transaction' is the intake bench's alone, not a setting: PostgreSQL then
  // writes each batch in one transaction of the general path, as SQLite does, so that the bench
  // measures what the one-statement writer (writeSubmissionsPostgres, submissions.store.ts) gains over it.
  const inOneTransaction = (records: SubmissionRecord[]) =>
    db.transaction().execute((trx) => insertSubmissions(trx, records));
  const batcher =
    dialect === 'sqlite'
      ? createBatcher<SubmissionRecord, number>(inOneTransaction, writeOne)
      : createBatcher<SubmissionRecord, number>(
          postgresWriter === 'transaction' ? inOneTransaction : (records) => writeSubmissionsPostgres(db, records),
          writeOne,
          200,
          4,
        );

  return {
    /** Milliseconds the writer has been idle (0 while it writes): background writes wait for a lull. */
    idleMs: () => batcher.idleMs(),
    /** Stores one submission; `enqueued` tells whether it left work for the outbox. */
    async store(w: PendingWrite): Promise<{ id: number; enqueued: boolean }> {
      const r = record(w);
      return { id: await batcher.run(r), enqueued: r.outbox.some((row) => row.status === 'pending') };
    },
  };
}
