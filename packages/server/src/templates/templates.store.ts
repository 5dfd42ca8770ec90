import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

export interface TemplateSummary {
  id: number;
  title: string;
  props: { tags: string[] };
}

export interface Template {
  id: number;
  title: string;
  props: unknown;
}

export function createTemplatesStore(db: Kysely<Database>) {
  /** A template by the id written in an address; undefined when there is none. */
  async function find(id: string | number): Promise<Template | undefined> {
    const key = Number(id);
    if (!Number.isSafeInteger(key) || key <= 0) return undefined;
    const row = await db.selectFrom('templates').select(['id', 'title', 'props']).where('id', '=', key).executeTakeFirst();
    return row && { id: row.id, title: row.title, props: JSON.parse(row.props) as unknown };
  }

  return {
    find,
    /** The gallery list: titles and tags only; the preview page shows the rest. */
    async list(): Promise<TemplateSummary[]> {
      const rows = await db.selectFrom('templates').select(['id', 'title', 'props']).orderBy('id').execute();
      return rows.map((row) => {
        const props = JSON.parse(row.props) as { tags?: unknown };
        return { id: row.id, title: row.title, props: { tags: Array.isArray(props.tags) ? props.tags.map(String) : [] } };
      });
    },

    async get(id: number): Promise<Template> {
      const template = await find(id);
      if (!template) throw notFound('Template not found.');
      return template;
    },
  };
}

export type TemplatesStore = ReturnType<typeof createTemplatesStore>;
