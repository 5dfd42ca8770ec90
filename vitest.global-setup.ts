import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { runStatement } from './scripts/postgres.mjs';
import type { TestProject } from 'vitest/node';

// Test servers start from what each worker prepares once (packages/server/src/test/test-server.ts):
// a migrated SQLite file under the run's folder, and a PostgreSQL database in which each server
// gets a schema of its own. This names the run and its folder, and removes both when the run
// ends, whatever the workers left.

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
    /** The folder every test server's data directory is made in. */
    testRunDirectory: string;
  }
}

/**
 * Where the run's files go: memory (/dev/shm) where the system has it, else the temp directory.
 * SQLite waits for the disk at each commit (synchronous = FULL): 5–10 ms a write on this
 * project's machines, which the API tests' thousands of writes spent blocked, not testing.
 */
function filesBase(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    if (fs.statSync('/dev/shm').isDirectory()) return '/dev/shm';
  } catch {
    // No memory file system: the temp directory.
  }
  return os.tmpdir();
}

export default function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const directory = path.join(filesBase(), `fb-test-${run}`);
  project.provide('testRun', run);
  project.provide('testRunDirectory', directory);
  return async function teardown() {
    fs.rmSync(directory, { recursive: true, force: true });
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
