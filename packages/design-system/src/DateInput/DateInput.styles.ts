import styled from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  gap: var(--space-1);
  width: 100%;
`;

export const PickerButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  padding: 0;
  color: var(--color-primary);
  background: var(--color-bg);
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-md);
  cursor: pointer;

  &:hover {
    background: var(--color-secondary);
  }
  &:disabled {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
`;

/*
 * react-datepicker's own stylesheet is imported by the component; these rules only bring it onto
 * the theme (font, colours, focus ring) so it matches the rest of the design system.
 */
export const Popover = styled.div`
  z-index: var(--z-modal);
  background: var(--color-bg);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-2);

  .react-datepicker {
    font-family: var(--font-family);
    font-size: var(--font-size-sm);
    color: var(--color-text);
    border-color: var(--color-border);
  }
  .react-datepicker__header {
    background: var(--color-bg-subtle);
    border-bottom-color: var(--color-border);
  }
  .react-datepicker__current-month,
  .react-datepicker__day-name,
  .react-datepicker__day {
    color: var(--color-text);
  }
  .react-datepicker__day--outside-month {
    color: var(--color-text-muted);
  }
  .react-datepicker__day--disabled {
    color: var(--color-text-muted);
    text-decoration: line-through;
  }
  .react-datepicker__day--selected,
  .react-datepicker__day--keyboard-selected {
    color: var(--color-primary-contrast);
    background: var(--color-primary);
  }
  .react-datepicker__day:focus-visible,
  .react-datepicker__navigation:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 1px;
  }
`;
