// Bundles the public form page's script (src/client/index.ts) into
// dist/form-client.js: one IIFE, ES2020, minified, no source map. Prints the
// raw and gzipped sizes and fails when the gzipped size is over the budget
// (issue #5: all JavaScript a visitor loads, at most 40 KB gzipped) or when
// React slipped into the bundle. Run from anywhere:
//   node packages/renderer/build-client.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLIENT_ENTRY = path.join(here, 'src/client/index.ts');
export const CLIENT_OUTFILE = path.join(here, 'dist/form-client.js');
export const CLIENT_BUDGET_GZIP_BYTES = 40 * 1024;
const zodLite = path.join(here, 'src/client/zod-lite.ts');

// Core's element registry builds zod schemas as it loads; the browser gets the
// small stand-in instead (see src/client/zod-lite.ts for why that is safe).
const zodLitePlugin = {
  name: 'zod-lite',
  setup(b) {
    b.onResolve({ filter: /^zod(\/.*)?$/ }, () => ({ path: zodLite }));
  },
};

/** Builds the bundle in memory: its code and sizes, and the packages it took in. */
export async function bundleClient() {
  const result = await build({
    entryPoints: [CLIENT_ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    write: false,
    metafile: true,
    outfile: CLIENT_OUTFILE,
    plugins: [zodLitePlugin],
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  const inputs = Object.keys(result.metafile.inputs);
  return {
    code,
    raw: Buffer.byteLength(code),
    gzipped: gzipSync(code, { level: 9 }).length,
    inputs,
    hasReact: inputs.some((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input)),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const bundle = await bundleClient();
  mkdirSync(path.dirname(CLIENT_OUTFILE), { recursive: true });
  writeFileSync(CLIENT_OUTFILE, bundle.code);
  const name = path.relative(process.cwd(), CLIENT_OUTFILE) || CLIENT_OUTFILE;
  console.log(`${name}: ${kb(bundle.raw)} raw, ${kb(bundle.gzipped)} gzipped (budget ${kb(CLIENT_BUDGET_GZIP_BYTES)})`);
  if (bundle.hasReact) {
    console.error('The form script must not include React.');
    process.exitCode = 1;
  }
  if (bundle.gzipped > CLIENT_BUDGET_GZIP_BYTES) {
    console.error(`Over budget by ${kb(bundle.gzipped - CLIENT_BUDGET_GZIP_BYTES)}.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
