import { useForm } from 'react-hook-form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { SubmitPopup } from './SubmitPopup.tsx';
import type { SubmitPopupProps } from './SubmitPopup.tsx';

/** Resolves once the popup has taken focus, so typing is not interrupted by the focus manager. */
async function opened() {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
}

interface ContactValues {
  firstName: string;
  lastName: string;
}

/** An edit-contact form driven by react-hook-form, its formState handed to the popup. */
function ContactForm(props: SubmitPopupProps) {
  const { register, formState } = useForm<ContactValues>({
    mode: 'onChange',
    defaultValues: { firstName: 'Denise', lastName: 'Alvarez' },
  });
  return (
    <SubmitPopup {...props} formState={formState}>
      <TextField
        label="First Name"
        required
        error={formState.errors.firstName?.message}
        {...register('firstName', { required: 'First Name is required' })}
      />
      <TextField
        label="Last Name"
        required
        error={formState.errors.lastName?.message}
        {...register('lastName', { required: 'Last Name is required' })}
      />
    </SubmitPopup>
  );
}

const meta = {
  title: 'Dialogs/SubmitPopup',
  component: SubmitPopup,
  render: (args) => <ContactForm {...args} />,
  args: { open: true, title: 'Edit Contact', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof SubmitPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing makes the form changed; undoing the typing makes it unchanged again, and Submit goes off. */
export const Unchanged: Story = {
  play: async ({ userEvent }) => {
    await opened();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.type(firstName, 'x');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.type(firstName, '{Backspace}');
    await expect(firstName).toHaveValue('Denise');
    await waitFor(() => expect(submit).toBeDisabled());
  },
};

export const ChangedAndValid: Story = {
  play: async ({ userEvent, args }) => {
    await opened();
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Dana');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ChangedButInvalid: Story = {
  play: async ({ userEvent }) => {
    await opened();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Last Name' }));
    await expect(await screen.findByText('Last Name is required')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const CancelAsksWhenChanged: Story = {
  play: async ({ userEvent, args }) => {
    await opened();
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'ne');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('alertdialog', { name: 'Warning' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onCancel).toHaveBeenCalledWith({ reason: 'cancel' });
  },
};

/** dirty/valid props instead of a react-hook-form state. */
export const WithDirtyAndValidProps: Story = {
  render: (args) => (
    <SubmitPopup {...args}>
      <p>Copy contact Denise Alvarez to the selected participant?</p>
    </SubmitPopup>
  ),
  args: { dirty: true, valid: true, title: 'Copy Contact', submitLabel: 'Copy' },
};
