import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element } from '@formbuilder/core';
import { freePort, serverArgs } from '../../../../scripts/server-command.mjs';
import { streamedMultipartBody, type GeneratedFile } from '../test/multipart';

// Five submissions of 20 × 10 MB files at once took the server from 200 MB
// to 1.2 GB, every file held in memory before the quota was even checked. Here the real
// server runs as a child process (bundled as `npm run build` does) and its peak memory
// (VmHWM) is read from /proc once the same attack, and then five accepted 50 MB
// submissions, are through. It runs with the V8 flags of `npm run serve`: without them V8 keeps a
// 64 MB young generation on a large machine, and the peak measures the collector, not the intake.

const MB = 1024 * 1024;
const MEMORY_BUDGET_BYTES = 300 * MB;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
// Inside the server's node_modules, so that the bundle's external packages resolve as those of
// dist/main.js do: the server's own versions first (its lru-cache; the root holds an older one).
const bundleDir = path.join(
  repoRoot,
  'packages/server/node_modules/.cache',
  `fb-intake-memory-${randomBytes(6).toString('hex')}`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-memory-'));
let child: ChildProcess;
let baseUrl = '';
let log = '';

async function startServer(): Promise<void> {
  await build({
    entryPoints: [path.join(repoRoot, 'packages/server/src/main.ts')],
    outfile: path.join(bundleDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    plugins: [
      {
        name: 'npm-external',
        setup: (b) =>
          b.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@formbuilder/') ? undefined : { path: a.path, external: true },
          ),
      },
    ],
    logLevel: 'warning',
  });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${String(port)}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SUBMIT_RATE_LIMIT: '0',
    AUTH_RATE_LIMIT: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  const flags = serverArgs().filter((arg) => arg.startsWith('-'));
  child = spawn(process.execPath, [...flags, path.join(bundleDir, 'main.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // Up to 30 s: the bundle is built first, and a busy machine starts it slowly.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${log}`);
}

async function api<T>(method: string, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${String(res.status)} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Streams a generated body; returns as soon as the server responds, and stops sending then. */
function post(uuid: string, files: GeneratedFile[]): Promise<{ status: number; message: string }> {
  const body = streamedMultipartBody(files);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/form/view/${uuid}`,
      { method: 'POST', agent: false, headers: { ...body.headers, accept: 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          request.destroy();
          resolve({ status: res.statusCode ?? 0, message: (JSON.parse(text) as { message: string }).message });
        });
      },
    );
    // Once the server has responded, a cut upload is expected; before, it is a failure.
    request.on('error', (error) => reject(error));
    Readable.from(body.chunks()).pipe(request);
  });
}

/** The server's peak resident memory so far, from Linux's /proc. */
function peakMemoryBytes(): number {
  const status = fs.readFileSync(`/proc/${String(child.pid)}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

describe.skipIf(process.platform !== 'linux')('intake memory under large uploads (a server process)', () => {
  let uuid = '';

  beforeAll(async () => {
    await startServer();
    const email = 'memory@example.com';
    await api('POST', '/api/users/signup', { email, password: 'long enough password' });
    const { token, user_id: userId } = await api<{ token: string; user_id: number }>('POST', '/api/users/login', {
      email,
      password: 'long enough password',
    });
    const form = createNewForm();
    form.props.elements = Array.from({ length: 20 }, (_, i): Element => ({
      id: i + 1,
      type: 'File',
      label: `File ${String(i + 1)}`,
    }));
    const created = await api<{ id: number; uuid: string }>(
      'POST',
      `/api/users/${String(userId)}/forms`,
      { ...form, title: 'Uploads' },
      token,
    );
    await api('POST', `/api/users/${String(userId)}/forms/${String(created.id)}/publish`, {}, token);
    uuid = created.uuid;
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(bundleDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const files = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      field: `q_${String(i + 1)}`,
      name: `part-${String(i + 1)}.txt`,
      size: 10 * MB,
    }));

  it('stays under 300 MB with five parallel submissions of 20 × 10 MB files, refused past 50 MB each', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(uuid, files(20))));
    const peak = peakMemoryBytes();
    expect(peak, `peak memory ${String(Math.round(peak / MB))} MB\n${log}`).toBeLessThan(MEMORY_BUDGET_BYTES);
    for (const answer of answers)
      expect(answer).toEqual({ status: 413, message: 'The files of one submission may add up to at most 50 MB.' });
    const uploads = path.join(dataDir, 'uploads');
    const left = fs.existsSync(uploads)
      ? fs.readdirSync(uploads, { recursive: true }).filter((f) => String(f).length > 3)
      : [];
    expect(left).toEqual([]);
  }, 30_000);

  it('streams five accepted submissions of 5 × 10 MB files to storage in the same budget', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(uuid, files(5))));
    for (const answer of answers) expect(answer.status).toBe(201);
    const peak = peakMemoryBytes();
    expect(peak, `peak memory ${String(Math.round(peak / MB))} MB\n${log}`).toBeLessThan(MEMORY_BUDGET_BYTES);
  }, 30_000);
});
