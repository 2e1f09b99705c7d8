import styled from 'styled-components';

export const Root = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: var(--space-5);
  align-items: start;
`;

export const Side = styled.div`
  position: sticky;
  top: var(--space-4);
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

export const SideList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SideButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  width: 100%;
  padding: var(--space-2) var(--space-3);
  font: inherit;
  font-size: var(--font-size-sm);
  text-align: start;
  color: var(--color-text);
  background: transparent;
  border: 0;
  border-inline-start: 3px solid transparent;
  cursor: pointer;

  &:hover {
    background: var(--color-bg-subtle);
  }
  &[aria-current='true'] {
    font-weight: var(--font-weight-semibold);
    border-inline-start-color: var(--color-primary);
    background: var(--color-secondary);
  }
`;

export const Badge = styled.span`
  flex: none;
  min-width: 24px;
  padding: 0 var(--space-2);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-semibold);
  line-height: 20px;
  text-align: center;
  color: var(--color-primary-contrast);
  background: var(--color-primary);
  border-radius: var(--radius-pill);

  &[data-tone='warning'] {
    color: var(--color-warning);
    background: var(--color-warning-bg);
    border: 1px solid var(--color-warning-border);
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Panel = styled.section`
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

export const PanelHeading = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 0 0 var(--space-2);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
`;

export const Section = styled.section`
  scroll-margin-top: 240px;
`;

export const SectionHeading = styled.h2`
  margin: 0 0 var(--space-3);
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
`;

export const Placeholder = styled.div`
  min-height: 120px;
  padding: var(--space-4);
  color: var(--color-text-muted);
  background: var(--color-bg-subtle);
  border-radius: var(--radius-md);
`;

export const Muted = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

/* Content switcher */

export const TabList = styled.div`
  display: flex;
  gap: var(--space-1);
  border-bottom: 1px solid var(--color-border);
`;

export const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  font: inherit;
  font-size: var(--font-size-sm);
  color: var(--color-text);
  background: transparent;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;

  &[aria-selected='true'] {
    font-weight: var(--font-weight-semibold);
    border-bottom-color: var(--color-primary);
  }
`;

export const TabPanel = styled.div`
  height: 540px;
  padding: var(--space-3);
  overflow-y: auto;
`;
