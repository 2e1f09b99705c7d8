import styled from 'styled-components';

/** The row of controls above an enrollment grid: selects, a date, the bulk action's button. */
export const ControlsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);

  & > div {
    min-width: 240px;
  }
`;
