import styled from 'styled-components';

/** Short items side by side, wrapping (badges, chosen names): a list to assistive tech, without bullets. */
export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
