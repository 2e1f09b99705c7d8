import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { schools, usStates } from './schoolFixtures.ts';
import { SchoolsScreen } from './SchoolsScreen.tsx';

const filled = {
  'POST /schools/search': { body: { items: schools, total: schools.length } },
  'GET /lookups/us-states': { body: usStates },
};

const meta = {
  title: 'Maintenance/Schools',
  component: SchoolsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['SCHOOLS'], filled),
} satisfies Meta<typeof SchoolsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Westinghouse Academy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add School' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['SCHOOLS'], { 'POST /schools/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['SCHOOLS'], { 'POST /schools/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['SCHOOLS'], {
    'POST /schools/search': { status: 503, body: { message: 'The school list is unavailable right now.' } },
  }),
};

/** A user without SCHOOLS: the rows, no Add, no Edit or Delete. */
export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Westinghouse Academy')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add School' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** The edit popup with the school's values. */
export const EditPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Westinghouse Academy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit School' });
    await waitFor(() => expect(dialog.querySelector('input[name="name"]')).toHaveValue('Westinghouse Academy'));
  },
};
