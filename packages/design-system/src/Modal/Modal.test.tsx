import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../Button/Button.tsx';
import { LOST_DATA_MESSAGE, Modal } from './Modal.tsx';
import type { ModalProps } from './Modal.tsx';
import { useModal } from './ModalContext.ts';

function CancelButton() {
  const { requestClose } = useModal();
  return <Button onClick={() => requestClose({ reason: 'cancel' })}>Cancel</Button>;
}

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        title="Edit Contact"
        {...props}
        open={open}
        onClose={(args) => {
          props.onClose?.(args);
          setOpen(false);
        }}
        footer={<CancelButton />}
      >
        <input aria-label="First Name" />
      </Modal>
    </>
  );
}

// First in the file: the popup's implementation has not been downloaded yet (ADR 087).
test('the first popup shows once its implementation has loaded, focus inside, and gives focus back on close', async () => {
  const screen = await render(<Harness />);
  const open = screen.getByRole('button', { name: 'Open' });
  await open.hover();
  await open.click();
  await expect.element(page.getByRole('dialog', { name: 'Edit Contact' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  await expect.element(open).toHaveFocus();
});

test('is a labelled modal dialog of the requested size', async () => {
  const screen = await render(<Harness size="md" />);
  await screen.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
  await expect.element(dialog).toHaveAttribute('data-size', 'medium');
});

test('a locked modal ignores Escape and asks before any close', async () => {
  const onClose = vi.fn();
  const screen = await render(<Harness locked onClose={onClose} />);
  await screen.getByRole('button', { name: 'Open' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Edit Contact' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('dialog', { name: 'Edit Contact' })).toBeVisible();
  expect(onClose).not.toHaveBeenCalled();

  await page.getByRole('button', { name: 'Cancel' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect.element(warning.getByText(LOST_DATA_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  expect(onClose).toHaveBeenCalledWith({ reason: 'cancel' });
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
});

test('a clean modal closes from the footer without asking', async () => {
  const onClose = vi.fn();
  const screen = await render(<Harness onClose={onClose} />);
  await screen.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(onClose).toHaveBeenCalledWith({ reason: 'cancel' });
  await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('the ref prop receives the dialog element', async () => {
  let element: HTMLDivElement | null = null;
  await render(
    <Modal
      open
      title="Notes"
      onClose={vi.fn()}
      ref={(node) => {
        element = node;
      }}
    />,
  );
  await expect.element(page.getByRole('dialog', { name: 'Notes' })).toBeVisible();
  expect(element).toBe(page.getByRole('dialog', { name: 'Notes' }).element());
});
