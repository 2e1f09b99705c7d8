import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../kit/testing/kitHarness.tsx';
import { successToast } from '../../kit/testing/locators.ts';
import { contactHandlers, contacts } from './contactFixtures.ts';
import { ContactsDialog } from './ContactsDialog.tsx';

let restore: (() => void) | undefined;
const onClose = vi.fn();

async function setup(
  claims: Claim[],
  handlers: Record<string, Handler> = {},
  sourceName: 'worksites' | 'contractors' = 'worksites',
) {
  signInWith(claims);
  const api = stubApi({ ...contactHandlers, 'GET /contacts/contractors/208': { body: contacts }, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<ContactsDialog sourceName={sourceName} sourceId={208} onClose={onClose} />} />);
  await expect.element(page.getByRole('cell', { name: 'Whitfield' })).toBeVisible();
  return api;
}

afterEach(() => {
  vi.clearAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

const dialog = () => page.getByRole('dialog', { name: 'Contacts' });

describe('ContactsDialog', () => {
  test('lists the contacts; without MAINTAIN_WORKSITE_CONTACTS there is no Add and no actions column', async () => {
    await setup([]);
    await expect.element(dialog().getByRole('cell', { name: 'Morales', exact: true })).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Add Contact' }).query()).toBeNull();
    expect(dialog().getByRole('columnheader', { name: 'Actions' }).query()).toBeNull();
    await dialog().getByRole('button', { name: 'Close', exact: true }).last().click();
    expect(onClose).toHaveBeenCalled();
  });

  test('row details are keyed on the last name', async () => {
    await setup([]);
    await dialog().getByRole('button', { name: 'Details for Whitfield' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Whitfield' })).toBeVisible();
  });

  test('edit and delete follow isDataEditable, copy follows canCopy', async () => {
    await setup(['MAINTAIN_WORKSITE_CONTACTS']);
    await expect.element(dialog().getByRole('button', { name: 'Edit Renee Morales' })).toBeVisible();
    await expect.element(dialog().getByRole('button', { name: 'Copy Dolores Kaminski' })).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Edit Dolores Kaminski' }).query()).toBeNull();
    expect(dialog().getByRole('button', { name: 'Delete Dolores Kaminski' }).query()).toBeNull();
  });

  test('adds a worksite contact with its contract code: the wire body and the toast', async () => {
    const api = await setup(['MAINTAIN_WORKSITE_CONTACTS'], {
      'POST /contacts/worksites-create/208': { status: 201, body: { ...contacts[1], contactId: 700 } },
    });
    await dialog().getByRole('button', { name: 'Add Contact' }).click();
    const form = page.getByRole('dialog', { name: 'Add Contact' });
    const submit = form.getByRole('button', { name: 'Submit' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Tanya');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Brooks');
    // The type is still missing: Submit stays disabled.
    await expect.element(submit).toBeDisabled();
    await form.getByRole('combobox', { name: 'Contact Type' }).click();
    await page.getByRole('option', { name: 'Emergency Contact' }).click();
    await form.getByRole('textbox', { name: 'Main Phone' }).fill('4125550199');
    await form.getByRole('combobox', { name: 'Contract Code' }).click();
    await page.getByRole('option', { name: 'SYEP-2026-015' }).click();
    await form.getByRole('checkbox', { name: 'Disclosure Statement' }).click();
    await submit.click();
    await expect.element(successToast('Contact successfully added')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/contacts/worksites-create/208')?.body).toEqual({
      contactTypeLuid: 33,
      firstName: 'Tanya',
      lastName: 'Brooks',
      mainPhone: '(412) 555-0199',
      criminalBackgroundFlag: false,
      childAbuseBackgroundFlag: false,
      disclosureStatement: true,
      contractCode: 'SYEP-2026-015',
    });
  });

  test('the contract code is only offered for worksite contacts', async () => {
    await setup(['MAINTAIN_WORKSITE_CONTACTS'], {}, 'contractors');
    await dialog().getByRole('button', { name: 'Add Contact' }).click();
    const form = page.getByRole('dialog', { name: 'Add Contact' });
    await expect.element(form.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    expect(form.getByRole('combobox', { name: 'Contract Code' }).query()).toBeNull();
  });

  test('names are required and capped at 30', async () => {
    await setup(['MAINTAIN_WORKSITE_CONTACTS']);
    await dialog().getByRole('button', { name: 'Add Contact' }).click();
    const form = page.getByRole('dialog', { name: 'Add Contact' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('F'.repeat(31));
    await form.getByRole('textbox', { name: 'Last Name' }).fill('x');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('');
    await expect.element(form.getByText('Maximum length of First Name is 30')).toBeVisible();
    await expect.element(form.getByText('Required')).toBeVisible();
    await expect.element(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('the middle initial takes one character as it is typed', async () => {
    await setup(['MAINTAIN_WORKSITE_CONTACTS']);
    await dialog().getByRole('button', { name: 'Add Contact' }).click();
    const form = page.getByRole('dialog', { name: 'Add Contact' });
    const initial = form.getByRole('textbox', { name: 'Middle Initial' });
    await userEvent.type(initial, 'TJ');
    await expect.element(initial).toHaveValue('T');
    expect(form.getByText('Maximum length of Middle Initial is 1').query()).toBeNull();
  });

  test('edits a contact whose type is locked, sending its id and version', async () => {
    const api = await setup(['MAINTAIN_WORKSITE_CONTACTS'], {
      'POST /contacts/worksites-update/208': { body: contacts[0] },
    });
    await dialog().getByRole('button', { name: 'Edit Renee Morales' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect.element(form.getByRole('combobox', { name: 'Contact Type' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Morales-Diaz');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Contact successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/contacts/worksites-update/208')?.body).toMatchObject({
      contactId: 640,
      version: 4,
      contactTypeLuid: 31,
      lastName: 'Morales-Diaz',
      contractCode: 'SYEP-2026-014',
    });
  });

  test('an editable type can change', async () => {
    await setup(['MAINTAIN_WORKSITE_CONTACTS']);
    await dialog().getByRole('button', { name: 'Edit Marcus Whitfield' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect.element(form.getByRole('combobox', { name: 'Contact Type' })).toBeEnabled();
  });

  test('copies after the confirmation', async () => {
    const api = await setup(['MAINTAIN_WORKSITE_CONTACTS'], {
      'POST /contacts/copy': { status: 201, body: { ...contacts[2], contactId: 701 } },
    });
    await dialog().getByRole('button', { name: 'Copy Dolores Kaminski' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to copy this contact?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('You have copied this contact successfully.')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/contacts/copy')?.body).toEqual({ contactId: 602 });
  });

  test('deletes after the confirmation, with the version it read', async () => {
    const api = await setup(['MAINTAIN_WORKSITE_CONTACTS'], { 'POST /contacts/delete-contact': { status: 204 } });
    await dialog().getByRole('button', { name: 'Delete Marcus Whitfield' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to delete this contact?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Contact was successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/contacts/delete-contact')?.body).toEqual({
      contactId: 641,
      version: 1,
    });
  });
});
