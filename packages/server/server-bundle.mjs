// How the server is bundled: src/main.ts and the workspace packages it uses (TypeScript
// sources) into dist/main.js; npm dependencies stay external and load from node_modules.
// Shared by build.mjs and the watch of `npm run dev` (scripts/dev.mjs).
import path from 'node:path';

const here = import.meta.dirname;

/** @type {import('esbuild').BuildOptions} */
export const serverBundle = {
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@formbuilder/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};
