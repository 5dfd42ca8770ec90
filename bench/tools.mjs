// Heavy tools that only one benchmark needs (lighthouse and its ~100 dependencies) are not
// devDependencies: `npm install` stays light for every user, and the bench that needs them
// installs them here, into bench/.tools (git-ignored), the first time it runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolsDir = path.join(import.meta.dirname, '.tools');

/**
 * Imports `entry` (an ES module text that re-exports what the bench needs) after making
 * sure `packages` (exact versions, so every run measures with the same tools) are installed.
 */
export async function importTools(name, packages, entry) {
  const dir = path.join(toolsDir, name);
  const wanted = JSON.stringify(packages);
  const stamp = path.join(dir, 'installed.json');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== wanted) {
    console.log(`  installing ${packages.join(', ')} into bench/.tools/${name} (once)…`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: `bench-tools-${name}`, private: true, type: 'module' }),
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['install', '--no-audit', '--no-fund', '--no-package-lock', ...packages], {
      cwd: dir,
      stdio: 'inherit',
    });
    fs.writeFileSync(stamp, wanted);
  }
  const file = path.join(dir, 'entry.mjs');
  fs.writeFileSync(file, entry);
  return import(pathToFileURL(file).href);
}
