import { defineConfig } from 'vitest/config';

// Unit and in-process API tests of every package. Browser journeys live in e2e/
// and run through their own config after the build.
//
// Two projects (issue #9, suite time): the plain TypeScript tests (core, server, the renderer's
// and web's logic) share one module graph per worker (isolate: false), so Fastify, Kysely and
// core load once instead of once per file; the component tests (*.tsx, jsdom) keep a fresh
// one each, because React and their fakes keep module state between files.
const shared = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
  setupFiles: ['./vitest.setup.ts'],
  pool: 'threads' as const,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'logic', include: ['packages/*/src/**/*.test.ts'], isolate: false } },
      {
        test: { ...shared, name: 'components', include: ['packages/*/src/**/*.test.tsx'], isolate: false, setupFiles: [...shared.setupFiles, './vitest.components-setup.ts'] },
      },
    ],
  },
});
