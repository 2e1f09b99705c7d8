// The `storybook` Vitest project: every story in the repo becomes a test (render + play function +
// axe with a11y.test 'error') in Chromium. Referenced by path from the root vitest.config.ts because
// the Storybook packages resolve from this folder.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { browser, browserTest } from '../vitest.config.ts';

const here = dirname(fileURLToPath(import.meta.url));

export default defineProject({
  // Root here, not at the repo root: the plugin's setup files are bare imports that only resolve
  // from this package.
  root: here,
  plugins: [storybookTest({ configDir: here })],
  // Scan every story up front so Vite pre-bundles all their dependencies before the first test;
  // a dependency discovered mid-run makes Vite reload the page and the running file crashes.
  optimizeDeps: { entries: ['../packages/*/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'] },
  test: {
    name: 'storybook',
    root: here,
    ...browserTest,
    browser: { ...browser, viewport: { width: 1024, height: 768 } },
  },
});
