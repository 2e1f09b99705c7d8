import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { credentials } from './credentialFixtures.ts';
import { CardProviderCredentialsScreen } from './CardProviderCredentialsScreen.tsx';

const filled = { 'POST /fsv-credentials/search': { body: { items: credentials, total: credentials.length } } };

const meta = {
  title: 'Payroll/Card Provider Credentials',
  component: CardProviderCredentialsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['FSV_FILES'], filled),
} satisfies Meta<typeof CardProviderCredentialsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Set on 05/11/2026')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['FSV_FILES'], { 'POST /fsv-credentials/search': { body: { items: [], total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(['FSV_FILES'], { 'POST /fsv-credentials/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup(['FSV_FILES'], { 'POST /fsv-credentials/search': { status: 403, body: {} } }),
  play: async ({ canvas }) => {
    const text = 'You do not have access to some of requested data. Issue of your permissions';
    await waitFor(() => expect(canvas.getAllByText(text)[0]).toBeVisible());
  },
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PGHTEST')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Card Provider Credential' })).toBeNull();
  },
};
