import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrl, runStatement } from '../../../../scripts/postgres.mjs';
import { loadConfig, type Config } from '../config/config';
import { createServer, type Server } from '../app';
import { migrate, openDatabase, SQLITE_FILE_NAME } from '../db/database';

// In-process API tests run against SQLite always and against PostgreSQL when
// TEST_DATABASE_URL is set (issue #2): each server gets its own empty database (a schema of its
// own on PostgreSQL).

export type TestDialect = 'sqlite' | 'postgres';

export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

let workerDatabase: Promise<string> | undefined;

/**
 * This worker's database, created at its first PostgreSQL test server and dropped when the run
 * ends (vitest.global-setup.ts). Creating a database costs PostgreSQL 200–600 ms, so each worker
 * makes one, and each test server a schema in it; test servers of one worker start one after
 * another, so none drops a schema while another's migrations read the catalogue.
 */
function testDatabase(base: string): Promise<string> {
  workerDatabase ??= (async () => {
    const name = `fbt_${inject('testRun')}_${randomBytes(4).toString('hex')}`;
    await runStatement(base, `create database ${name}`);
    return databaseUrl(base, name);
  })();
  return workerDatabase;
}

/** An empty schema of its own, reached through the connection's search_path. */
async function freshPostgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const database = await testDatabase(base);
  const name = `fb_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runStatement(database, `create schema ${name}`);
  const url = new URL(database);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    drop: async () => {
      await runStatement(database, `drop schema if exists ${name} cascade`);
    },
  };
}

/** Where this run's test files are kept (vitest.global-setup.ts removes it at the end). */
const runDirectory = () => path.join(os.tmpdir(), `fb-test-${inject('testRun')}`);

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

export interface TestServer extends Server {
  config: Config;
  dataDir: string;
}

/** `databaseUrl`: how the server reaches its fresh PostgreSQL database (a fault test puts a proxy between). */
export async function startTestServer(dialect: TestDialect, env: Record<string, string> = {}, { databaseUrl = (url: string) => url } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-test-'));
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
  const server = await createServer(config);
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
