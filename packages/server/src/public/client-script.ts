import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { RoutesPlugin } from '../http/contract';

// The public form's small script (packages/renderer/src/client, built by
// packages/renderer/build-client.mjs). Served under a content hash so it can be
// cached for a year; when it has not been built, pages simply work without it.

export interface ClientScript {
  url: string;
  source: string;
}

export function loadClientScript(file?: string): ClientScript | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // From src/public (tests, dev) or dist/ (the built server).
  const candidates = file
    ? [file]
    : [
        path.resolve(here, '../../../renderer/dist/form-client.js'),
        path.resolve(here, '../../renderer/dist/form-client.js'),
      ];
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate)) continue;
    const source = fs.readFileSync(candidate, 'utf8');
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
    return { url: `/form/client.${hash}.js`, source };
  }
  return null;
}

export const clientScriptRoute: RoutesPlugin<{ script: ClientScript | null }> = (app, { script }, done) => {
  if (script)
    app.get(script.url, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('application/javascript; charset=utf-8')
        .send(script.source),
    );
  done();
};
