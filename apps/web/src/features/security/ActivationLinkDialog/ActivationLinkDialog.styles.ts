import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

export const Note = styled.p`
  margin: 0;
`;

export const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--space-2);

  & > :first-child {
    flex: 1;
  }
`;
