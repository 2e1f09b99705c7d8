import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SingleSelect } from '../SingleSelect/SingleSelect.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Modal } from './Modal.tsx';
import type { ModalProps } from './Modal.tsx';

/** Opens the dialog from a button, so focus has somewhere to return to. */
function WithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open Applicant Header</Button>
      <Modal
        {...props}
        open={open}
        onClose={(args) => {
          props.onClose(args);
          setOpen(false);
        }}
      />
    </>
  );
}

/** A dialog holding a form that becomes dirty once the user types. */
function WithForm(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  const [note, setNote] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Note</Button>
      <Modal
        {...props}
        open={open}
        dirty={note !== ''}
        onClose={(args) => {
          props.onClose(args);
          setOpen(false);
          setNote('');
        }}
      >
        <TextField label="Note" value={note} onValueChange={({ value }) => setNote(value)} />
      </Modal>
    </>
  );
}

/** Resolves once the dialog has taken focus (the focus manager moves it in after mounting). */
async function opened(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

const meta = {
  title: 'Dialogs/Modal',
  component: Modal,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: true,
    title: 'Applicant Header',
    size: 'medium',
    onClose: fn(),
    children: (
      <dl>
        <dt>Name</dt>
        <dd>Keisha Thompson (ID 104233)</dd>
        <dt>Enrollment status</dt>
        <dd>Enrolled</dd>
        <dt>Birth date</dt>
        <dd>04/17/2008</dd>
      </dl>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'small', title: 'Session Time Limit' } };
export const MiddleAlias: Story = { args: { size: 'middle' } };
export const Large: Story = { args: { size: 'large', title: 'Contacts' } };
export const ExtraLarge: Story = { args: { size: 'extra-large', title: 'Applicant Review' } };
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
      </>
    ),
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open Applicant Header' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Applicant Header' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusIsTrapped: Story = {
  args: {
    open: false,
    footer: <Button>Save</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Applicant Header' }));
    const dialog = await opened('Applicant Header');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      // Tabbing off either end lands on a focus guard, which sends focus back inside.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
  },
};

export const BackdropClickCloses: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Applicant Header' }));
    await opened('Applicant Header');
    const backdrop = document.querySelector('[data-modal-backdrop]');
    if (!(backdrop instanceof HTMLElement)) throw new Error('backdrop not rendered');
    await userEvent.click(backdrop);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith({ reason: 'backdrop' }));
  },
};

export const DirtyFormAsksBeforeClosing: Story = {
  render: (args) => <WithForm {...args} />,
  args: { open: false, title: 'Add Note' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    const dialog = await opened('Add Note');
    await userEvent.type(screen.getByLabelText('Note'), 'Called guardian about work permit');
    await userEvent.keyboard('{Escape}');
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    await expect(warning).toHaveTextContent('Are you sure you want to leave this page? It contains unsaved data.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByLabelText('Note')).toHaveValue('Called guardian about work permit');
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'close-button' });
  },
};

export const LostDataPrompt: Story = {
  render: (args) => <WithForm {...args} />,
  args: { open: false, title: 'Add Note' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await opened('Add Note');
    await userEvent.type(screen.getByLabelText('Note'), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('alertdialog', { name: 'Warning' });
  },
};

export const Locked: Story = {
  args: {
    locked: true,
    title: 'Applicant Review',
  },
};

export const LockedIgnoresEscapeAndBackdrop: Story = {
  args: { open: false, locked: true, title: 'Applicant Review' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Applicant Header' }));
    const dialog = await opened('Applicant Review');
    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector('[data-modal-backdrop]');
    if (!(backdrop instanceof HTMLElement)) throw new Error('backdrop not rendered');
    await userEvent.click(backdrop);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    await expect(warning).toHaveTextContent('Are you sure you want to leave this page? It contains unsaved data.');
  },
};

/** A select in a popup: the first click opens its list, and Escape closes the list, not the popup. */
export const SelectInPopup: Story = {
  args: {
    open: false,
    title: 'Assign Job',
    children: (
      <SingleSelect
        label="Job"
        defaultText="Select Value"
        items={[
          { value: 4411, label: 'Camp Counselor Aide, Frick Park' },
          { value: 4412, label: 'Library Assistant, Carnegie Library Homewood' },
        ]}
      />
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Applicant Header' }));
    const dialog = await opened('Assign Job');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Job' }));
    await expect(await within(dialog).findByRole('option', { name: 'Camp Counselor Aide, Frick Park' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('option')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
