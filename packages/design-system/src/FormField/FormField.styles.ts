import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  margin-bottom: var(--space-3);
`;

export const Label = styled.label`
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

export const RequiredMark = styled.span`
  color: var(--color-danger);
  margin-inline-start: 2px;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: var(--font-size-xs);
  color: var(--color-danger);
`;
