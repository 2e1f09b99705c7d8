import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { SearchableSelect } from '../SearchableSelect/SearchableSelect.tsx';
import { SingleSelect, type SelectItem } from '../SingleSelect/SingleSelect.tsx';
import { TriStateSelect } from '../TriStateSelect/TriStateSelect.tsx';
import { Modal } from './Modal.tsx';

// A file of its own: neither the popup nor downshift is loaded when it starts, as on a first visit.
const programs: SelectItem<number>[] = [
  { value: 11, label: 'Summer Youth Employment 2025' },
  { value: 12, label: 'Work Experience Program' },
];

function Popup({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Job</Button>
      <Modal
        open={open}
        title="Add Job"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <SingleSelect label="Program" items={programs} defaultText="Select Value" />
        <TriStateSelect label="Work Permit" />
        <SearchableSelect label="Worksite" items={programs} />
      </Modal>
    </>
  );
}

describe('selects in a popup', () => {
  test('the first click opens each list, and Escape closes only the list', async () => {
    const onClose = vi.fn();
    await render(<Popup onClose={onClose} />);
    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Job' });
    await expect.element(dialog).toBeVisible();

    for (const name of ['Program', 'Work Permit']) {
      await dialog.getByRole('combobox', { name }).click();
      await expect.element(dialog.getByRole('listbox', { name })).toBeVisible();
      await expect.element(dialog.getByRole('option').first()).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog.getByRole('option').first()).not.toBeInTheDocument();
      await expect.element(dialog).toBeVisible();
    }

    await dialog.getByRole('button', { name: 'Show Worksite options' }).click();
    await expect.element(dialog.getByRole('option', { name: 'Work Experience Program' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog.getByRole('option').first()).not.toBeInTheDocument();
    await expect.element(dialog).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();

    // With no list open, Escape still closes the popup.
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
