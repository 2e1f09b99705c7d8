/**
 * Design tokens. Components never read these values directly: GlobalStyles publishes each one as a
 * CSS custom property, and styles say `var(--color-primary)`, so a styled component's CSS stays
 * static (see docs/adr/020).
 */
export const colors = {
  'color-primary': '#1d4f91',
  'color-primary-hover': '#163d71',
  'color-primary-contrast': '#ffffff',
  'color-secondary': '#e7ecf3',
  'color-secondary-hover': '#d3dbe7',
  'color-text': '#1b2430',
  'color-text-muted': '#4f5b6b',
  'color-text-inverse': '#ffffff',
  'color-bg': '#ffffff',
  'color-bg-subtle': '#f4f6f9',
  'color-bg-topbar': '#12345f',
  'color-border': '#c4ccd8',
  'color-border-strong': '#66758a',
  'color-focus': '#2a6bd6',
  'color-danger': '#b42318',
  'color-danger-bg': '#fdecea',
  'color-danger-border': '#f2b8b5',
  'color-warning': '#8a4b00',
  'color-warning-bg': '#fff4e0',
  'color-warning-border': '#f5c77e',
  'color-success': '#1e6b34',
  'color-success-bg': '#e8f5ec',
  'color-success-border': '#a8d5b5',
  'color-info': '#1d4f91',
  'color-info-bg': '#e8f0fb',
  'color-info-border': '#a9c3ea',
  'color-backdrop': 'rgb(15 23 42 / 55%)',
} as const;

/** A 4 px grid. */
export const space = {
  'space-0': '0',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  'space-7': '48px',
} as const;

export const typography = {
  'font-family': "'Inter', sans-serif",
  'font-size-xs': '12px',
  'font-size-sm': '14px',
  'font-size-md': '16px',
  'font-size-lg': '18px',
  'font-size-xl': '22px',
  'font-size-2xl': '28px',
  'font-weight-regular': '400',
  'font-weight-medium': '500',
  'font-weight-semibold': '600',
  'font-weight-bold': '700',
  'line-height-tight': '1.25',
  'line-height-normal': '1.5',
} as const;

export const radii = {
  'radius-sm': '3px',
  'radius-md': '6px',
  'radius-lg': '10px',
  'radius-pill': '999px',
} as const;

export const elevation = {
  'shadow-1': '0 1px 2px rgb(15 23 42 / 12%)',
  'shadow-2': '0 4px 12px rgb(15 23 42 / 16%)',
  'shadow-3': '0 12px 32px rgb(15 23 42 / 24%)',
  'z-topbar': '100',
  'z-modal': '1000',
  'z-toast': '2000',
} as const;

/** Layout constants shared by screens (spec section 2, "Layout"). */
export const layout = {
  'topbar-height': '56px',
  'panel-narrow': '480px',
  'panel-wide': '1280px',
} as const;

export const tokens = { ...colors, ...space, ...typography, ...radii, ...elevation, ...layout };

export type TokenName = keyof typeof tokens;

/** `var(--name)` for a token, for the rare style written in TypeScript rather than CSS. */
export function cssVar(name: TokenName): string {
  return `var(--${name})`;
}

/** The token map as CSS declarations, one custom property per token. */
export function tokensAsCss(): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--${name}: ${value};`)
    .join('\n');
}
