import { createGlobalStyle } from 'styled-components';
// Inter's @font-face rules are a static stylesheet (fonts.css), loaded before any script runs.
import './fonts.css';
import { tokensAsCss } from './tokens.ts';

// Computed once at module load: the global style has no interpolated functions, so it never
// re-serialises on render.
const rootVariables = tokensAsCss();

/** Publishes the tokens as CSS variables and sets the base typography (in Inter, from fonts.css). */
export const GlobalStyles = createGlobalStyle`
  :root {
    ${rootVariables}
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: var(--font-family);
    font-size: var(--font-size-sm);
    line-height: var(--line-height-normal);
    color: var(--color-text);
    background: var(--color-bg);
    -webkit-font-smoothing: antialiased;
  }

  button, input, select, textarea {
    font: inherit;
  }

  :focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
