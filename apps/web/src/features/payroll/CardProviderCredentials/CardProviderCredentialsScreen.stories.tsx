import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

/** The grid as loaded; what its rows link to and do is the screen's tests' business. */
export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(['FSV_FILES'], { 'POST /fsv-credentials/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['FSV_FILES'], { 'POST /fsv-credentials/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['FSV_FILES'], { 'POST /fsv-credentials/search': { status: 403, body: {} } }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PGHTEST')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Card Provider Credential' })).toBeNull();
  },
};
