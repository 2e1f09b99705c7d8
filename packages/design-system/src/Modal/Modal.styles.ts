import styled from 'styled-components';
import { FloatingOverlay } from '@floating-ui/react';

export const Backdrop = styled(FloatingOverlay)`
  z-index: var(--z-modal);
  display: grid;
  place-items: center;
  padding: var(--space-4);
  background: var(--color-backdrop);
`;

// No transform on the panel: a nested confirmation renders inside it with position: fixed.
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 600px;
  max-width: calc(100vw - 2 * var(--space-4));
  max-height: calc(100vh - 2 * var(--space-4));
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  box-shadow: var(--shadow-3);
  outline: none;

  &[data-size='small'] {
    width: 420px;
  }
  &[data-size='large'] {
    width: 960px;
  }
  &[data-size='extra-large'] {
    width: 1240px;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-5);
  border-bottom: 1px solid var(--color-border);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
`;

export const CloseButton = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text-muted);
  font-size: var(--font-size-xl);
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: var(--color-bg-subtle);
    color: var(--color-text);
  }
`;

export const Body = styled.div`
  flex: 1 1 auto;
  overflow: auto;
  padding: var(--space-4) var(--space-5);
`;

export const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-5);
  border-top: 1px solid var(--color-border);
`;
