import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and in-process API tests of every package. Browser journeys live in e2e/
// and run through their own config after the build.
//
// Two projects: the plain TypeScript tests (core, server, the renderer's
// and web's logic) share one module graph per worker (isolate: false), so Fastify, Kysely and
// core load once instead of once per file; the component tests (*.tsx) share one jsdom too, and
// vitest.components-setup.ts gives each file fresh copies of the project's modules (their caches
// would otherwise reach the next file), empty storage and an empty page.
const shared = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
  setupFiles: ['./vitest.setup.ts'],
  pool: 'threads' as const,
};

export default defineConfig({
  test: {
    globalSetup: ['./vitest.global-setup.ts'],
    // Vitest keeps a core for itself (cores − 1 workers: one on a two-core machine), but once the
    // files are transformed it mostly waits, and so do the tests (sockets, timers, PostgreSQL,
    // child processes): one worker more than the cores keeps them busy (73 s → 35 s).
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      { test: { ...shared, name: 'logic', include: ['packages/*/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          ...shared,
          name: 'components',
          include: ['packages/*/src/**/*.test.tsx'],
          isolate: false,
          setupFiles: [...shared.setupFiles, './vitest.components-setup.ts'],
        },
      },
    ],
  },
});
