import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { cardProviderOptions, payrollFileTypes } from './payrollFileTypeFixtures.ts';
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

/** Edit opens the row's file type with its values; a cleared required Name shows Required and stops Submit. */
export const Filled: Story = {
  beforeEach: storySetup([CLAIM], { ...filled, 'GET /card-providers/options': { body: cardProviderOptions } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit FSV Outbound Funding File' }));
    const popup = await screen.findByRole('dialog', { name: 'Edit Payroll File Type' });
    // The popup takes focus once open; typing before that would lose the caret.
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    const dialog = within(popup);
    await expect(dialog.getByRole('textbox', { name: 'File Name Pattern' })).toHaveValue(
      'FSV3171_{yyyyMMdd}_{seq}.csv',
    );
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('FSV Outbound Funding File');
    await userEvent.clear(name);
    await expect(await dialog.findByText('Required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
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
