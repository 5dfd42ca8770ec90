import type { Kysely } from 'kysely';
import { takenSlugMessage } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

// A form's short address, {host}/f/{slug} (docs/product.md, "Reach"): one form's at a time,
// kept unique by the index of migration 020.

/** A unique index refused the write: SQLite says so in words, PostgreSQL with code 23505. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}

export type FormSlugs = ReturnType<typeof createFormSlugs>;

export function createFormSlugs(db: Kysely<Database>) {
  return {
    /** The form's slug, or null. */
    get: async (formId: number): Promise<string | null> => {
      const row = await db.selectFrom('forms').select('slug').where('id', '=', formId).executeTakeFirst();
      return row?.slug ?? null;
    },

    /** Gives the form this slug; 409 when another form has it (the same form keeping it is fine). */
    set: async (formId: number, slug: string): Promise<string> => {
      const holder = await db.selectFrom('forms').select('id').where('slug', '=', slug).executeTakeFirst();
      if (holder && holder.id !== formId) throw new HttpError(409, takenSlugMessage(slug));
      try {
        await db.updateTable('forms').set({ slug }).where('id', '=', formId).execute();
      } catch (error) {
        // Another owner took it between the look and the write.
        if (isUniqueViolation(error)) throw new HttpError(409, takenSlugMessage(slug));
        throw error;
      }
      return slug;
    },

    clear: async (formId: number): Promise<void> => {
      await db.updateTable('forms').set({ slug: null }).where('id', '=', formId).execute();
    },

    /** The uuid of the form with this slug, for GET /f/{slug}; undefined when none has it. */
    uuidOf: async (slug: string): Promise<string | undefined> => {
      const row = await db.selectFrom('forms').select('uuid').where('slug', '=', slug).executeTakeFirst();
      return row?.uuid;
    },
  };
}
