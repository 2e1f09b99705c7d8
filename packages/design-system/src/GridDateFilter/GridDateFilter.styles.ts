import styled from 'styled-components';

export const Wrapper = styled.div`
  display: inline-flex;
  align-items: flex-end;
  gap: var(--space-1);
  & [data-component='FormField'] {
    width: 170px;
  }
`;
