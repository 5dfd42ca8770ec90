import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// One response per verified e-mail address (docs/product.md, "A form's life";
// docs/decisions/011-verified-email-responses.md).
// - forms.one_response_check: how one response is checked when forms.one_response is on,
//   'cookie' (as before) or 'verified-email'; forms.one_response_email: the Email question's id.
// - pending_responses: a checked submission waiting for its confirmation link. token_hash is the
//   SHA-256 (hex) of the link's token, never the token; payload the submission as the writer takes
//   it (JSON), emptied once confirmed; email_hash the SHA-256 of the form id and the normalised
//   address; expires_at 24 hours on, when the sweep deletes the row and its files.
// - verified_responses: one row per form and address hash, written in the confirmed submission's
//   own transaction: its primary key refuses a second one. A deleted submission takes its row
//   along, so the address may answer again.
export const VERIFIED_RESPONSE_KEY = 'verified_responses_form_email';

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('one_response_check', 'text', (c) => c.notNull().defaultTo('cookie'))
    .execute();
  await db.schema.alterTable('forms').addColumn('one_response_email', 'integer').execute();
  await ctx
    .id(db.schema.createTable('pending_responses'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema.createIndex('pending_responses_expires').on('pending_responses').column('expires_at').execute();
  await db.schema
    .createTable('verified_responses')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(VERIFIED_RESPONSE_KEY, ['form_id', 'email_hash'])
    .execute();
  await db.schema
    .createIndex('verified_responses_submission')
    .on('verified_responses')
    .column('submission_id')
    .execute();
}
