/**
 * The grid benchmark page. `run.mjs` builds it in production mode, opens it in headless
 * Chromium and calls `window.gridBench.*`; each call mounts or drives a real DataGrid and
 * returns milliseconds from the action until the frame after the result is in the DOM.
 */
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { DataGrid } from '../src/DataGrid/DataGrid.tsx';
import { makeTimesheets, timesheetColumns } from '../src/DataGrid/DataGrid.fixtures.ts';
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

declare global {
  interface Window {
    gridBench: {
      mount: typeof mount;
      quickFilter: typeof quickFilter;
      sort: typeof sort;
      scroll: typeof scroll;
    };
  }
}

window.gridBench = { mount, quickFilter, sort, scroll };
document.body.dataset.ready = 'true';
