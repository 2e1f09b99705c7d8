import { toast } from '@pathway/design-system';
import { paymentDetailMessages } from '@pathway/validation';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../../kit/testing/locators.ts';
import { contracts, participantInfo } from '../detailsFixtures.ts';
import { ParticipantDetails } from '../ParticipantDetailsScreen.tsx';
import { debitOnFile, debitWithoutCard, depositOnFile } from './paymentMethodFixtures.ts';

let restore: (() => void) | undefined;

/** The Details screen with MAINTAIN_STUDENT, the Change Payment Method popup opened. */
async function openPopup(handlers: Record<string, Handler> = {}) {
  signInWith(['VIEW_STUDENT', 'MAINTAIN_STUDENT']);
  const api = stubApi({
    'GET /students/48213/info': { body: participantInfo },
    'GET /students/48213/contracts': { body: contracts },
    'GET /students/48213/payment-method': { body: debitOnFile },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ParticipantDetails studentId={48213} />} />);
  await page.getByRole('button', { name: 'Change Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Payment Method' });
  await expect.element(dialog).toBeVisible();
  return { api, dialog };
}

const sent = (api: ReturnType<typeof stubApi>) =>
  api.calls.find((call) => call.method === 'PUT' && call.path === '/students/48213/payment-method')?.body;

async function choose(dialog: ReturnType<typeof page.getByRole>, select: string, option: string) {
  await dialog.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeEach(() => {
  signInWith(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('Change Payment Method', () => {
  test('starts from the current method with every number empty; the card on file may be kept', async () => {
    const { dialog } = await openPopup();
    await expect.element(dialog.getByRole('combobox', { name: 'Payment Method' })).toHaveTextContent('Debit card');
    const card = dialog.getByRole('textbox', { name: 'Card Proxy Number' });
    await expect.element(card).toHaveValue('');
    await expect.element(card).toHaveAccessibleDescription('Leave empty to keep the card ending 4821');
    await choose(dialog, 'Payment Method', 'Deposit');
    await expect.element(dialog.getByRole('textbox', { name: 'Routing Number' })).toHaveValue('');
    await expect.element(dialog.getByRole('textbox', { name: 'Account Number' })).toHaveValue('');
    await expect.element(dialog.getByRole('textbox', { name: 'Card Proxy Number' })).not.toBeInTheDocument();
  });

  test('a Deposit: a routing number without its check digit is refused under the field; a good one is sent with the version', async () => {
    const { api, dialog } = await openPopup({
      'PUT /students/48213/payment-method': { body: { ...depositOnFile, version: 4 } },
    });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await choose(dialog, 'Payment Method', 'Deposit');
    const routing = dialog.getByRole('textbox', { name: 'Routing Number' });
    await userEvent.type(routing, '043000097');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Account Number' }), '1234567890');
    await choose(dialog, 'Account Type', 'Checking');
    await expect.element(routing).toHaveAccessibleDescription(`9 digits ${paymentDetailMessages.routingNumber}`);
    await expect.element(submit).toBeDisabled();

    await routing.clear();
    await userEvent.type(routing, '043000096');
    await expect.element(routing).toHaveAccessibleDescription('9 digits');
    await submit.click();
    await expect.element(successToast('Payment method successfully changed')).toBeVisible();
    expect(sent(api)).toEqual({
      paymentMethod: 'Deposit',
      routingNumber: '043000096',
      accountNumber: '1234567890',
      accountType: 'Checking',
      version: 3,
    });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('the server’s field message shows under its field and every typed value stays', async () => {
    const { dialog } = await openPopup({
      'PUT /students/48213/payment-method': {
        status: 422,
        body: { accountNumber: 'This account number is closed at the bank.' },
      },
    });
    await choose(dialog, 'Payment Method', 'Deposit');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Routing Number' }), '011000015');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Account Number' }), '44556677');
    await choose(dialog, 'Account Type', 'Savings');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const account = dialog.getByRole('textbox', { name: 'Account Number' });
    await expect
      .element(account)
      .toHaveAccessibleDescription('4 to 17 digits This account number is closed at the bank.');
    await expect.element(account).toHaveValue('44556677');
    await expect.element(dialog.getByRole('textbox', { name: 'Routing Number' })).toHaveValue('011000015');
    await expect.element(dialog.getByRole('combobox', { name: 'Account Type' })).toHaveTextContent('Savings');
  });

  test('a stale version: the server’s message as the error, the popup and its values stay', async () => {
    const { dialog } = await openPopup({
      'PUT /students/48213/payment-method': {
        status: 409,
        body: { message: 'This record was changed by another user. Reload it and try again.' },
      },
    });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Card Proxy Number' }), '6009123456789012');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast('This record was changed by another user. Reload it and try again.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Card Proxy Number' })).toHaveValue('6009123456789012');
  });

  test('a Debit without a card on file needs its number; Check sends no number at all', async () => {
    const { api, dialog } = await openPopup({
      'GET /students/48213/payment-method': { body: debitWithoutCard },
      'PUT /students/48213/payment-method': { body: { ...debitWithoutCard, paymentMethod: 'Check', version: 4 } },
    });
    const card = dialog.getByRole('textbox', { name: 'Card Proxy Number' });
    await userEvent.type(card, '12345');
    await expect.element(card).toHaveAccessibleDescription(`6 to 19 digits ${paymentDetailMessages.cardProxyNumber}`);
    await card.clear();
    await expect.element(card).toHaveAccessibleDescription(`6 to 19 digits ${paymentDetailMessages.cardProxyRequired}`);
    // What was typed for the card is not sent with a Check.
    await userEvent.type(card, '600912345');
    await choose(dialog, 'Payment Method', 'Check');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Payment method successfully changed')).toBeVisible();
    expect(sent(api)).toEqual({ paymentMethod: 'Check', version: 3 });
  });
});
