import { describe, expect, it } from 'vitest';
import { menuTree, type MenuNode } from '../features/shell/menu.ts';
import { screenRoute, sections, type ScreenRef } from './sectionModules.ts';
import { loadScreen, type ScreenEntry } from './sections/lazyScreen.ts';

function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));
}

const menuLeaves = leaves(menuTree);
/** The one route outside the menu tree that opens a section screen (routes.tsx). */
const otherRefs: ScreenRef[] = [{ section: 'enrollment', name: 'applicantReviewPrint' }];
const refs = [...menuLeaves.flatMap((node) => (node.screen ? [node.screen] : [])), ...otherRefs];

describe('routes name their screens', () => {
  it('every menu leaf names a screen of its own section (no fallback to another module)', () => {
    for (const node of menuLeaves) {
      expect(node.screen, node.path).toBeDefined();
      expect(node.path.split('/')[0], node.path).toBe(node.screen?.section);
    }
  });

  it('no screen is shared by two routes', () => {
    const keys = refs.map((ref) => `${ref.section}.${ref.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Loads every section module (and what they import) once: slow on a cold transform cache.
  it('every screen a section exports is routed, and each route loads its own screen', { timeout: 60_000 }, async () => {
    for (const [section, load] of Object.entries(sections)) {
      const { screens } = await load();
      const routed = refs.filter((ref) => ref.section === section).map((ref) => ref.name);
      expect(Object.keys(screens).sort(), section).toEqual([...routed].sort());
    }
    for (const ref of refs) {
      const { Component } = await screenRoute(ref)();
      const screens: Record<string, ScreenEntry> = (await sections[ref.section]()).screens;
      const entry = screens[ref.name];
      expect(entry, `${ref.section}.${ref.name}`).toBeDefined();
      if (entry !== undefined) expect(Component).toBe(await loadScreen(entry));
    }
  });
});
