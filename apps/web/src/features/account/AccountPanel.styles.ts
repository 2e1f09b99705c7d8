import styled from 'styled-components';

/** The narrow column every account screen sits in (the layout gives it the narrow panel). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  width: 100%;
  max-width: var(--panel-narrow);
  margin: 0 auto;
  padding: var(--space-4);
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-xl);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  justify-content: flex-end;
  margin-top: var(--space-2);
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  justify-content: space-between;
  margin: 0;
  font-size: var(--font-size-sm);

  & a {
    color: var(--color-primary);
  }
`;
