// `npm run dev`: the API server with reload on change (esbuild watch + node --watch)
// and the Vite dev server for the web app, which proxies /api to the server.
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { serverBundle } from '../packages/server/server-bundle.mjs';

const children = [];
const run = (command, args, options = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  return child;
};

const ctx = await context({ ...serverBundle, logLevel: 'info' });
await ctx.rebuild();
await ctx.watch();
run('node', ['--watch', '--enable-source-maps', 'packages/server/dist/main.js']);
run('npx', ['vite', '--config', 'packages/web/vite.config.ts', 'packages/web'], { env: { ...process.env } });

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void ctx.dispose().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
