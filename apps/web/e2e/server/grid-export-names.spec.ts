import { expect, test, type Page } from '@playwright/test';
import { menuTree, type MenuNode } from '../../src/features/shell/menu.ts';
import { signInAs } from './accounts.ts';

/**
 * Issue 45: every grid's Export To Excel saves a file named after the grid the user sees (its title,
 * the name of its table and of its search panel), not "export.xlsx" on one screen and
 * "participants.xlsx" on another. Walked over the route table as the administrator, who sees every
 * screen: each grid offering Export To Excel is exported and the download's name read. One sign-in
 * for the whole table (a shared page, screens in turn).
 */

/** Every menu leaf that opens a screen of its own (no record id in its path). */
function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) =>
    node.children ? leaves(node.children) : node.dynamic === true || node.path.includes(':') ? [] : [node],
  );
}

/** The file a grid titled `title` exports to: its words in lower case joined by hyphens. */
const fileNameOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  }.xlsx`;

const screens = leaves(menuTree);
/** What each exporting grid saved, by its title. */
const saved = new Map<string, string>();

test.describe.configure({ mode: 'serial' });

test.describe('Export To Excel on every grid of the route table names the file after the grid', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signInAs(page, 'admin');
  });
  test.afterAll(async () => {
    await page.close();
  });

  for (const screen of screens) {
    test(`${screen.label} (#/${screen.path})`, async () => {
      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { level: 1 }).first();
      const before = (await heading.isVisible()) ? await heading.textContent() : null;
      await page.goto(`#/${screen.path}`);
      // The screen has arrived once its heading shows: the one before stays until its chunk loads
      // (a screen's heading is its menu label, or another: Search is "Participants"). A screen that
      // is a wizard (Add Participant) opens as a dialog and has no grid.
      const wizard = page.getByRole('dialog', { name: screen.label });
      await expect
        .poll(async () => {
          if (await wizard.isVisible()) return true;
          const text = (await heading.isVisible()) ? await heading.textContent() : null;
          return text !== null && (text === screen.label || text !== before);
        })
        .toBe(true);
      if (await wizard.isVisible()) return;
      // Each grid's search panel is named after the grid ("Participants search").
      const panels = main.getByRole('search').filter({ has: page.getByRole('button', { name: 'Export To Excel' }) });
      for (const panel of await panels.all()) {
        const title = ((await panel.getAttribute('aria-label')) ?? '').replace(/ search$/, '');
        await expect(main.getByRole('table', { name: title, exact: true })).toBeVisible();
        const download = page.waitForEvent('download');
        await panel.getByRole('button', { name: 'Export To Excel' }).click();
        const name = (await download).suggestedFilename();
        saved.set(title, name);
        expect(name, `${screen.label}: the ${title} grid`).toBe(fileNameOf(title));
      }
    });
  }

  test('the grids exported are named apart, and none is a bare "export.xlsx"', () => {
    expect(saved.size).toBeGreaterThan(15);
    expect(saved.get('Participants')).toBe('participants.xlsx');
    expect(saved.get('Applicants')).toBe('applicants.xlsx');
    expect([...saved.values()]).not.toContain('export.xlsx');
  });
});
