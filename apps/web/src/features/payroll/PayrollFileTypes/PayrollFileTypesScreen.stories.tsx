import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { payrollFileTypes } from './payrollFileTypeFixtures.ts';
import { PayrollFileTypesScreen } from './PayrollFileTypesScreen.tsx';

const CLAIM = 'MAINTAIN_PAYROLL_FILE_TYPES';
const filled = {
  'POST /payroll/file-types/search': { body: { items: payrollFileTypes, total: payrollFileTypes.length } },
};

const meta = {
  title: 'Payroll/Payroll File Types',
  component: PayrollFileTypesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup([CLAIM], filled),
} satisfies Meta<typeof PayrollFileTypesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit FSV Outbound Funding File' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup([CLAIM], { 'POST /payroll/file-types/search': { body: { items: [], total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup([CLAIM], { 'POST /payroll/file-types/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup([CLAIM], { 'POST /payroll/file-types/search': { status: 403, body: {} } }),
  play: async ({ canvas }) => {
    const text = 'You do not have access to some of requested data. Issue of your permissions';
    await waitFor(() => expect(canvas.getAllByText(text)[0]).toBeVisible());
  },
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('FSV Funding Result')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Payroll File Type' })).toBeNull();
  },
};
