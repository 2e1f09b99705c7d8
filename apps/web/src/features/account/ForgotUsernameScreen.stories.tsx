import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness, stubFetch, withoutLeftoverToasts } from './accountFixtures.tsx';
import { ForgotUsernameScreen } from './ForgotUsernameScreen.tsx';

const meta = {
  title: 'Account/Forgot Username',
  component: ForgotUsernameScreen,
  decorators: [(Story) => <ScreenHarness path="/forget-username" withTheme={false} screen={<Story />} />],
  beforeEach: withoutLeftoverToasts,
} satisfies Meta<typeof ForgotUsernameScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const IncorrectEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'kcoleman@partner4work');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Username' }));
    await expect(await canvas.findByText('Incorrect Email')).toBeVisible();
  },
};

export const AddressNotFound: Story = {
  beforeEach: () => stubFetch({ 'POST /users/validate-forget-username': { status: 404, body: {} } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'former.staff@partner4work.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Username' }));
    await expect(await canvas.findByText('Unable to find user email address')).toBeVisible();
  },
};
