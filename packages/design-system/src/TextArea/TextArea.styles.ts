import styled from 'styled-components';
import { inputCss } from '../TextField/TextField.styles.ts';

export const StyledTextArea = styled.textarea`
  ${inputCss}
  resize: vertical;
  line-height: var(--line-height-normal);
`;
