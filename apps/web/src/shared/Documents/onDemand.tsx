import { lazy, Suspense } from 'react';
import type { DocumentsDialogProps, DocumentsPanelProps } from './DocumentsPanel.tsx';

// The panel, its upload popup and their queries load when a record's documents are first opened:
// a screen that offers Documents does not carry them on its first paint (ADR 175).
const LazyPanel = lazy(() => import('./DocumentsPanel.tsx').then((module) => ({ default: module.DocumentsPanel })));
const LazyDialog = lazy(() => import('./DocumentsPanel.tsx').then((module) => ({ default: module.DocumentsDialog })));

/** A record's documents inline (a Documents tab), loaded on first render. */
export function DocumentsPanelOnDemand(props: DocumentsPanelProps) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <LazyPanel {...props} />
    </Suspense>
  );
}

/** The Documents popup of a row's record, loaded when it first opens. */
export function DocumentsDialogOnDemand(props: DocumentsDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
