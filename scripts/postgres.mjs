// Making and dropping the databases and schemas that tests and benches run on: each statement on
// a connection of its own (CREATE DATABASE cannot run inside a pool's transaction, and the
// server's own pool is not open yet or already closed). Shared by the API tests
// (packages/server/src/test/test-server.ts, vitest.global-setup.ts) and bench/support.mjs.
import pg from 'pg';

/** Runs one statement on its own connection to `connectionString` and answers its rows. */
export async function runStatement(connectionString, statement, values = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server `base` points at. */
export function databaseUrl(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
