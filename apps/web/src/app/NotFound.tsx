import styled from 'styled-components';

const Message = styled.h1`
  font-size: var(--font-size-xl, 1.5rem);
  margin: var(--space-6, 2rem) 0;
  text-align: center;
`;

/** Any path no route matches (spec section 2). */
export function Component() {
  return <Message>404: page missing</Message>;
}
