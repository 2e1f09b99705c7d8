// The `visual` Vitest project: one screenshot per story, compared with the baselines committed in
// stories/visual/__screenshots__ (see docs/adr/023 and README.md).
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { browser, browserTest } from '../vitest.config.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const diffDir = resolve(root, 'test-results/visual');
/** The canvas stories are captured in, unless a story asks for a viewport of its own. */
const viewport = { width: 1024, height: 768 };

export default defineProject({
  root,
  // Its own pre-bundled dependencies: `npm test` runs this project in a Vitest of its own beside
  // the other browser projects (scripts/check.mjs), and two optimizers must not share one folder.
  cacheDir: resolve(root, 'node_modules/.vite-visual'),
  plugins: [react()],
  // The accessibility addon fails a story on an axe violation only in a run it takes for Vitest
  // outside Storybook's own plugin; this project is that run (ADR 228).
  define: { 'import.meta.env.VITEST_STORYBOOK': JSON.stringify('false') },
  // Pre-bundle everything the stories import before the first test (a dependency found mid-run
  // makes Vite reload the page and crash the run).
  optimizeDeps: {
    entries: [
      'stories/visual/setup.ts',
      'stories/visual/*.visual.test.tsx',
      'stories/refusals/*.test.tsx',
      'packages/*/src/**/*.stories.tsx',
      'apps/web/src/**/*.stories.tsx',
    ],
  },
  test: {
    name: 'visual',
    ...browserTest,
    // No retries (issue 44): a screenshot that differs fails the first time. toMatchScreenshot
    // already waits for two equal frames in a row; the known source of a late difference, a failure
    // toast of the story before, is fixed at its source: story teardown cancels the harness's queries
    // (kit/testing/kitHarness.tsx).
    retry: 0,
    // Vitest keeps screenshot artifacts for reporters; under test-results/ git ignores them.
    attachmentsDir: resolve(root, 'test-results/visual/attachments'),
    include: ['stories/visual/**/*.visual.test.tsx', 'stories/refusals/*.test.tsx'],
    setupFiles: ['stories/visual/setup.ts'],
    provide: { visualCi: process.env.CI === 'true' || process.env.CI === '1', visualViewport: viewport },
    browser: {
      ...browser,
      // Reduced motion: scripted animations (the section navigator's 300 ms scroll) jump to their
      // end, so a story is captured settled; CSS animations are also off in the screenshot options.
      provider: playwright({ ...browser.provider.options, contextOptions: { reducedMotion: 'reduce' } }),
      viewport,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Small but non-zero: anti-aliasing noise passes, a moved border or changed colour does not.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          // One baseline per story id, next to the test; this project only ever runs on Chromium/Linux.
          resolveScreenshotPath: ({ arg, ext, testFileDirectory, screenshotDirectory }) =>
            resolve(root, testFileDirectory, screenshotDirectory, `${arg}${ext}`),
          // Actual and diff images of a failing run go to test-results/visual (ignored by git); the
          // failure message prints both paths.
          resolveDiffPath: ({ arg, ext }) => resolve(diffDir, `${arg}${ext}`),
        },
      },
    },
  },
});

export const visualDiffDir = relative(root, diffDir);
