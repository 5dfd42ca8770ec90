import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Partial responses (docs/product.md, "Partial responses"): what a visitor of a form that opts in
// typed before Submit, one row per visit, saved again on each page.
// - token_hash: the SHA-256 (hex) of the visitor's resume token; the token itself is never kept.
// - fields: the posted answer fields as JSON, { "q_1": ["…"], … }; files: the files kept with it
//   as JSON, [{ field, questionId, fileName, size, mimeType, storageKey }] (already counted in
//   the owner's upload usage when they were saved).
// - page: the last page the visitor reached (1-based).
// - expires_at: when the row is deleted (last save + keepDays); resume_until: when its resume
//   link stops working (last save + resumeDays). A form's deletion takes its rows along.
// The index serves the owner's list, newest save first, and the statistics' count.

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await ctx
    .id(db.schema.createTable('partial_responses'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('resume_until', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('partial_responses_form_updated')
    .on('partial_responses')
    .columns(['form_id', 'updated_at desc'])
    .execute();
  await db.schema.createIndex('partial_responses_expires').on('partial_responses').column('expires_at').execute();
}
