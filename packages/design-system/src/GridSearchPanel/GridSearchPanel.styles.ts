import styled from 'styled-components';

export const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-2) var(--space-3);
`;

export const SearchGroup = styled.div`
  display: flex;
  align-items: stretch;
`;

export const SearchInput = styled.input`
  width: 240px;
  min-height: 32px;
  padding: var(--space-1) var(--space-3);
  border: 1px solid var(--color-border-strong);
  border-right: 0;
  border-radius: var(--radius-sm) 0 0 var(--radius-sm);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
  &::placeholder {
    color: var(--color-text-muted);
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const SearchButton = styled.button`
  min-height: 32px;
  padding: 0 var(--space-3);
  border: 1px solid var(--color-primary);
  border-radius: 0 var(--radius-sm) var(--radius-sm) 0;
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font: inherit;
  font-weight: var(--font-weight-semibold);
  cursor: pointer;
  &:hover {
    background: var(--color-primary-hover);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  margin-inline-start: auto;
`;

export const ExportError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--color-danger);
`;
