import styled from 'styled-components';

export const Message = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text);
`;

export const Countdown = styled.span`
  display: block;
  margin-top: var(--space-3);
  font-size: var(--font-size-2xl);
  font-weight: var(--font-weight-semibold);
  font-variant-numeric: tabular-nums;
  text-align: center;
  color: var(--color-warning);
`;

export const Note = styled.p`
  margin: var(--space-3) 0 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;
