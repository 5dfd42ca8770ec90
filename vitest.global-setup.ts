import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { runStatement } from './scripts/postgres.mjs';
import type { TestProject } from 'vitest/node';

// Test servers start from what each worker prepares once (packages/server/src/test/test-server.ts):
// a migrated SQLite file under the run's folder in the temp directory, and a PostgreSQL database
// in which each server gets a schema of its own. This names the run, and removes both when the
// run ends, whatever the workers left.

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
  }
}

export default function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  project.provide('testRun', run);
  return async function teardown() {
    fs.rmSync(path.join(os.tmpdir(), `fb-test-${run}`), { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const databases = await runStatement<{ datname: string }>(
      url,
      'select datname from pg_database where datname like $1',
      [`fbt_${run}_%`],
    );
    for (const { datname } of databases) await runStatement(url, `drop database if exists ${datname} with (force)`);
  };
}
