import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { documentTypes, organizationList, systemDocuments, youthDocuments } from './documentFixtures.ts';
import { fileSize } from '../../../shared/Documents/fileSize.ts';
import { DocumentsScreen } from './DocumentsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /system-documents/search': { body: { items: systemDocuments, total: systemDocuments.length } },
    'POST /youth-documents/search': { body: { items: youthDocuments, total: youthDocuments.length } },
    'GET /lookups/document-types': { body: documentTypes },
    'GET /organizations': { body: organizationList },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<DocumentsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'System Documents' })).toHaveAttribute('aria-rowcount', '3');
  await expect
    .element(page.getByRole('table', { name: 'Participant Documents' }))
    .toHaveAttribute('aria-rowcount', '3');
  return api;
}

/** Captures what the browser is asked to save. */
function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:captured');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

/**
 * Chooses a file in the dialog's file input as the browser does after the picker closes: its files
 * change and a change event fires.
 */
function choose(label: string, file: File) {
  // The file input is found through its visible label (a file input has no ARIA role to query by).
  const labelElement = [...document.querySelectorAll('[role="dialog"] label')].find(
    (candidate) => candidate.textContent.replace('*', '').trim() === label,
  );
  const input = labelElement instanceof HTMLLabelElement ? labelElement.control : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`No file input labelled ${label}`);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

beforeEach(() => {
  signInWith(['MAINTAIN_DOCUMENTS']);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('DocumentsScreen', () => {
  test('lists system and participant documents, each grid searched on the server', async () => {
    const api = await setup();
    await expect.element(page.getByRole('cell', { name: 'participant-handbook-2026.pdf' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '2.4 MB' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'jasmine-carter-work-permit.pdf' })).toBeVisible();
    // Whose file, by name; never the database's number for them.
    await expect.element(page.getByRole('cell', { name: 'Carter, Jasmine' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Participant', exact: true })).toBeVisible();
    expect(document.body.textContent).not.toContain('100233');
    expect(api.calls.find((call) => call.path === '/system-documents/search')?.body).toEqual({ page: 1, pageSize: 50 });
    expect(api.calls.find((call) => call.path === '/youth-documents/search')?.body).toEqual({ page: 1, pageSize: 50 });
  });

  test('adds a document with its file as base64 and says so', async () => {
    const api = await setup({
      'POST /system-documents/save': { body: { ...systemDocuments[0], id: 80, name: 'Pay Calendar' } },
    });
    await page.getByRole('button', { name: 'Add Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Document' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Pay Calendar');
    await dialog.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Handbook' }).click();
    await dialog.getByRole('checkbox', { name: 'Shown to applicants' }).click();
    await expect.element(dialog.getByText('PDF, PNG, JPEG, Word or Excel, at most 10 MB')).toBeVisible();
    choose('File', new File([PDF], 'pay-calendar.pdf', { type: 'application/pdf' }));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Document successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/system-documents/save')?.body).toEqual({
      id: null,
      version: null,
      name: 'Pay Calendar',
      documentTypeId: 21,
      description: null,
      organizationId: null,
      isPublic: true,
      fileName: 'pay-calendar.pdf',
      contentBase64: btoa(String.fromCharCode(...PDF)),
    });
  });

  test('a file of another kind is refused in the form and nothing is sent', async () => {
    const api = await setup();
    await page.getByRole('button', { name: 'Add Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Document' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Installer');
    await expect.element(dialog.getByText('PDF, PNG, JPEG, Word or Excel, at most 10 MB')).toBeVisible();
    choose('File', new File([PDF], 'setup.exe'));
    await expect
      .element(dialog.getByText('Only PDF, PNG, JPEG, Word (.docx) and Excel (.xlsx) files can be uploaded.'))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(api.calls.some((call) => call.path === '/system-documents/save')).toBe(false);
  });

  test('an edit keeps the stored file and sends the version it read; a stale one keeps the popup', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    const api = await setup({ 'POST /system-documents/save': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit Participant Handbook 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Document' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Participant Handbook 2026');
    await name.fill('Participant Handbook 2026 (rev. 2)');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(name).toHaveValue('Participant Handbook 2026 (rev. 2)');
    expect(api.calls.find((call) => call.path === '/system-documents/save')?.body).toMatchObject({
      id: 71,
      version: 3,
      name: 'Participant Handbook 2026 (rev. 2)',
      fileName: null,
      contentBase64: null,
    });
  });

  test('downloads a system document and a participant document by their own calls', async () => {
    const api = await setup({
      'GET /system-documents/71/download': { body: 'pdf' },
      'GET /documents/9310/download': { body: 'pdf' },
    });
    const names = captureDownloads();
    await page.getByRole('button', { name: 'Download Participant Handbook 2026' }).click();
    await page.getByRole('button', { name: 'Download Work permit' }).click();
    await expect.poll(() => names).toEqual(['participant-handbook-2026.pdf', 'jasmine-carter-work-permit.pdf']);
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/system-documents/71/download', '/documents/9310/download']),
    );
  });

  test('removes a participant document after the confirmation', async () => {
    const api = await setup({ 'DELETE /documents/9311': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Birth certificate' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this document?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Document successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/documents/9311');
  });

  test('removes a system document with the version it read', async () => {
    const api = await setup({ 'DELETE /system-documents/72': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Worksite Supervisor Guide' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Document successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/system-documents/72?version=1');
  });

  test('sizes read as people read them', () => {
    expect([fileSize(900), fileSize(184320), fileSize(2_516_582)]).toEqual(['900 B', '180 KB', '2.4 MB']);
  });
});
