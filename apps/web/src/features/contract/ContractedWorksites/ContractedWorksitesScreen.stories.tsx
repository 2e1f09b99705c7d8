import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { contractedHandlers, links } from './contractedWorksiteFixtures.ts';
import { ContractedWorksitesScreen } from './ContractedWorksitesScreen.tsx';

const claims = ['CONTRACT'] as const;

const meta = {
  title: 'Contract/Contracted Worksites',
  component: ContractedWorksitesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, contractedHandlers),
} satisfies Meta<typeof ContractedWorksitesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(claims, {
    ...contractedHandlers,
    'POST /worksites/contracted/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...contractedHandlers, 'POST /worksites/contracted/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...contractedHandlers,
    'POST /worksites/contracted/search': { status: 503, body: { message: 'The links are unavailable right now.' } },
  }),
};

/** Without CONTRACT: the links only. */
export const NoRights: Story = {
  beforeEach: storySetup([], contractedHandlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Hillcrest Community Center' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Link Worksite' })).toBeNull();
  },
};

/** The link popup: an Active contract and an approved worksite. */
export const LinkPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link Worksite' }));
    await expect(await screen.findByRole('dialog', { name: 'Link Worksite' })).toBeVisible();
  },
};

/** Unlinking asks first. */
export const UnlinkConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Unlink Hillcrest Community Center from SYEP-2026-014' }),
    );
    await expect(await screen.findByText('Are you sure you want to unlink this worksite?')).toBeVisible();
  },
};

/** An approved worksite linked to an Active contract: the popup closes and says so. */
export const Linked: Story = {
  beforeEach: storySetup(claims, {
    ...contractedHandlers,
    'POST /worksites/link': { body: { ...links[0], worksiteId: 230, worksiteName: 'Larimer Community Garden' } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link Worksite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Link Worksite' }));
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Contract' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'SYEP-2026-014 - Summer Youth Employment - Hill District' }),
    );
    await userEvent.click(dialog.getByRole('combobox', { name: 'Worksite' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Larimer Community Garden' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Worksite successfully linked')).toBeVisible();
  },
};

/** A worksite unlinked after the question. */
export const Unlinked: Story = {
  beforeEach: storySetup(claims, { ...contractedHandlers, 'POST /worksites/unlink': { status: 204 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Unlink Hillcrest Community Center from SYEP-2026-014' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Worksite successfully unlinked')).toBeVisible();
  },
};
