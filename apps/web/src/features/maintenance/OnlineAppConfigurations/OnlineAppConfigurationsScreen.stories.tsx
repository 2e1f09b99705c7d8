import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { environment, onlineAppReplies, syepPageSetup } from './onlineAppFixtures.ts';
import { OnlineAppConfigurationsScreen } from './OnlineAppConfigurationsScreen.tsx';

const meta = {
  title: 'Maintenance/Online App Configurations',
  component: OnlineAppConfigurationsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['SYSTEM_CONFIGURATION_USER'], onlineAppReplies),
} satisfies Meta<typeof OnlineAppConfigurationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit SYEP 2026' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Edit Environment Configuration' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['SYSTEM_CONFIGURATION_USER'], {
    ...onlineAppReplies,
    'GET /online-application/page-setups': { body: [] },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['SYSTEM_CONFIGURATION_USER'], {
    'GET /online-application/page-setups': never,
    'GET /online-application/environment-configuration': never,
  }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['SYSTEM_CONFIGURATION_USER'], {
    ...onlineAppReplies,
    'GET /online-application/page-setups': {
      status: 503,
      body: { message: 'The page setups are unavailable right now.' },
    },
  }),
};

/** PROGRAMS only: the page setups to read, no Edit, no environment configuration. */
export const ReadOnly: Story = {
  beforeEach: storySetup(['PROGRAMS'], onlineAppReplies),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('SYEP 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit SYEP 2026' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Environment Configuration' })).toBeNull();
  },
};

/** A signed-in user without any of the screen's claims. */
export const NoRights: Story = {
  beforeEach: storySetup([], onlineAppReplies),
};

export const PageSetupPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit SYEP 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Page Setup — SYEP 2026' });
    await waitFor(() => expect(dialog.querySelector('input[name="pages.0.title"]')).toHaveValue('About You'));
  },
};

export const EnvironmentPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Environment Configuration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Environment Configuration' });
    await waitFor(() =>
      expect(dialog.querySelector('input[name="supportEmail"]')).toHaveValue('apply@pathway-pgh.org'),
    );
  },
};

/** A program's first page retitled and saved: the popup closes and says so. */
export const PageSetupSaved: Story = {
  beforeEach: storySetup(['SYSTEM_CONFIGURATION_USER'], {
    ...onlineAppReplies,
    'PUT /online-application/page-setup/21': { body: { ...syepPageSetup, version: 3 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit SYEP 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Page Setup — SYEP 2026' }));
    const first = within(await dialog.findByRole('group', { name: 'Page 1: Standard' }));
    const title = first.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'About Yourself');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Page setup successfully updated')).toBeVisible();
  },
};

/** The application opened and the upload extensions changed: the popup closes and says so. */
export const EnvironmentSaved: Story = {
  beforeEach: storySetup(['SYSTEM_CONFIGURATION_USER'], {
    ...onlineAppReplies,
    'PUT /online-application/environment-configuration': { body: { ...environment, version: 6 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Environment Configuration' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Environment Configuration' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Application Open' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Environment configuration successfully updated')).toBeVisible();
  },
};
