import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './database';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';

describe.each(testDialects)('storage (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('runs migrations again without harm', async () => {
    await migrate(server.db);
    await migrate(server.db);
    const roles = await server.db.kysely.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
    expect(roles).toEqual([
      { id: 1, name: 'admin' },
      { id: 2, name: 'free' },
    ]);
  });

  it('seeds the free role with the product’s limits and one flag per element type', async () => {
    const free = await server.db.kysely
      .selectFrom('roles')
      .select('permission')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    const permission = JSON.parse(free.permission) as Record<string, unknown>;
    expect(permission).toMatchObject({ formLimit: 5, submissionLimit: 1000, uploadLimit: 100 });
    for (const type of ['TextBox', 'Radio', 'Checkbox', 'File', 'NetPromoterScore', 'Image'])
      expect(permission[type]).toBe(true);
  });

  it('counts upload bytes past 2 GiB', async () => {
    const now = new Date().toISOString();
    const { id } = await server.db.kysely
      .insertInto('users')
      .values({
        email: 'big@example.com',
        name: 'big',
        password_hash: null,
        google_sub: null,
        role_id: 2,
        email_verified: 1,
        is_active: 1,
        verification_code_hash: null,
        reset_code_hash: null,
        reset_expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.kysely
      .insertInto('usages')
      .values({ user_id: id, month: '2026-11', submissions: 0, upload_bytes: 3_000_000_000 })
      .execute();
    const row = await server.db.kysely
      .selectFrom('usages')
      .select('upload_bytes')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.upload_bytes)).toBe(3_000_000_000);
  });

  it('has every table of the schema', async () => {
    const tables = [
      'users',
      'roles',
      'whitelist',
      'forms',
      'form_versions',
      'submissions',
      'entries',
      'files',
      'outbox',
      'audit_log',
      'api_keys',
      'usages',
      'form_stats',
      'answer_counts',
      'templates',
      'integration_credentials',
      'rate_limits',
    ] as const;
    for (const table of tables) {
      await expect(server.db.kysely.selectFrom(table).selectAll().limit(1).execute()).resolves.toBeDefined();
    }
  });
});
