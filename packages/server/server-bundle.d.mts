// Types of server-bundle.mjs for the test that builds it (src/runtime/server-bundle.test.ts).
import type { BuildOptions } from 'esbuild';

export const serverBundle: BuildOptions;
