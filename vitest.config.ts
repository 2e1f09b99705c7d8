import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { waitCeilingMs } from './stories/waitCeiling.ts';

/** The expectation and test ceilings of every browser project (a test may wait several times). */
export const browserTest = { expect: { poll: { timeout: waitCeilingMs } }, testTimeout: 60_000 };

export const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
};

export default defineConfig({
  test: {
    // Projects by file name: *.test.ts runs in Node, *.test.tsx (components, screens) in Chromium.
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        // Pre-bundle what every test file and the stories they render import before the first test:
        // a dependency found mid-run (storybook/test, first met by a screen test that renders stories)
        // makes Vite reload the page and the file running then never starts.
        optimizeDeps: {
          entries: [
            'packages/*/src/**/*.test.tsx',
            'apps/*/src/**/*.test.tsx',
            'packages/*/src/**/*.stories.tsx',
            'apps/web/src/**/*.stories.tsx',
          ],
        },
        test: {
          name: 'browser',
          ...browserTest,
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          browser,
        },
      },
      // Every story as a test (play functions, axe) and every story as a screenshot; both configs
      // live in stories/ where the Storybook packages resolve.
      './stories/vitest.storybook.config.ts',
      './stories/vitest.visual.config.ts',
    ],
  },
});
