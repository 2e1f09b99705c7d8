import type { ReactNode } from 'react';
import { Toaster } from '../Toast/Toaster.tsx';
import { GlobalStyles } from './GlobalStyles.ts';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Mount the toast region (default true); pass false where an outer provider already has one. */
  toaster?: boolean;
}

/** Global styles, tokens and the toast region: wrap the app (and every story) in it once. */
export function ThemeProvider({ children, toaster = true }: ThemeProviderProps) {
  return (
    <>
      <GlobalStyles />
      {children}
      {toaster ? <Toaster /> : null}
    </>
  );
}
