import type { GridCellValue, GridColumn } from '@pathway/design-system';

/**
 * The Start Date and End Date columns of a record that runs for a time (a program, an intake):
 * mm/dd/yyyy, each with its date filter, sorted and filtered by the contract's `startDate` and
 * `endDate` fields.
 */
export function startEndDateColumns<
  Row extends { startDate?: GridCellValue; endDate?: GridCellValue },
>(): GridColumn<Row>[] {
  return [
    {
      id: 'startDate',
      header: 'Start Date',
      value: (row) => row.startDate,
      format: 'date',
      dateFilter: true,
      width: 130,
    },
    { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date', dateFilter: true, width: 130 },
  ];
}
