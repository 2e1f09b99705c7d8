import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { outboundFiles, rows } from './reconciliationFixtures.ts';
import { PayrollReconciliationScreen } from './PayrollReconciliationScreen.tsx';

const CLAIMS = ['PAYROLL_PROCESSING', 'FSV_FILES'] as const;
const files: Handler = { body: { items: outboundFiles, total: outboundFiles.length } };
const filled: Record<string, Handler> = {
  'POST /payroll/reconciliation/search': { body: { items: rows, total: rows.length } },
  'POST /payroll/card-provider-files/search': files,
};

const meta = {
  title: 'Payroll/Payroll Reconciliation',
  component: PayrollReconciliationScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof PayrollReconciliationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('-$25.00')).toBeVisible();
  },
};

export const Clean: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/reconciliation/search': { body: { items: rows.slice(0, 1), total: 1 } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Matched')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/reconciliation/search': { body: { items: [], total: 0 } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { ...filled, 'POST /payroll/reconciliation/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup([], {
    'POST /payroll/reconciliation/search': { status: 403, body: {} },
    'POST /payroll/card-provider-files/search': { status: 403, body: {} },
  }),
  play: async ({ canvas }) => {
    const text = 'You do not have access to some of requested data. Issue of your permissions';
    await waitFor(() => expect(canvas.getAllByText(text)[0]).toBeVisible());
  },
};
