import { expect, test, type Locator, type Page } from '@playwright/test';
import { menuTree, type MenuNode } from '../../src/features/shell/menu.ts';
import { signInAs } from './accounts.ts';

/**
 * The quick search of spec section 9 on every grid screen of the route table, as a user runs it: a
 * 10-character date typed the way the wire writes it (yyyy-mm-dd, what the screens once sent and the
 * server could not read) finds the rows showing that day, and on a people grid "first last" finds
 * that person. The date and the name are read from the screen's own first row. One sign-in for the
 * whole table (a shared page, screens in turn).
 */

/** Every menu leaf that opens a screen of its own (no record id in its path). */
function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) =>
    node.children ? leaves(node.children) : node.dynamic === true || node.path.includes(':') ? [] : [node],
  );
}

const DISPLAY_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** The visible texts of every cell, row by row, of the page's first grid. */
async function gridTexts(grid: Locator): Promise<string[][]> {
  return grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('cell') })
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('[role="cell"], td')).map((cell) => cell.textContent.trim())),
    );
}

async function headers(grid: Locator): Promise<string[]> {
  return (await grid.getByRole('columnheader').allInnerTexts()).map((text) => text.trim().split('\n')[0] ?? '');
}

/** Runs the quick search by Enter, as spec section 9 says it runs. */
async function quickSearch(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Grid Quick Search' }).first();
  await box.fill(text);
  await box.press('Enter');
}

const screens = leaves(menuTree);

test.describe.configure({ mode: 'serial' });

test.describe('quick search on every grid screen, as admin', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signInAs(page, 'admin');
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('the route table has grid screens to search', () => {
    expect(screens.length).toBeGreaterThan(30);
  });

  for (const screen of screens) {
    test(`${screen.label} (#/${screen.path})`, async () => {
      await page.goto(`#/${screen.path}`);
      const main = page.getByRole('main');
      // The screen has arrived once its heading shows (the one before stays until its chunk loads);
      // a screen that is a wizard (Add Participant) opens as a dialog and has no grid.
      const heading = main.getByRole('heading', { name: screen.label }).first();
      const wizard = page.getByRole('dialog', { name: screen.label });
      await expect(heading.or(main.getByRole('heading', { level: 1 }).first()).or(wizard)).toBeVisible();
      if (await wizard.isVisible()) {
        test.info().annotations.push({ type: 'a wizard, no grid', description: screen.path });
        return;
      }
      const box = main.getByRole('searchbox', { name: 'Grid Quick Search' }).first();
      // A screen whose grid waits for a choice (or has none) shows no quick search box yet.
      if (!(await box.isVisible())) {
        test.info().annotations.push({ type: 'no quick search', description: screen.path });
        return;
      }
      const grid = main.getByRole('table').first();
      await expect(
        grid
          .getByRole('row')
          .filter({ has: page.getByRole('cell') })
          .first()
          .or(main.getByText('No records to display').first()),
      ).toBeVisible();
      const rows = await gridTexts(grid);
      const first = rows[0];
      if (!first) {
        test.info().annotations.push({ type: 'no rows', description: screen.path });
        return;
      }

      const day = first.find((text) => DISPLAY_DATE.test(text));
      if (day) {
        const iso = `${day.slice(6)}-${day.slice(0, 2)}-${day.slice(3, 5)}`;
        await quickSearch(page, iso);
        // Every row left shows that day, and the row it was read from is among them.
        await expect
          .poll(
            async () => {
              const found = await gridTexts(grid);
              return found.length > 0 && found.every((cells) => cells.includes(day));
            },
            { message: `${screen.label}: ${iso}` },
          )
          .toBe(true);
      } else {
        test.info().annotations.push({ type: 'no date in its first row', description: screen.path });
      }

      const names = await headers(grid);
      const firstIndex = names.indexOf('First Name');
      const lastIndex = names.indexOf('Last Name');
      if (firstIndex >= 0 && lastIndex >= 0) {
        // Header and data cells line up when no selection column leads the rows.
        const offset = first.length - names.length;
        const firstName = first[firstIndex + offset] ?? '';
        const lastName = first[lastIndex + offset] ?? '';
        await quickSearch(page, `${firstName} ${lastName}`);
        await expect
          .poll(
            async () => {
              const found = await gridTexts(grid);
              return (
                found.length > 0 &&
                found.some((cells) => cells.includes(firstName) && cells.includes(lastName)) &&
                found.every((cells) => {
                  const text = cells.join(' ').toLowerCase();
                  return text.includes(firstName.toLowerCase()) && text.includes(lastName.toLowerCase());
                })
              );
            },
            { message: `${screen.label}: ${firstName} ${lastName}` },
          )
          .toBe(true);
      }
    });
  }
});
