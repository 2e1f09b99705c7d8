import type { GridColumn } from '@pathway/design-system';

/**
 * The Status column of a record that can be switched off: a badge reading Active or Inactive, and
 * the same words in the server's Excel export (which reads the row's boolean).
 */
export function activeColumn<Row extends { isActive?: boolean }>(): GridColumn<Row> {
  return {
    id: 'isActive',
    header: 'Status',
    value: (row) => (row.isActive ? 'Active' : 'Inactive'),
    exportAs: { labels: { true: 'Active', false: 'Inactive' } },
    kind: { type: 'badge', tone: (row) => (row.isActive ? 'success' : 'neutral') },
    width: 110,
  };
}
