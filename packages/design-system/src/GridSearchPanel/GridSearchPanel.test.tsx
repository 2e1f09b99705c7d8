import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GridSearchPanel } from './GridSearchPanel.tsx';

describe('GridSearchPanel', () => {
  test('runs the quick search on Enter and on the Search button, not while typing', async () => {
    const onQuickSearch = vi.fn();
    const screen = await render(<GridSearchPanel onQuickSearch={onQuickSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Grid Quick Search' });
    await expect.element(box).toHaveAttribute('placeholder', 'Grid Quick Search');
    await userEvent.type(box, 'Okafor');
    expect(onQuickSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onQuickSearch).toHaveBeenLastCalledWith({ text: 'Okafor' });
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    expect(onQuickSearch).toHaveBeenCalledTimes(2);
  });

  test('Delete or Backspace on an empty box clears the search; on remaining text it does not', async () => {
    const onQuickSearch = vi.fn();
    const screen = await render(<GridSearchPanel onQuickSearch={onQuickSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Grid Quick Search' });
    await userEvent.type(box, 'ab');
    await userEvent.keyboard('{Backspace}');
    expect(onQuickSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace}');
    expect(onQuickSearch).toHaveBeenLastCalledWith({ text: '' });
    await userEvent.keyboard('{Delete}');
    expect(onQuickSearch).toHaveBeenCalledTimes(2);
  });

  test('Clear All empties the box and tells the grid', async () => {
    const onClearAll = vi.fn();
    const screen = await render(<GridSearchPanel onClearAll={onClearAll} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Grid Quick Search' }), 'Harbor');
    await screen.getByRole('button', { name: 'Clear All' }).click();
    await expect.element(screen.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue('');
    expect(onClearAll).toHaveBeenCalledOnce();
  });

  test('the additional-columns toggle reports its next state and can be hidden', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <GridSearchPanel additionalColumnsToggle additionalColumnsShown={false} onAdditionalColumnsChange={onChange} />,
    );
    await screen.getByRole('button', { name: 'Show Additional Columns' }).click();
    expect(onChange).toHaveBeenCalledWith({ shown: true });
    await screen.rerender(<GridSearchPanel quickSearch={false} />);
    await expect.element(screen.getByRole('button', { name: 'Show Additional Columns' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('searchbox')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Export To Excel' })).not.toBeInTheDocument();
  });

  test('Export To Excel is busy while exporting', async () => {
    let finish: () => void = () => undefined;
    const onExport = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const screen = await render(<GridSearchPanel onExport={onExport} />);
    const button = screen.getByRole('button', { name: 'Export To Excel' });
    await button.click();
    await expect.element(button).toBeDisabled();
    finish();
    await expect.element(button).toBeEnabled();
    expect(onExport).toHaveBeenCalledOnce();
  });
});
