import { sql, type Kysely } from 'kysely';
import { createAdminPermission, createFreePermission } from '@formbuilder/core';
import type { MigrationContext } from './context';

// The whole first schema (docs/architecture.md, "Storage").
export async function up(db: Kysely<unknown>, { id, now }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('verification_code_hash', 'text')
    .addColumn('reset_code_hash', 'text')
    .addColumn('reset_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('whitelist'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('forms'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('props', 'text', (c) => c.notNull())
    .addColumn('published_version', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('forms_user_id').on('forms').column('user_id').execute();

  await id(db.schema.createTable('form_versions'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('props', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('form_versions_form_version', ['form_id', 'version'])
    .execute();

  await id(db.schema.createTable('submissions'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_time', 'integer')
    .addColumn('idempotency_key', 'text')
    .addColumn('result_token', 'text')
    .addUniqueConstraint('submissions_form_idempotency', ['form_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('submissions_form_created')
    .on('submissions')
    .columns(['form_id', 'created_at'])
    .execute();

  await id(db.schema.createTable('entries'))
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'text')
    .execute();
  await db.schema.createIndex('entries_submission').on('entries').column('submission_id').execute();

  await id(db.schema.createTable('files'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('submission_id', 'integer', (c) => c.references('submissions.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('outbox'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'run_at']).execute();

  await id(db.schema.createTable('audit_log'))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('api_keys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('usages')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('submissions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('upload_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('usages_pk', ['user_id', 'month'])
    .execute();

  await id(db.schema.createTable('templates'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('props', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('integration_credentials'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  // docs/product.md §A6 — role 1 is admin, role 2 the free plan (locked name).
  await sql`insert into roles (id, name, permission, created_at) values
    (1, 'admin', ${JSON.stringify(createAdminPermission())}, ${now}),
    (2, 'free', ${JSON.stringify(createFreePermission())}, ${now})`.execute(db);
}
