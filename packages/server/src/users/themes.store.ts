import type { Kysely } from 'kysely';
import { savedThemeDesignSchema, type SavedTheme, type SavedThemeDesign } from '@formbuilder/core';
import type { Database } from '../db/schema';

// An owner's saved themes and the one new forms start with (docs/product.md, "Styling your
// form"). Every query names its owner: a theme id alone never reaches another's row.

/** Themes a person may keep at once. */
export const THEMES_PER_USER = 50;

interface ThemeRow {
  id: number;
  name: string;
  design: string;
  updated_at: string;
}

/** A stored design read back with core's schema; one that no longer passes shows as the default look. */
function designOf(text: string): SavedThemeDesign {
  try {
    const parsed = savedThemeDesignSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: shown as the default look.
  }
  return { colour: '#2196F3' };
}

const present = (row: ThemeRow, defaultId: number | null): SavedTheme => ({
  id: row.id,
  name: row.name,
  design: designOf(row.design),
  isDefault: row.id === defaultId,
  updatedAt: row.updated_at,
});

export function createThemesStore(db: Kysely<Database>) {
  const columns = ['id', 'name', 'design', 'updated_at'] as const;
  async function defaultId(userId: number): Promise<number | null> {
    const row = await db.selectFrom('users').select('default_theme_id').where('id', '=', userId).executeTakeFirst();
    return row?.default_theme_id ?? null;
  }
  async function find(userId: number, themeId: number): Promise<SavedTheme | undefined> {
    const row = await db
      .selectFrom('themes')
      .select(columns)
      .where('user_id', '=', userId)
      .where('id', '=', themeId)
      .executeTakeFirst();
    return row && present(row, await defaultId(userId));
  }

  return {
    find,

    async list(userId: number): Promise<SavedTheme[]> {
      const rows = await db
        .selectFrom('themes')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      const chosen = await defaultId(userId);
      return rows.map((row) => present(row, chosen));
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('themes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(userId: number, name: string, design: SavedThemeDesign): Promise<SavedTheme> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('themes')
        .values({ user_id: userId, name, design: JSON.stringify(design), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await find(userId, row.id)) as SavedTheme;
    },

    /** false when the owner has no such theme. */
    async update(userId: number, themeId: number, name: string, design: SavedThemeDesign): Promise<boolean> {
      const result = await db
        .updateTable('themes')
        .set({ name, design: JSON.stringify(design), updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', themeId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the theme, and forgets it as the default; false when the owner has no such theme. */
    async remove(userId: number, themeId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('themes')
          .where('user_id', '=', userId)
          .where('id', '=', themeId)
          .executeTakeFirst();
        await trx
          .updateTable('users')
          .set({ default_theme_id: null })
          .where('id', '=', userId)
          .where('default_theme_id', '=', themeId)
          .execute();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** Makes the theme the one new forms start with (null: none); false when the owner has no such theme. */
    async setDefault(userId: number, themeId: number | null): Promise<boolean> {
      if (themeId !== null && !(await find(userId, themeId))) return false;
      await db.updateTable('users').set({ default_theme_id: themeId }).where('id', '=', userId).execute();
      return true;
    },

    /** The design new forms of this owner start with, or null. */
    async defaultDesign(userId: number): Promise<SavedThemeDesign | null> {
      const chosen = await defaultId(userId);
      return chosen === null ? null : ((await find(userId, chosen))?.design ?? null);
    },
  };
}

export type ThemesStore = ReturnType<typeof createThemesStore>;
