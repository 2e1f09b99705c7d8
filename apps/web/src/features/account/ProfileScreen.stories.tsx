import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness, signedInFor, withoutLeftoverToasts } from './accountFixtures.tsx';
import { ProfileScreen } from './ProfileScreen.tsx';

const meta = {
  title: 'Account/Profile',
  component: ProfileScreen,
  // Pinned so the password-expiry note reads the same on every run.
  args: { now: new Date(2026, 5, 10, 9, 0) },
  decorators: [(Story) => <ScreenHarness path="/profile" withTheme={false} screen={<Story />} />],
  beforeEach: [withoutLeftoverToasts, signedInFor({ passwordExpirationDate: '2026-12-31' })],
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PasswordExpiresSoon: Story = {
  beforeEach: signedInFor({ passwordExpirationDate: '2026-06-14' }),
};

export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'x'.repeat(34));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'keisha.coleman');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('First Name is required')).toBeVisible();
    await expect(canvas.getByText('Maximum length of Last Name is 40')).toBeVisible();
    await expect(canvas.getByText('Email is required and format should be john.smith@example.com.')).toBeVisible();
  },
};
