// Bundles the public form page's script (src/client/index.ts) into
// dist/form-client.js: one IIFE, ES2020, minified, no source map. Prints the
// raw and gzipped sizes and fails when the gzipped size is over the budget
// (all JavaScript a visitor loads, at most 40 KB gzipped), or when
// React or zod slipped into the bundle. Run from anywhere:
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

// The script imports core's zod-free runtime entry (@formbuilder/core/runtime,
// docs/architecture.md, "The visitor's script"): zod would cost ~95 KB gzipped against the 40 KB budget. Both
// checks read the metafile's inputs (every file esbuild took in, used or not): a
// path under node_modules/<package>/ means that package got in.
const packageInput = (names) => new RegExp(`(^|/)node_modules/(${names})/`);
const REACT_INPUT = packageInput('react|react-dom|scheduler');
const ZOD_INPUT = packageInput('zod');

/**
 * Builds the bundle in memory: its code and sizes, and the packages it took in.
 * `source` replaces the entry (tests bundle a few lines through esbuild's stdin).
 */
export async function bundleClient(source = { entryPoints: [CLIENT_ENTRY] }) {
  const result = await build({
    ...source,
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
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  const inputs = Object.keys(result.metafile.inputs);
  return {
    code,
    raw: Buffer.byteLength(code),
    gzipped: gzipSync(code, { level: 9 }).length,
    inputs,
    hasReact: inputs.some((input) => REACT_INPUT.test(input)),
    zodInputs: inputs.filter((input) => ZOD_INPUT.test(input)),
    /** Who imports each input, to say how zod got in. */
    importers: importersOf(result.metafile),
  };
}

function importersOf(metafile) {
  const importers = new Map();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path: imported } of imports) importers.set(imported, [...(importers.get(imported) ?? []), input]);
  }
  return importers;
}

/** The first module outside zod on the way to a zod input, e.g. a core module that imports 'zod'. */
export function zodImporters(bundle) {
  const outside = bundle.zodInputs
    .flatMap((input) => bundle.importers.get(input) ?? [])
    .filter((input) => !ZOD_INPUT.test(input));
  return [...new Set(outside)];
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
  if (bundle.zodInputs.length > 0) {
    console.error(
      'The form script must not include zod (docs/architecture.md, "The visitor’s script"): import @formbuilder/core/runtime, not @formbuilder/core.\n' +
        `zod is imported by: ${zodImporters(bundle).join(', ')}`,
    );
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
