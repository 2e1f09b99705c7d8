import { expect, type Locator, type Page } from '@playwright/test';

/** A name no other spec (or earlier run on the shared in-memory seed) uses. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A person's name no other spec uses, in letters only, as names are (ADR 216). */
export function uniqueName(prefix: string): string {
  return unique(prefix).replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
}

/** The success toast with exactly this message (or one a pattern matches, for counts). */
export function successToast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: 'Success' }).getByText(text, { exact: true });
}

/** The warning toast with exactly this message. */
export function warningToast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: 'Warning' }).getByText(text, { exact: true });
}

/** The error toast with exactly this message. */
export function errorToast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: 'Error' }).getByText(text, { exact: true });
}

/**
 * The texts of one column of a grid, by its header, as the page shows them at one instant: one
 * read in the page, so a grid that re-renders between rows (a filter's answer arriving) cannot make
 * it wait for a row that has gone. Empty while the grid shows no data rows; poll it for an outcome.
 */
export async function columnTexts(grid: Locator, header: string): Promise<string[]> {
  return grid.evaluate((table, name) => {
    // The header's first line is its name; a sort indicator or filter may follow it.
    const headers = [...table.querySelectorAll<HTMLElement>('[role="columnheader"], th')].map(
      (cell) => cell.innerText.trim().split('\n')[0] ?? '',
    );
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`no column ${name} in ${headers.join(', ')}`);
    return [...table.querySelectorAll('[role="row"]')]
      .map((row) => [...row.querySelectorAll<HTMLElement>('[role="cell"], td')])
      .filter((cells) => cells.length > index)
      .map((cells) => cells[index]?.innerText.trim() ?? '');
  }, header);
}

/**
 * Goes to a route and waits for its screen's heading. Until the route's chunk has loaded, the
 * screen before it stays on the page, quick search and all: a search typed at once lands there.
 */
export async function openScreen(page: Page, hash: string, heading: string): Promise<void> {
  await page.goto(hash);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** The page's (first) grid quick search, run with its Search button. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Grid Quick Search' }).first().fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
}

/**
 * Opens the select labelled exactly `label` ("Sector" is not "Job Sector") and picks its first real
 * option (not the empty "Select Value" a single-choice select lists first).
 */
export async function chooseFirst(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByRole('option')
    .filter({ hasNotText: /^Select Value$/ })
    .first()
    .click();
}
