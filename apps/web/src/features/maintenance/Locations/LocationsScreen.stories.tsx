import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { locations, usStates } from './locationFixtures.ts';
import { LocationsScreen } from './LocationsScreen.tsx';

const filled = {
  'POST /locations/search': { body: { items: locations, total: locations.length } },
  'GET /lookups/us-states': { body: usStates },
};

const meta = {
  title: 'Maintenance/Locations',
  component: LocationsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], filled),
} satisfies Meta<typeof LocationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit opens the row's location with its values; a cleared required field stops Submit. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit East Liberty CareerLink' }));
    const popup = await screen.findByRole('dialog', { name: 'Edit Location' });
    // The popup takes focus once open; typing before that would lose the caret.
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    const dialog = within(popup);
    await expect(dialog.getByRole('textbox', { name: 'Street' })).toHaveValue('6055 Penn Ave');
    await expect(dialog.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('15206');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('East Liberty CareerLink');
    await userEvent.clear(name);
    await expect(await dialog.findByText('Required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], { 'POST /locations/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], { 'POST /locations/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], {
    'POST /locations/search': { status: 403, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Homewood Library')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Location' })).toBeNull();
  },
};
