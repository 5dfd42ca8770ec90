import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../config/config';
import { createServer, type Server } from '../app';

// In-process API tests run against SQLite always and against PostgreSQL when
// TEST_DATABASE_URL is set (issue #2): each server gets its own fresh database.

export type TestDialect = 'sqlite' | 'postgres';

export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fb_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // The server's pool may still be closing its connections: wait for them rather
      // than cut them (a cut connection errors inside the closing pool).
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await client.end();
    },
  };
}

export interface TestServer extends Server {
  config: Config;
  dataDir: string;
}

/** `databaseUrl`: how the server reaches its fresh PostgreSQL database (a fault test puts a proxy between). */
export async function startTestServer(dialect: TestDialect, env: Record<string, string> = {}, { databaseUrl = (url: string) => url } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-test-'));
  const database = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
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

export interface TestUser {
  id: number;
  token: string;
  headers: { authorization: string };
}

/**
 * Signs up and logs in. A server without mail verifies at once; on one with mail the address
 * is marked verified as its link would (the test has no inbox to open it from).
 */
export async function signUp(server: Server, email: string, password = 'long enough password'): Promise<TestUser> {
  const signup = await server.app.inject({ method: 'POST', url: '/api/users/signup', payload: { email, password } });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  if (server.mailer.enabled) await server.db.kysely.updateTable('users').set({ email_verified: 1 }).where('email', '=', email.toLowerCase()).execute();
  const login = await server.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  const body = login.json<{ token: string; user_id: number }>();
  return { id: body.user_id, token: body.token, headers: { authorization: `Bearer ${body.token}` } };
}
