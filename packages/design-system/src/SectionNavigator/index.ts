export { SectionNavigator, LAZY_PRELOAD_MS } from './SectionNavigator.tsx';
export type { IncompleteItem, NavigatorSection, SectionNavigatorProps } from './SectionNavigator.tsx';
export { ContentSwitcher, MAX_SWITCHER_SECTIONS, SWITCHER_SECTION_HEIGHT } from './ContentSwitcher.tsx';
export type { ContentSwitcherProps, SwitcherSection } from './ContentSwitcher.tsx';
export { SCROLL_OFFSET, SCROLL_DURATION_MS } from './scroll.ts';
