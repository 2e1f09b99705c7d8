import styled from 'styled-components';

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-2) var(--space-4);
  margin: 0;
  & dt {
    color: var(--color-text-muted);
    font-weight: var(--font-weight-medium);
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
