import { defineConfig } from 'vitest/config';

// The server's tests in Node: each file starts its own server on an in-memory PGlite (and, for the
// files that ask, on the PostgreSQL that globalSetup starts once for the run).
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/postgres-global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite is single-threaded WebAssembly; two files at once on two cores is the sweet spot.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
