import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { WizardPopup } from './WizardPopup.tsx';

const sections = [
  {
    id: 'applicant',
    label: 'Applicant',
    content: (
      <>
        <TextField label="First Name" defaultValue="Jamal" />
        <TextField label="Last Name" defaultValue="Greene" />
      </>
    ),
  },
  { id: 'household', label: 'Household', content: <TextField label="Family Size" defaultValue="4" /> },
  { id: 'income', label: 'Income', content: <TextField label="Annual Income" defaultValue="$28,400.00" /> },
];

const meta = {
  title: 'Dialogs/WizardPopup',
  component: WizardPopup,
  args: { open: true, title: 'Enroll Applicant', sections, onSubmit: fn(), onCancel: fn(), onSectionChange: fn() },
} satisfies Meta<typeof WizardPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSection: Story = {};
export const InvalidSection: Story = {
  args: {
    initialSection: 1,
    sections: sections.map((section) => (section.id === 'household' ? { ...section, valid: false } : section)),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
export const StepsThrough: Story = {
  play: async ({ userEvent, args }) => {
    const prev = await screen.findByRole('button', { name: 'Prev' });
    await expect(prev).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(screen.getByRole('heading', { name: 'Household' })).toBeVisible();
    await expect(args.onSectionChange).toHaveBeenLastCalledWith({ index: 1, id: 'household' });
    await userEvent.click(screen.getByRole('button', { name: 'Income' }));
    await expect(screen.getByRole('button', { name: 'Income' })).toHaveAttribute('aria-current', 'step');
    await expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await expect(screen.getByRole('heading', { name: 'Household' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ sectionIds: ['applicant', 'household', 'income'] });
  },
};
