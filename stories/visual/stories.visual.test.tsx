// Screenshot of every story in the repo, compared with the committed baseline of the same story id.
// Stories are found by the same globs as stories/main.ts, so a new *.stories.tsx is covered
// without touching this file.
import { composeStories } from '@storybook/react-vite';
import type { composeStory } from '@storybook/react-vite';
import { fontsReady } from '../../packages/design-system/src/theme/index.ts';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { afterEach, describe, expect, inject, test, vi } from 'vitest';
import { page } from 'vitest/browser';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

declare module 'vitest' {
  interface ProvidedContext {
    /** True when CI=true: a story without a baseline fails instead of creating one. */
    visualCi: boolean;
    /** The project's viewport, restored after a story that asked for another one. */
    visualViewport: { width: number; height: number };
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
  /**
   * A fixed instant for `Date` while the story renders and is captured, for a story whose picture
   * follows the clock (a countdown). Only `Date` is frozen; timers still run, so nothing stalls.
   */
  now?: string;
  /**
   * Every story is captured settled: preview.tsx's `afterEach`, part of `story.run`, waits (at most
   * 5 s) until nothing on the page is loading (`aria-busy="true"` outside buttons,
   * `role="progressbar"`, a "Loading…" text) and the page has stopped changing, so a story needs no
   * play to be captured with its data. False for a story that shows loading on purpose (a `never`
   * reply, a busy region): its loading indicator may stay, only the page's rest is waited for.
   * See stories/settle.ts.
   */
  settle?: boolean;
}

interface ViewportParameters {
  viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }>; defaultViewport?: string };
}

interface ViewportGlobals {
  viewport?: { value?: string; isRotated?: boolean };
}

/**
 * The viewport a story asks for through Storybook's viewport global (or `parameters.viewport`), as
 * the Storybook UI and the `storybook` project use it; undefined keeps the project's 1024x768.
 */
function storyViewport(parameters: ViewportParameters, globals: ViewportGlobals) {
  const key = globals.viewport?.value ?? parameters.viewport?.defaultViewport;
  if (key === undefined || key === '') return undefined;
  const options: Record<string, { styles?: { width?: string; height?: string } }> = {
    ...MINIMAL_VIEWPORTS,
    ...parameters.viewport?.options,
  };
  const styles = options[key]?.styles;
  const px = (value: string | undefined) =>
    value !== undefined && /^\d+(px)?$/.test(value) ? Number.parseInt(value, 10) : NaN;
  const width = px(styles?.width);
  const height = px(styles?.height);
  if (Number.isNaN(width) || Number.isNaN(height))
    throw new Error(`visual: viewport "${key}" needs a width and height in px to be captured.`);
  return globals.viewport?.isRotated === true ? { width: height, height: width } : { width, height };
}

/** Tallest picture taken; far above any story, well below Chromium's texture limits. */
const MAX_CAPTURE_HEIGHT = 6000;

let canvas: HTMLElement | null = null;
let frame: HTMLElement | null = null;
let resized = false;

afterEach(async () => {
  canvas?.remove();
  canvas = null;
  frame?.remove();
  frame = null;
  // A story that scrolled the window (SectionNavigator) must not shift the next one.
  window.scrollTo(0, 0);
  vi.useRealTimers();
  if (resized) {
    const { width, height } = inject('visualViewport');
    await page.viewport(width, height);
    resized = false;
  }
});

/**
 * What to capture. Chromium paints only what is inside the viewport, and an overlay (a dialog, a
 * toast) sits over the viewport, not over the story's canvas: a story with an overlay, and a story
 * that scrolled the window (a section scrolled to), is taken as the viewport the user sees. An
 * element taller than the viewport would come out with whatever Chromium had painted below the
 * fold by then, which differs from run to run on a loaded machine. Otherwise the canvas is taken,
 * the viewport grown to its height first (below).
 */
function screenshotTarget(storyCanvas: HTMLElement): HTMLElement {
  const overlay = document.querySelector('[role="dialog"], [role="alertdialog"], [data-component="Toast"]');
  if (!overlay && window.scrollY === 0) return storyCanvas;
  // A transparent box over the viewport: an element screenshot of it is exactly what is on screen.
  frame = document.createElement('div');
  frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  document.body.appendChild(frame);
  return frame;
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
      test(name, async () => {
        const viewport = storyViewport(story.parameters, story.globals);
        if (viewport) {
          resized = true;
          await page.viewport(viewport.width, viewport.height);
        }
        if (visual?.now !== undefined) vi.setSystemTime(new Date(visual.now));
        canvas = document.createElement('div');
        canvas.dataset.visualCanvas = '';
        // Like the Storybook canvas: padded unless the story asks for the full screen.
        const fullscreen = (story.parameters as { layout?: string }).layout === 'fullscreen';
        canvas.style.cssText = `display: flow-root; padding: ${fullscreen ? '0' : '16px'};`;
        document.body.appendChild(canvas);
        // Includes the settle step (preview.tsx afterEach): the picture is of the final state.
        await story.run({ canvasElement: canvas });
        await fontsReady();
        const element = screenshotTarget(canvas);
        // Chromium paints only what is inside the viewport: a story taller than it would come out
        // blank below the fold, so the viewport grows to the story's height for the picture.
        const current = viewport ?? inject('visualViewport');
        const storyHeight = Math.ceil(canvas.getBoundingClientRect().height);
        if (element === canvas && storyHeight > current.height) {
          resized = true;
          await page.viewport(current.width, Math.min(storyHeight, MAX_CAPTURE_HEIGHT));
        }
        const target = page.elementLocator(element);

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
