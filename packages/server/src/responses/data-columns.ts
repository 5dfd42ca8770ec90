import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataColumnsSchema,
  paramColumnKey,
  storedParamNames,
  type DataColumn,
  type DataColumns,
} from '@formbuilder/core';
import type { Database } from '../db/schema';
import type { FormRow, FormsStore } from '../forms/forms.store';
import { ownedForm } from '../forms/ownership';
import { formParams, type RoutesPlugin } from '../http/contract';

// The owner's Data table columns for one form (docs/product.md §B2): their order and which are
// hidden, kept per user and form (data_columns, migration 016). Keys the form does not have are
// dropped, on the way in and out: a question deleted since leaves no column behind.

/** The columns every form's table has besides its questions' (core's dataColumnKeySchema). */
const METADATA_KEYS = ['created_at', 'completion_time'];

/** The stored choice, or none; an unreadable one reads as none. */
export function createDataColumnsStore(db: Kysely<Database>) {
  return {
    async get(userId: number, formId: number): Promise<DataColumn[]> {
      const row = await db
        .selectFrom('data_columns')
        .select('columns')
        .where('user_id', '=', userId)
        .where('form_id', '=', formId)
        .executeTakeFirst();
      if (!row) return [];
      let value: unknown;
      try {
        value = JSON.parse(row.columns);
      } catch {
        return [];
      }
      const parsed = dataColumnsSchema.shape.columns.safeParse(value);
      return parsed.success ? parsed.data : [];
    },

    async put(userId: number, formId: number, columns: readonly DataColumn[]): Promise<void> {
      const values = { columns: JSON.stringify(columns), updated_at: new Date().toISOString() };
      await db
        .insertInto('data_columns')
        .values({ user_id: userId, form_id: formId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'form_id']).doUpdateSet(values))
        .execute();
    },
  };
}
export type DataColumnsStore = ReturnType<typeof createDataColumnsStore>;

export interface DataColumnsDeps {
  store: DataColumnsStore;
  forms: Pick<FormsStore, 'version'>;
}

/**
 * The column keys of one version's props: its questions', its calculated values', its endings', the
 * URL parameters' it stores and, with more than one language, the language's (docs/product.md, "Languages in results").
 */
function propsKeys(props: FormRow['props'] | undefined): string[] {
  const logic = props?.logic;
  return [
    ...((props?.languages?.more.length ?? 0) > 0 ? ['language'] : []),
    ...(props?.elements ?? []).map((element) => `q:${element.id}`),
    ...(logic?.variables ?? []).map((variable) => `var:${variable.id}`),
    ...((logic?.endings.length ?? 0) > 0 ? ['ending'] : []),
    ...(props ? storedParamNames(props).map(paramColumnKey) : []),
  ];
}

/** The column keys the form has: the metadata's and those of its draft or published version. */
async function formKeys(forms: DataColumnsDeps['forms'], form: FormRow): Promise<Set<string>> {
  const published =
    form.published_version === null ? undefined : (await forms.version(form.id, form.published_version))?.props;
  return new Set([...METADATA_KEYS, ...propsKeys(form.props), ...propsKeys(published)]);
}

// Owner scope (auth/owner-scope.ts): paths are under /api/users/:userId; API keys allowed.
export const dataColumnsRoutes: RoutesPlugin<DataColumnsDeps> = (fastify, { store, forms }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const known = async (form: FormRow, columns: readonly DataColumn[]): Promise<DataColumns> => {
    const keys = await formKeys(forms, form);
    return { columns: columns.filter((column) => keys.has(column.key)) };
  };

  app.get(
    '/forms/:formId/data-columns',
    { schema: { params: formParams, response: { 200: dataColumnsSchema } } },
    async (request) => {
      const { userId, formId } = request.params;
      return known(ownedForm(request), await store.get(userId, formId));
    },
  );

  app.put(
    '/forms/:formId/data-columns',
    { schema: { params: formParams, body: dataColumnsSchema, response: { 200: dataColumnsSchema } } },
    async (request) => {
      const { userId, formId } = request.params;
      const kept = await known(ownedForm(request), request.body.columns);
      await store.put(userId, formId, kept.columns);
      return kept;
    },
  );
  done();
};
