import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness, signedInFor, withoutLeftoverToasts } from './accountFixtures.tsx';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';

const meta = {
  title: 'Account/Change Password',
  component: ChangePasswordScreen,
  decorators: [
    (Story, { parameters }) => (
      <ScreenHarness
        path="/change-password"
        url={(parameters as { url?: string }).url ?? '/change-password'}
        withTheme={false}
        screen={<Story />}
      />
    ),
  ],
  beforeEach: [withoutLeftoverToasts, signedInFor()],
} satisfies Meta<typeof ChangePasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Voluntary: Story = {};

export const Required: Story = {
  parameters: { url: '/change-password?required=true' },
  beforeEach: signedInFor({}, { isPasswordUpdateRequired: true }),
};

export const PolicyErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Kcoleman!2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Kcoleman!2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('Current Password is required')).toBeVisible();
    await expect(canvas.getByText('Password must not contain all or part of the user name')).toBeVisible();
    await expect(canvas.getByText('Password mismatch')).toBeVisible();
  },
};
