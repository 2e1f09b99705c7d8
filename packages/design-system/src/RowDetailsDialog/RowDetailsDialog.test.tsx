import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RowDetailsDialog } from './RowDetailsDialog.tsx';

const fields = [
  { label: 'Last Name', value: 'Okafor' },
  { label: 'Hourly Rate', value: '$17.50' },
  { label: 'Approved On', value: '' },
];

describe('RowDetailsDialog', () => {
  test('shows every field under a title keyed on the row, and an empty value as a dash', async () => {
    const screen = await render(<RowDetailsDialog open title="Okafor" fields={fields} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Okafor' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(dialog).toMatchTextContent('Hourly Rate$17.50');
    await expect.element(dialog).toMatchTextContent('Approved On—');
  });

  test('closes with the Close button and with Escape', async () => {
    const onClose = vi.fn();
    const screen = await render(<RowDetailsDialog open title="Okafor" fields={fields} onClose={onClose} />);
    await screen.getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('renders nothing when closed', async () => {
    const screen = await render(
      <RowDetailsDialog open={false} title="Okafor" fields={fields} onClose={() => undefined} />,
    );
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});
