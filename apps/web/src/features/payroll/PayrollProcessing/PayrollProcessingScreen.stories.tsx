import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { capMessage, processes } from './processingFixtures.ts';
import { PayrollProcessingScreen, processingMessages } from './PayrollProcessingScreen.tsx';

const CLAIMS = ['PAYROLL_PROCESSING', 'APPROVE_TIMESHEETS_FOR_PAYROLL'] as const;
const filled = {
  'POST /payroll/processing/search': { body: { items: processes, total: processes.length } },
};

const meta = {
  title: 'Payroll/Payroll Processing',
  component: PayrollProcessingScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof PayrollProcessingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Approve process 2208 Partner4Work' })).toBeVisible();
    await expect(canvas.getByText(/payroll \$37,737\.08/)).toBeVisible();
  },
};

/** A process whose card payments the provider did not all pay as sent: Payroll Exception, in red (ADR 182). */
export const WithPayrollException: Story = {
  beforeEach: storySetup(CLAIMS, {
    'POST /payroll/processing/search': {
      body: {
        items: processes.map((process, index) => (index === 2 ? { ...process, status: 'Payroll Exception' } : process)),
        total: processes.length,
      },
    },
  }),
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /payroll/processing/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /payroll/processing/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /payroll/processing/search': { status: 403, body: {} } }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Three Rivers Youth')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Approve / })).toBeNull();
  },
};

export const ApproveQuestion: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve process 2208 Partner4Work' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Are you sure you want to approve this payroll process?')).toBeVisible();
  },
};

export const CapRefused: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /timesheets/approve': { status: 422, body: { message: capMessage } },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve process 2208 Partner4Work' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText(capMessage)).toBeVisible();
  },
};

/** A submitted process rejected after its question. */
export const Rejected: Story = {
  beforeEach: storySetup(CLAIMS, { ...filled, 'POST /payroll/processing/reject': { body: { updated: 1 } } }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject process 2208 Partner4Work' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText(processingMessages.reject.done)).toBeVisible();
  },
};

/** An approved process moved back to pending after its question. */
export const MovedToPending: Story = {
  beforeEach: storySetup(CLAIMS, { ...filled, 'POST /payroll/processing/move-to-pending': { body: { updated: 1 } } }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move to Pending process 2207 Partner4Work' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText(processingMessages.moveToPending.done)).toBeVisible();
  },
};
