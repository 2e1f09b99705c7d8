import styled, { css } from 'styled-components';

/*
 * The text-box look shared by every input widget of this package, SearchableSelect's box included.
 * Static: states come from attributes (`:disabled`, `[readonly]`, `[aria-invalid]`), values from
 * the theme's CSS variables. The padding is left to each box: a box with buttons inside needs room.
 */
export const inputBoxLook = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
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
`;

export const InputBox = styled.input`
  ${inputBoxLook}
  padding: var(--space-1) var(--space-2);

  &:disabled,
  &[readonly] {
    color: var(--color-text-muted);
    background: var(--color-bg-subtle);
  }
`;
