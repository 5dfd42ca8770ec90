import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import type pg from 'pg';
import { onFirstUse } from '../runtime/on-first-use';
import type { Database } from './schema';
import { openSqlite } from './sqlite-driver';
import { migrationContext, type MigrationContext } from './migrations/context';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-templates';
import * as m003 from './migrations/003-wide-counters';
import * as m004 from './migrations/004-hardening';
import * as m005 from './migrations/005-data';
import * as m007 from './migrations/007-plans';
import * as m008 from './migrations/008-admin';
import * as m009 from './migrations/009-answer-counts';
import * as m010 from './migrations/010-deliveries';
import * as m011 from './migrations/011-integrations';
import * as m012 from './migrations/012-template-uses';
import * as m013 from './migrations/013-outbox-open';
import * as m014 from './migrations/014-sessions';
import * as m015 from './migrations/015-upload-limit';
import * as m016 from './migrations/016-data-columns';
import * as m017 from './migrations/017-progress';
import * as m018 from './migrations/018-form-life';
import * as m019 from './migrations/019-themes';
import * as m020 from './migrations/020-form-slugs';
import * as m021 from './migrations/021-answer-filter-indexes';
import * as m022 from './migrations/022-submission-logic';
import * as m023 from './migrations/023-partial-responses';
import * as m024 from './migrations/024-submission-language';
import * as m025 from './migrations/025-verified-email-responses';
import * as m026 from './migrations/026-submission-params';
import * as m027 from './migrations/027-answer-trigrams';
import * as m028 from './migrations/028-answer-search-behind';

export type Dialect = 'sqlite' | 'postgres';

/** A read's parameters: `?` placeholders in the SQL, in order. */
export type ReadParams = readonly (string | number)[];
/**
 * Reads rows as plain arrays, outside Kysely, for reads too large for a row object each
 * (the streamed CSV). SQLite reads at once on a read-only connection of its
 * own, so the export never waits behind the writes nor holds their connection.
 */
export type ArrayReader = (sql: string, params: ReadParams) => unknown[][] | Promise<unknown[][]>;

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  readArrays: ArrayReader;
  close(): Promise<void>;
}

// Numbered migrations, listed here so the bundle carries them (no directory scan).
const migrations: Record<string, { up: (db: Kysely<unknown>, ctx: MigrationContext) => Promise<void> }> = {
  '001-initial': m001,
  '002-templates': m002,
  '003-wide-counters': m003,
  '004-hardening': m004,
  '005-data': m005,
  '007-plans': m007,
  '008-admin': m008,
  '009-answer-counts': m009,
  '010-deliveries': m010,
  '011-integrations': m011,
  '012-template-uses': m012,
  '013-outbox-open': m013,
  '014-sessions': m014,
  '015-upload-limit': m015,
  '016-data-columns': m016,
  '017-progress': m017,
  '018-form-life': m018,
  '019-themes': m019,
  '020-form-slugs': m020,
  '021-answer-filter-indexes': m021,
  '022-submission-logic': m022,
  '023-partial-responses': m023,
  '024-submission-language': m024,
  '025-verified-email-responses': m025,
  '026-submission-params': m026,
  '027-answer-trigrams': m027,
  '028-answer-search-behind': m028,
};

function staticProvider(dialect: Dialect): MigrationProvider {
  return {
    getMigrations(): Promise<Record<string, Migration>> {
      const ctx = migrationContext(dialect);
      return Promise.resolve(
        Object.fromEntries(
          Object.entries(migrations).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, ctx) }]),
        ),
      );
    },
  };
}

/** SQLite's database file, inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'formbuilder.sqlite';

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The PostgreSQL driver, loaded only on a server that uses PostgreSQL. */
const postgresDriver = onFirstUse<typeof pg>('pg');

/** Opens PostgreSQL when a URL is given, else SQLite under the data folder. */
export function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Db {
  if (databaseUrl) {
    const pg = postgresDriver();
    // Counts come back as bigint strings; parse them as numbers (they stay far below 2^53).
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    // An idle client whose server connection drops (restart, failover) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // A client in use between two queries (inside a transaction) hears the drop as an 'error'
    // event of its own, which would crash the process unheard; its next query fails instead
    // and the request gets a 503 (http/unavailable.ts).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Each read is a named statement: every connection parses and plans it once, not at each batch.
    const prepared = new Map<string, { name: string; text: string }>();
    const readArrays: ArrayReader = async (sql, params) => {
      let statement = prepared.get(sql);
      if (!statement) {
        let n = 0;
        statement = { name: `read-${prepared.size + 1}`, text: sql.replace(/\?/g, () => `$${++n}`) };
        prepared.set(sql, statement);
      }
      const result = await pool.query<unknown[]>({ ...statement, values: [...params], rowMode: 'array' });
      return result.rows;
    };
    return { kysely, dialect: 'postgres', readArrays, close: () => kysely.destroy() };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const database = openSqlite(file);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const reader = sqliteArrayReader(file);
  return {
    kysely,
    dialect: 'sqlite',
    readArrays: reader.read,
    close: async () => {
      reader.close();
      await kysely.destroy();
    },
  };
}

/** A read-only connection opened at its first read, its statements compiled once. */
function sqliteArrayReader(file: string) {
  let connection: DatabaseSync | undefined;
  const statements = new Map<string, StatementSync>();
  return {
    read: (sql: string, params: ReadParams): unknown[][] => {
      if (!connection) {
        connection = new DatabaseSync(file, { readOnly: true });
        connection.exec('PRAGMA busy_timeout = 5000');
      }
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        statement.setReturnArrays(true);
        statements.set(sql, statement);
      }
      return statement.all(...(params as SQLInputValue[])) as unknown as unknown[][];
    },
    close: () => {
      statements.clear();
      connection?.close();
      connection = undefined;
    },
  };
}

/** Brings the schema up to date; safe to run at every start, on both dialects. */
export async function migrate(db: Db): Promise<void> {
  // Kysely looks for its own migration tables in every schema of the database unless told
  // which: a server given a schema of its own (search_path in DATABASE_URL) keeps them there.
  const migrationTableSchema = db.dialect === 'postgres' ? await currentSchema(db.kysely) : undefined;
  const migrator = new Migrator({ db: db.kysely, provider: staticProvider(db.dialect), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : failed ? 'see the log' : 'unknown error';
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema)
    throw new Error('The database has no schema to create the tables in: check search_path in DATABASE_URL.');
  return schema;
}
