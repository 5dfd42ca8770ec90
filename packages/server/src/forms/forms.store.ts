import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface FormListItem {
  id: number;
  title: string;
  uuid: string;
  private: number;
  published_version: number | null;
  created_at: string;
  updated_at: string;
  responseCount: number;
  unreadCount: number;
}

export function createFormsStore(db: Kysely<Database>) {
  return {
    /** The owner's forms with their counts in one query, not one per form (issue #3). */
    async listByOwner(userId: number): Promise<FormListItem[]> {
      const rows = await db
        .selectFrom('forms')
        .leftJoin('submissions', (join) =>
          // Preview submissions (version 0) are never counted (spec: builder §4).
          join.onRef('submissions.form_id', '=', 'forms.id').on('submissions.version', '<>', 0),
        )
        .where('forms.user_id', '=', userId)
        .groupBy(['forms.id', 'forms.title', 'forms.uuid', 'forms.private', 'forms.published_version', 'forms.created_at', 'forms.updated_at'])
        .select((eb) => [
          'forms.id',
          'forms.title',
          'forms.uuid',
          'forms.private',
          'forms.published_version',
          'forms.created_at',
          'forms.updated_at',
          eb.fn.count<number>('submissions.id').as('responseCount'),
          eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('submissions.read', '=', 0).then(1).else(0).end()), eb.lit(0)).as('unreadCount'),
        ])
        .orderBy('forms.created_at', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, responseCount: Number(r.responseCount), unreadCount: Number(r.unreadCount) }));
    },

    async countByOwner(userId: number): Promise<number> {
      const row = await db
        .selectFrom('forms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type FormsStore = ReturnType<typeof createFormsStore>;
