import styled from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  margin-bottom: var(--space-2);
`;

export const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  cursor: pointer;
  font-size: var(--font-size-sm);

  &[data-disabled='true'] {
    cursor: not-allowed;
    color: var(--color-text-muted);
  }
`;

export const Box = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: var(--color-primary);
  cursor: inherit;
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: var(--font-size-xs);
  color: var(--color-danger);
`;
