import type { Kysely, Selectable, Transaction } from 'kysely';
import { toZeroOrOne, type FormListRow, type Publication } from '@formbuilder/core';
import type { Database, FormsTable } from '../db/schema';

export type FormRow = Selectable<FormsTable>;

/** A row of the owner's forms list: core's shape, which the route answers with. */
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
  props: string;
  created_at: string;
}

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
  form: FormRow;
  published: VersionRow | undefined;
  owner: OwnerState;
}

export function createFormsStore(db: Kysely<Database>) {
  const latestVersion = (executor: Executor, formId: number): Promise<VersionRow | undefined> =>
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
     * and where each stands against its published version (issue #14), in one query.
     */
    async listByOwner(userId: number): Promise<FormListItem[]> {
      const rows = await db
        .selectFrom('forms')
        .leftJoin('form_stats', 'form_stats.form_id', 'forms.id')
        .leftJoin('form_versions', (join) =>
          join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.published_version'),
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
        ])
        .orderBy('forms.created_at', 'desc')
        .orderBy('forms.id', 'desc')
        .execute();
      return rows.map(({ published_created_at, ...r }) => ({
        ...r,
        private: toZeroOrOne(r.private),
        responseCount: Number(r.responseCount),
        unreadCount: Number(r.unreadCount),
        publication: publicationOf(r.updated_at, published_created_at),
      }));
    },

    async countByOwner(userId: number): Promise<number> {
      const row = await db.selectFrom('forms').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findById: (formId: number): Promise<FormRow | undefined> => db.selectFrom('forms').selectAll().where('id', '=', formId).executeTakeFirst(),

    findByUuid: (uuid: string): Promise<FormRow | undefined> => db.selectFrom('forms').selectAll().where('uuid', '=', uuid).executeTakeFirst(),

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
          join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.published_version'),
        )
        .leftJoin('usages', (join) => join.onRef('usages.user_id', '=', 'forms.user_id').on('usages.month', '=', month))
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
        ])
        .where('forms.uuid', '=', uuid)
        .executeTakeFirst();
      if (!row) return undefined;
      const { v_version, v_title, v_props, v_created_at, owner_active, owner_permission, month_submissions, month_upload_bytes, ...form } = row;
      const published =
        v_version !== null && v_title !== null && v_props !== null && v_created_at !== null
          ? { version: v_version, title: v_title, props: v_props, created_at: v_created_at }
          : undefined;
      const owner = {
        active: owner_active === 1,
        permission: owner_permission,
        submissions: Number(month_submissions ?? 0),
        uploadBytes: Number(month_upload_bytes ?? 0),
      };
      return { form, published, owner };
    },

    async lastUpdatedId(userId: number): Promise<number | null> {
      const row = await db.selectFrom('forms').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row?.id ?? null;
    },

    /** `executor`: the transaction to create the form in, when something else is written with it. */
    async insert(form: NewForm, executor: Executor = db): Promise<FormRow> {
      const now = new Date().toISOString();
      return executor
        .insertInto('forms')
        .values({ ...form, published_version: null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(formId: number, changes: { title: string; private: number; props: string }): Promise<string> {
      const updatedAt = new Date().toISOString();
      await db.updateTable('forms').set({ ...changes, updated_at: updatedAt }).where('id', '=', formId).execute();
      return updatedAt;
    },

    /** A new access secret revokes the private link made with the old one (issue #8); updated_at stays, it marks content. */
    async setAccessSecret(formId: number, secret: string): Promise<void> {
      await db.updateTable('forms').set({ access_secret: secret }).where('id', '=', formId).execute();
    },

    async remove(formId: number): Promise<void> {
      await db.deleteFrom('forms').where('id', '=', formId).execute();
    },

    version: (formId: number, version: number): Promise<VersionRow | undefined> =>
      db.selectFrom('form_versions').select(['version', 'title', 'props', 'created_at']).where('form_id', '=', formId).where('version', '=', version).executeTakeFirst(),

    latestVersion: (formId: number) => latestVersion(db, formId),

    /**
     * Copies the draft into a new immutable version in one transaction; an unchanged
     * draft keeps the current version. Either way the draft's updated_at ends equal
     * to the published created_at, which clears the publish-required marker (builder §4).
     */
    publish(formId: number): Promise<VersionRow> {
      return db.transaction().execute(async (trx) => {
        const draft = await trx.selectFrom('forms').select(['title', 'props']).where('id', '=', formId).executeTakeFirstOrThrow();
        const latest = await latestVersion(trx, formId);
        let published = latest;
        if (!latest || latest.props !== draft.props || latest.title !== draft.title) {
          const created = new Date().toISOString();
          published = await trx
            .insertInto('form_versions')
            .values({ form_id: formId, version: (latest?.version ?? 0) + 1, title: draft.title, props: draft.props, created_at: created })
            .returning(['version', 'title', 'props', 'created_at'])
            .executeTakeFirstOrThrow();
        }
        if (!published) throw new Error('unreachable: a version exists after publishing');
        await trx
          .updateTable('forms')
          .set({ published_version: published.version, updated_at: published.created_at })
          .where('id', '=', formId)
          .execute();
        return published;
      });
    },
  };
}

export type FormsStore = ReturnType<typeof createFormsStore>;
