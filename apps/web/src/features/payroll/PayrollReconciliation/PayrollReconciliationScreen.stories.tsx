import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KitHarness, never, storySetup, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { checkPaymentPage, checkPayments } from './checkPaymentFixtures.ts';
import { everyException, exceptionPage, openExceptions, shortException } from './exceptionFixtures.ts';
import { outboundFiles, rows } from './reconciliationFixtures.ts';
import { PayrollReconciliationScreen } from './PayrollReconciliationScreen.tsx';
import { resolveTexts } from './ResolveExceptionDialog.tsx';

const CLAIMS = ['PAYROLL_PROCESSING', 'FSV_FILES'] as const;
const files: Handler = { body: { items: outboundFiles, total: outboundFiles.length } };
const filled: Record<string, Handler> = {
  'POST /payroll/reconciliation/search': { body: { items: rows, total: rows.length } },
  'POST /payroll/card-provider-files/search': files,
  'POST /payroll/exceptions/search': { body: exceptionPage(openExceptions) },
  'POST /payroll/check-payments/search': { body: checkPaymentPage(checkPayments) },
};
const noExceptions: Handler = { body: exceptionPage([]) };

const meta = {
  title: 'Payroll/Payroll Reconciliation',
  component: PayrollReconciliationScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof PayrollReconciliationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three exceptions asking someone to act (short, rejected and re-pay requested, an unknown line), then the payments. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('-$25.00')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Close exception 31 of Carter, Jasmine' })).toBeVisible();
  },
};

/** Every status, a closed exception with who closed it and why among them. */
export const EveryExceptionStatus: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/exceptions/search': { body: exceptionPage(everyException) },
  }),
};

/** FSV_FILES without PAYROLL_PROCESSING: the exceptions are shown, nobody may act on them here. */
export const ExceptionsReadOnly: Story = {
  beforeEach: storySetup(['FSV_FILES'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unknown (P000099871)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close exception 31 of Carter, Jasmine' })).toBeNull();
  },
};

/** Re-pay in the next file: what the exception is, what the re-pay does, and the reason it needs. */
export const RepayDialog: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Re-pay in next file exception 31 of Carter, Jasmine' }),
    );
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Re-pay in Next File' }),
    );
    await expect(dialog.getByRole('button', { name: 'Re-pay' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'FSV confirmed the load failed on 07/16.');
    await expect(dialog.getByRole('button', { name: 'Re-pay' })).toBeEnabled();
  },
};

/** Re-pay with a reason: the dialog closes and says the exception goes into the next file. */
export const Repaid: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/exceptions/31/resolve': { body: { ...shortException, status: 'Repay Requested' } },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Re-pay in next file exception 31 of Carter, Jasmine' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Re-pay in Next File' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'FSV confirmed the load failed on 07/16.');
    await userEvent.click(dialog.getByRole('button', { name: 'Re-pay' }));
    await expect(await body.findByText(resolveTexts.Repay.done)).toBeVisible();
  },
};

/** Close: the reason is required; leaving it empty says so. */
export const CloseDialogReasonRequired: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close exception 33 of P000099871' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Close Exception' }),
    );
    await userEvent.click(dialog.getByRole('textbox', { name: 'Reason' }));
    await userEvent.tab();
    await expect(dialog.getByText('Required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close Exception' })).toBeDisabled();
  },
};

export const Clean: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/exceptions/search': noExceptions,
    'POST /payroll/reconciliation/search': { body: { items: rows.slice(0, 1), total: 1 } },
  }),
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/exceptions/search': noExceptions,
    'POST /payroll/reconciliation/search': { body: { items: [], total: 0 } },
    'POST /payroll/check-payments/search': { body: checkPaymentPage([]) },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/exceptions/search': never,
    'POST /payroll/reconciliation/search': never,
    'POST /payroll/check-payments/search': never,
  }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup([], {
    'POST /payroll/reconciliation/search': { status: 403, body: {} },
    'POST /payroll/card-provider-files/search': { status: 403, body: {} },
    'POST /payroll/exceptions/search': { status: 403, body: {} },
  }),
};
