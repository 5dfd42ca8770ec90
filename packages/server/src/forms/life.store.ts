import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The form's life columns (migration 018) and its unpublishing (docs/product.md, "A form's life").

export interface LifeColumns {
  closed: number;
  opens_at: string | null;
  closes_at: string | null;
  response_cap: number | null;
  closed_message: string;
  one_response: number;
  /** 'cookie' or 'verified-email' (migration 025), and the latter's Email question. */
  one_response_check: string;
  one_response_email: number | null;
}

export function createLifeStore(db: Kysely<Database>) {
  return {
    /** Counted responses of the form (form_stats). */
    async responses(formId: number): Promise<number> {
      const row = await db
        .selectFrom('form_stats')
        .select('submissions')
        .where('form_id', '=', formId)
        .executeTakeFirst();
      return Number(row?.submissions ?? 0);
    },

    /** Saves the life columns; the draft's updated_at stays, it marks content. */
    async save(formId: number, columns: LifeColumns): Promise<void> {
      await db.updateTable('forms').set(columns).where('id', '=', formId).execute();
    },

    /** Back to a draft: no version is public; the versions stay, and publishing brings the form back. */
    async unpublish(formId: number): Promise<void> {
      await db.updateTable('forms').set({ published_version: null }).where('id', '=', formId).execute();
    },
  };
}

export type LifeStore = ReturnType<typeof createLifeStore>;
