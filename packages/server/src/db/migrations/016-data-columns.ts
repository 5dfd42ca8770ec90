import type { Kysely } from 'kysely';

// data_columns: each owner's choice of the Data table's columns for one form (docs/product.md §B2),
// their order and which are hidden, as the JSON list PUT …/data-columns took. It goes with its
// user or its form.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_columns')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_columns_pk', ['user_id', 'form_id'])
    .execute();
  // Deleting a form finds its rows by form.
  await db.schema.createIndex('data_columns_form').on('data_columns').column('form_id').execute();
}
