/**
 * Every resource screen shows a refused delete (issue 45, ADR 219). The screens are found from their
 * sources (each `features/<area>/<Screen>/<Name>Screen.tsx` that renders a ResourceScreen) and each
 * is filled with its own stories' answers (the meta's `beforeEach`); only the delete is refused.
 */
import { FORBIDDEN_TEXT } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, type Reply } from '../kit/testing/kitHarness.tsx';
import { errorToast } from '../kit/testing/locators.ts';

interface StoryModule {
  default: { title: string; component: ComponentType; beforeEach?: () => () => void };
}

const sources = import.meta.glob<string>('../features/*/*/*Screen.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const stories = import.meta.glob<StoryModule>('../features/*/*/*Screen.stories.tsx', { eager: true });

// A screen offers Delete when it names a remove claim or its own Delete row action.
const resourceScreens = Object.entries(sources)
  .filter(([, source]) => source.includes('<ResourceScreen') && /remove:|label: 'Delete'/.test(source))
  .map(([path]) => ({
    screen:
      path
        .split('/')
        .at(-1)
        ?.replace(/\.tsx$/, '') ?? path,
    stories: stories[path.replace(/\.tsx$/, '.stories.tsx')],
  }));

const refusals: { name: string; reply: Reply; shown: string }[] = [
  {
    name: '422 naming a field no screen shows',
    reply: { status: 422, body: { dependants: 'Records that use it exist.' } },
    shown: 'Records that use it exist.',
  },
  {
    name: '409',
    reply: { status: 409, body: { message: 'It was changed by someone else.' } },
    shown: 'It was changed by someone else.',
  },
  { name: '403 without a body', reply: { status: 403 }, shown: FORBIDDEN_TEXT },
  { name: '500', reply: { status: 500, body: { message: 'Something went wrong!' } }, shown: 'Something went wrong!' },
];

/** Answers every DELETE with the refusal; every other call as the story's set-up answers it. */
function refuseDeletes(reply: Reply): () => void {
  const storyFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method !== 'DELETE' || new URL(request.url).pathname.includes('/grid-preferences/')) {
      return storyFetch(input, init);
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return () => {
    globalThis.fetch = storyFetch;
  };
}

function isShown(locator: ReturnType<typeof errorToast>): boolean {
  const [element] = locator.elements();
  return element?.checkVisibility() === true;
}

let cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
  toast.clear();
  signInWith(null);
});

describe('a refused delete on every resource screen is shown', () => {
  test('the resource screens are found, each with its stories', () => {
    expect(resourceScreens.length).toBeGreaterThanOrEqual(20);
    expect(resourceScreens.filter((screen) => screen.stories === undefined).map((screen) => screen.screen)).toEqual([]);
  });

  const cases = resourceScreens.flatMap((screen) => refusals.map((refusal) => ({ ...screen, refusal })));
  test.each(cases)('$screen, $refusal.name', async ({ stories: module, refusal }) => {
    if (module === undefined) return;
    const { component: Screen, beforeEach: storyBeforeEach } = module.default;
    const storyCleanup = storyBeforeEach?.();
    if (storyCleanup) cleanups.push(storyCleanup);
    cleanups.push(refuseDeletes(refusal.reply));
    await render(<KitHarness screen={<Screen />} />);
    const deletes = page.getByRole('button', { name: /^Delete / });
    await expect.poll(() => deletes.elements().length, { timeout: 5000 }).toBeGreaterThan(0);
    await deletes.first().click();
    await page.getByRole('button', { name: 'Yes' }).click();
    // The error toast; or, for a question the server asks (a user still in groups, 409), the
    // confirmation's new question.
    const asked = page.getByText(refusal.shown, { exact: true });
    await expect.poll(() => isShown(errorToast(refusal.shown)) || isShown(asked), { timeout: 8000 }).toBe(true);
  });
});
