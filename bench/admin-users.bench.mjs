// The admin console's user list stays fast on a server with 100,000 users, on
// SQLite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): the first page, a page
// deep in the list (keyset by e-mail), and a search by part of an address. The users are
// seeded in bulk by SQL beside the server.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { onBothDatabases, signUpOwner, startServer, timed } from './support.mjs';

export const name = 'admin users: 100,000 accounts — first page, a deep page, a search, on SQLite and PostgreSQL';
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const BUDGETS = { firstPage: 50, deepPage: 50, search: 200 };

// user-000001@bench.example … ; a third verified, one in fifty suspended.
const seedSelect = (series, padded) => `select 'user-' || ${padded} || '@bench.example', 'user', 2,
  case when i % 3 = 0 then 1 else 0 end, case when i % 50 = 0 then 0 else 1 end, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' from ${series}`;
const COLUMNS = 'email, name, role_id, email_verified, is_active, created_at, updated_at';

function seedSqlite(dataDir) {
  const db = new DatabaseSync(path.join(dataDir, 'formbuilder.sqlite'));
  db.exec('PRAGMA busy_timeout = 10000');
  db.exec(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${USERS})
    insert into users (${COLUMNS}) ${seedSelect('n', "substr('000000' || i, -6, 6)")}`);
  db.exec('ANALYZE');
  db.close();
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into users (${COLUMNS}) ${seedSelect(`generate_series(1, ${USERS}) i`, "lpad(cast(i as text), 6, '0')")}`,
  );
  await client.query('vacuum analyze users');
  await client.end();
}

async function measure(label, env, seed) {
  const server = await startServer(env);
  try {
    const admin = await signUpOwner(server.url, 'admin@bench.example');
    await seed(server);
    const get = async (query) => {
      const response = await fetch(`${server.url}/api/admin/users?${query}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const first = await get('limit=50');
    if (first.rows.length !== 50 || first.next === null) throw new Error('the first page is not full');
    const middle = `user-${String(Math.floor(USERS / 2)).padStart(6, '0')}@bench.example`;
    const deep = await get(`limit=50&after=${encodeURIComponent(middle)}`);
    if (deep.rows[0]?.email <= middle) throw new Error('the deep page does not start after its cursor');
    const wanted = `user-${String(USERS - 7).padStart(6, '0')}`;
    const found = await get(`limit=50&q=${wanted}`);
    if (found.rows.length !== 1) throw new Error(`the search found ${found.rows.length} users`);
    return {
      label,
      firstPage: await timed(9, () => get('limit=50')),
      deepPage: await timed(9, () => get(`limit=50&after=${encodeURIComponent(middle)}`)),
      // Near the end of the list: the search reads most of the table.
      search: await timed(5, () => get(`limit=50&q=${wanted}`)),
    };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const { runs, skipped } = await onBothDatabases(
    () => measure('SQLite', {}, (server) => seedSqlite(server.dataDir)),
    (url) => measure('PostgreSQL', { DATABASE_URL: url }, () => seedPostgres(url)),
  );
  const ms = (n) => `${n.toFixed(1)} ms`;
  return {
    runs,
    lines: [
      ...runs.map(
        (r) =>
          `${r.label}: first page ${ms(r.firstPage)}, a page after the 50,000th ${ms(r.deepPage)}, a search near the end ${ms(r.search)}`,
      ),
      ...skipped,
    ],
    budgetText: `${USERS} users: first page ≤ ${BUDGETS.firstPage} ms, deep page ≤ ${BUDGETS.deepPage} ms, search ≤ ${BUDGETS.search} ms`,
  };
}

export const budget = (r) =>
  r.runs.every((x) => x.firstPage <= BUDGETS.firstPage && x.deepPage <= BUDGETS.deepPage && x.search <= BUDGETS.search);
