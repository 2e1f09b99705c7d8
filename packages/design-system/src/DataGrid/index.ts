export { DataGrid, DEFAULT_PAGE_SIZE } from './DataGrid.tsx';
export type { DataGridProps } from './DataGrid.tsx';
export type {
  GridBadgeTone,
  GridCellKind,
  GridCellValue,
  GridChoiceFilter,
  GridColumn,
  GridColumnFormat,
  GridExport,
  GridQuery,
  GridQuickSearch,
  GridRowAction,
  GridRowActions,
  GridRowDetails,
  GridSearchPanelOptions,
  GridSort,
  GridView,
  GridViewBinding,
} from './DataGrid.types.ts';
