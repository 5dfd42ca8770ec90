// How the server is bundled: src/main.ts and the workspace packages it uses (TypeScript
// sources) into dist/main.js; npm dependencies stay external and load from node_modules.
// Shared by build.mjs and the watch of `npm run dev` (scripts/dev.mjs).
// React is the exception: it is bundled, with process.env.NODE_ENV set to "production" in it, so
// the server renders with React's production build whatever NODE_ENV the process has. Left
// external, React picks its development build unless NODE_ENV is set before the bundle's first
// import, and that build is bigger and slower at every page it renders (docs/architecture.md,
// "Memory"). Tests run the sources, with React's development checks.
import path from 'node:path';

const here = import.meta.dirname;

/** The npm packages bundled rather than loaded from node_modules. */
const BUNDLED = /^(react|react-dom)(\/|$)/;

/** @type {import('esbuild').BuildOptions} */
export const serverBundle = {
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  // React's server build is CommonJS and requires Node's modules (util, stream, crypto): an ES
  // module has no `require` of its own, so the bundle makes one.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@formbuilder/') || BUNDLED.test(args.path)
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
};
