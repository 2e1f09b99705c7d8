import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: var(--space-5);
  align-items: start;
`;

export const ReportList = styled.nav`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  h2 {
    margin: 0 0 var(--space-1);
    font-size: var(--font-size-sm);
    font-weight: var(--font-weight-semibold);
    color: var(--color-text-muted);
    text-transform: uppercase;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const ReportLink = styled.button`
  width: 100%;
  padding: var(--space-2) var(--space-3);
  border: 1px solid transparent;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--color-primary);
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: var(--color-bg-subtle);
  }

  &[aria-current='true'] {
    border-color: var(--color-border-strong);
    background: var(--color-secondary);
    color: var(--color-text);
    font-weight: var(--font-weight-semibold);
  }

  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
`;

export const Runner = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }

  p {
    margin: 0;
  }
`;

export const Parameters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3) var(--space-4);
  align-items: flex-end;

  & > div {
    width: 220px;
  }
`;

export const Muted = styled.p`
  color: var(--color-text-muted);
`;

export const TotalsTable = styled.table`
  align-self: flex-start;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  caption {
    text-align: left;
    font-weight: var(--font-weight-semibold);
    padding-bottom: var(--space-1);
  }

  th,
  td {
    padding: var(--space-1) var(--space-3);
    border: 1px solid var(--color-border);
    text-align: right;
  }

  th {
    background: var(--color-bg-subtle);
    font-weight: var(--font-weight-medium);
  }
`;

export const ChartFigure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  figcaption {
    font-weight: var(--font-weight-semibold);
  }
`;

export const ChartScroll = styled.div`
  align-self: flex-start;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);

  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }

  text {
    font-family: var(--font-family);
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
