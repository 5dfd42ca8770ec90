import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrl, runStatement } from '../../../../scripts/postgres.mjs';
import { loadConfig, type Config } from '../config/config';
import { createServer, type Server } from '../app';
import type { PasswordCost } from '../auth/passwords';
import { migrate, openDatabase, SQLITE_FILE_NAME } from '../db/database';

// In-process API tests run against SQLite always and against PostgreSQL when
// TEST_DATABASE_URL is set: each server starts on a database of its own as migrations leave it
// (a schema of its own on PostgreSQL).

export type TestDialect = 'sqlite' | 'postgres';

export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

let workerDatabase: Promise<string> | undefined;

/**
 * This worker's database, created at its first PostgreSQL test server and dropped when the run
 * ends (vitest.global-setup.ts). Creating a database costs PostgreSQL 200–600 ms, so each worker
 * makes one, and each test server a schema in it; test servers of one worker start one after
 * another, so none drops a schema while another's migrations read the catalogue. Its commits do
 * not wait for the disk (synchronous_commit off: what a crash of PostgreSQL would lose is a test
 * database), which spares each write of the API tests 5–10 ms; what they read is the same.
 */
function testDatabase(base: string): Promise<string> {
  workerDatabase ??= (async () => {
    const name = `fbt_${inject('testRun')}_${randomBytes(4).toString('hex')}`;
    await runStatement(base, `create database ${name}`);
    await runStatement(base, `alter database ${name} set synchronous_commit = off`);
    return databaseUrl(base, name);
  })();
  return workerDatabase;
}

/** The address of `schema` in `database`, reached through the connection's search_path. */
function schemaUrl(database: string, schema: string): string {
  const url = new URL(database);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** How to put a used schema back as migrations leave it, worked out once per worker. */
let resetPlan: Promise<(schema: string) => string> | undefined;

/**
 * The statements that empty a schema and restore what migrations write (the roles, the templates,
 * the migrations' own rows, each sequence's position), read from a schema this worker migrates
 * once and never serves (`pristine`).
 */
function schemaReset(database: string): Promise<(schema: string) => string> {
  resetPlan ??= (async () => {
    await runStatement(database, 'create schema pristine');
    const db = openDatabase({ databaseUrl: schemaUrl(database, 'pristine'), dataDir: os.tmpdir() });
    await migrate(db);
    await db.close();
    const tables = (
      await runStatement<{ name: string }>(
        database,
        "select tablename as name from pg_tables where schemaname = 'pristine'",
      )
    ).map(({ name }) => name);
    const seeded: string[] = [];
    for (const table of tables) {
      const [row] = await runStatement<{ filled: boolean }>(
        database,
        `select exists (select 1 from pristine."${table}") as filled`,
      );
      if (row?.filled) seeded.push(table);
    }
    // Seeded tables are copied parents first, so every foreign key finds its row.
    const references = await runStatement<{ child: string; parent: string }>(
      database,
      `select c.relname as child, p.relname as parent from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
         join pg_namespace n on n.oid = k.connamespace
        where n.nspname = 'pristine' and k.contype = 'f' and k.conrelid <> k.confrelid`,
    );
    // Parents before children: rows are copied in this order and deleted in the reverse one.
    const ordered: string[] = [];
    const visiting = new Set<string>();
    const visit = (table: string) => {
      if (ordered.includes(table) || visiting.has(table)) return;
      visiting.add(table);
      for (const { child, parent } of references) if (child === table) visit(parent);
      ordered.push(table);
    };
    for (const table of tables) visit(table);
    const sequences = await runStatement<{ name: string; start: string; last: string | null }>(
      database,
      `select sequencename as name, start_value::text as start, last_value::text as last from pg_sequences
        where schemaname = 'pristine'`,
    );
    // DELETE rather than TRUNCATE: on tables of a few rows it takes a fraction of the time.
    return (schema: string) =>
      [
        'begin',
        ...ordered.toReversed().map((table) => `delete from "${schema}"."${table}"`),
        ...ordered
          .filter((table) => seeded.includes(table))
          .map(
            (table) => `insert into "${schema}"."${table}" overriding system value select * from pristine."${table}"`,
          ),
        ...sequences.map(({ name, start, last }) =>
          last === null
            ? `select setval('"${schema}"."${name}"', ${start}, false)`
            : `select setval('"${schema}"."${name}"', ${last}, true)`,
        ),
        'commit',
      ].join(';\n');
  })();
  return resetPlan;
}

/** Schemas a closed server left, emptied back to their migrated state: the next servers take them. */
const migratedSchemas: string[] = [];

/**
 * An empty schema of its own. Migrating a new schema takes PostgreSQL most of a second, so a
 * closed server's schema is emptied back to what migrations leave and given to the next server
 * of this worker (whose migrations then find nothing to do); the first ones are made new.
 */
async function freshPostgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const database = await testDatabase(base);
  const reset = await schemaReset(database);
  let name = migratedSchemas.pop();
  if (!name) {
    name = `fb_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await runStatement(database, `create schema ${name}`);
  }
  const schema = name;
  let givenBack = false;
  return {
    url: schemaUrl(database, schema),
    drop: async () => {
      // Given back once only, even by a server closed twice: another server may have it by then.
      if (givenBack) return;
      givenBack = true;
      try {
        await runStatement(database, reset(schema));
        migratedSchemas.push(schema);
      } catch {
        // A schema that cannot be put back (a test changed its tables) is not reused.
        await runStatement(database, `drop schema if exists ${schema} cascade`);
      }
    },
  };
}

/**
 * Where this run's test files are kept: in memory where the system has it, so SQLite's commits
 * do not wait for the disk (vitest.global-setup.ts picks it, and removes it at the end).
 */
const runDirectory = () => inject('testRunDirectory');

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite database migrated once per worker. Each SQLite test server starts from a copy of it:
 * migrating a new file takes about 30 ms, copying it well under one.
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    fs.mkdirSync(runDirectory(), { recursive: true });
    const dataDir = fs.mkdtempSync(path.join(runDirectory(), 'template-'));
    const db = openDatabase({ databaseUrl: undefined, dataDir });
    await migrate(db);
    await db.close();
    return path.join(dataDir, SQLITE_FILE_NAME);
  })();
  return sqliteTemplate;
}

/**
 * The test servers' scrypt cost: a sixteenth of PASSWORD_COST (about 3 ms a hash instead of 45),
 * set on each server as it is built, never through configuration. Each hash carries its cost, so
 * logins check these passwords as any other. The test of sign-up's timing starts its server at
 * PASSWORD_COST, where the cost is what is measured.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };

export interface TestServer extends Server {
  config: Config;
  dataDir: string;
}

/**
 * `databaseUrl`: how the server reaches its fresh PostgreSQL database (a fault test puts a proxy
 * between); `passwordCost`: scrypt's cost for the passwords it hashes, null for the one a server
 * built without options hashes at (PASSWORD_COST).
 */
export async function startTestServer(
  dialect: TestDialect,
  env: Record<string, string> = {},
  {
    databaseUrl = (url: string) => url,
    passwordCost = TEST_PASSWORD_COST,
  }: { databaseUrl?: (url: string) => string; passwordCost?: PasswordCost | null } = {},
): Promise<TestServer> {
  fs.mkdirSync(runDirectory(), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(runDirectory(), 'server-'));
  const database = dialect === 'postgres' ? await freshPostgresSchema() : undefined;
  if (!database) fs.copyFileSync(await migratedSqliteFile(), path.join(dataDir, SQLITE_FILE_NAME));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '0',
    // Each test sees its own writes at once; the cache has a test of its own.
    PUBLIC_CACHE_MS: '0',
    PUBLIC_URL: 'http://forms.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(database ? { DATABASE_URL: databaseUrl(database.url) } : {}),
    ...env,
  });
  const server = await createServer(config, passwordCost ? { passwordCost } : {});
  return {
    ...server,
    config,
    dataDir,
    async close() {
      await server.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
