import { createHash, randomBytes } from 'node:crypto';
import { isHtmlEmailAddress, normalisedEmail, type PageWords } from '@formbuilder/core';
import { HttpError } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';
import type { PendingWrite } from './submissions.store';
import type { StoredUpload } from './upload-receiver';
import type { SubmissionTarget } from './intake.service';
import { AnswersRefused } from './intake.service';
import { VerifiedAddressTaken } from './owner-limits';
import { maskedAddress, resumeTokenHash } from './partials.service';
import type { PendingRow, VerifiedEmailStore } from './verified-email.store';

// One response per verified e-mail address (docs/product.md, "A form's life";
// docs/decisions/011-verified-email-responses.md). A checked submission is kept as a pending
// response, and a link is e-mailed to the address its chosen Email question gives; opening the
// link stores the submission through the writer, with the address's row, whose key refuses a
// second confirmed response for the form and address. Only the link token's SHA-256 is stored, and
// of the address, the SHA-256 of the form id and its normalised spelling.

/** How long a confirmation link works; the sweep deletes the pending response after it. */
export const PENDING_MS = 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The address's key for a form: one form's hashes say nothing of another's answers. */
export const emailHash = (formId: number, address: string) =>
  createHash('sha256')
    .update(`${String(formId)}\n${normalisedEmail(address)}`)
    .digest('hex');

/** What a pending response keeps of the writer's input: the target is read afresh when it is confirmed. */
type PendingPayload = Omit<PendingWrite, 'target' | 'now' | 'idempotencyKey' | 'bodyHash' | 'verified'> & {
  version: number;
};

const filesOf = (payload: Partial<PendingPayload>): StoredUpload[] => [
  ...(payload.files ?? []),
  ...(payload.partial?.files ?? []),
];

function parsePayload(text: string): Partial<PendingPayload> {
  try {
    return JSON.parse(text) as Partial<PendingPayload>;
  } catch {
    return {};
  }
}

/** What opening a link finds: a response to store, or why not (the route draws each in words). */
export type PendingLookup =
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'ready'; row: PendingRow; language: string | null; write: (target: SubmissionTarget) => PendingWrite };

export interface HoldMail {
  title: string;
  /** The confirmation link for a token. */
  link: (token: string) => string;
  words: PageWords;
}

export function createVerifiedEmailService(
  store: VerifiedEmailStore,
  storage: FileStorage,
  /** Runs the outbox now: the confirmation e-mail waits in it. */
  kickOutbox: () => void,
) {
  return {
    /**
     * Keeps a checked write as a pending response and queues its e-mail; answers the masked address
     * the page shows. Refused in words when the address already answered the form.
     */
    async hold(write: PendingWrite, questionId: number, mail: HoldMail): Promise<{ emailedTo: string }> {
      const answer = write.kept[String(questionId)];
      const address = typeof answer === 'string' ? answer.trim() : '';
      // The question is a required Email question when the owner chose it; a version published
      // before it became one may still leave it empty.
      if (address === '' || !isHtmlEmailAddress(address))
        throw new AnswersRefused(
          { [String(questionId)]: mail.words.t('answer.email') },
          write.kept,
          mail.words.t('answer.correctThese'),
        );
      const hash = emailHash(write.target.formId, address);
      // Said at once, so the visitor learns it before waiting for a mail (the key decides in the end).
      if (await store.answered(write.target.formId, hash))
        throw new VerifiedAddressTaken(mail.words.t('verify.addressAnswered'));
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const payload: PendingPayload = {
        version: write.target.version,
        kept: write.kept,
        files: write.files,
        resultToken: write.resultToken,
        completion: write.completion,
        variables: write.variables ?? null,
        ending: write.ending ?? null,
        language: write.language ?? null,
        partial: write.partial ?? null,
      };
      await store.hold(
        {
          formId: write.target.formId,
          tokenHash: resumeTokenHash(token),
          emailHash: hash,
          payload: JSON.stringify(payload),
          now: now.toISOString(),
          expiresAt: new Date(now.getTime() + PENDING_MS).toISOString(),
        },
        {
          to: address,
          subject: mail.words.t('verify.mailSubject', { title: mail.title }),
          text: mail.words.t('verify.mailText', { title: mail.title, link: mail.link(token) }),
        },
      );
      kickOutbox();
      return { emailedTo: maskedAddress(address) };
    },

    /** The pending response a link's token names, and whether it can still be confirmed. */
    async lookup(formId: number, token: string | undefined): Promise<PendingLookup> {
      if (token === undefined || !TOKEN.test(token)) return { kind: 'invalid' };
      const row = await store.byToken(formId, resumeTokenHash(token));
      if (!row) return { kind: 'invalid' };
      if (row.confirmedAt !== null) return { kind: 'used' };
      if (Date.parse(row.expiresAt) <= Date.now()) return { kind: 'expired' };
      const payload = parsePayload(row.payload);
      return {
        kind: 'ready',
        row,
        language: payload.language ?? null,
        write: (target) => ({
          target: { ...target, version: payload.version ?? target.version },
          kept: payload.kept ?? {},
          files: payload.files ?? [],
          // The post stored nothing, so its retries have nothing to find: no key is kept.
          idempotencyKey: null,
          bodyHash: null,
          resultToken: payload.resultToken ?? null,
          now: new Date(),
          completion: payload.completion ?? null,
          variables: payload.variables ?? null,
          ending: payload.ending ?? null,
          language: payload.language ?? null,
          partial: payload.partial ?? null,
          verified: { emailHash: row.emailHash, pendingId: row.id },
        }),
      };
    },

    /** Deletes pending responses past their 24 hours, with the files of those never confirmed. */
    async sweep(): Promise<number> {
      const { deleted, payloads } = await store.sweep(new Date().toISOString());
      const files = payloads.flatMap((text) => filesOf(parsePayload(text)));
      await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => undefined)));
      return deleted;
    },
  };
}

export type VerifiedEmailService = ReturnType<typeof createVerifiedEmailService>;

/** Whether a refusal is the address's second confirmed response. */
export const isAddressTaken = (error: unknown): error is HttpError => error instanceof VerifiedAddressTaken;
