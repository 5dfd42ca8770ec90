import type { Kysely, Selectable } from 'kysely';
import type { Database, EntriesTable, SubmissionsTable } from '../db/schema';

export function createSubmissionsStore(db: Kysely<Database>) {
  return {
    /** A submission and its entries, found by the visitor's results token. */
    async byResultToken(
      formId: number,
      token: string,
    ): Promise<{ submission: Selectable<SubmissionsTable>; entries: Selectable<EntriesTable>[] } | undefined> {
      const submission = await db.selectFrom('submissions').selectAll().where('form_id', '=', formId).where('result_token', '=', token).executeTakeFirst();
      if (!submission) return undefined;
      const entries = await db.selectFrom('entries').selectAll().where('submission_id', '=', submission.id).execute();
      return { submission, entries };
    },
  };
}

export type SubmissionsStore = ReturnType<typeof createSubmissionsStore>;
