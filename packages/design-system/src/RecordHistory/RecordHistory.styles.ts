import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

export const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  border: 1px solid var(--color-border);
  border-radius: 4px;
  padding: var(--space-2) var(--space-3);
`;

export const EntryHeading = styled.h3`
  margin: 0 0 var(--space-2);
  font-size: var(--font-size-md);
  font-weight: 600;
`;

export const Changes = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: var(--space-1) var(--space-2);
    border-bottom: 1px solid var(--color-border);
    overflow-wrap: anywhere;
  }

  thead th {
    font-weight: 600;
  }

  tbody th {
    font-weight: 600;
    width: 30%;
  }
`;

export const Quiet = styled.p`
  margin: 0;
`;

export const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;
