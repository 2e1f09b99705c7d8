import { defineConfig } from 'vitest/config';

// The contract's own tests: Node only, one Prism per run (started in the test file itself).
export default defineConfig({
  test: {
    name: 'openapi',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
