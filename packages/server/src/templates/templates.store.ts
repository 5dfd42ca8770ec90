import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { DB_ID_MAX, type FormProps } from '@formbuilder/core';
import { readFormProps } from '../db/form-props';

export interface TemplateSummary {
  id: number;
  title: string;
  props: { tags: string[] };
}

export interface Template {
  id: number;
  title: string;
  /** Parsed; undefined when they no longer parse. */
  props: FormProps | undefined;
}

/** How many templates the empty forms list offers. */
export const MOST_USED_COUNT = 4;

function summary(row: { id: number; title: string; props: string }): TemplateSummary {
  return { id: row.id, title: row.title, props: { tags: readFormProps(row.props)?.tags ?? [] } };
}

/** One more form made from the template; run in the transaction that creates the form. */
export async function countTemplateUse(trx: Transaction<Database>, templateId: number): Promise<void> {
  await trx
    .updateTable('templates')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', templateId)
    .execute();
}

export function createTemplatesStore(db: Kysely<Database>) {
  /** A template by the id written in an address; undefined when there is none. */
  async function find(id: string | number): Promise<Template | undefined> {
    const key = Number(id);
    if (!Number.isSafeInteger(key) || key <= 0 || key > DB_ID_MAX) return undefined;
    const row = await db
      .selectFrom('templates')
      .select(['id', 'title', 'props'])
      .where('id', '=', key)
      .executeTakeFirst();
    return row && { id: row.id, title: row.title, props: readFormProps(row.props) };
  }

  return {
    find,
    /** The gallery list: titles and tags only; the preview page shows the rest. */
    async list(): Promise<TemplateSummary[]> {
      const rows = await db.selectFrom('templates').select(['id', 'title', 'props']).orderBy('id').execute();
      return rows.map(summary);
    },

    /** The templates most forms were made from; equal counts in their suggested order (migration 012). */
    async mostUsed(): Promise<TemplateSummary[]> {
      const rows = await db
        .selectFrom('templates')
        .select(['id', 'title', 'props'])
        .orderBy('uses', 'desc')
        .orderBy('suggested')
        .orderBy('id')
        .limit(MOST_USED_COUNT)
        .execute();
      return rows.map(summary);
    },

    async get(id: number): Promise<Template> {
      const template = await find(id);
      if (!template) throw notFound('Template not found.');
      return template;
    },
  };
}

export type TemplatesStore = ReturnType<typeof createTemplatesStore>;
