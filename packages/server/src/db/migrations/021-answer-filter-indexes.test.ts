import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';

// Migration 021: the indexes the filter by answer and the ZIP export read, used by the queries
// that need them (the plan names the index; PostgreSQL is told to avoid a scan of a small table).

describe.each(testDialects)('migration 021, answer filter indexes (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  /** The plan of `query` as one text. */
  async function plan(query: string): Promise<string> {
    const db = server.db.kysely;
    if (dialect === 'sqlite') {
      const rows = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db);
      return rows.rows.map((row) => row.detail).join('\n');
    }
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it("reads a form's files by submission from files_form_submission (the ZIP export, deletes)", async () => {
    expect(await plan('select storage_key from files where form_id = 1 and submission_id in (1, 2, 3)')).toContain(
      'files_form_submission',
    );
  });

  it("answers whether a submission's answer holds from entries_submission_question_value, which replaces entries_submission", async () => {
    expect(
      await plan("select 1 from entries e where e.submission_id = 7 and e.question_id = 2 and e.value_key = 'x'"),
    ).toContain('entries_submission_question_value');
    // A submission's answers in form order (the detail, the page's cells) and the cascade of its deletion.
    expect(await plan('select question_id, value from entries where submission_id = 7 order by id')).toContain(
      'entries_submission_question_value',
    );
    const indexes =
      dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'entries'`.execute(server.db.kysely)
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'entries' and schemaname = current_schema()`.execute(
            server.db.kysely,
          );
    expect(indexes.rows.map((row) => row.name)).not.toContain('entries_submission');
  });
});
