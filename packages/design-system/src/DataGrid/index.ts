export { DataGrid, DEFAULT_PAGE_SIZE } from './DataGrid.tsx';
export type { DataGridProps } from './DataGrid.tsx';
export type {
  GridCellValue,
  GridColumn,
  GridColumnFormat,
  GridExport,
  GridQuery,
  GridQuickSearch,
  GridRowDetails,
  GridSearchPanelOptions,
  GridSort,
} from './DataGrid.types.ts';
