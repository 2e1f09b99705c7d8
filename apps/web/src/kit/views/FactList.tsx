import styled from 'styled-components';

/**
 * A read-only record's facts as a description list: each term (`dt`, bold) beside its value (`dd`),
 * the terms in one column as wide as the longest.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-1) var(--space-3);
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;
