import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Badge,
  Content,
  Muted,
  Panel,
  PanelHeading,
  Placeholder,
  Root,
  Section,
  SectionHeading,
  Side,
  SideButton,
  SideList,
  VisuallyHidden,
} from './SectionNavigator.styles.ts';
import { animateScroll, SCROLL_DURATION_MS, SCROLL_OFFSET, targetTop, viewportTopOf, type Scroller } from './scroll.ts';

const domId = (baseId: string, id: string) => `${baseId}-section-${id}`;

/** Lazy sections render this long after mount even if never scrolled to (spec section 9). */
export const LAZY_PRELOAD_MS = 5000;

/** One section of the scroller. */
export interface NavigatorSection {
  /** Stable id; also the element id of the section. */
  id: string;
  /** Heading of the section and its entry in the side list. */
  title: string;
  /** Number shown in the section's badge (e.g. documents to review). */
  count?: number;
  /** Render the content only when it comes near the view, or after the preload delay. */
  lazy?: boolean;
  /** The section body. */
  content: ReactNode;
}

/** An item still to complete, linked to the section that holds it. */
export interface IncompleteItem {
  id: string;
  /** What to complete, e.g. "W-4". */
  label: string;
  /** The section it belongs to. */
  sectionId: string;
  /** Its review status, e.g. "Not Present". */
  status?: string;
}

export interface SectionNavigatorProps {
  /** Sections in display order. */
  sections: readonly NavigatorSection[];
  /** Items still incomplete; listed with a count beside the section list. */
  incompleteItems?: readonly IncompleteItem[];
  /** Called when a section is chosen from the side list or the incomplete list. */
  onSectionChange?: (change: { sectionId: string }) => void;
  /** An element that scrolls the content; the window by default. */
  scrollContainer?: RefObject<HTMLElement | null>;
  /** Pixels between the scroller's top and a section scrolled to (240 by default). */
  scrollOffset?: number;
  /** Duration of the scroll in ms (300 by default). */
  scrollDurationMs?: number;
  /** Delay before lazy sections render on their own, in ms (5000 by default). */
  preloadDelayMs?: number;
  /** Accessible name of the side navigation. */
  navLabel?: string;
}

function LazyBody({
  section,
  preloadDelayMs,
  children,
}: {
  section: NavigatorSection;
  preloadDelayMs: number;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => {
      setLoaded(true);
    }, preloadDelayMs);
    const node = placeholder.current;
    // Load a little before the section scrolls into view, so the user does not see it arrive.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoaded(true);
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    if (node) observer.observe(node);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [loaded, preloadDelayMs]);
  if (loaded) return children;
  return (
    <Placeholder ref={placeholder} aria-busy="true">
      Loading {section.title}…
    </Placeholder>
  );
}

/**
 * A content scroller: sections stacked in the page, a side list with a count badge per section,
 * and the incomplete items with their count. Choosing an entry scrolls its section to 240 px
 * below the top in 300 ms; the entry of the section in view is marked current.
 */
export function SectionNavigator({
  sections,
  incompleteItems,
  onSectionChange,
  scrollContainer,
  scrollOffset = SCROLL_OFFSET,
  scrollDurationMs = SCROLL_DURATION_MS,
  preloadDelayMs = LAZY_PRELOAD_MS,
  navLabel = 'Sections',
}: SectionNavigatorProps) {
  const baseId = useId();
  const sectionId = (id: string) => domId(baseId, id);
  const [current, setCurrent] = useState(sections[0]?.id);
  const cancelScroll = useRef<(() => void) | null>(null);
  // While an animated scroll runs, the scroll listener must not move the highlight around.
  const scrolling = useRef(false);

  const scrollerOf = (): Scroller => scrollContainer?.current ?? window;

  // The current section follows the scroll position: the last one whose top passed the offset line.
  useEffect(() => {
    const scroller: Scroller = scrollContainer?.current ?? window;
    let frame = 0;
    const onScroll = () => {
      if (scrolling.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const line = viewportTopOf(scroller) + scrollOffset + 1;
        let found: string | undefined;
        for (const section of sections) {
          const node = document.getElementById(domId(baseId, section.id));
          if (node && node.getBoundingClientRect().top <= line) found = section.id;
        }
        // Above every section's line (scrolled back to the top, a header above the first section),
        // the first section is the one being read.
        setCurrent(found ?? sections[0]?.id);
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [sections, scrollContainer, scrollOffset, baseId]);

  useEffect(
    () => () => {
      cancelScroll.current?.();
    },
    [],
  );

  const goTo = (id: string) => {
    const node = document.getElementById(sectionId(id));
    if (!node) return;
    setCurrent(id);
    onSectionChange?.({ sectionId: id });
    cancelScroll.current?.();
    const scroller = scrollerOf();
    scrolling.current = true;
    cancelScroll.current = animateScroll(scroller, targetTop(scroller, node, scrollOffset), scrollDurationMs, () => {
      scrolling.current = false;
    });
  };

  const incompleteHeadingId = `${baseId}-incomplete`;
  const titleOf = (id: string) => sections.find((section) => section.id === id)?.title ?? id;

  return (
    <Root data-component="SectionNavigator">
      <Side>
        <nav aria-label={navLabel}>
          <SideList>
            {sections.map((section) => (
              <li key={section.id}>
                <SideButton
                  type="button"
                  aria-current={current === section.id ? 'true' : undefined}
                  aria-controls={sectionId(section.id)}
                  onClick={() => {
                    goTo(section.id);
                  }}
                >
                  <span>{section.title}</span>
                  {section.count === undefined ? null : (
                    <Badge>
                      {section.count}
                      <VisuallyHidden> items</VisuallyHidden>
                    </Badge>
                  )}
                </SideButton>
              </li>
            ))}
          </SideList>
        </nav>
        {incompleteItems ? (
          <Panel aria-labelledby={incompleteHeadingId}>
            <PanelHeading id={incompleteHeadingId}>
              Incomplete items
              <Badge data-tone="warning">
                {incompleteItems.length}
                <VisuallyHidden> incomplete</VisuallyHidden>
              </Badge>
            </PanelHeading>
            {incompleteItems.length === 0 ? (
              <Muted>All items are complete.</Muted>
            ) : (
              <SideList>
                {incompleteItems.map((item) => (
                  <li key={item.id}>
                    <SideButton
                      type="button"
                      onClick={() => {
                        goTo(item.sectionId);
                      }}
                    >
                      <span>
                        {item.label}
                        {item.status ? ` (${item.status})` : null}
                      </span>
                      <VisuallyHidden>, in {titleOf(item.sectionId)}</VisuallyHidden>
                    </SideButton>
                  </li>
                ))}
              </SideList>
            )}
          </Panel>
        ) : null}
      </Side>
      <Content>
        {sections.map((section) => (
          <Section key={section.id} id={sectionId(section.id)} aria-labelledby={`${sectionId(section.id)}-title`}>
            <SectionHeading id={`${sectionId(section.id)}-title`}>{section.title}</SectionHeading>
            {section.lazy ? (
              <LazyBody section={section} preloadDelayMs={preloadDelayMs}>
                {section.content}
              </LazyBody>
            ) : (
              section.content
            )}
          </Section>
        ))}
      </Content>
    </Root>
  );
}
