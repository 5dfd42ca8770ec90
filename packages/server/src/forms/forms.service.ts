import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_FORM_LIMIT,
  canCreateForm,
  cloneTitle,
  externalUrlProblem,
  findIntegration,
  readPreferences,
  toZeroOrOne,
  verifiedEmailPublishProblem,
  withPreferences,
  withDefaultTheme,
  withoutDeletedTranslations,
  type DraftForm,
  type Form,
  type FormProps,
  type FormVersion,
  type PublishedVersion,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { UserWithRole, UsersStore } from '../users/users.store';
import { createThemesStore } from '../users/themes.store';
import { ADMIN_ROLE_ID } from '../users/users.store';
import { rolePermission } from '../users/role-permission';
import type { TokenService } from '../auth/tokens';
import type { FileStorage } from '../storage/file-storage';
import type { FormRow, FormsStore } from './forms.store';
import { notPublished, presentDraft, presentVersion } from './forms.presenter';
import { assertElementsAllowed, formLimitReached, parseForm } from './form-validation';
import { sanitizeElement, sanitizeEnding } from './sanitize';
import { createOwnership } from './ownership';
import { countTemplateUse, type Template } from '../templates/templates.store';

export const PREVIEW_TOKEN_TTL_SECONDS = 10 * 60;
export const PREVIEW_PURPOSE = 'preview';

/** What a save that turns the e-mail on is refused with where this server cannot send mail (README, Configuration). */
export const MAIL_NOT_SET_UP =
  'E-mail notifications (the email integration) cannot be turned on: mail is not set up on this server. The administrator must set SMTP_URL and MAIL_FROM.';

const emailOn = (integrations: FormProps['integrations']) => findIntegration(integrations, 'email')?.active === true;

export interface FormsDeps {
  db: Kysely<Database>;
  forms: FormsStore;
  users: UsersStore;
  tokens: TokenService;
  /** Whether this server can send mail: without it the e-mail integration cannot be turned on. */
  mailEnabled: boolean;
  /** Told after a form changes, so what the public side keeps is dropped. */
  onFormChange?: () => void;
  /** Told after a form is published (its integrations may have been paused, resumed or removed). */
  onPublish?: (formId: number) => Promise<void>;
  /** Where the form's uploads are, so deleting the form deletes them too. */
  storage?: FileStorage;
}

/**
 * A form's props as stored: each element's rich text and each logic ending's thank-you text
 * sanitised, the translations of deleted questions, options and endings dropped (docs/product.md,
 * "Languages"), everything else as core parsed it.
 */
export function storedProps(props: FormProps): string {
  const logic = props.logic && { ...props.logic, endings: props.logic.endings.map(sanitizeEnding) };
  const languages = props.languages && {
    ...props.languages,
    translations: withoutDeletedTranslations(props.languages.translations, props),
  };
  return JSON.stringify({
    ...props,
    elements: props.elements.map(sanitizeElement),
    ...(logic ? { logic } : {}),
    ...(languages ? { languages } : {}),
  });
}

/**
 * The Google Drive integration is not carried into copies (docs/product.md §A7, clone), nor webhooks:
 * their address and secret belong to the form they were added to.
 */
function withoutDrive(props: FormProps): FormProps {
  return { ...props, integrations: props.integrations.filter((i) => i.type !== 'GoogleDrive' && i.type !== 'webhook') };
}

export function createFormsService({
  db,
  forms,
  users,
  tokens,
  mailEnabled,
  onFormChange = () => undefined,
  onPublish,
  storage,
}: FormsDeps) {
  async function owner(userId: number): Promise<UserWithRole> {
    const user = await users.findById(userId);
    if (!user) throw notFound('User not found.');
    return user;
  }

  const { owned } = createOwnership(forms);
  const themes = createThemesStore(db);

  // The calls about one form take it as the /forms/:formId scope loaded it: the user's own.

  /**
   * A new form (not a clone, which copies its source) as its owner's preferences want it (issue
   * #12); 'notify me of new forms' turns the e-mail on only where mail can be sent.
   */
  async function asPreferred(user: UserWithRole, props: FormProps): Promise<FormProps> {
    const preferences = readPreferences(user.preferences);
    const preferred = withPreferences(
      props,
      { ...preferences, notifyNewForms: preferences.notifyNewForms && mailEnabled },
      user.email,
    );
    // docs/product.md, "Styling your form": the account's default theme.
    const saved = user.default_theme_id === null ? null : await themes.defaultDesign(user.id);
    return saved && preferred.design ? { ...preferred, design: withDefaultTheme(preferred.design, saved) } : preferred;
  }

  /**
   * Without mail the e-mail integration cannot be turned on: a save that turns it on is refused.
   * A draft that already has it on (saved where mail was set up) still saves, so the form stays
   * editable; the builder says nothing is sent and offers to turn it off.
   */
  function assertMailPossible(props: FormProps, stored: FormProps | undefined): void {
    if (mailEnabled || !emailOn(props.integrations)) return;
    if (stored && emailOn(stored.integrations)) return;
    throw badRequest(MAIL_NOT_SET_UP);
  }

  /**
   * The external URL each submission is sent to must be an http(s) address. One stored before
   * this was checked stays saveable as it is (it sends nothing, and the builder says why).
   */
  function assertExternalUrl(props: FormProps, stored: FormProps | undefined): void {
    const problem = externalUrlProblem(props.url?.value ?? '');
    if (problem === null) return;
    if (stored && stored.url?.value === props.url?.value) return;
    throw badRequest(problem);
  }

  /** A copy made on a server without mail does not claim to e-mail. */
  const sendable = (props: FormProps): FormProps =>
    mailEnabled
      ? props
      : {
          ...props,
          integrations: props.integrations.map((entry) =>
            entry.type === 'email' ? { ...entry, active: false } : entry,
          ),
        };

  async function assertMayCreate(user: UserWithRole): Promise<void> {
    const limit = rolePermission(user.role_permission).formLimit;
    if (!canCreateForm(await forms.countByOwner(user.id), limit, user.role_id === ADMIN_ROLE_ID))
      throw formLimitReached(limit ?? DEFAULT_FORM_LIMIT);
  }

  function assertAllowed(user: UserWithRole, form: Form): void {
    assertElementsAllowed(form, rolePermission(user.role_permission), user.role_id === ADMIN_ROLE_ID);
  }

  /** `alongside`: written in the form's transaction (a template's use count). */
  async function insertCopy(
    user: UserWithRole,
    title: string,
    props: FormProps,
    isPrivate = 0,
    alongside?: (trx: Transaction<Database>) => Promise<void>,
  ) {
    await assertMayCreate(user);
    const values = { uuid: randomUUID(), user_id: user.id, title, private: isPrivate, props: storedProps(props) };
    const row = alongside
      ? await db.transaction().execute(async (trx) => {
          const inserted = await forms.insert(values, trx);
          await alongside(trx);
          return inserted;
        })
      : await forms.insert(values);
    return {
      id: row.id,
      uuid: row.uuid,
      title: row.title,
      created_at: row.created_at,
      updated_at: row.updated_at,
      status: 'done' as const,
    };
  }

  return {
    list: (userId: number) => forms.listByOwner(userId),

    async draft(row: FormRow): Promise<DraftForm> {
      return presentDraft(row, row.published_version ? await forms.version(row.id, row.published_version) : undefined);
    },

    /**
     * The published version, or { published: false }: an unpublished form is a normal state
     * the editor asks about on every load, so it is an answer, not a 404.
     */
    async published(row: FormRow): Promise<PublishedVersion> {
      const found = row.published_version ? await forms.version(row.id, row.published_version) : undefined;
      return found ? presentVersion(row, found) : notPublished;
    },

    /** One version asked for by number: 404 when there is none. */
    async version(row: FormRow, version: number): Promise<FormVersion> {
      const found = await forms.version(row.id, version);
      if (!found) throw notFound(`Version ${version} of this form does not exist.`);
      return presentVersion(row, found);
    },

    async create(userId: number, body: unknown) {
      const user = await owner(userId);
      const form = parseForm(body);
      assertAllowed(user, form);
      assertMailPossible(form.props, undefined);
      assertExternalUrl(form.props, undefined);
      return insertCopy(user, form.title, await asPreferred(user, form.props), form.private);
    },

    async update(userId: number, body: unknown) {
      const form = parseForm(body);
      if (form.id === null) throw badRequest('A new form is created with POST, not PUT.');
      const row = await owned(userId, form.id);
      assertAllowed(await owner(userId), form);
      assertMailPossible(form.props, row.props);
      assertExternalUrl(form.props, row.props);
      const props = storedProps(form.props);
      // An unchanged draft keeps its updated_at, so the publish marker stays true to content.
      const updatedAt = await forms.update(row.id, { title: form.title, private: form.private, props });
      if (updatedAt === undefined) return { id: row.id, updated_at: row.updated_at };
      onFormChange();
      return { id: row.id, updated_at: updatedAt };
    },

    async remove({ id: formId }: FormRow) {
      const storageKeys = await forms.storageKeys(formId);
      await forms.remove(formId);
      onFormChange();
      // The rows went with the form (cascade); the stored bytes go now, best effort:
      // a leftover object is unreachable without its row.
      if (storage) await Promise.allSettled(storageKeys.map((key) => storage.remove(key)));
      return { message: 'deleted' };
    },

    async clone(userId: number, row: FormRow, title: string | undefined) {
      const source = parseForm({
        id: row.id,
        title: row.title,
        private: row.private,
        props: row.props,
      });
      return insertCopy(await owner(userId), title ?? cloneTitle(row.title), sendable(withoutDrive(source.props)));
    },

    async publish(row: FormRow) {
      const formId = row.id;
      // The draft is saved as edited (the autosave), but it goes live only while one response per
      // verified e-mail address still has its required Email question (docs/product.md, "A form's life").
      if (row.one_response === 1 && row.one_response_check === 'verified-email' && row.one_response_email !== null) {
        const problem = verifiedEmailPublishProblem(row.props?.elements ?? [], row.one_response_email);
        if (problem !== null) throw badRequest(problem);
      }
      const version = await forms.publish(formId);
      onFormChange();
      await onPublish?.(formId);
      return { version: version.version, published_version: version.version, created_at: version.created_at };
    },

    async editorForm(userId: number) {
      return { message: await forms.lastUpdatedId(userId) };
    },

    async fromTemplate(userId: number, template: Template, title: string | undefined) {
      const form = parseForm({ id: null, title: title ?? template.title, props: template.props });
      const user = await owner(userId);
      assertAllowed(user, form);
      // Counted with the form, for the empty forms list's most used templates.
      return insertCopy(user, form.title, await asPreferred(user, withoutDrive(form.props)), 0, (trx) =>
        countTemplateUse(trx, template.id),
      );
    },

    /** The lasting link of a private form (and of a public one, which works without it). */
    accessLink(row: FormRow) {
      return { token: tokens.formAccessToken(row), private: toZeroOrOne(row.private) };
    },

    /**
     * 'Regenerate link': a new access secret, so every earlier link and embed code of
     * the form stops working. This process forgets its public lookups at once; others
     * keep theirs for at most PUBLIC_CACHE_MS (README, Configuration).
     */
    async regenerateAccessLink(row: FormRow) {
      const access_secret = randomBytes(32).toString('base64url');
      await forms.setAccessSecret(row.id, access_secret);
      onFormChange();
      return { token: tokens.formAccessToken({ ...row, access_secret }), private: toZeroOrOne(row.private) };
    },

    async previewToken({ id: formId }: FormRow) {
      return { token: await tokens.signFor(PREVIEW_PURPOSE, String(formId), PREVIEW_TOKEN_TTL_SECONDS) };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
