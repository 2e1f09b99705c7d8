import styled from 'styled-components';

/*
 * The text-box look shared by every input widget of this package. Static: states come from
 * attributes (`:disabled`, `[readonly]`, `[aria-invalid]`), values from the theme's CSS variables.
 */
export const InputBox = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
  padding: var(--space-1) var(--space-2);
  font: inherit;
  font-size: var(--font-size-sm);
  color: var(--color-text);
  background: var(--color-bg);
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-md);

  &::placeholder {
    color: var(--color-text-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
  &:disabled,
  &[readonly] {
    color: var(--color-text-muted);
    background: var(--color-bg-subtle);
  }
`;
