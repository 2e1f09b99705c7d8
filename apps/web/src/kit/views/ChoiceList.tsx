import styled from 'styled-components';

/**
 * A long list of checkboxes as one fieldset, scrolling within the popup past `$maxHeight` pixels so
 * the popup's buttons stay in view.
 */
export const ChoiceList = styled.fieldset<{ $maxHeight: number }>`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;
  max-height: ${({ $maxHeight }) => `${String($maxHeight)}px`};
  overflow-y: auto;
`;
