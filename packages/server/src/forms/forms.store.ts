import type { Kysely, Selectable, Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import { closedReason, toZeroOrOne, type FormListRow, type FormProps, type Publication } from '@formbuilder/core';
import type { Database, FormsTable } from '../db/schema';
import { readFormProps } from '../db/form-props';

/** A form without its props: what the public side keeps of it, and what a new form's insert returns. */
export type FormSummary = Omit<Selectable<FormsTable>, 'props'>;

/** A form as the store returns it: its props parsed, undefined when they no longer parse. */
export type FormRow = FormSummary & { props: FormProps | undefined };

/** A row of the owner's forms list: core's shape, which the route returns. */
export type FormListItem = FormListRow;

export interface NewForm {
  uuid: string;
  user_id: number;
  title: string;
  private: number;
  props: string;
}

export interface VersionRow {
  version: number;
  title: string;
  /** Parsed; undefined when they no longer parse. */
  props: FormProps | undefined;
  created_at: string;
}

type StoredVersion = Omit<VersionRow, 'props'> & { props: string };

type Executor = Kysely<Database> | Transaction<Database>;

/** Publishing sets the draft's updated_at to the new version's created_at; an edit moves it on. */
function publicationOf(updatedAt: string, publishedCreatedAt: string | null): Publication {
  if (publishedCreatedAt === null) return 'draft';
  return updatedAt === publishedCreatedAt ? 'published' : 'changed';
}

/** What the intake needs to know of a form's owner. */
export interface OwnerState {
  active: boolean;
  /** The role's permission JSON. */
  permission: string;
  /** This month's counted submissions and uploaded bytes. */
  submissions: number;
  uploadBytes: number;
}

export interface PublicForm {
  form: FormSummary;
  /** The draft's props, parsed when asked for (only the owner's preview shows the draft). */
  draftProps: () => FormProps | undefined;
  published: VersionRow | undefined;
  owner: OwnerState;
  /** Its counted responses (form_stats), for its response cap (docs/product.md, "A form's life"). */
  responses: number;
}

const parsedForm = ({ props, ...row }: Selectable<FormsTable>): FormRow => ({ ...row, props: readFormProps(props) });

export function createFormsStore(db: Kysely<Database>) {
  // Versions never change, so their parsed props are kept (the 1,000 most recently used):
  // parsing the whole form with zod on every submission would dominate the intake. The key has
  // the version's created_at, so a form id SQLite gives again after a delete finds nothing of
  // the old form.
  const parsedVersions = new LRUCache<string, { props: FormProps | undefined }>({ max: 1000 });
  const parsedVersion = (formId: number, { props, ...version }: StoredVersion): VersionRow => {
    const key = `${formId}:${version.version}:${version.created_at}`;
    let parsed = parsedVersions.get(key);
    if (!parsed) {
      parsed = { props: readFormProps(props) };
      parsedVersions.set(key, parsed);
    }
    return { ...version, props: parsed.props };
  };

  const latestVersion = (executor: Executor, formId: number): Promise<StoredVersion | undefined> =>
    executor
      .selectFrom('form_versions')
      .select(['version', 'title', 'props', 'created_at'])
      .where('form_id', '=', formId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    /**
     * The owner's forms with their counts, kept per form by the writes (form_stats, migration 005),
     * and where each stands against its published version, in one query.
     */
    async listByOwner(userId: number): Promise<FormListItem[]> {
      const rows = await db
        .selectFrom('forms')
        .leftJoin('form_stats', 'form_stats.form_id', 'forms.id')
        .leftJoin('form_versions', (join) =>
          join
            .onRef('form_versions.form_id', '=', 'forms.id')
            .onRef('form_versions.version', '=', 'forms.published_version'),
        )
        .where('forms.user_id', '=', userId)
        .select((eb) => [
          'forms.id',
          'forms.title',
          'forms.uuid',
          'forms.private',
          'forms.published_version',
          'forms.created_at',
          'forms.updated_at',
          eb.fn.coalesce('form_stats.submissions', eb.lit(0)).as('responseCount'),
          eb.fn.coalesce('form_stats.unread', eb.lit(0)).as('unreadCount'),
          'form_versions.created_at as published_created_at',
          'forms.closed',
          'forms.opens_at',
          'forms.closes_at',
          'forms.response_cap',
        ])
        .orderBy('forms.created_at', 'desc')
        .orderBy('forms.id', 'desc')
        .execute();
      const now = new Date();
      return rows.map(({ published_created_at, closed, opens_at, closes_at, response_cap, ...r }) => ({
        ...r,
        private: toZeroOrOne(r.private),
        responseCount: Number(r.responseCount),
        unreadCount: Number(r.unreadCount),
        publication: publicationOf(r.updated_at, published_created_at),
        // docs/product.md, "A form's life": a published form that takes no responses now.
        closed:
          r.published_version !== null &&
          closedReason(
            { closed: closed === 1, opensAt: opens_at, closesAt: closes_at, responseCap: response_cap },
            now,
            Number(r.responseCount),
          ) !== null,
      }));
    },

    async countByOwner(userId: number): Promise<number> {
      const row = await db
        .selectFrom('forms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findById(formId: number): Promise<FormRow | undefined> {
      const row = await db.selectFrom('forms').selectAll().where('id', '=', formId).executeTakeFirst();
      return row && parsedForm(row);
    },

    async findByUuid(uuid: string): Promise<FormRow | undefined> {
      const row = await db.selectFrom('forms').selectAll().where('uuid', '=', uuid).executeTakeFirst();
      return row && parsedForm(row);
    },

    /**
     * The form, its published version and what the intake checks of its owner (active,
     * role limits, this month's usage), in one query: the public page's hot path.
     */
    async findWithPublished(uuid: string, month: string): Promise<PublicForm | undefined> {
      const row = await db
        .selectFrom('forms')
        .innerJoin('users', 'users.id', 'forms.user_id')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .leftJoin('form_versions', (join) =>
          join
            .onRef('form_versions.form_id', '=', 'forms.id')
            .onRef('form_versions.version', '=', 'forms.published_version'),
        )
        .leftJoin('usages', (join) => join.onRef('usages.user_id', '=', 'forms.user_id').on('usages.month', '=', month))
        .leftJoin('form_stats', 'form_stats.form_id', 'forms.id')
        .selectAll('forms')
        .select([
          'form_versions.version as v_version',
          'form_versions.title as v_title',
          'form_versions.props as v_props',
          'form_versions.created_at as v_created_at',
          'users.is_active as owner_active',
          'roles.permission as owner_permission',
          'usages.submissions as month_submissions',
          'usages.upload_bytes as month_upload_bytes',
          'form_stats.submissions as form_responses',
        ])
        .where('forms.uuid', '=', uuid)
        .executeTakeFirst();
      if (!row) return undefined;
      const {
        v_version,
        v_title,
        v_props,
        v_created_at,
        owner_active,
        owner_permission,
        month_submissions,
        month_upload_bytes,
        form_responses,
        props,
        ...form
      } = row;
      const published =
        v_version !== null && v_title !== null && v_props !== null && v_created_at !== null
          ? parsedVersion(form.id, { version: v_version, title: v_title, props: v_props, created_at: v_created_at })
          : undefined;
      const owner = {
        active: owner_active === 1,
        permission: owner_permission,
        submissions: Number(month_submissions ?? 0),
        uploadBytes: Number(month_upload_bytes ?? 0),
      };
      return { form, draftProps: () => readFormProps(props), published, owner, responses: Number(form_responses ?? 0) };
    },

    async lastUpdatedId(userId: number): Promise<number | null> {
      const row = await db
        .selectFrom('forms')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** `executor`: the transaction to create the form in, when something else is written with it. */
    async insert(form: NewForm, executor: Executor = db): Promise<FormSummary> {
      const now = new Date().toISOString();
      const { props: _stored, ...row } = await executor
        .insertInto('forms')
        .values({ ...form, published_version: null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },

    /**
     * Saves the draft's title, privacy and props (stored text). An unchanged draft keeps its
     * updated_at, so the publish marker stays true to content: undefined then, else the new updated_at.
     */
    async update(
      formId: number,
      changes: { title: string; private: number; props: string },
    ): Promise<string | undefined> {
      const updatedAt = new Date().toISOString();
      const result = await db
        .updateTable('forms')
        .set({ ...changes, updated_at: updatedAt })
        .where('id', '=', formId)
        .where((eb) =>
          eb.or([
            eb('props', '<>', changes.props),
            eb('title', '<>', changes.title),
            eb('private', '<>', changes.private),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? updatedAt : undefined;
    },

    /** A new access secret revokes the private link made with the old one; updated_at stays, it marks content. */
    async setAccessSecret(formId: number, secret: string): Promise<void> {
      await db.updateTable('forms').set({ access_secret: secret }).where('id', '=', formId).execute();
    },

    /** The storage keys of the form's files (its submissions' and its images), which go with it. */
    /** The stored objects of the form's submissions and of its partial responses' kept files. */
    async storageKeys(formId: number): Promise<string[]> {
      const [files, partials] = await Promise.all([
        db.selectFrom('files').select('storage_key').where('form_id', '=', formId).execute(),
        db.selectFrom('partial_responses').select('files').where('form_id', '=', formId).execute(),
      ]);
      const kept = partials.flatMap(({ files: json }) => {
        try {
          const list: unknown = JSON.parse(json);
          return Array.isArray(list) ? list.map((file: { storageKey?: unknown }) => file.storageKey) : [];
        } catch {
          return [];
        }
      });
      return [...files.map((f) => f.storage_key), ...kept.filter((key): key is string => typeof key === 'string')];
    },

    async remove(formId: number): Promise<void> {
      await db.deleteFrom('forms').where('id', '=', formId).execute();
    },

    async version(formId: number, version: number): Promise<VersionRow | undefined> {
      const row = await db
        .selectFrom('form_versions')
        .select(['version', 'title', 'props', 'created_at'])
        .where('form_id', '=', formId)
        .where('version', '=', version)
        .executeTakeFirst();
      return row && parsedVersion(formId, row);
    },

    async latestVersion(formId: number): Promise<VersionRow | undefined> {
      const row = await latestVersion(db, formId);
      return row && parsedVersion(formId, row);
    },

    /**
     * Copies the draft into a new immutable version in one transaction; an unchanged
     * draft keeps the current version. Either way the draft's updated_at ends equal
     * to the published created_at, which clears the publish-required marker (docs/product.md §B4).
     */
    publish(formId: number): Promise<Omit<VersionRow, 'props'>> {
      return db.transaction().execute(async (trx) => {
        const draft = await trx
          .selectFrom('forms')
          .select(['title', 'props'])
          .where('id', '=', formId)
          .executeTakeFirstOrThrow();
        const latest = await latestVersion(trx, formId);
        let published = latest;
        if (!latest || latest.props !== draft.props || latest.title !== draft.title) {
          const created = new Date().toISOString();
          published = await trx
            .insertInto('form_versions')
            .values({
              form_id: formId,
              version: (latest?.version ?? 0) + 1,
              title: draft.title,
              props: draft.props,
              created_at: created,
            })
            .returning(['version', 'title', 'props', 'created_at'])
            .executeTakeFirstOrThrow();
        }
        if (!published) throw new Error('unreachable: a version exists after publishing');
        await trx
          .updateTable('forms')
          .set({ published_version: published.version, updated_at: published.created_at })
          .where('id', '=', formId)
          .execute();
        return { version: published.version, title: published.title, created_at: published.created_at };
      });
    },
  };
}

export type FormsStore = ReturnType<typeof createFormsStore>;
