import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { apiToken, call } from './qualityReview.ts';

/**
 * Views that remember (issue 26, ADR 198), as a user works: what is set on a grid is there again
 * after opening a record, after a reload and in another browser, until Reset view. Participants >
 * Search as the administrator: the small demo data gives only the administrator a second page.
 * The administrator's view is one per user, and other specs search that grid as the administrator
 * too, so this file runs on its own after them (project server-after, playwright.config.ts).
 */
interface SavedView {
  page?: number;
  filters?: Record<string, unknown>;
  choices?: Record<string, unknown>;
}

/**
 * The answer to the save of a view that `matches`: a view is saved a pause after its last change, so
 * an earlier change's save can still be on its way when the next change is made, on a slow machine.
 */
const savedView = (page: Page, matches: (view: SavedView) => boolean) =>
  page.waitForResponse(
    async (response) =>
      response.url().includes('/api/grid-preferences/participants.search') &&
      response.request().method() === 'PUT' &&
      // The view as the server took it (the request's body is streamed, so it is not on the request).
      matches(((await response.json()) as { view: SavedView }).view),
  );

async function openParticipants(page: Page) {
  await page.goto('#/participants/search');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
}

/** Starts from the defaults: a view an earlier run left is forgotten with Reset view. */
async function fromDefaults(page: Page) {
  // The grid has its rows, or none for a view left with a search that finds nobody.
  await expect(
    page
      .getByRole('table', { name: 'Participants' })
      .getByRole('link')
      .first()
      .or(page.getByRole('status').filter({ hasText: 'No records to display' })),
  ).toBeVisible();
  const leftOver = page.getByRole('button', { name: 'Reset view' });
  if (await leftOver.isVisible()) {
    const cleared = page.waitForResponse(
      (response) =>
        response.url().includes('/api/grid-preferences/participants.search') &&
        response.request().method() === 'DELETE',
    );
    await leftOver.click();
    expect((await cleared).status()).toBe(204);
  }
}

async function expectRestored(page: Page, pager: string) {
  const grid = page.getByRole('table', { name: 'Participants' });
  await expect(grid.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('button', { name: 'Show Additional Columns' })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.getByRole('columnheader')).toHaveCount(14);
  await expect(page.getByRole('navigation', { name: 'Participants pages' })).toContainText(pager);
}

test('a user finds the grid as it was left: after a record, a reload and in another browser; Reset view restores the defaults', async ({
  page,
  browser,
}, testInfo) => {
  // Three sign-ins, two records and four reloads: more than one screen's usual minute on a busy machine.
  test.setTimeout(150_000);
  await signInAs(page, 'admin');
  await openParticipants(page);
  const grid = page.getByRole('table', { name: 'Participants' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  // A retry starts where a failed attempt left the administrator's view: from the defaults.
  const leftOver = page.getByRole('button', { name: 'Reset view' });
  if (await leftOver.isVisible()) {
    const cleared = page.waitForResponse(
      (response) =>
        response.url().includes('/api/grid-preferences/participants.search') &&
        response.request().method() === 'DELETE',
    );
    await leftOver.click();
    expect((await cleared).status()).toBe(204);
  }
  await expect(grid.getByRole('columnheader')).toHaveCount(10);

  // Sort by last name (descending), the additional columns, then the second page.
  const lastName = grid.getByRole('columnheader', { name: 'Last Name' });
  await lastName.getByRole('button').click();
  await expect(lastName).toHaveAttribute('aria-sort', 'ascending');
  await lastName.getByRole('button').click();
  await expect(lastName).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Show Additional Columns' }).click();
  await expect(grid.getByRole('columnheader')).toHaveCount(14);
  const pages = page.getByRole('navigation', { name: 'Participants pages' });
  await expect(pages).toContainText(/Page 1 of [2-9]/);
  const saved = savedView(page, (view) => view.page === 2);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of');
  expect((await saved).status()).toBe(200);
  const pager = ((await pages.getByText(/^Page 2 of \d+$/).textContent()) ?? '').trim();
  const firstOfPage2 = (await grid.getByRole('link').first().textContent()) ?? '';

  // Open a record, come back: everything as it was, the same rows on the same page.
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/participants\/\d+$/);
  await page.goBack();
  await expectRestored(page, pager);
  await expect(grid.getByRole('link').first()).toHaveText(firstOfPage2);

  // A reload reads the view back from the server.
  await page.reload();
  await expectRestored(page, pager);
  await expect(grid.getByRole('link').first()).toHaveText(firstOfPage2);

  // Another browser: the view follows the user.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const elsewhere = await other.newPage();
  await signInAs(elsewhere, 'admin');
  await openParticipants(elsewhere);
  await expectRestored(elsewhere, pager);
  await other.close();

  // A quick search and a birth-date filter (each starts again from page 1): remembered with the
  // sort and the columns, after a record and after a reload.
  const box = page.getByRole('searchbox', { name: 'Grid Quick Search' });
  const name = firstOfPage2.trim();
  await box.fill(name);
  await box.press('Enter');
  await expect(grid.getByRole('link', { name }).first()).toBeVisible();
  const birth = (await grid.getByRole('row').nth(1).getByRole('cell').nth(4).textContent()) ?? '';
  expect(birth).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const filtered = savedView(page, (view) => Object.keys(view.filters ?? {}).length > 0);
  await page.getByRole('textbox', { name: 'Birth Date' }).pressSequentially(birth);
  expect((await filtered).status()).toBe(200);
  await expect(pages).toContainText('Page 1 of 1');
  await grid.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/#\/participants\/\d+$/);
  await page.goBack();
  for (const step of ['back', 'reload']) {
    if (step === 'reload') await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Birth Date' })).toHaveValue(birth);
    await expect(grid.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(grid.getByRole('columnheader')).toHaveCount(14);
    await expect(grid.getByRole('link', { name }).first()).toBeVisible();
  }

  // Reset view: the defaults, and they stay after a reload (the saved view is gone).
  const removed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/grid-preferences/participants.search') && response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Reset view' }).click();
  expect((await removed).status()).toBe(204);
  const expectDefaults = async () => {
    await expect(page.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Birth Date' })).toHaveValue('');
    await expect(grid.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'none');
    await expect(page.getByRole('button', { name: 'Show Additional Columns' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(grid.getByRole('columnheader')).toHaveCount(10);
    await expect(pages).toContainText(/Page 1 of [2-9]/);
  };
  await expectDefaults();
  await page.reload();
  await expectDefaults();
});

/** A cell of a grid as laid out: its column's header, its text, its lines and any word over two lines. */
interface LaidOutCell {
  row: number;
  header: string;
  text: string;
  lines: number;
  brokenWords: string[];
}

/** Every cell of the grid as the current media lays it out, read from the ranges of its text. */
async function laidOutCells(grid: Locator): Promise<LaidOutCell[]> {
  return grid.evaluate((table) => {
    // The tops of the lines a range's text lies on (one line's fragments share a top, give or take).
    const lineTops = (range: Range) => {
      const tops: number[] = [];
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
      }
      return tops;
    };
    const range = document.createRange();
    const rows = [...table.querySelectorAll('[role="row"]')];
    const headers = [...(rows[0]?.children ?? [])].map((cell) => cell.textContent.trim());
    return rows.slice(1).flatMap((row, rowIndex) =>
      [...row.children].map((cell, column) => {
        const tops = new Set<number>();
        const brokenWords: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (node.data.trim() === '' || node.parentElement?.closest('[data-part="hidden"]')) continue;
          range.selectNodeContents(node);
          for (const top of lineTops(range)) tops.add(Math.round(top));
          for (const word of node.data.matchAll(/\S+/g)) {
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if (lineTops(range).length > 1) brokenWords.push(word[0]);
          }
        }
        return {
          row: rowIndex,
          header: headers[column] ?? '',
          text: cell.textContent.trim(),
          lines: tops.size,
          brokenWords,
        };
      }),
    );
  });
}

/** What a Letter sheet turned landscape holds across: 11 in less Chrome's default margins (0.4 in each), at 96 px an inch. */
const LANDSCAPE_SHEET_WIDTH = 980;

test('a grid prints on landscape sheets without the top bar, every visible column on the sheet and each value whole', async ({
  page,
}) => {
  // The case worker: this test's view is not the administrator's of the test above. The window is
  // as wide as the sheet, so the print layout below is the sheet's.
  await page.setViewportSize({ width: LANDSCAPE_SHEET_WIDTH, height: 720 });
  await signInAs(page, 'orgstaff');
  await openParticipants(page);
  await fromDefaults(page);
  const grid = page.getByRole('table', { name: 'Participants' });
  await page.getByRole('button', { name: 'Show Additional Columns' }).click();
  const headers = grid.getByRole('columnheader');
  await expect(headers).toHaveCount(14);
  const width = page.viewportSize()?.width ?? 0;
  // On screen the columns run past the window (the grid scrolls sideways).
  expect(((await headers.last().boundingBox())?.x ?? 0) + 1).toBeGreaterThan(width);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Logout', includeHidden: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb', includeHidden: true })).toBeHidden();
  await expect(page.getByRole('search', { includeHidden: true })).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
  for (const cell of [headers.last(), grid.getByRole('row').nth(1).getByRole('cell').last()]) {
    const box = await cell.boundingBox();
    expect(box, 'the last column is laid out').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  await expect(headers.last()).toHaveText('Last Updated');
  // Every row of the page is printed, not only those the screen's scroll window held.
  const rowCount = Number((await grid.getAttribute('aria-rowcount')) ?? '0') - 1;
  await expect(grid.getByRole('row')).toHaveCount(Math.min(rowCount, 50) + 1);

  // A value is never broken inside a word on paper (issue 45: "12/23/200/7", "Awaiting Assignmen/t"):
  // a date and a two-word status each print on one line, and no word of any cell runs over two lines.
  const cells = await laidOutCells(grid);
  const status = cells.find((cell) => cell.header === 'Status' && cell.text === 'Awaiting Assignment');
  const birthDate = cells.find((cell) => cell.header === 'Birth Date' && cell.row === status?.row);
  expect(status, 'a participant awaiting assignment').toBeDefined();
  expect(birthDate?.text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(birthDate?.lines, 'the birth date').toBe(1);
  expect(status?.lines, 'the status').toBe(1);
  expect(cells.flatMap((cell) => cell.brokenWords.map((word) => `${cell.header}: ${word}`))).toEqual([]);
  // Printed, the sheets are landscape (a Letter page turned: 792 × 612 points).
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect([...new Set(pdf.match(/\/MediaBox\s*\[[^\]]*\]/g))]).toEqual(['/MediaBox [0 0 792 612]']);

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect(headers).toHaveCount(10);
});

// The contractor's view, one test after the other: the administrator's and the case worker's views
// belong to the tests above, which run beside these.
test.describe("the contractor's remembered view", () => {
  test.describe.configure({ mode: 'serial' });

  test('the expiry filter is part of it: back from a record and after a reload the select and its rows are as left', async ({
    page,
  }) => {
    await signInAs(page, 'contractor');
    await openParticipants(page);
    await fromDefaults(page);
    const grid = page.getByRole('table', { name: 'Participants' });
    const pages = page.getByRole('navigation', { name: 'Participants pages' });
    const expiry = page.getByRole('combobox', { name: 'Clearance or work permit expiring within' });
    const rowsText = async () => ((await pages.getByText(/ rows$/).textContent()) ?? '').trim();
    await expect(pages.getByText(/^1–\d+ of \d+ rows$/)).toBeVisible();
    const everyone = await rowsText();

    const saved = savedView(page, (view) => view.choices?.clearanceExpiringWithinDays === 60);
    await expiry.click();
    await page.getByRole('option', { name: '60 days' }).click();
    await expect(expiry).toHaveText('60 days');
    await expect(pages).not.toContainText(everyone);
    await expect(pages.getByText(/^1–\d+ of \d+ rows$/)).toBeVisible();
    const expiring = await rowsText();
    expect((await saved).status()).toBe(200);

    // Back from a record, and after a reload: the filter and the rows it found, as left.
    await grid.getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/participants\/\d+$/);
    await page.goBack();
    for (const step of ['back', 'reload']) {
      if (step === 'reload') await page.reload();
      await expect(expiry).toHaveText('60 days');
      await expect(pages).toContainText(expiring);
      await expect(pages).toContainText('Page 1 of 1');
    }

    // Clear All drops every filter the screen has, the expiry one too: the grid is on its defaults
    // again, with nothing left for Reset view.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(expiry).toHaveText('Any time');
    await expect(pages).toContainText(everyone);
    await expect(page.getByRole('button', { name: 'Reset view' })).toBeHidden();

    // A choice and at once a reload, within the pause before a view is saved: the page saves it as
    // it unloads.
    await expiry.click();
    await page.getByRole('option', { name: '30 days' }).click();
    await expect(expiry).toHaveText('30 days');
    await page.reload();
    await expect(expiry).toHaveText('30 days');
    await expect(pages).not.toContainText(everyone);
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect(expiry).toHaveText('Any time');
  });

  test('a remembered page past the last opens as the last page: no "Page 2 of 1" with Previous enabled', async ({
    page,
    request,
  }) => {
    // A view saved on page 2 of a search that has matched nobody since (the rows it found were
    // changed or removed meanwhile).
    const token = await apiToken(request, 'contractor');
    await call(request, token, 'PUT', 'grid-preferences/participants.search', {
      quickSearch: 'Nobody Matches This Anymore',
      filters: {},
      sort: null,
      page: 2,
      pageSize: 50,
      additionalColumns: false,
    });
    await signInAs(page, 'contractor');
    await openParticipants(page);
    const pages = page.getByRole('navigation', { name: 'Participants pages' });
    for (const step of ['open', 'reload']) {
      if (step === 'reload') await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue(
        'Nobody Matches This Anymore',
      );
      await expect(page.getByRole('status').filter({ hasText: 'No records to display' })).toBeVisible();
      await expect(pages).toContainText('0 rows');
      await expect(pages).toContainText('Page 1 of 1');
      for (const name of ['First', 'Previous', 'Next', 'Last']) {
        await expect(pages.getByRole('button', { name })).toBeDisabled();
      }
    }
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect(page.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue('');
    await expect(page.getByRole('table', { name: 'Participants' }).getByRole('link').first()).toBeVisible();
  });
});
