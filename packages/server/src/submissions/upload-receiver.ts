import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FILE_QUESTION_MAX_FILES,
  FILE_UPLOAD_MAX_BYTES,
  fieldName,
  fileAccepts,
  fileMaxBytes,
  fileMaxMb,
  fileSizeRefusal,
  fileTypeRefusal,
  stripHtml,
  type Element,
  type FormProps,
  type PageWords,
  DRAFT_VERSION,
  ENGLISH,
} from '@formbuilder/core';
import { HttpError, badRequest } from '../http/errors';
import type { OwnerState } from '../forms/forms.store';
import type { FileStorage } from '../storage/file-storage';
import { createContentCheck } from './file-checks';
import { remainingUploadBytes, uploadStorageFull } from './owner-limits';
import { multipartRefusal } from '../http/multipart-body';

// A submission's files go straight from the request to storage,
// one at a time, never whole in memory. Each is let in only for a File question of
// the version answered, within its count and size (the question's own, else the server's),
// the owner's remaining quota and the
// request's cap, all checked before its first byte is read; its content is checked
// as it streams. Whatever was stored is removed if the submission is not kept.

const MB = 1024 * 1024;
/** One file at most, as core says it to visitors. */
export const FILE_SIZE_LIMIT_BYTES = FILE_UPLOAD_MAX_BYTES;
/** All the files of one submission together; past this the request is refused with 413. */
export const SUBMISSION_UPLOAD_LIMIT_BYTES = 50 * MB;

export interface StoredUpload {
  field: string;
  questionId: number;
  fileName: string;
  size: number;
  mimeType: string;
  storageKey: string;
}

export interface UploadTarget {
  props: FormProps;
  owner: OwnerState;
  /** 0 for a preview, which is never counted against the owner's quota. */
  version: number;
}

export interface UploadReceiver {
  /** Stores one file part, or returns null for an empty file input; rejects in words. */
  receive(field: string, fileName: string, source: Readable): Promise<StoredUpload | null>;
  readonly files: readonly StoredUpload[];
  /** Removes every file stored for this request (the submission was not kept). */
  discard(): Promise<void>;
}

/** Over the server's limit, or over the question's own (docs/product.md "Files before upload"), naming it. */
const fileTooLarge = (fileName: string, question: Element, words: PageWords) =>
  new HttpError(
    413,
    fileMaxBytes(question) < FILE_SIZE_LIMIT_BYTES
      ? words.t('fileRefusal.tooLarge', {
          name: fileName,
          reason: fileSizeRefusal(stripHtml(question.label ?? ''), fileMaxMb(question), words),
        })
      : words.t('fileRefusal.tooLargeServer', { name: fileName, maxMb: FILE_SIZE_LIMIT_BYTES / MB }),
  );
const filesTooLarge = (words: PageWords) =>
  new HttpError(413, words.t('fileRefusal.tooMuch', { maxMb: SUBMISSION_UPLOAD_LIMIT_BYTES / MB }));

async function drain(source: Readable): Promise<void> {
  for await (const chunk of source) void chunk;
}

/** `words`: the visitor's (docs/product.md, "Languages"), which the refusals of a file are said in. */
export function createUploadReceiver(
  target: UploadTarget,
  storage: FileStorage,
  words: PageWords = ENGLISH,
): UploadReceiver {
  // Worked out at the first file only: most submissions have none (the intake benchmark).
  let rules: { questions: Map<string, Element>; quota: number } | null = null;
  const rulesOf = () =>
    (rules ??= {
      questions: new Map(target.props.elements.filter((e) => e.type === 'File').map((e) => [fieldName(e.id), e])),
      quota: target.version === DRAFT_VERSION ? Number.POSITIVE_INFINITY : remainingUploadBytes(target.owner),
    });
  const files: StoredUpload[] = [];
  let received = 0;

  function admit(field: string, fileName: string): Element {
    const { questions, quota } = rulesOf();
    const question = questions.get(field);
    if (!question) throw badRequest(`The file '${fileName}' was sent for a question that does not take files.`);
    if (fileName !== '' && files.filter((f) => f.field === field).length >= FILE_QUESTION_MAX_FILES) {
      const label = stripHtml(question.label ?? '') || 'this question';
      throw badRequest(
        `Only ${FILE_QUESTION_MAX_FILES === 1 ? 'one file' : `${String(FILE_QUESTION_MAX_FILES)} files`} can be sent for '${label}'.`,
      );
    }
    if (fileName !== '' && received >= quota) throw uploadStorageFull();
    return question;
  }

  /** Passes the bytes on while counting them against every limit and checking the content. */
  function guard(
    question: Element,
    fileName: string,
    quota: number,
    found: (mimeType: string | null) => void,
  ): Transform {
    const own = typeof question.accept === 'string' && question.accept.trim() !== '' ? question.accept : null;
    const check = createContentCheck(
      fileName,
      {
        accepts: (mimeType) => fileAccepts(question, fileName, mimeType),
        refusal: own === null ? null : fileTypeRefusal(stripHtml(question.label ?? ''), own, words),
      },
      words,
    );
    // The question's own largest file, never above the server's (core's fileMaxBytes).
    const maxBytes = fileMaxBytes(question);
    let size = 0;
    return new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        received += chunk.length;
        if (size > maxBytes) done(fileTooLarge(fileName, question, words));
        else if (received > SUBMISSION_UPLOAD_LIMIT_BYTES) done(filesTooLarge(words));
        else if (received > quota) done(uploadStorageFull());
        else check.push(chunk).then(() => done(null, chunk), done);
      },
      flush(done) {
        check.finish().then((mimeType) => {
          found(mimeType);
          done();
        }, done);
      },
    });
  }

  return {
    files,
    async receive(field, fileName, source) {
      const question = admit(field, fileName);
      // An empty file input still sends a part, with no name and no bytes.
      if (fileName === '') {
        await drain(source);
        return null;
      }
      let sourceError: unknown = null;
      source.once('error', (error) => (sourceError = error));
      let mimeType: string | null = null;
      const checked = guard(question, fileName, rulesOf().quota, (found) => (mimeType = found));
      // A storage that fails before reading must not leave the part waiting on it.
      const storing = storage.putStream(checked).catch((error: unknown) => {
        checked.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      const [piped, stored] = await Promise.allSettled([pipeline(source, checked), storing]);
      if (stored.status === 'rejected' || piped.status === 'rejected') {
        if (stored.status === 'fulfilled') await storage.remove(stored.value.key);
        const reasons = [piped, stored].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
        // A refusal of ours first; then the parser's, which fails the part's stream when
        // the body stops before its boundary; else the storage's own failure.
        const refusal = reasons.find((reason) => reason instanceof HttpError) ?? multipartRefusal(sourceError);
        throw refusal ?? reasons[0];
      }
      const { key, size } = stored.value;
      if (mimeType === null || size === 0) {
        await storage.remove(key);
        return null;
      }
      const file = { field, questionId: question.id, fileName, size, mimeType, storageKey: key };
      files.push(file);
      return file;
    },
    async discard() {
      const keys = files.splice(0).map((f) => f.storageKey);
      await Promise.all(keys.map((key) => storage.remove(key)));
    },
  };
}
