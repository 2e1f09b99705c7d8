export { ThemeProvider } from './ThemeProvider.tsx';
export type { ThemeProviderProps } from './ThemeProvider.tsx';
export { GlobalStyles } from './GlobalStyles.ts';
export { tokens, colors, space, typography, radii, elevation, layout, cssVar } from './tokens.ts';
export type { TokenName } from './tokens.ts';
export { fontsReady } from './fonts.ts';
