import styled from 'styled-components';

export const Nav = styled.nav`
  margin-bottom: var(--space-4);
  font-size: var(--font-size-sm);
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  color: var(--color-text-muted);

  & + &::before {
    content: '/';
    margin: 0 var(--space-2);
    color: var(--color-border-strong);
  }
  & a {
    color: var(--color-primary);
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  & [aria-current='page'] {
    color: var(--color-text);
    font-weight: var(--font-weight-medium);
  }
`;
