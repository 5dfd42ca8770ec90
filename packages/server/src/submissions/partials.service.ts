import { createHash, randomBytes } from 'node:crypto';
import {
  DROP_FILES_FIELD,
  PAGE_FIELD,
  PARAMS_FIELD,
  PARTIAL_FIELD,
  RESUME_PARAM,
  hiddenFromAnswers,
  isHtmlEmailAddress,
  logicOf,
  partialSettingsOf,
  splitPages,
  type FormProps,
  type PartialSaved,
} from '@formbuilder/core';
import { badRequest } from '../http/errors';
import { currentMonth, isUploadLimitViolation } from '../accounts/usages.store';
import type { MailMessage } from '../mail/mailer';
import type { FileStorage } from '../storage/file-storage';
import type { PartialFields, PartialRow, PartialsStore } from './partials.store';
import type { SubmissionTarget } from './intake.service';
import type { SubmittedFields } from './submitted-fields';
import type { StoredUpload } from './upload-receiver';
import { uploadLimitBytesOf, uploadStorageFull } from './owner-limits';
import { readAnswers } from './answers';
import { stepsOnServerOf } from './page-steps';
import { keepsPartials, type ResumedPage } from '../public/partial-page';
import { partialEventAnswers, partialWebhookDeliveries } from './partial-webhooks';

// Partial responses (docs/product.md, "Partial responses"): a form that opts in keeps what the
// visitor typed, saved page by page before Submit, under a resume token that the visitor's
// browser keeps in a cookie and that a resume link carries to another device. Only the token's
// SHA-256 is stored. Files saved with a partial are counted against the owner's upload usage
// when they are saved, and not again when the submission takes them over.

export const PARTIALS_OFF = 'This form does not save answers before they are sent.';
export const PREVIEW_DOES_NOT_SAVE = 'A preview does not save answers.';

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newResumeToken = () => randomBytes(32).toString('base64url');
export const resumeTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The posted fields a partial keeps: every answer (`q_…`, core's field names) and, for a form with
 * logic, the URL parameters of the address it was opened at (`_params`), which its conditions and
 * recall read when it is resumed from a link that has other parameters.
 */
export function answerFieldsOf(values: ReadonlyMap<string, string[]>): PartialFields {
  const fields: PartialFields = {};
  for (const [name, list] of values) if (name.startsWith('q_') || name === PARAMS_FIELD) fields[name] = [...list];
  return fields;
}

/** The kept files as the page shows them, by File question id. */
export function keptFilesView(files: readonly StoredUpload[]): Record<string, { fileName: string; size: number }[]> {
  const byQuestion: Record<string, { fileName: string; size: number }[]> = {};
  for (const file of files)
    (byQuestion[String(file.questionId)] ??= []).push({ fileName: file.fileName, size: file.size });
  return byQuestion;
}

/** A partial's answers as the page draws them (File questions show their kept files instead). */
export function partialAnswers(props: FormProps, row: PartialRow): Record<string, unknown> {
  const values = new Map(Object.entries(row.fields));
  const answers: Record<string, unknown> = readAnswers(props.elements, { values, files: [] });
  for (const element of props.elements) if (element.type === 'File') delete answers[String(element.id)];
  return answers;
}

/**
 * How a resumed partial is drawn: its answers, on its page (what the rules hide there decided on
 * the server when the form goes page by page without the script), with its kept files.
 */
export function resumeView(props: FormProps, row: PartialRow): ResumedPage {
  const answers = partialAnswers(props, row);
  const pages = splitPages(props.elements, props.autoPageBreak);
  const currentPage = Math.min(Math.max(row.page, 1), Math.max(pages.length, 1));
  const stepping = stepsOnServerOf(pages, props);
  return {
    answers,
    currentPage,
    // The parameters it was saved with, never the resume link's own (its token included).
    ...(logicOf(props) === null ? {} : { query: row.fields[PARAMS_FIELD]?.[0] ?? '' }),
    ...(stepping
      ? { hiddenElementIds: hiddenFromAnswers(props.elements, pages, props.rules, answers, currentPage) }
      : {}),
    partial: { keptFiles: keptFilesView(row.files) },
  };
}

/** 'ann@example.com' → 'a•••@example.com': who the link went to, without giving the address away. */
export const maskedAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, Math.min(1, at))}•••${address.slice(at)}`;
};

/** The drop list of a post: the File questions (`q_{id}`) whose kept files the visitor removed. */
export const droppedFields = (fields: SubmittedFields): ReadonlySet<string> =>
  new Set(fields.values.get(DROP_FILES_FIELD) ?? []);

/** The posted resume token when it has a token's shape, else null. */
export function postedToken(fields: SubmittedFields): string | null {
  const token = fields.values.get(PARTIAL_FIELD)?.[0] ?? '';
  return TOKEN.test(token) ? token : null;
}

/**
 * The kept files a post keeps: those of its File questions that got no new file (a new one
 * replaces them) and were not removed.
 */
export function keptFilesOf(row: PartialRow, fields: SubmittedFields): StoredUpload[] {
  const dropped = droppedFields(fields);
  const renewed = new Set(fields.files.map((file) => file.field));
  return row.files.filter((file) => !dropped.has(file.field) && !renewed.has(file.field));
}

export interface PartialSetup {
  publicUrl: string;
  mailEnabled: boolean;
  /** Runs the outbox now when a save left jobs in it (the resume link's e-mail, webhooks). */
  kickOutbox?: () => void;
}

export interface SavedPartial {
  answer: PartialSaved;
  token: string;
  row: { files: readonly StoredUpload[]; page: number };
}

export function createPartialsService(store: PartialsStore, storage: FileStorage, setup: PartialSetup) {
  /** The resume token's partial drawn on the page (public.routes.ts), or null when its link no longer works. */
  const resume = async (formId: number, token: string, props: FormProps): Promise<ResumedPage | null> => {
    const row = await find(formId, token);
    return row ? resumeView(props, row) : null;
  };
  /** The partial a token names while its link works, else undefined. */
  const find = async (formId: number, token: string | null): Promise<PartialRow | undefined> => {
    if (token === null || !TOKEN.test(token)) return undefined;
    return store.byToken(formId, resumeTokenHash(token), new Date().toISOString());
  };

  const removeFiles = (files: readonly { storageKey: string }[]) =>
    Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => undefined))).then(() => undefined);

  /** The resume link of a partial; a private form's carries its access token. */
  const resumeUrl = (uuid: string, token: string, access: string | undefined) =>
    `${setup.publicUrl}/form/view/${uuid}?${access ? `access=${encodeURIComponent(access)}&` : ''}${RESUME_PARAM}=${token}`;

  /** The form's first Email question's answer, when it is an address. */
  function emailAnswer(props: FormProps, fields: PartialFields): string | null {
    const question = props.elements.find((element) => element.type === 'Email');
    const text = question ? (fields[`q_${String(question.id)}`]?.[0] ?? '').trim() : '';
    return text !== '' && isHtmlEmailAddress(text) ? text : null;
  }

  function resumeMail(to: string, title: string, link: string, until: string): MailMessage {
    const day = until.slice(0, 10);
    return {
      to,
      subject: `Continue your answers: ${title}`,
      text: `Your answers to "${title}" are saved.\n\nOpen this link to continue where you left off, on any device, until ${day}:\n\n${link}\n\nAnyone with this link can see and change your answers, so keep it to yourself. If you did not fill in this form, you can ignore this message.\n`,
    };
  }

  return {
    find,
    resume,

    /**
     * Saves the posted answers and new files as the visitor's partial: their row again when the
     * token names one, else a new one with a new token. One write; the files the save drops or
     * replaces are removed from storage after it. The new files are the caller's until this
     * resolves, then the partial's.
     */
    async save(
      target: SubmissionTarget & { uuid: string; title: string; access?: string | undefined },
      fields: SubmittedFields,
      options: { page?: number; emailLink: boolean },
    ): Promise<SavedPartial> {
      const settings = partialSettingsOf(target.props);
      const pages = splitPages(target.props.elements, target.props.autoPageBreak).length;
      const posted = Math.trunc(Number(options.page ?? fields.values.get(PAGE_FIELD)?.[0]));
      const page = Number.isFinite(posted) ? Math.min(Math.max(posted, 1), Math.max(pages, 1)) : 1;
      const existing = await find(target.formId, postedToken(fields));
      const kept = existing ? keptFilesOf(existing, fields) : [];
      const files = [...kept, ...fields.files];
      const answerFields = answerFieldsOf(fields.values);
      const now = new Date();
      const at = now.toISOString();
      const expiresAt = new Date(now.getTime() + settings.keepDays * DAY_MS).toISOString();
      const resumeUntil = new Date(now.getTime() + settings.resumeDays * DAY_MS).toISOString();
      const bytes = fields.files.reduce((sum, file) => sum + file.size, 0);
      const address = options.emailLink && setup.mailEnabled ? emailAnswer(target.props, answerFields) : null;
      const deliveries = partialWebhookDeliveries(target.props);
      const webhooks =
        deliveries.length === 0
          ? null
          : {
              deliveries,
              data: {
                formTitle: target.title,
                page,
                pageCount: Math.max(pages, page, 1),
                updatedAt: at,
                answers: partialEventAnswers(target.props.elements, answerFields, files),
              },
            };
      const write = async (id: number | null, token: string) =>
        store.save({
          id,
          formId: target.formId,
          version: target.version,
          tokenHash: resumeTokenHash(token),
          fields: answerFields,
          files,
          page,
          now: at,
          expiresAt,
          resumeUntil,
          usage:
            bytes > 0
              ? {
                  user_id: target.ownerId,
                  month: currentMonth(now),
                  submissions: 0,
                  upload_bytes: bytes,
                  upload_limit: uploadLimitBytesOf(target.owner),
                }
              : null,
          mail:
            address === null
              ? null
              : resumeMail(address, target.title, resumeUrl(target.uuid, token, target.access), resumeUntil),
          webhooks,
        });
      let token = existing ? (postedToken(fields) ?? newResumeToken()) : newResumeToken();
      try {
        let id = await write(existing?.id ?? null, token);
        // Its row went (submitted, deleted or swept) since it was read: a new partial.
        if (id === null) {
          token = newResumeToken();
          id = await write(null, token);
        }
      } catch (error) {
        if (isUploadLimitViolation(error)) throw uploadStorageFull();
        throw error;
      }
      if (address !== null || webhooks !== null) setup.kickOutbox?.();
      if (existing) await removeFiles(existing.files.filter((file) => !kept.includes(file)));
      return {
        token,
        row: { files, page },
        answer: {
          token,
          resumeUrl: resumeUrl(target.uuid, token, target.access),
          expiresAt: resumeUntil,
          page,
          files: keptFilesView(files),
          emailedTo: address === null ? null : maskedAddress(address),
        },
      };
    },

    /** Owner's list and delete, and the sweep: rows and their files go together. */
    async remove(formId: number, ids?: readonly number[]): Promise<number> {
      const { deleted, storageKeys } = await store.remove(formId, ids);
      await removeFiles(storageKeys.map((storageKey) => ({ storageKey })));
      return deleted;
    },

    async sweep(): Promise<number> {
      const { deleted, storageKeys } = await store.sweep(new Date().toISOString());
      await removeFiles(storageKeys.map((storageKey) => ({ storageKey })));
      return deleted;
    },

    removeFiles,
    store,
  };
}

export type PartialsService = ReturnType<typeof createPartialsService>;

/** Refuses a save the form cannot take, in words, before its body is read. */
export function assertSavesPartials(props: FormProps, preview: boolean): void {
  if (preview) throw badRequest(PREVIEW_DOES_NOT_SAVE);
  if (!keepsPartials(props)) throw badRequest(PARTIALS_OFF);
}

/** How often expired partials are deleted: at start, then every hour. */
export const PARTIAL_SWEEP_MS = 3_600_000;

/**
 * docs/product.md, "Partial responses": partials past their keeping time are deleted with their
 * files, at start and then hourly. A failed sweep is logged and tried again at the next one.
 */
export function startPartialSweep(
  partials: Pick<PartialsService, 'sweep'>,
  log: { error: (details: object, message: string) => void },
  everyMs = PARTIAL_SWEEP_MS,
): { stop: () => void; running: () => Promise<void> } {
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    current = partials.sweep().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'could not delete expired partial responses'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), running: () => current };
}
