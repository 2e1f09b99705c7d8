import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness, setSession, stubFetch, withoutLeftoverToasts } from './accountFixtures.tsx';
import { LoginRoute } from './LoginRoute.tsx';

const meta = {
  title: 'Account/Login',
  component: LoginRoute,
  decorators: [(Story) => <ScreenHarness path="/login" withTheme={false} screen={<Story />} />],
  beforeEach: () => {
    setSession(null);
    return withoutLeftoverToasts();
  },
} satisfies Meta<typeof LoginRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const NotEnoughRights: Story = {
  beforeEach: () => stubFetch({ 'POST /auth/login': { status: 403, body: {} } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'mreyes');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Summer#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText("User doesn't have enough rights to login")).toBeVisible();
  },
};

export const ServerMessage: Story = {
  beforeEach: () =>
    stubFetch({ 'POST /auth/login': { status: 401, body: { message: 'Invalid user name or password' } } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'mreyes');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'summer2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Invalid user name or password')).toBeVisible();
  },
};
