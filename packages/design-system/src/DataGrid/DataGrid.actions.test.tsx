import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DataGrid } from './DataGrid.tsx';
import type { GridColumn, GridRowActions } from './DataGrid.types.ts';

interface School {
  id: number;
  name: string;
  isActive: boolean;
  editable: boolean;
}

const schools: School[] = [
  { id: 1, name: 'Lincoln High School', isActive: true, editable: true },
  { id: 2, name: 'Allderdice High School', isActive: false, editable: false },
];

const columns: GridColumn<School>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (row) => row.name,
    kind: { type: 'link', href: (row) => `#/schools/${row.id}` },
  },
  {
    id: 'isActive',
    header: 'Status',
    value: (row) => (row.isActive ? 'Active' : 'Inactive'),
    kind: { type: 'badge', tone: (row) => (row.isActive ? 'success' : 'neutral') },
  },
];

describe('DataGrid row actions, toolbar and cell kinds', () => {
  test('each row gets the actions it allows, named after the row', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const rowActions: GridRowActions<School> = {
      name: (row) => row.name,
      actions: [
        { id: 'edit', label: 'Edit', visible: (row) => row.editable, onAction: edit },
        { id: 'delete', label: 'Delete', onAction: remove },
      ],
    };
    const screen = await render(<DataGrid label="Schools" columns={columns} rows={schools} rowActions={rowActions} />);
    await expect.element(screen.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await screen.getByRole('button', { name: 'Edit Lincoln High School' }).click();
    expect(edit).toHaveBeenCalledWith(schools[0]);
    await expect.element(screen.getByRole('button', { name: 'Edit Allderdice High School' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Delete Allderdice High School' }).click();
    expect(remove).toHaveBeenCalledWith(schools[1]);
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-colcount', '3');
  });

  test('no actions means no Actions column', async () => {
    const screen = await render(
      <DataGrid
        label="Schools"
        columns={columns}
        rows={schools}
        rowActions={{ name: (row) => row.name, actions: [] }}
      />,
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-colcount', '2');
  });

  test('cells render links and status badges with the formatted text', async () => {
    const screen = await render(<DataGrid label="Schools" columns={columns} rows={schools} />);
    await expect
      .element(screen.getByRole('link', { name: 'Lincoln High School' }))
      .toHaveAttribute('href', '#/schools/1');
    const badge = screen.getByText('Inactive');
    await expect.element(badge).toHaveAttribute('data-tone', 'neutral');
    await expect.element(screen.getByText('Active', { exact: true })).toHaveAttribute('data-tone', 'success');
  });

  test('the toolbar sits in the search panel', async () => {
    const add = vi.fn();
    const screen = await render(
      <DataGrid
        label="Schools"
        columns={columns}
        rows={schools}
        searchPanel={{
          toolbar: (
            <button type="button" onClick={add}>
              Add
            </button>
          ),
        }}
      />,
    );
    await screen.getByRole('search').getByRole('button', { name: 'Add' }).click();
    expect(add).toHaveBeenCalledOnce();
  });

  test('quick search still matches the text of link and badge cells', async () => {
    const screen = await render(<DataGrid label="Schools" columns={columns} rows={schools} searchPanel />);
    await screen.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('inactive');
    await screen.getByRole('button', { name: 'Search' }).click();
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '2');
    await expect.element(screen.getByRole('link', { name: 'Allderdice High School' })).toBeVisible();
  });
});
