import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  applyRules,
  getSubmitBehaviour,
  hasAnswerErrors,
  validateAnswers,
  type Answers,
  type Ending,
  type FormProps,
  type PageWords,
  type VariableValues,
  DRAFT_VERSION,
  ENGLISH,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import { HttpError } from '../http/errors';
import type { OwnerState } from '../forms/forms.store';
import { readAnswers } from './answers';
import { CORRECT_THESE, questionLabel } from './page-steps';
import { propsIn, submissionLanguage, type SubmissionLanguage } from './submission-language';
import { answersHash } from './body-hash';
import type { FileStorage } from '../storage/file-storage';
import { assertAcceptingSubmissions } from './owner-limits';
import { createSubmissionWriter } from './submission-writer';
import { submissionByIdempotencyKey, type PendingWrite } from './submissions.store';
import type { SubmittedFields } from './submitted-fields';
import { createUploadReceiver, type StoredUpload, type UploadReceiver } from './upload-receiver';
import { submissionLogic } from './submission-logic';
import { thankYouRecalls } from '../public/thanks-page';
import type { FormTarget } from '../public/form-target';
import { storedParamValues, storedVariables } from '../answers/submission-values';

/** The answers were refused: nothing was stored. Messages by question id. */
export class AnswersRefused extends HttpError {
  readonly errors: Record<string, string>;
  readonly answers: Record<string, unknown>;
  constructor(errors: Record<string, string>, answers: Record<string, unknown>, message = CORRECT_THESE) {
    super(400, message);
    this.errors = errors;
    this.answers = answers;
  }
}

/**
 * A file sent for a question the other answers hide: refused in words (`{ message }`);
 * the page without script shows the answers again, with the message at that question.
 */
export class HiddenFileRefused extends HttpError {
  readonly answers: Record<string, unknown>;
  readonly questionId: number;
  constructor(message: string, answers: Record<string, unknown>, questionId: number) {
    super(400, message);
    this.answers = answers;
    this.questionId = questionId;
  }
}

export interface SubmissionTarget {
  formId: number;
  ownerId: number;
  owner: OwnerState;
  /** The published version answered, or 0 for a preview of the draft. */
  version: number;
  props: FormProps;
  /** The form's response cap, 0 or absent for none (docs/product.md, "A form's life"). */
  responseCap?: number;
}

/** What the intake needs of a looked-up form (the submit, partial-save and confirmation routes alike). */
export const submissionTargetOf = (target: FormTarget): SubmissionTarget & { responseCap: number } => ({
  formId: target.form.id,
  ownerId: target.form.user_id,
  owner: target.owner,
  version: target.version,
  props: target.props,
  responseCap: target.form.response_cap ?? 0,
});

/** The visitor's partial response joining a submission (docs/product.md, "Partial responses"). */
export interface PartialJoin {
  id: number;
  files: readonly StoredUpload[];
  all: readonly StoredUpload[];
}

/** A submission as posted, which `submit` stores and `hold` keeps pending once core has checked it. */
export interface PostedSubmission {
  target: SubmissionTarget;
  fields: SubmittedFields;
  idempotencyKey: string | null;
  /** When the visitor opened the page (ms), for the completion time. */
  startedAt: number | null;
  /**
   * The visitor's partial response (docs/product.md, "Partial responses"): its row goes with
   * the submission, and `files`, its kept files the post neither replaced nor removed, join it.
   */
  partial: PartialJoin | null;
  /** The submission's language (submission-language.ts): its messages are in the visitor's words. */
  language: SubmissionLanguage | null;
}

export interface StoredSubmission {
  submissionId: number;
  resultToken: string | null;
  replayed: boolean;
  /** The answers stored (none for a replay): a redirect after the submission may carry some. */
  answers: Record<string, unknown>;
  /** The logic's ending chosen (docs/product.md, "Logic"); null without endings. */
  ending: Ending | null;
  /** The values and URL parameters stored with it, which a redirect ending's address may recall. */
  variables: VariableValues;
  params: Record<string, string>;
}

/** The ending of the form's logic stored with a submission, if it still has it. */
const endingOf = (props: FormProps, id: string | null): Ending | null =>
  id === null ? null : (props.logic?.endings.find((ending) => ending.id === id) ?? null);

/** What a write just stored says to the visitor's next page (its ending, the values a redirect recalls). */
export const storedSubmissionOf = (write: PendingWrite, submissionId: number): StoredSubmission => ({
  submissionId,
  resultToken: write.resultToken,
  replayed: false,
  answers: write.kept,
  ending: endingOf(write.target.props, write.ending ?? null),
  variables: write.variables ?? {},
  params: write.params ?? {},
});

// The IETF Idempotency-Key draft (§2.7): a key reused with another payload is a 422.
const KEY_REUSED =
  'This key was already used with a different submission. Send these answers with a new Idempotency-Key.';

/**
 * `integrationKinds`: the integration types this server can run from the outbox;
 * submissions enqueue work only for those (the others arrive with their issues).
 */
export function createIntakeService(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: FileStorage,
  kickOutbox: () => void,
  integrationKinds: ReadonlySet<string>,
  postgresWriter: 'statement' | 'transaction' = 'statement',
) {
  const writer = createSubmissionWriter(db, dialect, integrationKinds, postgresWriter);

  /** The submission stored earlier with this key; a different body is refused. */
  async function replay(
    target: SubmissionTarget,
    key: string | null,
    bodyHash: string | null,
  ): Promise<StoredSubmission | null> {
    if (!key) return null;
    const row = await submissionByIdempotencyKey(db, target.formId, key);
    if (!row) return null;
    // Rows stored before the hash was kept cannot be compared: they answer as before.
    if (row.body_hash !== null && row.body_hash !== bodyHash) throw new HttpError(422, KEY_REUSED);
    return {
      submissionId: row.id,
      resultToken: row.result_token,
      replayed: true,
      answers: {},
      ending: endingOf(target.props, row.ending),
      variables: storedVariables(row.variables),
      params: storedParamValues(row.params),
    };
  }

  /** Best effort: the submission is kept, and a file left behind only takes room. */
  async function removeQuietly(files: readonly StoredUpload[]): Promise<void> {
    await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => undefined)));
  }

  /** docs/product.md §B5: a hidden question takes no answer, so no file either. */
  function assertFilesVisible(
    target: SubmissionTarget,
    fields: SubmittedFields,
    answers: Answers,
    kept: Record<string, unknown>,
    language: SubmissionLanguage | null,
  ): void {
    const hidden = fields.files.find((file) => !Object.hasOwn(kept, String(file.questionId)));
    if (!hidden) return;
    const question = target.props.elements.find((e) => e.id === hidden.questionId);
    const words = language?.words ?? ENGLISH;
    const message = words.t('answer.hiddenFile', { name: hidden.fileName, question: questionLabel(question, words) });
    throw new HiddenFileRefused(message, answers, hidden.questionId);
  }

  /**
   * Reads and checks the answers with core; answers the write the submission would make, or the
   * earlier submission of a retry with the same key. Refusals throw.
   */
  async function prepare({ target, fields, idempotencyKey, startedAt, partial, language }: PostedSubmission): Promise<
    | { stored: StoredSubmission }
    | {
        write: PendingWrite;
        skippedFiles: StoredUpload[];
        joined: StoredUpload[];
        refuse: (refusal: Error) => Promise<StoredSubmission>;
      }
  > {
    const { elements, rules } = target.props;
    const keptFiles = partial?.files ?? [];
    const answers = readAnswers(
      elements,
      keptFiles.length === 0 ? fields : { ...fields, files: [...fields.files, ...keptFiles] },
    );
    // Hashed only with a key: the intake benchmark's plain submissions skip it. A retry finds the
    // partial gone, so what it posted is hashed, not the files the partial kept.
    const posted = keptFiles.length === 0 ? answers : readAnswers(elements, fields);
    const bodyHash = idempotencyKey ? answersHash(posted, fields.files) : null;
    // A retry is found by the write itself (the key is unique per form): no lookup before
    // each submission, which cost the page's own path a quarter of its speed.
    // Refusals look first, so a retry is never refused for what its first try passed.
    const refuse = async (refusal: Error): Promise<StoredSubmission> => {
      const earlier = await replay(target, idempotencyKey, bodyHash);
      if (earlier) return earlier;
      throw refusal;
    };
    // A form with logic (docs/product.md, "Logic"): only the pages the path takes are checked
    // and kept. Without logic this is null and nothing else is worked out.
    const logic = submissionLogic(target.props, answers, fields);
    const taken = logic ? logic.answers : answers;
    // In another language, its questions' own texts (a translated required text) and the page's words.
    const errors =
      language === null
        ? validateAnswers(elements, rules, taken)
        : validateAnswers(propsIn(target.props, language).elements, rules, taken, language.words);
    for (const id of logic?.skipped ?? []) delete errors[id];
    if (hasAnswerErrors(errors))
      return {
        stored: await refuse(
          new AnswersRefused({ ...errors }, answers, language?.words.t('answer.correctThese') ?? CORRECT_THESE),
        ),
      };
    const kept = applyRules(elements, rules, taken).answers;
    // Files sent for questions on skipped pages are dropped with their answers, once the rest is stored.
    const skippedFiles = logic ? fields.files.filter((file) => logic.skipped.has(file.questionId)) : [];
    const files =
      skippedFiles.length === 0 ? fields.files : fields.files.filter((file) => !skippedFiles.includes(file));
    try {
      assertFilesVisible(target, { ...fields, files }, answers, kept, language);
    } catch (error) {
      return { stored: await refuse(error as Error) };
    }
    // Kept files of questions the answers now hide or skip stay behind with the partial's others.
    const joined = keptFiles.filter((file) => Object.hasOwn(kept, String(file.questionId)));

    const evaluate = getSubmitBehaviour(target.props.integrations) === 'Evaluate Form';
    // The token also shows the visitor the ending chosen on the Thank You page.
    const hasEndings = (target.props.logic?.endings.length ?? 0) > 0;
    // A form without logic never reads its Thank You text here (the plain path stays as it was).
    const showsSubmission = logic !== null && (hasEndings || thankYouRecalls(target.props));
    const resultToken = evaluate || showsSubmission ? randomBytes(24).toString('base64url') : null;
    const now = new Date();
    const completion = startedAt ? Math.round((now.getTime() - startedAt) / 1000) : null;
    const write: PendingWrite = {
      target,
      kept,
      files,
      idempotencyKey,
      bodyHash,
      resultToken,
      now,
      completion,
      variables: logic?.variables ?? null,
      ending: logic?.ending?.id ?? null,
      // Only the parameters the form names, bounded (docs/product.md, "Logic"): never a whole query string.
      params: logic && Object.keys(logic.params).length > 0 ? logic.params : null,
      // Stored with the submission (docs/product.md, "Languages in results"): the one it was answered in.
      language: (language ?? submissionLanguage(target.props, fields)).lang,
      partial: partial ? { id: partial.id, files: joined } : null,
    };
    return { write, skippedFiles, joined, refuse };
  }

  return {
    /** Milliseconds the submission writer has been idle (answer-search.ts indexes in the lulls). */
    writerIdleMs: () => writer.idleMs(),

    /** Refuses before the body is read when the form cannot take a submission at all. */
    assertOpen(target: SubmissionTarget): void {
      if (target.version !== DRAFT_VERSION) assertAcceptingSubmissions(target.owner);
    },

    /** Where a multipart submission's files go, checked against the target's questions and quota. */
    receiver: (target: SubmissionTarget, words?: PageWords): UploadReceiver =>
      createUploadReceiver(target, storage, words),

    /**
     * Validates with core, then stores the submission, its entries, its files, the
     * owner's usage and the outbox rows in one transaction; only then is it acknowledged.
     * The files were stored as they arrived; the caller removes them unless this
     * resolves with a submission that is not a replay.
     */
    async submit(posted: PostedSubmission): Promise<StoredSubmission> {
      const prepared = await prepare(posted);
      if ('stored' in prepared) return prepared.stored;
      const { write, skippedFiles, joined, refuse } = prepared;
      try {
        const stored = await writer.store(write);
        if (stored.enqueued) kickOutbox();
        // The partial's files the submission did not take, and skipped pages' files.
        await removeQuietly([...(posted.partial?.all.filter((file) => !joined.includes(file)) ?? []), ...skippedFiles]);
        return storedSubmissionOf(write, stored.id);
      } catch (error) {
        // A retry, or two tries with one key racing: the answer is what the first one stored.
        return refuse(error as Error);
      }
    },

    /**
     * One response per verified e-mail address (docs/product.md, "A form's life"): checks the
     * answers exactly as `submit` does, then hands the write to `hold` (a pending response)
     * instead of storing it. Files stay in storage with it; skipped pages' files are removed.
     */
    async hold<T>(posted: PostedSubmission, keep: (write: PendingWrite) => Promise<T>): Promise<T> {
      const prepared = await prepare(posted);
      // A key already stored: the verified response was confirmed; a second one is refused later.
      if ('stored' in prepared)
        throw new HttpError(409, (posted.language?.words ?? ENGLISH).t('verify.addressAnswered'));
      const kept = await keep(prepared.write);
      await removeQuietly(prepared.skippedFiles);
      return kept;
    },

    /** Stores a confirmed pending response through the writer (limits, counters, integrations). */
    async store(write: PendingWrite): Promise<number> {
      const stored = await writer.store(write);
      if (stored.enqueued) kickOutbox();
      return stored.id;
    },
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
