import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../kit/testing/kitHarness.tsx';
import { successToast } from '../../kit/testing/locators.ts';
import { documentHandlers, documents } from './documentFixtures.ts';
import { DocumentsDialog, DocumentsPanel } from './DocumentsPanel.tsx';

let restore: (() => void) | undefined;

async function setup(claims: Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...documentHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<DocumentsPanel type="students" sourceId={48213} />} />);
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

const grid = () => page.getByRole('table', { name: 'Documents' });
/**
 * Chooses files in the Upload popup's file input as the browser does after the picker closes (a
 * file input has no ARIA role to query by; it is found through its visible label).
 */
async function choose(files: File[]) {
  await expect
    .element(page.getByRole('dialog', { name: 'Upload Documents' }).getByRole('button', { name: 'Files' }))
    .toBeVisible();
  const label = [...document.querySelectorAll('[role="dialog"] label')].find(
    (candidate) => candidate.textContent.replace('*', '').trim() === 'Files',
  );
  const input = label instanceof HTMLLabelElement ? label.control : null;
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input labelled Files');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const pdf = (name: string, size = 2048) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

describe('DocumentsPanel', () => {
  test('lists the documents by type; without a write claim only Download is offered', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(grid().getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
    const types = grid()
      .getByRole('row')
      .elements()
      .slice(1)
      .map((row) => row.querySelectorAll('[role="gridcell"], [role="cell"]')[1]?.textContent);
    expect(types).toEqual(['Birth Certificate', 'W-4', 'Work Permit']);
    await expect.element(grid().getByRole('button', { name: 'Download whitfield-work-permit.pdf' })).toBeVisible();
    expect(grid().getByRole('button', { name: 'Remove whitfield-work-permit.pdf' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Upload' }).query()).toBeNull();
  });

  test('the type filter shows one document type', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(grid().getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Work Permit' }).click();
    await expect.element(grid().getByRole('cell', { name: 'whitfield-work-permit.pdf' })).toBeVisible();
    await expect.element(grid().getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).not.toBeInTheDocument();
  });

  test('downloads a document under its own file name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = await setup(['VIEW_STUDENT'], { 'GET /documents/9310/download': { body: 'bytes' } });
    await grid().getByRole('button', { name: 'Download whitfield-work-permit.pdf' }).click();
    await expect.poll(() => saved).toEqual(['whitfield-work-permit.pdf']);
    expect(api.calls.map((call) => call.path)).toContain('/documents/9310/download');
  });

  test('uploads two files of a type as multipart parts named files, then lists again', async () => {
    const api = await setup(['MAINTAIN_STUDENT'], {
      'POST /documents/students/48213/4': { status: 201, body: [documents[2], { ...documents[2], id: 9313 }] },
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const form = page.getByRole('dialog', { name: 'Upload Documents' });
    await form.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Work Permit' }).click();
    await choose([pdf('permit-front.pdf'), pdf('permit-back.pdf')]);
    await expect.element(form.getByText('permit-front.pdf, permit-back.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('2 documents successfully created')).toBeVisible();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      files: [
        { name: 'permit-front.pdf', size: 2048, type: 'application/pdf' },
        { name: 'permit-back.pdf', size: 2048, type: 'application/pdf' },
      ],
    });
    await expect.poll(() => api.calls.filter((call) => call.path === '/documents/students/48213')).toHaveLength(2);
  });

  test('refuses a file of another type and an empty one by name; no type, no Submit; nothing is sent', async () => {
    const api = await setup(['MAINTAIN_STUDENT']);
    await page.getByRole('button', { name: 'Upload' }).click();
    const form = page.getByRole('dialog', { name: 'Upload Documents' });
    await choose([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await expect
      .element(form.getByText('notes.txt: Only PDF, PNG, JPEG, Word (.docx) and Excel (.xlsx) files can be uploaded.'))
      .toBeVisible();
    await choose([pdf('blank.pdf', 0)]);
    await expect.element(form.getByText('blank.pdf: The file is empty.')).toBeVisible();
    await choose([pdf('permit.pdf')]);
    await expect.element(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('removes a document after the confirmation', async () => {
    const api = await setup(['MAINTAIN_STUDENT'], { 'DELETE /documents/9311': { status: 204 } });
    await grid().getByRole('button', { name: 'Remove whitfield-birth-certificate.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this document?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Document successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/documents/9311');
  });

  test('the Documents dialog holds the panel and closes', async () => {
    signInWith(['VIEW_STUDENT']);
    const api = stubApi(documentHandlers);
    restore = api.restore;
    const onClose = vi.fn();
    await render(<KitHarness screen={<DocumentsDialog type="students" sourceId={48213} onClose={onClose} />} />);
    const dialog = page.getByRole('dialog', { name: 'Documents' });
    await expect.element(dialog.getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
    await dialog.getByText('Close', { exact: true }).click();
    expect(onClose).toHaveBeenCalled();
  });
});
