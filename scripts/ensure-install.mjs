// Runs before `npm start`, `npm test` and `npm run dev`: installs dependencies when
// they are missing or older than package-lock.json, so a fresh clone needs no
// separate install step. Plain JavaScript: on a fresh clone this runs on the system
// Node, before the pinned Node 24 (devDependency `node`) is installed.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
if (stale || !existsSync('node_modules/.bin/node')) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
