import styled from 'styled-components';

export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: var(--z-topbar);
  display: flex;
  align-items: center;
  gap: var(--space-4);
  height: var(--topbar-height);
  padding: 0 var(--space-4);
  background: var(--color-bg-topbar);
  color: var(--color-text-inverse);
  box-shadow: var(--shadow-2);

  &[data-position='static'] {
    position: relative;
  }

  & a,
  & button {
    color: inherit;
    font: inherit;
  }
`;

export const Logo = styled.div`
  flex: none;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-bold);
  letter-spacing: 0.02em;
`;

export const Toggle = styled.button`
  display: none;
  margin-inline-start: auto;
  padding: var(--space-1) var(--space-3);
  border: 1px solid rgb(255 255 255 / 50%);
  border-radius: var(--radius-sm);
  background: transparent;
  cursor: pointer;

  @media (max-width: 768px) {
    display: inline-block;
  }
`;

export const Nav = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  min-width: 0;

  @media (max-width: 768px) {
    position: absolute;
    top: var(--topbar-height);
    inset-inline: 0;
    display: none;
    flex-direction: column;
    align-items: stretch;
    max-height: calc(100vh - var(--topbar-height));
    overflow: auto;
    padding: var(--space-2);
    background: var(--color-bg-topbar);
    &[data-open='true'] {
      display: flex;
    }
  }
`;

export const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-level='1'],
  &[data-level='2'] {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 1;
    flex-direction: column;
    gap: 0;
    min-width: 240px;
    padding: var(--space-1) 0;
    border-radius: var(--radius-md);
    background: var(--color-bg);
    color: var(--color-text);
    box-shadow: var(--shadow-3);
  }
  &[data-level='2'] {
    top: calc(-1 * var(--space-1));
    left: 100%;
  }
  &[hidden] {
    display: none;
  }

  @media (max-width: 768px) {
    flex-direction: column;
    &[data-level='1'],
    &[data-level='2'] {
      position: static;
      min-width: 0;
      padding-inline-start: var(--space-4);
      background: transparent;
      color: inherit;
      box-shadow: none;
    }
  }
`;

export const Entry = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
`;

export const EntryControl = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  min-height: 40px;
  padding: var(--space-2) var(--space-3);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: rgb(255 255 255 / 14%);
  }
  [data-level='1'] > li > &,
  [data-level='2'] > li > & {
    border-radius: 0;
  }
  [data-level='1'] > li > &:hover,
  [data-level='2'] > li > &:hover,
  [data-level='1'] > li > &:focus-visible,
  [data-level='2'] > li > &:focus-visible {
    background: var(--color-bg-subtle);
  }
  &[data-active='true'] {
    font-weight: var(--font-weight-semibold);
    box-shadow: inset 0 -3px 0 var(--color-primary-contrast);
  }
  [data-level='1'] > li > &[data-active='true'],
  [data-level='2'] > li > &[data-active='true'] {
    color: var(--color-primary);
    box-shadow: inset 3px 0 0 var(--color-primary);
  }
  &[aria-expanded]::after {
    content: '';
    width: 6px;
    height: 6px;
    border-right: 2px solid currentcolor;
    border-bottom: 2px solid currentcolor;
    transform: rotate(45deg);
  }
  [data-level='1'] > li > &[aria-expanded]::after {
    transform: rotate(-45deg);
  }
`;
