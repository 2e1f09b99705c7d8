import type { ComponentType } from 'react';
import { loadScreen, type ScreenEntry } from './sections/lazyScreen.ts';

export type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** What a section module exports: its screens by name, each its loader. */
type ScreenMap = Readonly<Record<string, ScreenEntry>>;

/**
 * One small chunk per section (ADR 042): each module exports the screens map its menu nodes name,
 * each screen the loader of its own chunk (ADR 085).
 */
export const sections = {
  enrollment: () => import('./sections/enrollment.tsx'),
  participants: () => import('./sections/participants.tsx'),
  contract: () => import('./sections/contract.tsx'),
  payroll: () => import('./sections/payroll.tsx'),
  reports: () => import('./sections/reports.tsx'),
  maintenance: () => import('./sections/maintenance.tsx'),
} satisfies Record<string, () => Promise<{ screens: ScreenMap }>>;

export type SectionName = keyof typeof sections;

/** The screens of a section, e.g. `ScreenName<'maintenance'>` is `'schools' | 'taxCodes' | …`. */
export type ScreenName<S extends SectionName> = keyof Awaited<ReturnType<(typeof sections)[S]>>['screens'] & string;

/** A screen of a section, named: what a menu node (or any route) points at (ADR 072). */
export type ScreenRef = { [S in SectionName]: { section: S; name: ScreenName<S> } }[SectionName];

/** The lazy route of a named screen: its section's chunk, then the screen (and its chunk) from its map. */
export function screenRoute(ref: ScreenRef): LazyComponent {
  return async () => {
    // The ref's name was checked against this section's map when it was written.
    const screens: ScreenMap = (await sections[ref.section]()).screens;
    const entry = screens[ref.name];
    if (entry === undefined) throw new Error(`No screen ${ref.name} in the ${ref.section} section`);
    return { Component: await loadScreen(entry) };
  };
}

/** Spec section 9: lazy sections preload 5 s after a signed-in page opens. */
export const SECTION_PRELOAD_DELAY_MS = 5000;
export function preloadSections(): void {
  for (const load of Object.values(sections)) {
    // A failed preload only means the section (or a screen) loads on demand later.
    load()
      .then(({ screens }: { screens: ScreenMap }) => {
        for (const entry of Object.values(screens)) loadScreen(entry).catch(() => undefined);
      })
      .catch(() => undefined);
  }
}
