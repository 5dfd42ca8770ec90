import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_FILES, FONT_PATH, FONT_SUBSETS, fontFileUrl } from '@formbuilder/renderer';
import type { RoutesPlugin } from '../http/contract';
import { notFound } from '../http/errors';

// The theme fonts (docs/product.md, "Styling your form"), served by this server from the
// Fontsource packages installed with it: a visitor's browser asks no third party, and the
// public pages' policy keeps font-src 'self'. A file never changes under its address (a new
// version of a package is a new release of the server), so it is cached for a year.

const PACKAGES: Record<keyof typeof FONT_FILES, string> = {
  inter: '@fontsource-variable/inter',
  nunito: '@fontsource-variable/nunito',
  lora: '@fontsource-variable/lora',
  'jetbrains-mono': '@fontsource-variable/jetbrains-mono',
};

const FONT_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  // Pages embedded on other sites load them too.
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
};

/** Each served address and the file on disk it is read from. */
export function fontFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const files = new Map<string, string>();
  for (const font of Object.keys(PACKAGES) as (keyof typeof PACKAGES)[]) {
    const folder = path.join(path.dirname(require.resolve(`${PACKAGES[font]}/package.json`)), 'files');
    for (const subset of FONT_SUBSETS) {
      files.set(fontFileUrl(font, subset), path.join(folder, `${font}-${subset}-wght-normal.woff2`));
    }
  }
  return files;
}

export const fontRoutes: RoutesPlugin<Record<never, never>> = (app, _deps, done) => {
  const files = fontFiles();
  const read = new Map<string, Buffer>();
  app.get(`${FONT_PATH}:file`, async (request, reply) => {
    const address = `${FONT_PATH}${(request.params as { file: string }).file}`;
    const file = files.get(address);
    if (file === undefined) throw notFound('This font is not served here.');
    let data = read.get(address);
    if (data === undefined) {
      data = await fs.promises.readFile(file);
      read.set(address, data);
    }
    return reply.headers(FONT_HEADERS).type('font/woff2').send(data);
  });
  done();
};
