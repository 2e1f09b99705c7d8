import styled, { createGlobalStyle } from 'styled-components';

/*
 * Printing shows the review alone: everything else on the page (top bar, menus, toasts, the
 * review's own buttons) is hidden, and the review starts at the top of the first sheet.
 */
export const PrintStyles = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-component='PrintableReview'],
    [data-component='PrintableReview'] * {
      visibility: visible;
    }
    [data-component='PrintableReview'] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
    [data-component='PrintableReview'] [data-print='hide'] {
      display: none;
    }
  }
`;

export const Root = styled.article`
  max-width: 960px;
  color: var(--color-text);
  background: var(--color-bg);

  @media print {
    max-width: none;
    font-size: 11pt;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-4);
  padding-bottom: var(--space-3);
  margin-bottom: var(--space-4);
  border-bottom: 2px solid var(--color-border-strong);
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-xl);
  font-weight: var(--font-weight-semibold);
`;

export const Subtitle = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

export const Toolbar = styled.div`
  display: flex;
  gap: var(--space-2);
`;

export const Items = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: var(--space-3);
`;

export const Item = styled.section`
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  break-inside: avoid;

  &[data-kind='summary'] {
    grid-column: 1 / -1;
  }
  &[data-incomplete='true'] {
    border-color: var(--color-warning-border);
    background: var(--color-warning-bg);
  }
`;

export const ItemTitle = styled.h2`
  margin: 0 0 var(--space-2);
  font-size: var(--font-size-md);
  font-weight: var(--font-weight-semibold);
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-1) var(--space-3);
  margin: 0;
  font-size: var(--font-size-sm);

  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
