import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, serverArgs } from '../../scripts/server-command.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningApp {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

export { freePort };

/** Starts the built server (npm run build first) as `npm start` would, on SQLite. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const args = serverArgs();
  if (!fs.existsSync(args.at(-1) ?? '')) throw new Error('Build the app first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
