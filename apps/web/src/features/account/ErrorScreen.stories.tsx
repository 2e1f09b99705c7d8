import type { Meta, StoryObj } from '@storybook/react-vite';
import { withoutLeftoverToasts } from './accountFixtures.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Account/Error',
  component: ErrorScreen,
  args: { message: 'Request data status 500' },
  beforeEach: withoutLeftoverToasts,
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};

export const PageFailedToLoad: Story = {
  args: { message: 'The Payroll Processing page could not be loaded. Check your connection and reload the page.' },
};
