// The command line `npm run serve` starts the server with (root package.json), so that benches
// and browser journeys run the server exactly as production does, V8 flags included; and a free
// port to start it on.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The arguments after `node` in the root package.json's `serve` script, with the entry point made absolute. */
export function serverArgs() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const [command, ...args] = scripts.serve.split(/\s+/);
  if (command !== 'node') throw new Error(`The serve script must start with node: ${scripts.serve}`);
  return args.map((arg) => (arg.startsWith('-') ? arg : path.join(repoRoot, arg)));
}

/**
 * A port nothing listens on, chosen by the system (port 0): a port picked at random may be one an
 * outgoing connection holds (a PostgreSQL client's, say) and the server then fails with EADDRINUSE.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
