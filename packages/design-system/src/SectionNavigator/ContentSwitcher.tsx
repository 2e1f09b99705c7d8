import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, Tab, TabList, TabPanel, VisuallyHidden } from './SectionNavigator.styles.ts';

/** The content switcher holds at most this many sections (spec section 9). */
export const MAX_SWITCHER_SECTIONS = 6;
/** Height of every switcher section, in px (spec section 9). */
export const SWITCHER_SECTION_HEIGHT = 540;

export interface SwitcherSection {
  id: string;
  /** Tab text. */
  title: string;
  /** Number shown in the tab's badge. */
  count?: number;
  content: ReactNode;
}

export interface ContentSwitcherProps {
  /** One to six sections. */
  sections: readonly SwitcherSection[];
  /** Controlled active section id. */
  value?: string;
  /** Initially active section id (the first by default). */
  defaultValue?: string;
  /** Called when another section is chosen. */
  onSectionChange?: (change: { sectionId: string }) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * Tabs over up to six sections, each shown in a 540 px panel that scrolls on its own.
 * Arrow keys, Home and End move between tabs.
 */
export function ContentSwitcher({ sections, value, defaultValue, onSectionChange, label }: ContentSwitcherProps) {
  if (sections.length > MAX_SWITCHER_SECTIONS) {
    throw new Error(
      `ContentSwitcher holds at most ${MAX_SWITCHER_SECTIONS} sections; it was given ${sections.length}. Use SectionNavigator for more.`,
    );
  }
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? sections[0]?.id);
  const active = value ?? own;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    const section = sections[index];
    if (!section) return;
    setOwn(section.id);
    onSectionChange?.({ sectionId: section.id });
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = sections.findIndex((section) => section.id === active);
    const last = sections.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div data-component="ContentSwitcher">
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {sections.map((section, index) => (
          <Tab
            key={section.id}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${section.id}`}
            aria-selected={section.id === active}
            aria-controls={`${baseId}-panel-${section.id}`}
            tabIndex={section.id === active ? 0 : -1}
            onClick={() => {
              choose(index);
            }}
          >
            {section.title}
            {section.count === undefined ? null : (
              <Badge>
                {section.count}
                <VisuallyHidden> items</VisuallyHidden>
              </Badge>
            )}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel
          key={section.id}
          role="tabpanel"
          id={`${baseId}-panel-${section.id}`}
          aria-labelledby={`${baseId}-tab-${section.id}`}
          hidden={section.id !== active}
          // A panel that scrolls must be reachable by keyboard.
          tabIndex={0}
        >
          {section.content}
        </TabPanel>
      ))}
    </div>
  );
}
