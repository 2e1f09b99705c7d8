import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { genders, jobSectors, lookupNames, organizationList } from './lookupOptionFixtures.ts';
import { LookupOptionsScreen } from './LookupOptionsScreen.tsx';

const filled: Record<string, Handler> = {
  'GET /lookups/names': { body: lookupNames },
  'GET /lookup-options': ({ path }) => ({ body: path.includes('genders') ? genders : jobSectors }),
  'GET /organizations': { body: organizationList },
};
const ALL = ['LOOKUP_OPTIONS', 'MAINTAIN_LOOKUP_OPTIONS', 'DELETE_LOOKUP_OPTION'] as const;

const meta = {
  title: 'Maintenance/Lookup Options',
  component: LookupOptionsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(ALL, filled),
} satisfies Meta<typeof LookupOptionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first list (organization-specific and dated): its organization and date columns. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Hospitality' })).toBeVisible();
    await expect(canvas.getAllByText('Three Rivers Youth Works')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Lookup Option' })).toBeVisible();
  },
};

/** A plain list: text only. */
export const PlainList: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Lookup' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Genders' }));
    await expect(await canvas.findByRole('button', { name: 'Edit Non-binary' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Organization' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(ALL, { ...filled, 'GET /lookup-options': { body: [] } }),
};

export const Loading: Story = {
  beforeEach: storySetup(ALL, { ...filled, 'GET /lookup-options': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(ALL, {
    ...filled,
    'GET /lookup-options': { status: 503, body: { message: 'The lookup lists are unavailable right now.' } },
  }),
};

/** LOOKUP_OPTIONS only: the lists and their options, no Add, Edit or Delete. */
export const NoRights: Story = {
  beforeEach: storySetup(['LOOKUP_OPTIONS'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hospitality')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Lookup Option' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** The edit popup of a dated, organization-specific option. */
export const EditPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Hospitality' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lookup Option' });
    await waitFor(() => expect(dialog.querySelector('input[name="endDate"]')).toHaveValue('12/31/2026'));
  },
};

/** An option added with its organization and dates: the popup closes and says so. */
export const Added: Story = {
  beforeEach: storySetup(ALL, {
    ...filled,
    'POST /lookups/create': { status: 201, body: { id: 330, text: 'Retail', version: 0 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Lookup Option' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Lookup Option' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Text' }), 'Retail');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Organization' }), 'Partner');
    await userEvent.click(await screen.findByRole('option', { name: 'Partner4Work' }));
    // A typed date is committed when the field is left (or on Enter, which also submits the form).
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06012026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08312026');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Text' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Lookup option successfully created')).toBeVisible();
  },
};

/** An option's text changed and saved: the popup closes and says so. */
export const Updated: Story = {
  beforeEach: storySetup(ALL, {
    ...filled,
    'POST /lookups/update': { body: { id: 302, text: 'Hospitality & Tourism', version: 1 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Hospitality' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Lookup Option' }));
    const field = await dialog.findByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(field).toHaveValue('Hospitality'));
    await userEvent.type(field, ' & Tourism');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Lookup option successfully updated')).toBeVisible();
  },
};

/** An option removed after the question. */
export const Removed: Story = {
  beforeEach: storySetup(ALL, { ...filled, 'DELETE /lookups/303': { status: 204 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Parks & Recreation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Lookup option successfully removed')).toBeVisible();
  },
};
