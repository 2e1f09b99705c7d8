import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness, withoutLeftoverToasts } from './accountFixtures.tsx';
import { ActivationScreen } from './ActivationScreen.tsx';

const meta = {
  title: 'Account/Activation',
  component: ActivationScreen,
  decorators: [
    (Story, { parameters }) => (
      <ScreenHarness
        path="/user-activation"
        url={(parameters as { url?: string }).url ?? '/user-activation'}
        withTheme={false}
        screen={<Story />}
      />
    ),
  ],
  beforeEach: withoutLeftoverToasts,
} satisfies Meta<typeof ActivationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromEmailLink: Story = {
  parameters: { url: '/user-activation?code=7f3c9a2e51b84d0c' },
};

export const MissingCodes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await expect(await canvas.findAllByText('Required')).toHaveLength(2);
  },
};

/** A link an administrator handed over (ADR 201): the user chooses the password here. */
export const FromHandedOverLink: Story = {
  parameters: { url: '/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Activation Code' })).toHaveValue('K7QM-3XRT-9PWD-HN4B');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Summer!Jobs2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Summer!Jobs');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await expect(await canvas.findByText('Password mismatch')).toBeVisible();
  },
};
