// Screenshot of every story in the repo, compared with the committed baseline of the same story id.
// Stories are found by the same globs as stories/main.ts, so a new *.stories.tsx is covered
// without touching this file.
import { composeStories } from '@storybook/react-vite';
import type { composeStory } from '@storybook/react-vite';
import { fontsReady } from '../../packages/design-system/src/theme/index.ts';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

declare module 'vitest' {
  interface ProvidedContext {
    /** True when CI=true: a story without a baseline fails instead of creating one. */
    visualCi: boolean;
  }
}

const loaders = import.meta.glob<StoriesModule>([
  '../../packages/*/src/**/*.stories.tsx',
  '../../apps/web/src/**/*.stories.tsx',
]);

// Loaded one by one so a story file that does not compile (say, another package's work in
// progress) fails its own test instead of the whole run.
const modules: [string, StoriesModule | Error][] = [];
for (const [file, load] of Object.entries(loaders)) {
  try {
    modules.push([file, await load()]);
  } catch (error) {
    modules.push([file, error instanceof Error ? error : new Error(String(error))]);
  }
}

// Which baselines exist: the glob only lists file names, nothing is loaded.
const baselines = new Set(
  Object.keys(import.meta.glob('./__screenshots__/*.png', { query: '?url' })).map((path) =>
    path.replace('./__screenshots__/', '').replace(/\.png$/, ''),
  ),
);

interface VisualParameters {
  /** Why this story has no screenshot (for example, it only exists to run a play function). */
  skip?: string;
}

let canvas: HTMLElement | null = null;

afterEach(() => {
  canvas?.remove();
  canvas = null;
});

/** Overlays (dialogs, toasts) render outside the story's canvas: then the whole viewport is taken. */
function screenshotTarget(storyCanvas: HTMLElement): HTMLElement {
  const overlay = document.querySelector('[role="dialog"], [role="alertdialog"], [data-component="Toast"]');
  return overlay ? document.body : storyCanvas;
}

for (const [file, module] of modules) {
  const title = file.replace(/^(\.\.\/)+/, '');
  if (module instanceof Error) {
    test(`${title} loads`, () => {
      throw module;
    });
    continue;
  }
  // The glob's modules are typed loosely; every named export of a CSF file is a composed story.
  const stories = Object.values(composeStories(module) as Record<string, ComposedStory>);
  describe(title, () => {
    for (const story of stories) {
      const visual = (story.parameters as { visual?: VisualParameters }).visual;
      // Vitest turns '--' into '-' in file names; '__' keeps the title/story boundary readable.
      const name = story.id.replace('--', '__');
      test.skipIf(visual?.skip !== undefined)(name, async () => {
        canvas = document.createElement('div');
        canvas.dataset.visualCanvas = '';
        // Like the Storybook canvas: padded unless the story asks for the full screen.
        const fullscreen = (story.parameters as { layout?: string }).layout === 'fullscreen';
        canvas.style.cssText = `display: flow-root; padding: ${fullscreen ? '0' : '16px'};`;
        document.body.appendChild(canvas);
        await story.run({ canvasElement: canvas });
        await fontsReady();
        const target = page.elementLocator(screenshotTarget(canvas));

        if (!baselines.has(name)) {
          if (inject('visualCi')) {
            throw new Error(
              `No baseline screenshot for story "${name}" (stories/visual/__screenshots__/${name}.png). ` +
                'Run `pnpm screenshots:update` locally, review the new PNG and commit it.',
            );
          }
          // Locally the first run of a new story records its baseline (Vitest writes it, then
          // reports the missing reference, which is expected here) and passes.
          try {
            await expect.element(target).toMatchScreenshot(name);
          } catch (error) {
            if (!(error instanceof Error) || !error.message.includes('No existing reference screenshot found'))
              throw error;
            console.warn(`visual: recorded a new baseline for ${name}; review and commit it.`);
          }
          return;
        }
        await expect.element(target).toMatchScreenshot(name);
      });
    }
  });
}
