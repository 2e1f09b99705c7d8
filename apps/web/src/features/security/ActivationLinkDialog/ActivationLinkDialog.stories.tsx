import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { KitHarness } from '../../../kit/testing/kitHarness.tsx';
import { ActivationLinkDialog } from './ActivationLinkDialog.tsx';
import { invitationLink } from './activationLinkFixtures.ts';

const meta = {
  title: 'Security/Activation Link',
  component: ActivationLinkDialog,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  args: { link: invitationLink, onClose: () => undefined },
} satisfies Meta<typeof ActivationLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After Add User: the invitation link, shown once, as it was mailed (ADRs 201, 222). */
export const Invitation: Story = {
  play: async () => {
    // The dialog renders outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Activation Link' });
    await expect(dialog).toHaveTextContent('Hand this link to dwilliams');
    await expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(
      'http://127.0.0.1:5173/#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
    );
  },
};

/** After Reset Password: the recovery link. */
export const Recovery: Story = {
  args: {
    link: {
      ...invitationLink,
      purpose: 'password-recovery',
      message:
        'Hand this link to kcoleman with the contract code of their programme. It works once and expires in 24 hours.',
    },
  },
};
