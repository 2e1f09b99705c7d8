import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';

/** The little of ExcelJS this spec reads a workbook with. */
interface WorkbookReader {
  xlsx: { readFile: (path: string) => Promise<unknown> };
  worksheets: { eachRow: (visit: (row: { values: unknown }) => void) => void }[];
}

// The reference server's own workbook library reads the file back (the web app has no xlsx reader,
// and its types live with apps/api).
const ExcelJS = createRequire(new URL('../../../api/package.json', import.meta.url))('exceljs') as {
  Workbook: new () => WorkbookReader;
};

/** The first sheet of a workbook file: its header texts and the data rows' cell values. */
async function readSheet(path: string): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  const values: unknown[][] = [];
  // ExcelJS rows are 1-based: drop the empty slot 0.
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const [header = [], ...rows] = values;
  return { header, rows };
}

test("Export To Excel of a filtered, sorted participant search holds the grid's rows and visible columns", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('#/participants/search');
  const grid = page.getByRole('table', { name: 'Participants' });
  await expect(grid.getByRole('link').first()).toBeVisible();

  // Participants whose names hold an "a", sorted by birth date (newest first).
  const box = page.getByRole('searchbox', { name: 'Grid Quick Search' });
  const searched = page.waitForResponse((response) => response.url().endsWith('/api/students/search'));
  await box.fill('a');
  await box.press('Enter');
  await searched;
  for (let clicks = 0; clicks < 2; clicks++) {
    const sorted = page.waitForResponse((response) => response.url().endsWith('/api/students/search'));
    await grid.getByRole('button', { name: 'Birth Date' }).click();
    await sorted;
  }
  await expect(grid.getByRole('columnheader', { name: /Birth Date/ })).toHaveAttribute('aria-sort', 'descending');

  // The grid's first page, as shown: its ids and last names in order.
  const rows = grid.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const shown = await rows.evaluateAll((elements) =>
    elements.map((row) => Array.from(row.querySelectorAll('[role="cell"], td')).map((cell) => cell.textContent.trim())),
  );

  // The server makes the file: one call, no pages of rows through the browser.
  const exported = page.waitForResponse((response) => response.url().endsWith('/api/export/search'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export To Excel' }).click();
  expect((await exported).headers()['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const file = await download;
  expect(file.suggestedFilename()).toBe('participants.xlsx');
  const sheet = await readSheet(await file.path());

  // The visible columns, in the grid's order (the additional ones are hidden).
  expect(sheet.header).toEqual([
    'Id',
    'Last Name',
    'First Name',
    'SSN',
    'Birth Date',
    'Status',
    'Organization',
    'Program',
    'Worksite',
    'Job',
  ]);
  // Every matching row, in the grid's order: the first page's rows lead the workbook.
  expect(sheet.rows.length).toBeGreaterThanOrEqual(shown.length);
  expect(sheet.rows.slice(0, shown.length).map((row) => [String(row[0]), row[1]])).toEqual(
    shown.map((cells) => [cells[0], cells[1]]),
  );
  for (const row of sheet.rows) {
    // The quick search matched a name; the SSN stays masked; birth dates are dates, newest first.
    expect(`${String(row[1])} ${String(row[2])}`.toLowerCase()).toContain('a');
    expect(String(row[3])).toMatch(/^\*{5}\d{4}$/);
    expect(row[4]).toBeInstanceOf(Date);
  }
  const births = sheet.rows.map((row) => (row[4] as Date).getTime());
  expect(births).toEqual([...births].sort((a, b) => b - a));
});
