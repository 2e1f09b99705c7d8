import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ScreenPageProps {
  /** The screen's heading; it also names the page's region for assistive technology. */
  title: ReactNode;
  /** The screen's own actions, at the far end of the heading's line (e.g. history, a printable copy). */
  actions?: ReactNode;
  /** The room between the screen's parts: `wide` for screens stacked from whole sections. */
  spacing?: 'normal' | 'wide';
  /** From `styled(ScreenPage)`, for a screen that narrows or aligns its frame. */
  className?: string;
  children?: ReactNode;
}

const Page = styled.section<{ $spacing: 'normal' | 'wide' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $spacing }) => ($spacing === 'wide' ? 'var(--space-4)' : 'var(--space-3)')};
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-xl);
`;

const TitleBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Actions = styled.div`
  display: flex;
  align-items: baseline;
  gap: var(--space-3);
`;

/**
 * The frame of a screen: a region named by its heading, then the screen's parts one below the
 * other. Every screen draws its heading the same size and margin, so the kit draws it once.
 */
export function ScreenPage({ title, actions, spacing = 'normal', className, children }: ScreenPageProps) {
  const titleId = useId();
  const heading = <Title id={titleId}>{title}</Title>;
  return (
    <Page aria-labelledby={titleId} $spacing={spacing} className={className}>
      {actions === undefined ? (
        heading
      ) : (
        <TitleBar>
          {heading}
          <Actions>{actions}</Actions>
        </TitleBar>
      )}
      {children}
    </Page>
  );
}
