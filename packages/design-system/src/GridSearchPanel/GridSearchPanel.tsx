import { useRef, useState } from 'react';
import type { ComponentPropsWithRef, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Actions, ExportError, Panel, SearchButton, SearchGroup, SearchInput } from './GridSearchPanel.styles.ts';

export interface GridSearchPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Shows the quick search box and its Search button. */
  quickSearch?: boolean;
  /**
   * Runs the quick filter with the typed text: on Enter, on the Search button, and on Delete or
   * Backspace once the box is empty (so clearing the text shows every row again).
   */
  onQuickSearch?: (args: { text: string }) => void;
  /** Empties the quick search box, then asks the grid to drop every search and filter. */
  onClearAll?: () => void;
  /** Shows the Show Additional Columns toggle. */
  additionalColumnsToggle?: boolean;
  /** Whether additional columns are shown (the toggle's pressed state). */
  additionalColumnsShown?: boolean;
  /** Called when the toggle is pressed, with the new state. */
  onAdditionalColumnsChange?: (args: { shown: boolean }) => void;
  /** Shows Export To Excel; the button stays busy until the returned promise settles. */
  onExport?: () => Promise<void> | void;
  /** Extra filters shown in the panel, such as grid date filters. */
  filters?: ReactNode;
  /** The screen's own buttons, shown first (e.g. an Add button). */
  toolbar?: ReactNode;
  /** The applied quick search (a restored view's, or none after Reset view): the box follows it. */
  defaultText?: string;
  /**
   * Shows Reset view: empties the box, asks the grid to return to its default view and moves focus
   * to the search box (the grid hides the button once nothing is left to reset).
   */
  onResetView?: () => void;
  /**
   * The grid is still reading its remembered view: the box and Search wait, so what the user types
   * is not overwritten by the view's search when it arrives.
   */
  restoring?: boolean;
}

/**
 * The panel above a grid: quick search, extra filters, Clear All, Show Additional Columns and
 * Export To Excel. It holds only the typed text; the grid owns what is applied.
 */
export function GridSearchPanel({
  quickSearch = true,
  onQuickSearch,
  onClearAll,
  additionalColumnsToggle = false,
  additionalColumnsShown = false,
  onAdditionalColumnsChange,
  onExport,
  filters,
  toolbar,
  defaultText = '',
  onResetView,
  restoring = false,
  ...rest
}: GridSearchPanelProps) {
  const [text, setText] = useState(defaultText);
  // The applied search can change from outside (a remembered view restored, Reset view, Clear All):
  // the box follows it. Not a remount, which would drop a click on the toolbar made meanwhile.
  const [appliedText, setAppliedText] = useState(defaultText);
  if (defaultText !== appliedText) {
    setAppliedText(defaultText);
    setText(defaultText);
  }
  const searchRef = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onQuickSearch?.({ text: event.currentTarget.value });
    }
  };
  // Key up, not down: the deletion has happened, so "once the text is empty" can be checked.
  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Backspace' || event.key === 'Delete') && event.currentTarget.value === '') {
      onQuickSearch?.({ text: '' });
    }
  };

  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    setExportError(null);
    try {
      await onExport();
    } catch (error) {
      setExportError(`Export To Excel failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel data-component="GridSearchPanel" role="search" aria-label="Grid search" {...rest}>
      {toolbar}
      {quickSearch ? (
        <SearchGroup>
          <SearchInput
            ref={searchRef}
            type="search"
            aria-label="Grid Quick Search"
            placeholder="Grid Quick Search"
            value={text}
            disabled={restoring}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onKeyUp={onKeyUp}
          />
          <SearchButton type="button" disabled={restoring} onClick={() => onQuickSearch?.({ text })}>
            Search
          </SearchButton>
        </SearchGroup>
      ) : null}
      {filters}
      <Actions>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            setText('');
            onClearAll?.();
          }}
        >
          Clear All
        </Button>
        {additionalColumnsToggle ? (
          <Button
            variant="secondary"
            size="small"
            aria-pressed={additionalColumnsShown}
            onClick={() => onAdditionalColumnsChange?.({ shown: !additionalColumnsShown })}
          >
            Show Additional Columns
          </Button>
        ) : null}
        {onResetView ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setText('');
              onResetView();
              // The button goes with the view it reset: focus stays in the panel, on the search box.
              searchRef.current?.focus();
            }}
          >
            Reset view
          </Button>
        ) : null}
        {onExport ? (
          <Button variant="secondary" size="small" busy={exporting} onClick={() => void runExport()}>
            Export To Excel
          </Button>
        ) : null}
      </Actions>
      {exportError ? <ExportError role="alert">{exportError}</ExportError> : null}
    </Panel>
  );
}
