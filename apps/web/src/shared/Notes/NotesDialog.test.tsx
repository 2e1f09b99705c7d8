import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../kit/testing/kitHarness.tsx';
import { successToast } from '../../kit/testing/locators.ts';
import { noteHandlers, notes } from './noteFixtures.ts';
import { NotesDialog } from './NotesDialog.tsx';

let restore: (() => void) | undefined;

async function setup(canEdit: boolean, handlers: Record<string, Handler> = {}) {
  signInWith(['ADD_JOB']);
  const api = stubApi({ ...noteHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<NotesDialog type="jobs" sourceId={512} canEdit={canEdit} onClose={vi.fn()} />} />);
  await expect.element(page.getByRole('cell', { name: 'Job description reviewed with the contractor.' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

const dialog = () => page.getByRole('dialog', { name: 'Notes' });

describe('NotesDialog', () => {
  test('lists the notes; the note column is 1000 wide; read-only without the right', async () => {
    await setup(false);
    const header = dialog().getByRole('columnheader', { name: 'Note', exact: true });
    await expect.element(header).toBeVisible();
    expect(header.element().getBoundingClientRect().width).toBeGreaterThanOrEqual(999);
    expect(dialog().getByRole('button', { name: 'Add Note' }).query()).toBeNull();
    expect(dialog().getByRole('columnheader', { name: 'Actions' }).query()).toBeNull();
  });

  test('adds a note: the required 5-row note, the wire body and the success message', async () => {
    const api = await setup(true, {
      'POST /notes/jobs/512': { body: { ...notes[1], id: 9040, note: 'Worksite visit done.' } },
    });
    await dialog().getByRole('button', { name: 'Add Note' }).click();
    const form = page.getByRole('dialog', { name: 'Add Note' });
    const note = form.getByRole('textbox', { name: 'Note' });
    await expect.element(note).toHaveAttribute('rows', '5');
    await note.fill('x');
    await note.fill('');
    await expect.element(form.getByText('Required')).toBeVisible();
    await expect.element(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await note.fill('Worksite visit done.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Note successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Worksite visit done.' });
  });

  test('deletes a note after the confirmation, with the version it read', async () => {
    const api = await setup(true, { 'DELETE /notes/9002': { status: 204 } });
    await dialog()
      .getByRole('button', { name: /^Delete Job description reviewed/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this note?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Note successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/notes/9002?version=2');
  });
});
