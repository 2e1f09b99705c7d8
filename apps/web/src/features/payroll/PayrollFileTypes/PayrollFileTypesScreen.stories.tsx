import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
};

export const Loading: Story = {
  beforeEach: storySetup([CLAIM], { 'POST /payroll/file-types/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup([CLAIM], { 'POST /payroll/file-types/search': { status: 403, body: {} } }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('FSV Funding Result')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Payroll File Type' })).toBeNull();
  },
};
