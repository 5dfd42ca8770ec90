// The command line `npm run serve` starts the server with (root package.json), so that benches
// and browser journeys run the server exactly as production does, V8 flags included.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The arguments after `node` in the root package.json's `serve` script, with the entry point made absolute. */
export function serverArgs() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const [command, ...args] = scripts.serve.split(/\s+/);
  if (command !== 'node') throw new Error(`The serve script must start with node: ${scripts.serve}`);
  return args.map((arg) => (arg.startsWith('-') ? arg : path.join(repoRoot, arg)));
}
