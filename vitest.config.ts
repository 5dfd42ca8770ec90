import { defineConfig } from 'vitest/config';

// Unit and in-process API tests of every package. Browser journeys live in e2e/
// and run through their own config after the build.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
