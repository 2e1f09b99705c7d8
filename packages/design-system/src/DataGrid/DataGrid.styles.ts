import styled, { createGlobalStyle, css } from 'styled-components';

/** Row height in pixels; fixed so the virtualiser never has to measure. */
export const ROW_HEIGHT = 36;

/** Words only a screen reader needs: the eye gets them from the layout (the row a button acts on). */
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The row's small buttons (Details and each action) look alike wherever they stand in the row. */
const rowButton = css`
  padding: 2px var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-bg);
  color: var(--color-primary);
  font: inherit;
  font-size: var(--font-size-xs);
  cursor: pointer;
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  min-width: 0;
  font-family: var(--font-family);
  font-size: var(--font-size-sm);
  color: var(--color-text);
  /* On paper the controls are of no use: the rows and the row count are what is printed, in type
     small enough for a sheet to hold a wide grid's columns with each value whole. */
  @media print {
    font-size: 8pt;
    & [data-component='GridSearchPanel'],
    & [data-part='actions'],
    & [data-part='details'],
    & nav button {
      display: none;
    }
  }
`;

/**
 * A page with a grid prints on landscape sheets: a grid's columns are what a sheet is short of, and
 * on paper they keep each value whole (issue 45). Rendered by every grid; the rule is one and the same.
 */
export const GridPrintPage = createGlobalStyle`
  @page {
    size: landscape;
  }
`;

/** The one scroll container: both axes, so the sticky header scrolls sideways with the body. */
export const Viewport = styled.div`
  position: relative;
  overflow: auto;
  max-height: var(--data-grid-max-height, 600px);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-bg);
  overscroll-behavior: contain;
  @media print {
    overflow: visible;
    max-height: none;
  }
`;

/**
 * Widths come from one CSS variable on the table, set once per column layout, never per cell. On
 * paper the grid is laid out as a table (ADR 199, revised by issue 45): the sheet's width is shared
 * by the columns as their contents ask, a value wraps only at a space and is never cut inside a
 * word ("12/23/200/7", "Awaiting Assignmen/t"), and the header row repeats on every sheet.
 */
export const Table = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 100%;
  width: var(--data-grid-width);
  @media print {
    display: table;
    min-width: 0;
    width: 100%;
    table-layout: auto;
    border-collapse: collapse;
  }
`;

export const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: var(--color-bg-subtle);
  border-bottom: 1px solid var(--color-border-strong);
  @media print {
    display: table-header-group;
    position: static;
  }
`;

export const Body = styled.div`
  position: relative;
  height: var(--data-grid-body-height);
  /* Rows come and go while scrolling; containment keeps that layout work inside the body. */
  contain: layout paint style;
  @media print {
    display: table-row-group;
    height: auto;
    contain: none;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: var(--data-grid-columns);
  height: ${ROW_HEIGHT}px;
  align-items: center;
  border-bottom: 1px solid var(--color-border);
  &[data-part='body'] {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    contain: strict;
  }
  &[data-part='body']:hover {
    background: var(--color-bg-subtle);
  }
  /* Body cells are plain elements styled from their row: one styled component per row, not per
     cell, keeps a full-window re-render while scrolling cheap. */
  &[data-part='body'] > [role='cell'] {
    padding: 0 var(--space-2);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-part='body'] > [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & [data-part='details'] {
    ${rowButton}
  }
  & [data-part='details']:hover,
  & [data-part='action']:hover {
    background: var(--color-secondary);
  }
  &[data-part='body'] > [data-part='actions'] {
    display: flex;
    gap: var(--space-1);
  }
  & [data-part='action'] {
    ${rowButton}
  }
  & [role='cell'] > a {
    color: var(--color-primary);
  }
  /* Status badges: the tone is a data attribute, so every badge shares this one rule set. */
  & [data-part='badge'] {
    display: inline-block;
    padding: 0 var(--space-2);
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-bg-subtle);
    color: var(--color-text);
    font-size: var(--font-size-xs);
    line-height: 20px;
  }
  & [data-part='badge'][data-tone='info'] {
    border-color: var(--color-info-border);
    background: var(--color-info-bg);
    color: var(--color-info);
  }
  & [data-part='badge'][data-tone='success'] {
    border-color: var(--color-success-border);
    background: var(--color-success-bg);
    color: var(--color-success);
  }
  & [data-part='badge'][data-tone='warning'] {
    border-color: var(--color-warning-border);
    background: var(--color-warning-bg);
    color: var(--color-warning);
  }
  & [data-part='badge'][data-tone='danger'] {
    border-color: var(--color-danger-border);
    background: var(--color-danger-bg);
    color: var(--color-danger);
  }
  @media print {
    display: table-row;
    height: auto;
    break-inside: avoid;
    &[data-part='body'] {
      position: static;
      /* The virtual window's offset is an inline style. */
      transform: none !important;
      contain: none;
    }
    & > [role='cell'],
    & > [role='columnheader'] {
      display: table-cell;
      height: ${ROW_HEIGHT}px;
      vertical-align: middle;
      border-bottom: 1px solid var(--color-border);
    }
    &[data-part='body'] > [role='cell'] {
      padding: 2px var(--space-1);
      white-space: normal;
      overflow: visible;
      overflow-wrap: normal;
    }
    /* A status is one value: its badge keeps its words together, in the grid's print size. */
    & [data-part='badge'] {
      padding: 0 var(--space-1);
      font-size: inherit;
      line-height: inherit;
      white-space: nowrap;
    }
  }
  & [data-part='hidden'] {
    ${visuallyHidden}
  }
`;

export const HeaderCell = styled.div`
  display: flex;
  align-items: center;
  height: 100%;
  padding: 0 var(--space-2);
  font-weight: var(--font-weight-semibold);
  white-space: nowrap;
  overflow: hidden;
  &[data-align='end'] {
    justify-content: flex-end;
  }
  @media print {
    padding: 2px var(--space-1);
    white-space: normal;
    overflow: visible;
    overflow-wrap: normal;
    &[data-align='end'] {
      text-align: end;
    }
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  &::after {
    content: '';
    display: inline-block;
    width: 0;
    height: 0;
    border-inline: 4px solid transparent;
  }
  &[data-sort='asc']::after {
    border-bottom: 6px solid currentColor;
  }
  &[data-sort='desc']::after {
    border-top: 6px solid currentColor;
  }
  /* On paper a header wraps at its spaces, like the values under it. */
  @media print {
    display: inline;
    overflow: visible;
    text-align: inherit;
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const StateMessage = styled.div`
  padding: var(--space-5) var(--space-4);
  text-align: center;
  color: var(--color-text-muted);
  &[data-tone='danger'] {
    color: var(--color-danger);
    background: var(--color-danger-bg);
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: var(--space-2);
  color: var(--color-text-muted);
`;

export const PagerButton = styled.button`
  min-width: 32px;
  height: 32px;
  padding: 0 var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  &:disabled {
    color: var(--color-text-muted);
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A choice filter's select in the search panel: as wide as its label, within bounds. */
export const ChoiceField = styled.div`
  min-width: 180px;
  max-width: 320px;
`;
