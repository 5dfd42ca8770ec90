import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, runStatement } from '../scripts/postgres.mjs';
import { freePort, serverArgs } from '../scripts/server-command.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

export { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

export { freePort };

/**
 * Starts the built server as `npm run serve` does (its V8 flags too) on 127.0.0.1, with a fresh
 * SQLite data folder (unless env sets DATABASE_URL). `dataDir` and `port` start it again on the
 * data of an earlier start.
 */
export async function startServer(
  env = {},
  { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-bench-')), port } = {},
) {
  const args = serverArgs();
  if (!fs.existsSync(args.at(-1))) throw new Error('Build first: npm run build');
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT: '0',
      SUBMIT_RATE_LIMIT: '0',
      ...env,
    },
    stdio: env.BENCH_QUIET ? 'ignore' : 'inherit',
  });
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url,
    port: listenOn,
    dataDir,
    pid: child.pid,
    /** Kills the process at once (no shutdown), keeping its data. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's resident memory in MB (Linux /proc). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * A process's CPU time so far (user and system, its threads included), in seconds (Linux
 * /proc/{pid}/stat fields 14 and 15). CPU per request depends far less on what else the machine
 * runs than requests a second do: the figure to compare two builds on a shared machine.
 */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The server's memory budget under load (intake, mixed load), MB at its peak. */
export const SERVER_MEMORY_MB = 250;

/** Watches a process's resident memory every `everyMs` until `stop()`, which returns where it started and its peak (MB). */
export function watchPeakRss(pid, everyMs = 250) {
  const before = rssMb(pid);
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, rssMb(pid))), everyMs);
  return {
    stop() {
      clearInterval(watch);
      return { before, peak: Math.max(peak, rssMb(pid)) };
    },
  };
}

/** A JSON call to the API; throws with the server's answer when it is not 2xx. */
export async function apiCall(url, method, body, token) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A signed-up, logged-in owner: the login answer (token, user_id …). The bench
 * server has no mail, so accounts are verified at signup; the first one is admin.
 */
export async function signUpOwner(baseUrl, email = `bench-${Date.now()}@example.com`, password = 'bench password') {
  await apiCall(`${baseUrl}/api/users/signup`, 'POST', { email, password });
  return apiCall(`${baseUrl}/api/users/login`, 'POST', { email, password });
}

/** The median time of `times` calls, in ms. */
export async function timed(times, call) {
  const ms = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)];
}

/** A fresh PostgreSQL database from BENCH_DATABASE_URL or TEST_DATABASE_URL, or null when neither is set. */
export async function freshPostgres() {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const dbName = `fb_bench_${Date.now()}`;
  await runStatement(base, `create database ${dbName}`);
  return {
    url: databaseUrl(base, dbName),
    async drop() {
      await runStatement(base, `drop database if exists ${dbName} with (force)`);
    },
  };
}

/**
 * Runs a bench on SQLite, then on a fresh PostgreSQL database when one is configured (dropped
 * afterwards); `skipped` says so when there is none.
 */
export async function onBothDatabases(onSqlite, onPostgres) {
  const runs = [await onSqlite()];
  const database = await freshPostgres();
  if (!database) return { runs, skipped: ['PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL'] };
  try {
    runs.push(await onPostgres(database.url));
  } finally {
    await database.drop();
  }
  return { runs, skipped: [] };
}

/** `measure(label, env)` on SQLite, then with env.DATABASE_URL set to a fresh PostgreSQL database when one is configured. */
export const measureOnBothDatabases = (measure) =>
  onBothDatabases(
    () => measure('SQLite', {}),
    (url) => measure('PostgreSQL', { DATABASE_URL: url }),
  );

/**
 * Starts a floor (floor-server.mjs) in a process of its own, with the `serve` script's V8 flags
 * as the server under test has: `env` says which floor (FLOOR=page or FLOOR=intake) and its data.
 */
export async function startFloor(env) {
  const flags = serverArgs().filter((arg) => arg.startsWith('-'));
  const child = spawn(process.execPath, [...flags, path.join(import.meta.dirname, 'floor-server.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`the floor exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
