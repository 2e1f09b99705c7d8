import styled from 'styled-components';

/** Shared look of single- and multi-line text controls (TextArea reuses it). */
export const inputCss = `
  width: 100%;
  min-height: 36px;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-bg);
  color: var(--color-text);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-tight);

  &::placeholder {
    color: var(--color-text-muted);
  }
  &:focus {
    border-color: var(--color-focus);
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
  &:disabled,
  &:read-only {
    background: var(--color-bg-subtle);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${inputCss}
`;
