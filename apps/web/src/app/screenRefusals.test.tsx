/**
 * Every resource screen shows a refused delete and a refused edit (issue 45, ADR 219). The screens
 * are found from their sources (each `features/<area>/<Screen>/<Name>Screen.tsx` that renders a
 * ResourceScreen) and each is filled with its own stories' answers (the meta's `beforeEach`); only
 * the delete or the save is refused.
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

const resourceScreens = Object.entries(sources)
  .filter(([, source]) => source.includes('<ResourceScreen'))
  .map(([path, source]) => ({
    screen:
      path
        .split('/')
        .at(-1)
        ?.replace(/\.tsx$/, '') ?? path,
    stories: stories[path.replace(/\.tsx$/, '.stories.tsx')],
    // Delete is offered with a remove claim or the screen's own Delete action; Edit with a form.
    deletes: /remove:|label: 'Delete'/.test(source),
    edits: source.includes('form={'),
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

/** Answers every call of `method` with the refusal; every other call as the story's set-up answers it. */
function refuse(method: 'DELETE' | 'PUT', reply: Reply): () => void {
  const storyFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method !== method || new URL(request.url).pathname.includes('/grid-preferences/')) {
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

/** The screen filled by its stories' set-up, with `method` refused. */
async function renderRefusing(module: StoryModule, method: 'DELETE' | 'PUT', reply: Reply) {
  const { component: Screen, beforeEach: storyBeforeEach } = module.default;
  const storyCleanup = storyBeforeEach?.();
  if (storyCleanup) cleanups.push(storyCleanup);
  cleanups.push(refuse(method, reply));
  await render(<KitHarness screen={<Screen />} />);
}

/** Waits for the first row action whose name starts with `label` and presses it. */
async function pressFirst(label: string) {
  const buttons = page.getByRole('button', { name: new RegExp(`^${label} `) });
  await expect.poll(() => buttons.elements().length).toBeGreaterThan(0);
  await buttons.first().click();
}

describe('a refusal on every resource screen is shown', () => {
  test('the resource screens are found, each with its stories', () => {
    expect(resourceScreens.length).toBeGreaterThanOrEqual(20);
    expect(resourceScreens.filter((screen) => screen.stories === undefined).map((screen) => screen.screen)).toEqual([]);
  });

  const deletes = resourceScreens
    .filter((screen) => screen.deletes)
    .flatMap((screen) => refusals.map((refusal) => ({ ...screen, refusal })));
  test.each(deletes)('delete on $screen, $refusal.name', async ({ stories: module, refusal }) => {
    if (module === undefined) return;
    await renderRefusing(module, 'DELETE', refusal.reply);
    await pressFirst('Delete');
    await page.getByRole('button', { name: 'Yes' }).click();
    // The error toast; or, for a question the server asks (a user still in groups, 409), the
    // confirmation's new question.
    const asked = page.getByText(refusal.shown, { exact: true });
    await expect.poll(() => isShown(errorToast(refusal.shown)) || isShown(asked)).toBe(true);
  });

  const saves = resourceScreens
    .filter((screen) => screen.edits)
    .flatMap((screen) => refusals.map((refusal) => ({ ...screen, refusal })));
  test.each(saves)('edit on $screen, $refusal.name', async ({ stories: module, refusal }) => {
    if (module === undefined) return;
    await renderRefusing(module, 'PUT', refusal.reply);
    await pressFirst('Edit');
    const dialog = page.getByRole('dialog', { name: /^Edit / });
    // A trailing space changes the record without making it invalid (names are trimmed on save).
    const first = dialog.getByRole('textbox', { disabled: false }).first();
    await expect.element(first).toBeVisible();
    await first.fill(`${(first.element() as HTMLInputElement).value} `);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // A form names the field no screen shows, in words.
    const shown = refusal.reply.status === 422 ? `Dependants: ${refusal.shown}` : refusal.shown;
    await expect.element(errorToast(shown)).toBeVisible();
  });
});
