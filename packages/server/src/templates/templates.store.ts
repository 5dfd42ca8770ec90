import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

export interface TemplateSummary {
  id: number;
  title: string;
  props: { tags: string[] };
}

export function createTemplatesStore(db: Kysely<Database>) {
  return {
    /** The gallery list: titles and tags only; the preview page shows the rest. */
    async list(): Promise<TemplateSummary[]> {
      const rows = await db.selectFrom('templates').select(['id', 'title', 'props']).orderBy('id').execute();
      return rows.map((row) => {
        const props = JSON.parse(row.props) as { tags?: unknown };
        return { id: row.id, title: row.title, props: { tags: Array.isArray(props.tags) ? props.tags.map(String) : [] } };
      });
    },

    async get(id: number): Promise<{ id: number; title: string; props: unknown }> {
      const row = await db.selectFrom('templates').select(['id', 'title', 'props']).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Template not found.');
      return { id: row.id, title: row.title, props: JSON.parse(row.props) as unknown };
    },
  };
}

export type TemplatesStore = ReturnType<typeof createTemplatesStore>;
