import type { ComponentType } from 'react';

/**
 * A screen in a chunk of its own (ADR 085): a section's map holds its loader, so opening one screen
 * loads that screen and what it imports, not every screen of the section.
 */
export interface LazyScreen {
  readonly load: () => Promise<ComponentType>;
}

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  return { load };
}

/** What a section's map holds per screen: its loader (every screen has a chunk of its own). */
export type ScreenEntry = LazyScreen;

export function loadScreen(entry: ScreenEntry): Promise<ComponentType> {
  return entry.load();
}
