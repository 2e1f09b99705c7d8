import styled from 'styled-components';

export const Region = styled.section`
  position: fixed;
  z-index: var(--z-toast);
  top: calc(var(--topbar-height) + var(--space-3));
  right: var(--space-4);
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  width: min(360px, calc(100vw - 2 * var(--space-4)));
  pointer-events: none;
`;

export const Item = styled.div`
  pointer-events: auto;
  transition:
    opacity 150ms ease-out,
    transform 150ms ease-out;
  &[data-visible='false'] {
    opacity: 0;
    transform: translateX(16px);
  }
`;

export const Card = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-info-border);
  border-left-width: 4px;
  border-radius: var(--radius-md);
  background: var(--color-info-bg);
  color: var(--color-text);
  box-shadow: var(--shadow-2);

  &[data-kind='success'] {
    border-color: var(--color-success-border);
    border-left-color: var(--color-success);
    background: var(--color-success-bg);
  }
  &[data-kind='error'] {
    border-color: var(--color-danger-border);
    border-left-color: var(--color-danger);
    background: var(--color-danger-bg);
  }
  &[data-kind='warning'] {
    border-color: var(--color-warning-border);
    border-left-color: var(--color-warning);
    background: var(--color-warning-bg);
  }
  &[data-kind='info'] {
    border-left-color: var(--color-info);
  }
`;

export const Title = styled.p`
  margin: 0 0 var(--space-1);
  font-weight: var(--font-weight-semibold);
  font-size: var(--font-size-sm);
`;

export const Message = styled.div`
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text);
  font-size: var(--font-size-lg);
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgb(0 0 0 / 8%);
  }
`;
