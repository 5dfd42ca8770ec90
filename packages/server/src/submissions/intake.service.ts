import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { applyRules, getSubmitBehaviour, hasAnswerErrors, validateAnswers, type FormProps } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { enqueue } from '../outbox/outbox';
import { createBatcher } from '../db/batcher';
import type { Dialect } from '../db/database';
import { writeSubmissionsPostgres, type FlatSubmission } from './write-postgres';
import { encodeEntryValue } from './entry-values';
import { currentMonth } from '../accounts/usages.routes';
import { readAnswers } from './answers';
import { checkFile, type CheckedFile } from './file-checks';
import type { FileStorage } from './file-storage';
import type { OwnerState } from '../forms/forms.store';
import type { SubmittedFields } from './submitted-fields';

/** The answers were refused: nothing was stored. Messages by question id. */
export class AnswersRefused extends HttpError {
  readonly errors: Record<string, string>;
  readonly answers: Record<string, unknown>;
  constructor(errors: Record<string, string>, answers: Record<string, unknown>) {
    super(400, 'Please correct the highlighted questions.');
    this.errors = errors;
    this.answers = answers;
  }
}

export interface SubmissionTarget {
  formId: number;
  ownerId: number;
  owner: OwnerState;
  /** The published version answered, or 0 for a preview of the draft. */
  version: number;
  props: FormProps;
}

export interface StoredSubmission {
  submissionId: number;
  resultToken: string | null;
  replayed: boolean;
}

const MB = 1024 * 1024;
const MAX_COMPLETION_SECONDS = 7 * 24 * 3600;

/**
 * `integrationKinds`: the integration types this server can run from the outbox;
 * submissions enqueue work only for those (the others arrive with their issues).
 */
const completionSeconds = (seconds: number | null) => (seconds !== null && seconds >= 0 && seconds <= MAX_COMPLETION_SECONDS ? seconds : null);

const entryRows = (kept: Record<string, unknown>) =>
  Object.entries(kept).map(([questionId, value]) => ({ questionId: Number(questionId), value: encodeEntryValue(value) }));

interface PendingWrite {
  target: SubmissionTarget;
  kept: Record<string, unknown>;
  files: CheckedFile[];
  stored: string[];
  idempotencyKey: string | null;
  resultToken: string | null;
  now: Date;
  completion: number | null;
}

export function createIntakeService(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: FileStorage,
  kickOutbox: () => void,
  integrationKinds: ReadonlySet<string>,
) {
  async function replay(formId: number, key: string | null): Promise<StoredSubmission | null> {
    if (!key) return null;
    const row = await db.selectFrom('submissions').select(['id', 'result_token']).where('form_id', '=', formId).where('idempotency_key', '=', key).executeTakeFirst();
    return row ? { submissionId: row.id, resultToken: row.result_token, replayed: true } : null;
  }

  function assertWithinLimits(owner: OwnerState, files: CheckedFile[]): void {
    // A suspended owner's forms do not accept submissions.
    if (!owner.active) throw new HttpError(403, 'This form is not accepting submissions at the moment.');
    const permission = JSON.parse(owner.permission) as { submissionLimit?: number; uploadLimit?: number } | null;
    const submissionLimit = permission?.submissionLimit ?? 0;
    if (submissionLimit > 0 && owner.submissions >= submissionLimit) {
      throw new HttpError(403, 'This form has reached its monthly submission limit and cannot accept more answers right now. Please try again later or contact the form owner.');
    }
    const uploadLimit = permission?.uploadLimit ?? 0;
    const bytes = files.reduce((sum, f) => sum + f.data.length, 0);
    if (uploadLimit > 0 && bytes > 0 && owner.uploadBytes + bytes > uploadLimit * MB) {
      throw new HttpError(403, "This form's storage for uploaded files is full. Please try again later or contact the form owner.");
    }
  }

  const runnableIntegrations = (props: FormProps) =>
    props.integrations.filter((i) => i.active && !i.paused && integrationKinds.has(i.type));

  /** One submission's rows: itself, its entries, its files, the usage count, the outbox rows. */
  async function write(trx: Transaction<Database>, w: PendingWrite): Promise<number> {
    const { target, kept, files, stored, now, completion } = w;
    const { id } = await trx
      .insertInto('submissions')
      .values({
        form_id: target.formId,
        version: target.version,
        created_at: now.toISOString(),
        read: 0,
        completion_time: completionSeconds(completion),
        idempotency_key: w.idempotencyKey,
        result_token: w.resultToken,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries = entryRows(kept).map((e) => ({ submission_id: id, question_id: e.questionId, value: e.value }));
    if (entries.length) await trx.insertInto('entries').values(entries).execute();
    for (const [index, file] of files.entries()) {
      await trx
        .insertInto('files')
        .values({
          user_id: target.ownerId,
          form_id: target.formId,
          submission_id: id,
          question_id: Number(file.field.slice(2)),
          storage_key: stored[index] ?? '',
          file_name: file.fileName.slice(0, 255),
          mime_type: file.mimeType,
          size: file.data.length,
          created_at: now.toISOString(),
        })
        .execute();
    }
    // Preview submissions (version 0) are never counted nor sent to integrations.
    if (target.version !== 0) {
      const bytes = files.reduce((sum, f) => sum + f.data.length, 0);
      await trx
        .insertInto('usages')
        .values({ user_id: target.ownerId, month: currentMonth(now), submissions: 1, upload_bytes: bytes })
        .onConflict((oc) =>
          oc.columns(['user_id', 'month']).doUpdateSet((eb) => ({
            submissions: eb('usages.submissions', '+', 1),
            upload_bytes: eb('usages.upload_bytes', '+', bytes),
          })),
        )
        .execute();
      for (const integration of runnableIntegrations(target.props)) {
        await enqueue(trx, `integration:${integration.type}`, { formId: target.formId, submissionId: id });
      }
    }
    return id;
  }

  // Everything of a submission commits together or not at all. On SQLite (one
  // writer) many submissions share one commit (group commit, db/batcher.ts);
  // PostgreSQL runs them side by side on its pool and groups commits itself.
  const writeOne = (w: PendingWrite) => db.transaction().execute((trx) => write(trx, w));
  const flat = (w: PendingWrite): FlatSubmission => ({
    formId: w.target.formId,
    ownerId: w.target.ownerId,
    version: w.target.version,
    createdAt: w.now.toISOString(),
    month: currentMonth(w.now),
    completionTime: completionSeconds(w.completion),
    idempotencyKey: w.idempotencyKey,
    resultToken: w.resultToken,
    entries: entryRows(w.kept),
    outboxKinds: w.target.version === 0 ? [] : runnableIntegrations(w.target.props).map((i) => `integration:${i.type}`),
    counted: w.target.version !== 0,
  });
  // Everything of a submission commits together or not at all, and submissions that
  // arrive together share one commit (group commit, db/batcher.ts): on SQLite in one
  // transaction of the single writer; on PostgreSQL in one statement, a few batches
  // side by side on the pool. Submissions with files take the plain transaction.
  const batcher =
    dialect === 'sqlite'
      ? createBatcher<PendingWrite, number>(
          (writes) =>
            db.transaction().execute(async (trx) => {
              const ids: number[] = [];
              for (const w of writes) ids.push(await write(trx, w));
              return ids;
            }),
          writeOne,
        )
      : createBatcher<PendingWrite, number>((writes) => writeSubmissionsPostgres(db, writes.map(flat)), writeOne, 200, 4);
  const store = (w: PendingWrite) => (dialect === 'postgres' && w.files.length > 0 ? writeOne(w) : batcher.run(w));

  return {
    /**
     * Validates with core, then stores the submission, its entries, its files, the
     * owner's usage and the outbox rows in one transaction; only then is it acknowledged.
     */
    async submit(target: SubmissionTarget, fields: SubmittedFields, idempotencyKey: string | null, startedAt: number | null): Promise<StoredSubmission> {
      const earlier = await replay(target.formId, idempotencyKey);
      if (earlier) return earlier;
      const { elements, rules } = target.props;
      const answers = readAnswers(elements, fields);
      const errors = validateAnswers(elements, rules, answers);
      if (hasAnswerErrors(errors)) throw new AnswersRefused({ ...errors }, answers);
      const kept = applyRules(elements, rules, answers).answers;
      const keptFields = new Set(Object.keys(kept).map((id) => `q_${id}`));
      const files = await Promise.all(fields.files.filter((f) => keptFields.has(f.field)).map(checkFile));
      const preview = target.version === 0;
      if (!preview) assertWithinLimits(target.owner, files);

      const stored: string[] = [];
      try {
        for (const file of files) stored.push(await storage.put(file.data));
        const evaluate = getSubmitBehaviour(target.props.integrations) === 'Evaluate Form';
        const resultToken = evaluate ? randomBytes(24).toString('base64url') : null;
        const now = new Date();
        const completion = startedAt ? Math.round((now.getTime() - startedAt) / 1000) : null;
        const submissionId = await store({ target, kept, files, stored, idempotencyKey, resultToken, now, completion });
        if (!preview && runnableIntegrations(target.props).length > 0) kickOutbox();
        return { submissionId, resultToken, replayed: false };
      } catch (error) {
        await Promise.all(stored.map((key) => storage.remove(key)));
        // Two tries with one key racing: the loser answers what the winner stored.
        const raced = await replay(target.formId, idempotencyKey);
        if (raced) return raced;
        throw error;
      }
    },
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
