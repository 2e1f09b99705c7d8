import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { businessViewPage, dataExtracts } from './dataExtractFixtures.ts';
import { DataExtractsScreen } from './DataExtractsScreen.tsx';

const CLAIMS = ['REPORTS', 'REPORT_DEFINITIONS', 'BUSINESS_VIEW_MAINTENANCE'] as const;
const filled = {
  'POST /data-extracts/search': { body: { items: dataExtracts, total: dataExtracts.length } },
  'POST /business-views/search': { body: businessViewPage },
};

const meta = {
  title: 'Reports/Data Extracts',
  component: DataExtractsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof DataExtractsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /data-extracts/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /data-extracts/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(CLAIMS, {
    'POST /data-extracts/search': { status: 503, body: { message: 'Extracts are unavailable.' } },
  }),
};

/** The edit form: the entity's columns as boxes, the saved filter and format. */
export const EditForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Assigned participants' }));
    // The popup renders outside the story's canvas.
    await expect(await screen.findByRole('checkbox', { name: 'Status' })).toBeChecked();
  },
};

/** Without REPORTS the server refuses the list, and nothing can be added. */
export const NoRights: Story = {
  beforeEach: storySetup([], {
    'POST /data-extracts/search': { status: 403, body: { message: 'You do not have permission.' } },
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('You do not have permission.')[0]).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Add Data Extract' })).toBeNull();
  },
};

/** REPORTS alone (the payroll officer): extracts are downloaded; defining them needs REPORT_DEFINITIONS (ADR 200). */
export const RunOnly: Story = {
  beforeEach: storySetup(['REPORTS', 'PAYROLL REPORTS'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Download Assigned participants' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Data Extract' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Assigned participants' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Assigned participants' })).toBeNull();
  },
};

/** The add form with two filter rows: a text column and a date column ("on or after"). */
export const AddFormWithFilters: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Data Extract' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Entity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Participants' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Last name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Filter' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Filter 1 column' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Status' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Filter 1 value' }), 'Enrolled');
    await userEvent.click(screen.getByRole('button', { name: 'Add Filter' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Filter 2 column' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Birth date' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter 2 operator' }));
    await userEvent.click(await screen.findByRole('option', { name: 'on or after' }));
    await expect(await screen.findByRole('textbox', { name: 'Filter 2 value' })).toBeVisible();
  },
};
