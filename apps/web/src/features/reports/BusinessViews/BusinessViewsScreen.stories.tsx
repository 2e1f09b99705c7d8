import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { assignedRows, businessViews, entities } from './businessViewFixtures.ts';
import { BusinessViewsScreen } from './BusinessViewsScreen.tsx';

const CLAIMS = ['BUSINESS_VIEW_MAINTENANCE'] as const;
const filled = {
  'POST /business-views/search': { body: { items: businessViews, total: businessViews.length } },
  'POST /business-views/21/rows': { body: assignedRows },
  'GET /business-views/entities': { body: entities },
};

const meta = {
  title: 'Reports/Business Views',
  component: BusinessViewsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof BusinessViewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A view opened as a grid of its rows. */
export const Opened: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Assigned participants' }));
    await expect(await canvas.findByText('Youngblood')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /business-views/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /business-views/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(CLAIMS, {
    'POST /business-views/search': { status: 503, body: { message: 'Business views are unavailable.' } },
  }),
};

/** Without BUSINESS_VIEW_MAINTENANCE the server refuses the list, and nothing can be added. */
export const NoRights: Story = {
  beforeEach: storySetup([], {
    'POST /business-views/search': { status: 403, body: { message: 'You do not have permission.' } },
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('You do not have permission.')[0]).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Add Business View' })).toBeNull();
  },
};

/** The add form: an entity chosen, two of its columns in the order picked, and a date filter row. */
export const AddForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Business View' }));
    // The popup renders outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Add Business View' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Summer jobs');
    await userEvent.click(screen.getByRole('combobox', { name: 'Entity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jobs' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Start date' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Filter' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Filter 1 column' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Start date' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Filter 1 value' }), '06012026');
    // Past the picker button: leaving the whole date field commits it.
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('06/01/2026');
    await expect(dialog).toBeVisible();
  },
};

/** A filter row without its column and value: each says what it needs, and the form cannot be sent. */
export const FilterErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Assigned participants' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Filter' }));
    const value = await screen.findByRole('textbox', { name: 'Filter 2 value' });
    await userEvent.type(value, 'x');
    await userEvent.clear(value);
    await userEvent.tab();
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2));
    await expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The edit form: the view's saved filter as a row, its columns in order, its sort. */
export const EditForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Assigned participants' }));
    await expect(await screen.findByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('Assigned');
    await expect(await screen.findByRole('checkbox', { name: 'Paper check' })).toBeChecked();
  },
};
