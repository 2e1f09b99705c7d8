import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';

/** A small PDF the server's sniffing accepts (it starts with %PDF-), unique per run. */
function pdfBytes(stamp: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${stamp}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

test('a participant’s Documents tab: upload a file, see it listed, download the same bytes, remove it', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('#/participants/search');
  const first = page.getByRole('table', { name: 'Participants' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/#\/participants\/\d+$/);
  await page.getByRole('tab', { name: 'Documents' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Documents' });
  const grid = panel.getByRole('table', { name: 'Documents' });
  await expect(grid).toBeVisible();

  const stamp = `${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`;
  const fileName = `e2e-permit-${stamp}.pdf`;
  const content = pdfBytes(stamp);

  // Upload: a document type of the server's list (lookupData.ts) and the file, sent as a multipart part named files.
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Upload Documents' });
  await popup.getByRole('combobox', { name: 'Document Type' }).click();
  const typeName = 'Work Permit';
  await page.getByRole('option', { name: typeName, exact: true }).click();
  await expect(popup.getByRole('combobox', { name: 'Document Type' })).toHaveText(typeName);
  await popup
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: content });
  await expect(popup.getByText(fileName)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const uploaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/documents\/students\/\d+\/\d+$/.test(response.url()),
  );
  await popup.getByRole('button', { name: 'Submit' }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByText('Document successfully created')).toBeVisible();

  // Listed under its type.
  const row = grid.getByRole('row').filter({ hasText: fileName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: typeName, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Download: the server's file under its own name, byte for byte what was uploaded.
  const download = page.waitForEvent('download');
  await grid.getByRole('button', { name: `Download ${fileName}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  expect(Buffer.compare(await readFile(await file.path()), content)).toBe(0);

  // Remove, after the confirmation.
  await grid.getByRole('button', { name: `Remove ${fileName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirm.getByText('Are you sure you want to remove this document?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Document successfully removed')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: fileName })).toHaveCount(0);
});

test('a file of another type is refused in the popup with the rule’s message and never sent', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('#/participants/search');
  await page.getByRole('table', { name: 'Participants' }).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Documents' });
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Upload Documents' });
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/documents/')) posted = true;
  });
  await popup
    .locator('input[type="file"]')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(
    popup.getByText('setup.exe: Only PDF, PNG, JPEG, Word (.docx) and Excel (.xlsx) files can be uploaded.'),
  ).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(posted).toBe(false);
});

test('the same Documents dialog on a worksite: a contractor user uploads to their own worksite and sees it listed', async ({
  page,
}) => {
  await signInAs(page, 'contractor');
  await page.goto('#/contract/worksites');
  await expect(page.getByRole('heading', { level: 1, name: 'Worksites' })).toBeVisible();
  const open = page
    .getByRole('table', { name: 'Worksites' })
    .getByRole('button', { name: /^Documents / })
    .first();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Documents' });
  await expect(dialog.getByRole('table', { name: 'Documents' })).toBeVisible();

  const stamp = `${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`;
  const fileName = `e2e-insurance-${stamp}.pdf`;
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Upload Documents' });
  await popup.getByRole('combobox', { name: 'Document Type' }).click();
  await page.getByRole('option').filter({ hasNotText: 'Select Value' }).first().click();
  await popup
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdfBytes(stamp) });
  const uploaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/documents\/worksites\/\d+\/\d+$/.test(response.url()),
  );
  await popup.getByRole('button', { name: 'Submit' }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(dialog.getByRole('row').filter({ hasText: fileName })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
