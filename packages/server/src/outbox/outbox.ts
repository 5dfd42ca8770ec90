import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import { createPruner } from '../http/rate-limit';
import { releaseResumed } from './deliveries';
import { createOutboxStore } from './outbox.store';

// Side effects are rows written in the transaction of the change that causes them,
// then run by a worker in every server process with retries and back-off, and parked
// as failed after the last try (docs/architecture.md, "Submissions and the outbox").

export const MAX_ATTEMPTS = 6;
/** Jobs one process runs at the same time (10,000 submissions' mail and webhooks in minutes, not an hour). */
export const RUNNERS = 4;
export const BASE_DELAY_MS = 2_000;
/**
 * Delivered rows are history nobody reads: kept a week for support questions, then deleted
 * so the table does not grow with every submission. Failed rows stay until the
 * owner's problem is looked at.
 */
export const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

export type OutboxHandler = (payload: unknown) => Promise<void>;

/** Thrown by a handler whose integration is paused: the row waits (status 'paused') without using a try. */
export class HeldDelivery extends Error {
  constructor() {
    super('The integration is paused.');
  }
}

/** Thrown by a handler whose integration was removed: the row is dropped, not retried. */
export class DroppedDelivery extends Error {
  constructor(message = 'The integration was turned off.') {
    super(message);
  }
}

/**
 * How long a failed job waits before its next try: doubling from BASE_DELAY_MS, half of it
 * fixed and half random ("equal jitter"), so jobs that failed together (a mail server down)
 * do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = BASE_DELAY_MS * 2 ** (attempts - 1);
  return ceiling / 2 + random() * (ceiling / 2);
}

export { enqueue } from './outbox.store';

export interface OutboxWorker {
  /** Runs due rows now instead of at the next tick. */
  kick(): void;
  /** Runs every due row once; returns how many ran. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  db: Kysely<Database>,
  dialect: Dialect,
  handlers: Record<string, OutboxHandler>,
  log: { error: (obj: object, msg: string) => void },
  intervalMs = 1_000,
): OutboxWorker {
  let running: Promise<number> | null = null;
  let stopped = false;
  const store = createOutboxStore(db, dialect);
  const prune = createPruner(async (nowSeconds) => {
    await store.pruneSettled(new Date(nowSeconds * 1000 - KEEP_DONE_MS).toISOString());
    // Held rows of integrations resumed meanwhile (by any process) go out.
    await releaseResumed(db);
  });

  async function runOne(): Promise<boolean> {
    // The lease: a row still running a minute on belongs to a process that died mid-job.
    const row = await store.claim(new Date(Date.now() + 60_000).toISOString());
    if (!row) return false;
    const attempts = row.attempts + 1;
    const now = new Date().toISOString();
    try {
      const handler = handlers[row.kind];
      if (!handler) throw new Error(`No handler for outbox kind '${row.kind}'.`);
      await handler(JSON.parse(row.payload));
      await store.settle(row.id, { status: 'done', attempts }, now);
    } catch (error) {
      if (error instanceof HeldDelivery || error instanceof DroppedDelivery) {
        const status = error instanceof HeldDelivery ? 'paused' : 'dropped';
        await store.settle(row.id, { status, message: error.message }, now);
        return true;
      }
      const message = error instanceof Error ? error.message : String(error);
      const parked = attempts >= MAX_ATTEMPTS;
      const runAt = new Date(Date.now() + retryDelayMs(attempts)).toISOString();
      await store.settle(
        row.id,
        { status: parked ? 'failed' : 'pending', attempts, message: message.slice(0, 1000), runAt },
        now,
      );
      log.error({ outboxId: row.id, kind: row.kind, attempts }, `outbox job failed: ${message}`);
    }
    return true;
  }

  async function drainLoop(): Promise<number> {
    // Every process prunes, at most once a minute; a failed prune must not stop delivery.
    await prune(Math.floor(Date.now() / 1000)).catch((error: unknown) =>
      log.error({ err: error }, 'outbox prune failed'),
    );
    let count = 0;
    // Jobs wait mostly on the network (a mail server, a receiver, Google): a few run side by
    // side, each claiming its own row (SKIP LOCKED on PostgreSQL; SQLite's writer takes claims
    // one at a time), so one slow receiver does not hold every other delivery back.
    const runner = async () => {
      while (!stopped && (await runOne())) count += 1;
    };
    await Promise.all(Array.from({ length: RUNNERS }, runner));
    return count;
  }

  function drain(): Promise<number> {
    running ??= drainLoop().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    drain().catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'));
  }, intervalMs);
  timer.unref();

  return {
    kick: () => {
      drain().catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'));
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
