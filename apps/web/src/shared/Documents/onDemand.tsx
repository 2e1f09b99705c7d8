import { onDemand } from '../../lib/onDemand.tsx';

// The panel, its upload popup and their queries load when a record's documents are first opened:
// a screen that offers Documents does not carry them on its first paint (ADR 175).

/** A record's documents inline (a Documents tab), loaded on first render. */
export const DocumentsPanelOnDemand = onDemand(
  () => import('./DocumentsPanel.tsx').then((module) => ({ default: module.DocumentsPanel })),
  { fallback: <p>Loading…</p> },
);

/** The Documents popup of a row's record, loaded when it first opens. */
export const DocumentsDialogOnDemand = onDemand(() =>
  import('./DocumentsPanel.tsx').then((module) => ({ default: module.DocumentsDialog })),
);
