import styled from 'styled-components';

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 36px;
  padding: 0 var(--space-4);
  border: 1px solid transparent;
  border-radius: var(--radius-md);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
  cursor: pointer;
  white-space: nowrap;
  background: var(--color-primary);
  color: var(--color-primary-contrast);

  &:hover:not(:disabled) {
    background: var(--color-primary-hover);
  }

  &[data-variant='secondary'] {
    background: var(--color-secondary);
    color: var(--color-text);
    border-color: var(--color-border);
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: var(--color-secondary-hover);
  }

  &[data-variant='danger'] {
    background: var(--color-danger);
    color: var(--color-text-inverse);
  }

  &[data-variant='link'] {
    background: transparent;
    color: var(--color-primary);
    padding: 0 var(--space-1);
    text-decoration: underline;
  }
  &[data-variant='link']:hover:not(:disabled) {
    background: transparent;
    color: var(--color-primary-hover);
  }

  &[data-size='small'] {
    min-height: 28px;
    padding: 0 var(--space-3);
    font-size: var(--font-size-xs);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[data-busy='true'] {
    cursor: progress;
  }
`;
