import { defineConfig } from 'vitest/config';

// Two groups, run one after the other: the consumer tests write the pact files, then the checks
// compare those files with the bundled spec. Files run one at a time because every consumer test
// file appends to the same pact file.
export default defineConfig({
  test: {
    fileParallelism: false,
    environment: 'node',
    // Pact would otherwise report usage to its maintainers; nothing may leave 127.0.0.1.
    env: { PACT_DO_NOT_TRACK: 'true' },
    projects: [
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['consumer/**/*.pact.test.ts'],
          // Starts from an empty pacts folder so no interaction from an earlier run survives.
          globalSetup: ['./src/clean-pacts.ts'],
          // Not 0: Vitest runs sequential files of group 0 after every numbered group.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'checks',
          include: ['checks/**/*.test.ts'],
          // Bundles the spec when openapi/dist/openapi.json is missing.
          globalSetup: ['./src/ensure-bundle.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
        },
      },
    ],
  },
});
