import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// themes: an owner's saved themes (docs/product.md, "Styling your form"), each a name and the
// design JSON core's savedThemeDesignSchema checked; they go with their user. users.
// default_theme_id names the one new forms start with (null: the product's default look).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await id(db.schema.createTable('themes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('themes_user').on('themes').column('user_id').execute();
  await db.schema.alterTable('users').addColumn('default_theme_id', 'integer').execute();
}
