import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DataGrid } from './DataGrid.tsx';
import { makeTimesheets, timesheetColumnsWithAdditional } from './DataGrid.fixtures.ts';
import type { GridChoiceFilter, GridQuery, GridView, GridViewBinding } from './DataGrid.types.ts';

const rows120 = makeTimesheets(120);
const saved: GridView = {
  quickSearch: 'Garcia',
  filters: { weekEnding: '06/14/2024' },
  sort: { columnId: 'lastName', direction: 'desc' },
  page: 2,
  pageSize: 50,
  additionalColumns: true,
};

function binding(initial: GridView | null | undefined): GridViewBinding {
  return { initial, onChange: vi.fn(), onReset: vi.fn() };
}

const headers = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent);

describe('DataGrid view', () => {
  test('restores search, filter, sort, page and additional columns in the first query, without reporting a change', async () => {
    const onQueryChange = vi.fn<(query: GridQuery) => void>();
    const view = binding(saved);
    const screen = await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120.slice(50, 100)}
        mode="server"
        rowCount={120}
        onQueryChange={onQueryChange}
        searchPanel
        view={view}
      />,
    );
    // One query, already the restored one: the source is never asked for the default view.
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith({
      page: 2,
      pageSize: 50,
      sort: { columnId: 'lastName', direction: 'desc' },
      quickSearch: { text: 'Garcia', kind: 'text' },
      filters: { weekEnding: '06/14/2024' },
    });
    await expect.element(screen.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue('Garcia');
    await expect
      .element(screen.getByRole('columnheader', { name: 'Last Name' }))
      .toHaveAttribute('aria-sort', 'descending');
    await expect
      .element(screen.getByRole('button', { name: 'Show Additional Columns' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(headers(screen.container)).toContain('Status');
    await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 2 of 3');
    expect(view.onChange).not.toHaveBeenCalled();
  });

  test('waits for a view still being read: loading, no query, then the restored one', async () => {
    const onQueryChange = vi.fn<(query: GridQuery) => void>();
    const props = {
      label: 'Timesheets',
      columns: timesheetColumnsWithAdditional,
      rows: rows120.slice(0, 50),
      mode: 'server' as const,
      rowCount: 120,
      onQueryChange,
      searchPanel: true,
    };
    const screen = await render(<DataGrid {...props} view={binding(undefined)} />);
    await expect.element(screen.getByRole('status')).toMatchTextContent('Loading…');
    expect(onQueryChange).not.toHaveBeenCalled();
    await screen.rerender(<DataGrid {...props} view={binding(saved)} />);
    await expect.element(screen.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue('Garcia');
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ page: 2, quickSearch: { text: 'Garcia', kind: 'text' } }),
    );
  });

  test('ignores a saved sort or filter on a column the grid no longer has, and keeps the rest', async () => {
    const onQueryChange = vi.fn<(query: GridQuery) => void>();
    const stale: GridView = {
      ...saved,
      sort: { columnId: 'caseManager', direction: 'asc' },
      filters: { enrolledOn: '01/02/2024', weekEnding: '06/14/2024' },
    };
    await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120.slice(50, 100)}
        mode="server"
        rowCount={120}
        onQueryChange={onQueryChange}
        searchPanel
        view={binding(stale)}
      />,
    );
    expect(onQueryChange).toHaveBeenCalledWith({
      page: 2,
      pageSize: 50,
      sort: null,
      quickSearch: { text: 'Garcia', kind: 'text' },
      filters: { weekEnding: '06/14/2024' },
    });
  });

  test('reports what the user changes, and Reset view returns to the defaults', async () => {
    const view = binding(null);
    const screen = await render(
      <DataGrid label="Timesheets" columns={timesheetColumnsWithAdditional} rows={rows120} searchPanel view={view} />,
    );
    await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 1 of 3');
    // On its defaults there is nothing to reset.
    expect(screen.getByRole('button', { name: 'Reset view' }).query()).toBeNull();
    await screen.getByRole('button', { name: 'Last Name' }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Show Additional Columns' }).click();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Grid Quick Search' }), 'a{Enter}');
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(view.onChange).toHaveBeenLastCalledWith({
      view: {
        quickSearch: 'a',
        filters: {},
        sort: { columnId: 'lastName', direction: 'asc' },
        page: 2,
        pageSize: 50,
        additionalColumns: true,
      },
    });
    const changes = vi.mocked(view.onChange).mock.calls.length;

    await screen.getByRole('button', { name: 'Reset view' }).click();
    expect(view.onReset).toHaveBeenCalledTimes(1);
    // The reset is not also reported as a change to save.
    expect(vi.mocked(view.onChange).mock.calls.length).toBe(changes);
    await expect.element(screen.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue('');
    await expect.element(screen.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'none');
    await expect
      .element(screen.getByRole('button', { name: 'Show Additional Columns' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 1 of 3');
    expect(headers(screen.container)).not.toContain('Status');
    expect(screen.getByRole('button', { name: 'Reset view' }).query()).toBeNull();
    await expect.element(screen.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveFocus();
  });

  test('offers no Reset view on a grid that does not remember', async () => {
    const screen = await render(
      <DataGrid label="Timesheets" columns={timesheetColumnsWithAdditional} rows={rows120} searchPanel />,
    );
    await expect.element(screen.getByRole('button', { name: 'Clear All' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset view' }).query()).toBeNull();
  });

  describe('choice filters (issue 45)', () => {
    const choices: readonly GridChoiceFilter[] = [
      {
        id: 'status',
        label: 'Status',
        items: [
          { value: 'Pending', label: 'Pending' },
          { value: 'Approved', label: 'Approved' },
        ],
        defaultText: 'Any status',
      },
    ];
    const grid = (props: { view: GridViewBinding; onQueryChange: (query: GridQuery) => void; rowCount?: number }) => (
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120.slice(50, 100)}
        mode="server"
        rowCount={props.rowCount ?? 120}
        onQueryChange={props.onQueryChange}
        searchPanel={{ choices }}
        view={props.view}
      />
    );

    test('are restored with the view and asked for in the first query; a choice no longer offered is dropped', async () => {
      const onQueryChange = vi.fn<(query: GridQuery) => void>();
      const screen = await render(
        grid({ view: binding({ ...saved, choices: { status: 'Approved' } }), onQueryChange }),
      );
      expect(onQueryChange).toHaveBeenCalledTimes(1);
      expect(onQueryChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2, choices: { status: 'Approved' } }));
      await expect.element(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Approved');

      const stale = vi.fn<(query: GridQuery) => void>();
      await render(
        grid({ view: binding({ ...saved, choices: { status: 'Voided', program: 7 } }), onQueryChange: stale }),
      );
      expect(stale).toHaveBeenCalledWith(expect.objectContaining({ page: 2, choices: {} }));
    });

    test('a choice goes back to page 1 and is reported with the view; Clear All and Reset view drop it', async () => {
      const onQueryChange = vi.fn<(query: GridQuery) => void>();
      const view = binding(null);
      const screen = await render(grid({ view, onQueryChange }));
      await screen.getByRole('button', { name: 'Next' }).click();
      await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 2 of 3');
      const status = screen.getByRole('combobox', { name: 'Status' });
      await status.click();
      await screen.getByRole('option', { name: 'Pending' }).click();
      await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 1 of 3');
      // The query and the view are reported from effects after the render the pager shows: polled,
      // as the screen would hear them, rather than read in the same tick (a loaded run read the old).
      const lastQuery = () => onQueryChange.mock.lastCall?.[0];
      await expect.poll(lastQuery).toEqual(expect.objectContaining({ page: 1, choices: { status: 'Pending' } }));
      await expect
        .poll(() => vi.mocked(view.onChange).mock.lastCall?.[0])
        .toEqual({ view: expect.objectContaining({ page: 1, choices: { status: 'Pending' } }) as unknown });

      await screen.getByRole('button', { name: 'Clear All' }).click();
      await expect.element(status).toHaveTextContent('Any status');
      await expect.poll(lastQuery).toEqual(expect.objectContaining({ choices: {} }));

      await status.click();
      await screen.getByRole('option', { name: 'Approved' }).click();
      await expect.poll(lastQuery).toEqual(expect.objectContaining({ choices: { status: 'Approved' } }));
      await screen.getByRole('button', { name: 'Reset view' }).click();
      await expect.element(status).toHaveTextContent('Any status');
      await expect.poll(lastQuery).toEqual(expect.objectContaining({ choices: {} }));
      expect(view.onReset).toHaveBeenCalledTimes(1);
    });
  });

  test("a change of the screen's own filter (firstPageOn) goes back to page 1 and is reported with the view", async () => {
    const onQueryChange = vi.fn<(query: GridQuery) => void>();
    const view = binding(saved);
    const grid = (status: string) => (
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120.slice(50, 100)}
        mode="server"
        rowCount={120}
        onQueryChange={onQueryChange}
        searchPanel
        view={view}
        firstPageOn={status}
      />
    );
    const screen = await render(grid('Pending'));
    await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 2 of 3');
    // The same value again (a re-render) keeps the page.
    await screen.rerender(grid('Pending'));
    await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 2 of 3');
    await screen.rerender(grid('Approved'));
    await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 1 of 3');
    await expect.poll(() => onQueryChange.mock.lastCall?.[0]).toEqual(expect.objectContaining({ page: 1 }));
    await expect
      .poll(() => vi.mocked(view.onChange).mock.lastCall?.[0])
      .toEqual({ view: expect.objectContaining({ page: 1, quickSearch: 'Garcia' }) as unknown });
  });

  test('a restored page past the last one, even of no rows at all, shows the last page', async () => {
    const onQueryChange = vi.fn<(query: GridQuery) => void>();
    const props = {
      label: 'Timesheets',
      columns: timesheetColumnsWithAdditional,
      mode: 'server' as const,
      onQueryChange,
      searchPanel: true,
      view: binding({ ...saved, page: 2 }),
    };
    // The source is still counting: the restored page waits.
    const screen = await render(<DataGrid {...props} rows={[]} rowCount={0} loading />);
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    // It found nobody: page 1 of 1, not "Page 2 of 1" with Previous enabled.
    await screen.rerender(<DataGrid {...props} rows={[]} rowCount={0} loading={false} />);
    const pager = screen.getByRole('navigation');
    await expect.element(pager).toMatchTextContent('0 rows');
    await expect.element(pager).toMatchTextContent('Page 1 of 1');
    await expect.element(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });
});
