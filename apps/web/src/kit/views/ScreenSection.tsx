import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ScreenSectionProps {
  /** The section's heading (level 2); it also names the section's region for assistive technology. */
  title: ReactNode;
  /** From `styled(ScreenSection)`, for a section that spaces itself apart from its neighbours. */
  className?: string;
  children?: ReactNode;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

/**
 * One part of a screen stacked from several (a grid of its own, say): a region named by its
 * level-2 heading, then its content. The level below `ScreenPage`, drawn the same on every screen.
 */
export function ScreenSection({ title, className, children }: ScreenSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Section>
  );
}
