import { Pager, PagerButton } from './DataGrid.styles.ts';

export interface DataGridPagerProps {
  /** The grid's accessible name: the pager is "<label> pages". */
  label: string;
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  /** Every row after filtering, across all pages. */
  totalRows: number;
  /** Asks for another page; the grid keeps the index within its pages. */
  onPageIndexChange: (pageIndex: number) => void;
}

/** The paging part of the grid: which rows the page shows, and First, Previous, Next and Last. */
export function DataGridPager({
  label,
  pageIndex,
  pageSize,
  pageCount,
  totalRows,
  onPageIndexChange,
}: DataGridPagerProps) {
  const firstRowNumber = pageIndex * pageSize;
  const onFirstPage = pageIndex === 0;
  const onLastPage = pageIndex >= pageCount - 1;
  return (
    <Pager aria-label={`${label} pages`}>
      <span>
        {totalRows === 0
          ? '0 rows'
          : `${firstRowNumber + 1}–${Math.min(firstRowNumber + pageSize, totalRows)} of ${totalRows} rows`}
      </span>
      <PagerButton type="button" disabled={onFirstPage} onClick={() => onPageIndexChange(0)}>
        First
      </PagerButton>
      <PagerButton type="button" disabled={onFirstPage} onClick={() => onPageIndexChange(pageIndex - 1)}>
        Previous
      </PagerButton>
      <span aria-live="polite">
        Page {pageIndex + 1} of {pageCount}
      </span>
      <PagerButton type="button" disabled={onLastPage} onClick={() => onPageIndexChange(pageIndex + 1)}>
        Next
      </PagerButton>
      <PagerButton type="button" disabled={onLastPage} onClick={() => onPageIndexChange(pageCount - 1)}>
        Last
      </PagerButton>
    </Pager>
  );
}
