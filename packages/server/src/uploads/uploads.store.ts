import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, FilesTable } from '../db/schema';

// The rich-text images of forms: files rows without a submission.

export function createUploadsStore(db: Kysely<Database>) {
  return {
    /** Adds the image's row in the caller's transaction; returns its id. */
    async insertImage(trx: Transaction<Database>, file: Insertable<FilesTable>): Promise<number> {
      const row = await trx.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** A form image's stored key and type, when `id` is one of `types`. */
    findImage: (id: number, types: readonly string[]) =>
      db
        .selectFrom('files')
        .select(['storage_key', 'mime_type'])
        .where('id', '=', id)
        .where('submission_id', 'is', null)
        .where('mime_type', 'in', types)
        .executeTakeFirst(),
  };
}
