import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the built server on a free port with a fresh
// data folder, and drives Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    root: import.meta.dirname,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
