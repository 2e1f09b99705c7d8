import styled from 'styled-components';

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-3) var(--space-4);
  margin-bottom: var(--space-4);
  border: 1px solid var(--color-info-border);
  border-left-width: 4px;
  border-left-color: var(--color-info);
  border-radius: var(--radius-md);
  background: var(--color-info-bg);
  color: var(--color-text);

  &[data-variant='danger'] {
    border-color: var(--color-danger-border);
    border-left-color: var(--color-danger);
    background: var(--color-danger-bg);
  }
  &[data-variant='warning'] {
    border-color: var(--color-warning-border);
    border-left-color: var(--color-warning);
    background: var(--color-warning-bg);
  }
  &[data-variant='success'] {
    border-color: var(--color-success-border);
    border-left-color: var(--color-success);
    background: var(--color-success-bg);
  }
`;

export const Heading = styled.p`
  margin: 0;
  font-weight: var(--font-weight-semibold);
`;
