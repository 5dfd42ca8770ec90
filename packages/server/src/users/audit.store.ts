import type { Kysely, Transaction } from 'kysely';
import type { AuditAction, AuditEntry } from '@formbuilder/core';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface AuditRecord {
  action: AuditAction;
  /** Who did it. */
  actorId: number;
  /** Whom it was done to, when it concerns an account. */
  targetId?: number | null;
  detail?: string | null;
  ip?: string | null;
}

/**
 * Writes one audit row with the executor of the change it records, so that the row and the
 * change commit together or not at all.
 */
export async function writeAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor
    .insertInto('audit_log')
    .values({
      user_id: record.actorId,
      target_id: record.targetId ?? null,
      action: record.action,
      detail: record.detail ?? null,
      ip: record.ip ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The audit log, newest first, `limit` rows older than the row `before` (its id). */
export async function readAudit(
  db: Kysely<Database>,
  limit: number,
  before: number | undefined,
): Promise<AuditEntry[]> {
  return db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.user_id')
    .leftJoin('users as target', 'target.id', 'audit_log.target_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.detail',
      'audit_log.created_at',
      'actor.email as actor',
      'target.email as target',
    ])
    .$if(before !== undefined, (query) => query.where('audit_log.id', '<', before ?? 0))
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
}
