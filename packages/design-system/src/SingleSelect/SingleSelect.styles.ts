import styled from 'styled-components';
import { inputBoxLook } from '../MaskedInput/MaskedInput.styles.ts';

/* Shared by SingleSelect, TriStateSelect and SearchableSelect; every variant is an attribute. */

export const Anchor = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  width: 100%;
`;

export const Toggle = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  width: 100%;
  min-height: 36px;
  padding: var(--space-1) var(--space-2);
  font-size: var(--font-size-sm);
  color: var(--color-text);
  background: var(--color-bg);
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-md);
  cursor: pointer;
  user-select: none;

  &[data-placeholder='true'] {
    color: var(--color-text-muted);
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
  &[aria-disabled='true'] {
    color: var(--color-text-muted);
    background: var(--color-bg-subtle);
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
`;

export const Chevron = styled.span`
  flex: none;
  width: 0;
  height: 0;
  border-inline: 5px solid transparent;
  border-top: 6px solid currentColor;
`;

export const Menu = styled.ul`
  position: absolute;
  z-index: var(--z-modal);
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  max-height: 280px;
  margin: 0;
  padding: var(--space-1) 0;
  overflow-y: auto;
  list-style: none;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-2);

  &[data-open='false'] {
    display: none;
  }
`;

export const Option = styled.li`
  padding: var(--space-1) var(--space-3);
  font-size: var(--font-size-sm);
  color: var(--color-text);
  cursor: pointer;

  &[data-highlighted='true'] {
    background: var(--color-secondary);
  }
  &[aria-selected='true'] {
    font-weight: var(--font-weight-semibold);
  }
  &[aria-disabled='true'] {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
  &[data-default='true'] {
    color: var(--color-text-muted);
  }
`;

/** The overlay shown in place of the list when nothing matches. */
export const Empty = styled.div`
  position: absolute;
  z-index: var(--z-modal);
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  padding: var(--space-3);
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
  text-align: center;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-2);
`;

export const ComboInput = styled.input`
  ${inputBoxLook}
  /* Room on the right for the Clear and toggle buttons that sit over the box. */
  padding: var(--space-1) 64px var(--space-1) var(--space-2);

  &:disabled {
    color: var(--color-text-muted);
    background: var(--color-bg-subtle);
  }
`;

export const InputButtons = styled.div`
  position: absolute;
  top: 0;
  right: var(--space-1);
  bottom: 0;
  display: flex;
  align-items: center;
  gap: 2px;
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-md);
  line-height: 1;
  background: transparent;
  border: 0;
  border-radius: var(--radius-sm);
  cursor: pointer;

  &:hover {
    color: var(--color-text);
    background: var(--color-bg-subtle);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
