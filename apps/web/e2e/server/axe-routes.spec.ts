import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { signInAs, type DemoUser } from './accounts.ts';
import { axeViolations } from './axe.ts';

/**
 * axe finds nothing on any route of the route table, as the administrator (every screen, once the
 * page has loaded and while it is still loading, every API answer held back, when a busy overlay or
 * toast could sit outside the landmarks: `region`, issue 26) and as the viewer (LOGIN only: mostly
 * Restricted Content, loaded; its loading pass would repeat the administrator's). One signed-in page
 * per role keeps it quick.
 */

// The routes a signed-in user opens by address: every fixed route of the table (a section redirects
// to its first screen). The guest pages (login, recovery) are for signed-out visitors.
const GUEST = new Set(['login', 'forget-password', 'forget-username', 'security/login']);
const ROUTES = Object.values(paths)
  .filter((route) => route.href.length === 0)
  .map((route) => route.path)
  .filter((path) => !path.includes(':') && !GUEST.has(path));

// Axe's WCAG rules and, beside them, the landmark rule the loading overlay once broke.
const RULES = ['region'];

async function signedInPage(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await browser.newPage();
  await signInAs(page, user);
  return page;
}

/**
 * Opens a route and waits until its page has loaded: a heading in main (or the dialog a route such
 * as Add Participant opens over the page) and no busy overlay. Returns that heading or dialog, by
 * its name.
 */
async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(`#/${path}`);
  const dialog = page.getByRole('dialog');
  const shown = page.getByRole('main').getByRole('heading', { level: 1 }).or(dialog).first();
  await expect(shown).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  // From the page it came from, which has no dialog, a route's dialog is told by being there at all.
  if ((await dialog.count()) > 0) return dialog.first();
  const name = (await shown.innerText()).trim();
  // A screen whose dialog opens from a lazily loaded chunk (Add Participant's wizard) may show its
  // heading first: the dialog that follows hides the heading from the accessibility tree, so either counts.
  return page.getByRole('main').getByRole('heading', { level: 1, name, exact: true }).or(dialog).first();
}

for (const user of ['admin', 'viewer'] as const) {
  test.describe(`axe on every route as ${user}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await signedInPage(browser, user);
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const path of ROUTES) {
      test(`#/${path}: loaded${user === 'admin' ? ', and while its data is on the way' : ''}`, async () => {
        const shown = await open(page, path);
        expect(await axeViolations(page, RULES), 'loaded').toEqual([]);
        if (user !== 'admin') return;

        // Another page first, loaded, so that opening this one is a route change.
        await open(page, path === 'profile' ? 'change-password' : 'profile');
        // Every API answer is now held until the check is done, so the page is caught mid-load, however
        // slow the machine: the overlay, the grids' loading rows and the first paint of each screen.
        let release: (() => void) | undefined;
        const released = new Promise<undefined>((done) => {
          release = () => {
            done(undefined);
          };
        });
        await page.route('**/api/**', async (route) => {
          await released;
          await route.fallback();
        });
        try {
          await page.goto(`#/${path}`);
          // The screen has painted, its data still on the way: what it showed once loaded, its
          // heading or its dialog, now with every answer held.
          await expect(shown).toBeVisible();
          expect(await axeViolations(page, RULES), 'loading').toEqual([]);
        } finally {
          release?.();
          await page.unrouteAll({ behavior: 'wait' });
        }
      });
    }
  });
}
