/**
 * The grid benchmark page. `run.mjs` builds it in production mode, opens it in headless
 * Chromium and calls `window.gridBench.*`; each call mounts or drives a real DataGrid and
 * returns milliseconds from the action until the frame after the result is in the DOM.
 */
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { AgGridContender, BareTanstackContender, type ContenderHandle } from './contenders.tsx';
import { DataGrid } from '../src/DataGrid/DataGrid.tsx';
import { makeTimesheets, timesheetColumns } from '../src/DataGrid/DataGrid.fixtures.ts';
import { formatCell } from '../src/DataGrid/gridText.ts';
import { GlobalStyles } from '../src/theme/GlobalStyles.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The bench page has no #root');
const container: HTMLElement = rootElement;
let root: Root | null = null;

/** Resolves after the browser has painted the current DOM: the next frame, then its task. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

/** Yields to the event loop (React's scheduler runs its work in such tasks). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Waits until `check` holds, looking after every task rather than every frame, so the moment the
 * DOM holds the result is seen at once; the caller then waits for the paint.
 */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await nextTask();
  }
}

function table(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[role="table"]');
  if (!element) throw new Error('No grid on the page');
  return element;
}

/** Mounts a grid of `count` rows; returns ms from render() to the painted first rows. */
async function mount({
  count,
  paginate,
  panel = true,
}: {
  count: number;
  paginate: boolean;
  panel?: boolean;
}): Promise<number> {
  root?.unmount();
  const rows = makeTimesheets(count);
  root = createRoot(container);
  await nextPaint();
  const start = performance.now();
  root.render(
    <>
      <GlobalStyles />
      <DataGrid
        label="Timesheets"
        columns={timesheetColumns}
        rows={rows}
        pagination={paginate}
        searchPanel={panel ? { export: { kind: 'client' } } : false}
      />
    </>,
  );
  await until(() => document.querySelector('[role="cell"]') !== null, 'the first rows');
  await nextPaint();
  return performance.now() - start;
}

/** Types `text` into the quick search box, then times Enter until the filtered rows are painted. */
async function quickFilter({ text, expectedRows }: { text: string; expectedRows: number }): Promise<number> {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('No quick search box');
  // React tracks the input's value; going through the native setter makes it see an edit.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextPaint();
  if (input.value !== text) throw new Error(`The search box holds "${input.value}", not "${text}"`);
  const start = performance.now();
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  const expected = String(expectedRows + 1);
  await until(
    () => table().getAttribute('aria-rowcount') === expected,
    `${expectedRows} matching rows for "${input.value}"`,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; the grid shows ${String(table().getAttribute('aria-rowcount'))} rows`);
  });
  await nextPaint();
  return performance.now() - start;
}

/** Clicks a column's sort button; returns ms until the sorted rows are painted. */
async function sort({ header, direction }: { header: string; direction: 'ascending' | 'descending' }): Promise<number> {
  const button = [...document.querySelectorAll<HTMLButtonElement>('[role="columnheader"] button')].find(
    (candidate) => candidate.textContent === header,
  );
  if (!button) throw new Error(`No sort button for ${header}`);
  const headerCell = button.closest('[role="columnheader"]');
  await nextPaint();
  const start = performance.now();
  button.click();
  await until(() => headerCell?.getAttribute('aria-sort') === direction, `${header} ${direction}`);
  await nextPaint();
  return performance.now() - start;
}

/**
 * Scrolls the grid from top to bottom in `steps` frames (plus jumps to far positions) while a
 * PerformanceObserver records long tasks; returns every long task's duration.
 */
async function scroll({
  steps,
  lastId,
}: {
  steps: number;
  lastId: string;
}): Promise<{ longTasks: number[]; frames: number; reachedEnd: boolean }> {
  const viewport = table().parentElement;
  if (!viewport) throw new Error('No scroll container');
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  await nextPaint();
  const max = viewport.scrollHeight - viewport.clientHeight;
  const positions: number[] = [];
  for (let i = 1; i <= steps; i++) positions.push(Math.round((max * i) / steps));
  // Random-access jumps as a scrollbar drag makes them.
  positions.push(Math.round(max / 2), Math.round(max / 7), max, 0, Math.round(max * 0.9));
  for (const position of positions) {
    viewport.scrollTop = position;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  viewport.scrollTop = max;
  await nextPaint();
  await nextPaint();
  const reachedEnd = [...document.querySelectorAll('[role="cell"]')].some((cell) => cell.textContent === lastId);
  // Long-task entries are delivered asynchronously; give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  return { longTasks, frames: positions.length, reachedEnd };
}

type Contender = 'ag' | 'tanstack';
const contenderHandle = createRef<ContenderHandle>();
let contenderRows: ReturnType<typeof makeTimesheets> = [];

/** The cells of one column the contender shows, in row order. */
function shownCells(contender: Contender, columnId: string): HTMLElement[] {
  if (contender === 'tanstack') return [...document.querySelectorAll<HTMLElement>(`td[data-column="${columnId}"]`)];
  // AG Grid keeps rendered rows in DOM order of creation; its row-index attribute gives the order.
  const rows = [...document.querySelectorAll<HTMLElement>('.ag-grid-scrolling-container [role="row"][row-index]')];
  rows.sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')));
  return rows.flatMap((row) => [...row.querySelectorAll<HTMLElement>(`[col-id="${columnId}"]`)]);
}

/** Mounts AG Grid or bare TanStack Table with `count` rows; returns ms from render() to the painted first rows. */
async function mountContender({
  contender,
  count,
  paginate,
}: {
  contender: Contender;
  count: number;
  paginate: boolean;
}): Promise<number> {
  root?.unmount();
  contenderRows = makeTimesheets(count);
  root = createRoot(container);
  await nextPaint();
  const start = performance.now();
  const Grid = contender === 'ag' ? AgGridContender : BareTanstackContender;
  root.render(<Grid rows={contenderRows} paginate={paginate} handle={contenderHandle} />);
  await until(() => shownCells(contender, 'id').length > 0 && contenderHandle.current !== null, 'the first rows');
  await nextPaint();
  return performance.now() - start;
}

/** Applies the contender's quick filter; returns ms until only matching rows are painted. */
async function contenderFilter({ contender, text }: { contender: Contender; text: string }): Promise<number> {
  await nextPaint();
  const start = performance.now();
  contenderHandle.current?.quickFilter(text);
  await until(() => {
    const cells = shownCells(contender, 'id');
    return cells.length > 0 && cells.every((cell) => cell.textContent.includes(text));
  }, `rows matching "${text}"`);
  await nextPaint();
  return performance.now() - start;
}

/** Sorts the contender by a column; returns ms until the first painted row is the first in that order. */
async function contenderSort({
  contender,
  columnId,
  direction,
}: {
  contender: Contender;
  columnId: 'lastName' | 'grossPay';
  direction: 'asc' | 'desc';
}): Promise<number> {
  const values = contenderRows.map((row) => row[columnId]);
  const sorted = [...values].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1,
  );
  const column = timesheetColumns.find((candidate) => candidate.id === columnId);
  const expected = formatCell(direction === 'asc' ? sorted[0] : sorted[sorted.length - 1], column?.format);
  await nextPaint();
  const start = performance.now();
  contenderHandle.current?.sort(columnId, direction);
  await until(() => shownCells(contender, columnId)[0]?.textContent === expected, `${columnId} ${direction}`);
  await nextPaint();
  return performance.now() - start;
}

declare global {
  interface Window {
    gridBench: {
      mount: typeof mount;
      quickFilter: typeof quickFilter;
      sort: typeof sort;
      scroll: typeof scroll;
      mountContender: typeof mountContender;
      contenderFilter: typeof contenderFilter;
      contenderSort: typeof contenderSort;
    };
  }
}

window.gridBench = { mount, quickFilter, sort, scroll, mountContender, contenderFilter, contenderSort };
document.body.dataset.ready = 'true';
