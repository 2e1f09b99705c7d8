import type { GridColumn } from '@pathway/design-system';
import { describe, expect, it } from 'vitest';
import { searchExportColumns, searchExportRequest } from './searchExport.ts';

interface Row {
  id: number;
  lastName: string;
  ssn: string;
  birthDate: string;
  isActive: boolean;
  documentTypeId: number;
  documentTypeName: string;
  city: string;
}

const columns: GridColumn<Row>[] = [
  { id: 'id', header: 'Id', value: (row) => row.id, format: 'number' },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, format: 'ssn' },
  { id: 'birthDate', header: 'Birth Date', value: (row) => row.birthDate, format: 'date' },
  {
    id: 'isActive',
    header: 'Status',
    value: (row) => (row.isActive ? 'Active' : 'Inactive'),
    exportAs: { labels: { true: 'Active', false: 'Inactive' } },
  },
  {
    id: 'documentTypeId',
    header: 'Type',
    value: (row) => row.documentTypeName,
    exportAs: { field: 'documentTypeName' },
  },
  { id: 'city', header: 'City', value: (row) => row.city, additional: true },
];

describe('searchExportColumns', () => {
  it('names each column by its row field, title and format; exportAs names another field or the labels', () => {
    expect(searchExportColumns(columns)).toEqual([
      { field: 'id', title: 'Id', format: 'number' },
      { field: 'lastName', title: 'Last Name', format: 'text' },
      { field: 'ssn', title: 'SSN', format: 'ssn' },
      { field: 'birthDate', title: 'Birth Date', format: 'date' },
      { field: 'isActive', title: 'Status', format: 'text', labels: { true: 'Active', false: 'Inactive' } },
      { field: 'documentTypeName', title: 'Type', format: 'text' },
    ]);
  });

  it("follows the grid's visible columns and their order, additional ones included when shown", () => {
    expect(searchExportColumns(columns, ['city', 'lastName', 'unknown']).map((column) => column.field)).toEqual([
      'city',
      'lastName',
    ]);
  });
});

describe('searchExportRequest', () => {
  it('sends the search without paging, and leaves out empty filters and sort', () => {
    expect(
      searchExportRequest(
        '/students/search',
        { page: 3, pageSize: 50, quickSearch: 'Carter', filters: [], sort: [] },
        columns.slice(0, 1),
        { fileName: 'participants', sheetName: 'Participants' },
      ),
    ).toEqual({
      search: '/students/search',
      request: { quickSearch: 'Carter' },
      columns: [{ field: 'id', title: 'Id', format: 'number' }],
      fileName: 'participants',
      sheetName: 'Participants',
    });
    const filters = [{ field: 'status', operator: 'eq' as const, value: 'Assigned' }];
    const sort = [{ field: 'lastName', direction: 'desc' as const }];
    expect(
      searchExportRequest('/students/search', { page: 1, pageSize: 50, filters, sort }, columns.slice(0, 1), {
        fileName: 'export',
        sheetName: 'Participants',
      }).request,
    ).toEqual({ filters, sort });
  });
});
