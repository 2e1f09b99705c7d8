import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 200px 1fr;
  gap: var(--space-5);
  min-height: 280px;
`;

export const SectionList = styled.ol`
  margin: 0;
  padding: 0 var(--space-3) 0 0;
  list-style: none;
  border-right: 1px solid var(--color-border);
  counter-reset: section;
`;

export const SectionButton = styled.button`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  width: 100%;
  padding: var(--space-2) var(--space-3);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text);
  text-align: start;
  cursor: pointer;
  counter-increment: section;

  &::before {
    content: counter(section);
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: var(--radius-pill);
    background: var(--color-secondary);
    font-size: var(--font-size-xs);
    font-weight: var(--font-weight-semibold);
  }
  &:hover {
    background: var(--color-bg-subtle);
  }
  &[aria-current='step'] {
    background: var(--color-info-bg);
    font-weight: var(--font-weight-semibold);
  }
  &[aria-current='step']::before {
    background: var(--color-primary);
    color: var(--color-primary-contrast);
  }
  &[data-invalid='true']::before {
    background: var(--color-danger);
    color: var(--color-text-inverse);
  }
`;

export const SectionHeading = styled.h3`
  margin: 0 0 var(--space-3);
  font-size: var(--font-size-md);
  font-weight: var(--font-weight-semibold);
`;

export const Spacer = styled.span`
  flex: 1;
`;
