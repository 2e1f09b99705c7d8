import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Row as TanstackRow, RowData } from '@tanstack/react-table';
import { Body, ROW_HEIGHT, Row } from './DataGrid.styles.ts';
import type { GridColumn, GridRowAction, GridRowActions } from './DataGrid.types.ts';
import type { GridFeatures, VisibleColumn } from './gridTable.ts';
import type { CellTextCache } from './gridText.ts';

interface BodyRowProps<TRow extends RowData> {
  row: TRow;
  rowIndex: number;
  start: number;
  ariaRowIndex: number;
  visibleColumns: readonly VisibleColumn<TRow>[];
  cache: CellTextCache<TRow>;
  detailsTitle: string | null;
  onDetails: ((index: number) => void) | null;
  rowActions: GridRowActions<TRow> | null;
}

/** The buttons of one row: the actions this row allows, each named "<label> <row name>". */
function RowActionsCell<TRow>({ row, rowActions }: { row: TRow; rowActions: GridRowActions<TRow> }) {
  const name = rowActions.name(row);
  return (
    <div role="cell" data-part="actions">
      {rowActions.actions.map((action: GridRowAction<TRow>) =>
        action.visible === undefined || action.visible(row) ? (
          <button key={action.id} type="button" data-part="action" onClick={() => action.onAction(row)}>
            {action.label}
            <span data-part="hidden"> {name}</span>
          </button>
        ) : null,
      )}
    </div>
  );
}

/** A cell's content: its text, or the link, badge or custom content its column's kind asks for. */
function cellContent<TRow>(column: GridColumn<TRow>, row: TRow, text: string): ReactNode {
  const kind = column.kind;
  if (kind === undefined || text === '') return text;
  switch (kind.type) {
    case 'text':
      return text;
    case 'link':
      return <a href={kind.href(row)}>{text}</a>;
    case 'badge':
      return (
        <span data-part="badge" data-tone={kind.tone?.(row) ?? 'neutral'}>
          {text}
        </span>
      );
    case 'custom':
      return kind.render(row, text);
  }
}

function BodyRowView<TRow extends RowData>({
  row,
  rowIndex,
  start,
  ariaRowIndex,
  visibleColumns,
  cache,
  detailsTitle,
  onDetails,
  rowActions,
}: BodyRowProps<TRow>) {
  return (
    <Row role="row" data-part="body" aria-rowindex={ariaRowIndex} style={{ transform: `translateY(${start}px)` }}>
      {onDetails && detailsTitle !== null ? (
        <div role="cell">
          <button type="button" data-part="details" onClick={() => onDetails(rowIndex)}>
            Details<span data-part="hidden"> for {detailsTitle}</span>
          </button>
        </div>
      ) : null}
      {rowActions ? <RowActionsCell row={row} rowActions={rowActions} /> : null}
      {visibleColumns.map(({ column, index, alignEnd }) => {
        const text = cache.text(row, index);
        return (
          <div key={column.id} role="cell" data-align={alignEnd ? 'end' : undefined} title={text}>
            {cellContent(column, row, text)}
          </div>
        );
      })}
    </Row>
  );
}

/** Memoised: while scrolling, rows that stay in the window keep every prop and do not render. */
const BodyRow = memo(BodyRowView) as typeof BodyRowView;

export interface VirtualBodyProps<TRow extends RowData> {
  maxHeight: number;
  rows: readonly TanstackRow<GridFeatures, TRow>[];
  firstRowNumber: number;
  visibleColumns: readonly VisibleColumn<TRow>[];
  cache: CellTextCache<TRow>;
  detailsTitle: ((row: TRow) => string) | undefined;
  onDetails: ((index: number) => void) | null;
  rowActions: GridRowActions<TRow> | null;
}

/** The header row's height: the body's rows start below it inside the same scroll container. */
const HEADER_HEIGHT = ROW_HEIGHT + 1;
/** Rows rendered beyond each edge of the view, so a short scroll never shows a blank strip. */
const OVERSCAN = 4;

/** The first and last row index to render, the view's edges widened by the overscan. */
function rowWindow(count: number, scrollTop: number, viewHeight: number): { first: number; last: number } {
  if (count === 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop - HEADER_HEIGHT);
  const firstInView = Math.min(count - 1, Math.floor(top / ROW_HEIGHT));
  const lastInView = Math.min(count - 1, Math.floor((top + Math.max(0, viewHeight - 1)) / ROW_HEIGHT));
  return { first: Math.max(0, firstInView - OVERSCAN), last: Math.min(count - 1, lastInView + OVERSCAN) };
}

/**
 * Whether the page is being printed: then every row of the page is rendered, not only the window in
 * view. `beforeprint` renders synchronously, before the browser lays out the sheets.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia('print');
    const update = () => setPrinting(media.matches);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media.matches);
    update();
    media.addEventListener('change', update);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      media.removeEventListener('change', update);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * The rows in view plus a few either side. Every row has the same height, so the window is plain
 * arithmetic on the scroll position: no measurement table to build per data set (a general
 * virtualiser builds one entry per row, 100,000 on a large grid) and no library in the bundle.
 * Its own component so scrolling re-renders only it, and only when the window moves.
 */
export function VirtualBody<TRow extends RowData>({
  maxHeight,
  rows,
  firstRowNumber,
  visibleColumns,
  cache,
  detailsTitle,
  onDetails,
  rowActions,
}: VirtualBodyProps<TRow>) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // Assume the full height until measured, so the very first paint already holds rows.
  const [view, setView] = useState({ scrollTop: 0, height: maxHeight });
  const count = rows.length;
  const printing = usePrinting();
  const { first, last } = printing ? { first: 0, last: count - 1 } : rowWindow(count, view.scrollTop, view.height);
  useLayoutEffect(() => {
    // Found from the body itself: the body's ref is attached before this component's layout
    // effects run, the Viewport's (an ancestor) only after them.
    const scroller = bodyRef.current?.closest<HTMLElement>('[data-scroll-container]');
    if (!scroller) return undefined;
    const update = () => {
      const next = { scrollTop: scroller.scrollTop, height: scroller.clientHeight };
      // Re-render only when the rendered window changes, not on every scrolled pixel.
      setView((previous) => {
        const before = rowWindow(count, previous.scrollTop, previous.height);
        const after = rowWindow(count, next.scrollTop, next.height);
        return before.first === after.first && before.last === after.last ? previous : next;
      });
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [count]);
  // A new row model (another page, sort or filter) starts at the top, not where the last one was left.
  useLayoutEffect(() => {
    const scroller = bodyRef.current?.closest<HTMLElement>('[data-scroll-container]');
    if (scroller && scroller.scrollTop !== 0) scroller.scrollTop = 0;
  }, [rows]);
  const rendered: ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    const row = rows[index];
    if (row === undefined) continue;
    rendered.push(
      <BodyRow
        key={row.id}
        row={row.original}
        rowIndex={index}
        start={index * ROW_HEIGHT}
        ariaRowIndex={firstRowNumber + index + 2}
        visibleColumns={visibleColumns}
        cache={cache}
        detailsTitle={detailsTitle ? detailsTitle(row.original) : null}
        onDetails={onDetails}
        rowActions={rowActions}
      />,
    );
  }
  return (
    <Body ref={bodyRef} role="rowgroup" style={{ '--data-grid-body-height': `${count * ROW_HEIGHT}px` }}>
      {rendered}
    </Body>
  );
}
