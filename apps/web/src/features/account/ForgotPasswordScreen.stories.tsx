import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness, withoutLeftoverToasts } from './accountFixtures.tsx';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Account/Forgot Password',
  component: ForgotPasswordScreen,
  decorators: [(Story) => <ScreenHarness path="/forget-password" withTheme={false} screen={<Story />} />],
  beforeEach: withoutLeftoverToasts,
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ReadyToReset: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'kcoleman');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contract Code' }), 'SYEP-2026-014');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

export const MissingContractCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'kcoleman');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Contract Code' }));
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};
