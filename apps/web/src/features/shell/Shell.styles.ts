import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: var(--color-bg-subtle);
  /* A printed page is the page's content: no top bar, menu or breadcrumbs (ADR 199). */
  @media print {
    min-height: 0;
    background: none;
    & [data-component='TopBarMenu'],
    & [data-component='Breadcrumbs'] {
      display: none;
    }
  }
`;

// The top bar is fixed, so the page starts below it.
export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: var(--panel-wide);
  margin: 0 auto;
  padding: calc(var(--topbar-height) + var(--space-4)) var(--space-4) var(--space-6);
  &[data-panel='narrow'] {
    max-width: var(--panel-narrow);
  }
  @media print {
    max-width: none;
    padding: 0;
  }
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-top: 1px solid var(--color-border);
  background: var(--color-bg);
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  @media print {
    display: none;
  }
`;

export const SpinnerOverlay = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgb(255 255 255 / 50%);
  z-index: var(--z-modal);
  @media print {
    display: none;
  }
`;

export const Spinner = styled.div`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid var(--color-border);
  border-top-color: var(--color-primary);
  animation: shell-spin 0.8s linear infinite;
  @keyframes shell-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;
