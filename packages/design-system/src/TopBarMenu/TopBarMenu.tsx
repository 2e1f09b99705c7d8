import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef, KeyboardEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Bar, Entry, EntryControl, List, Logo, Nav, Toggle } from './TopBarMenu.styles.ts';

export interface TopBarMenuItem {
  label: string;
  /** Full route path (`/maintenance/security/users`); wins over `path`. */
  href?: string;
  /** One segment; the link becomes parent/path, so three levels give path/subpath/subsubpath. */
  path?: string;
  /** Up to three levels in all; an item with children opens a drop-down instead of navigating. */
  children?: readonly TopBarMenuItem[];
  /** Called when the item is chosen; an item with `onSelect` and no link renders as a button. */
  onSelect?: () => void;
}

export interface TopBarMenuProps extends ComponentPropsWithRef<'header'> {
  /** The menu tree (already filtered to what the user may see). */
  items: readonly TopBarMenuItem[];
  /** Current route path; the matching link and its ancestors are highlighted. */
  activeHref?: string;
  /** Right-side entries such as Profile (link) and Logout (button). */
  rightItems?: readonly TopBarMenuItem[];
  /** Logo slot; "Pathway" in text by default. */
  logo?: ReactNode;
  /** Extra content on the right, after `rightItems`. */
  right?: ReactNode;
  /** Put before each href; `#` because the app routes by hash (docs/adr/003). */
  linkPrefix?: string;
  /** `fixed` to the top of the viewport (default) or `static` in the flow (stories, embedding). */
  position?: 'fixed' | 'static';
  /** Called with the route path when a link is chosen. */
  onNavigate?: (args: { href: string }) => void;
}

const MAX_LEVEL = 2;

/** What differs between the entries that render as buttons. */
interface ButtonEntryProps {
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  onClick: () => void;
}

function hrefOf(item: TopBarMenuItem, parentHref: string): string | undefined {
  if (item.href !== undefined) return item.href;
  if (item.path !== undefined) return `${parentHref}/${item.path}`.replace(/\/{2,}/g, '/');
  return undefined;
}

function isActive(href: string | undefined, activeHref: string | undefined): boolean {
  if (href === undefined || activeHref === undefined) return false;
  return activeHref === href || activeHref.startsWith(`${href}/`);
}

function containsActive(item: TopBarMenuItem, parentHref: string, activeHref: string | undefined): boolean {
  const href = hrefOf(item, parentHref) ?? parentHref;
  if (!item.children) return isActive(hrefOf(item, parentHref), activeHref);
  return item.children.some((child) => containsActive(child, href, activeHref));
}

/** The controls of one list level, in order (links and buttons that are direct entries). */
function controlsOf(list: Element | null): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button'));
}

function submenuOf(control: HTMLElement): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

/**
 * The fixed top bar: logo, a menu of up to three levels whose links are built from the tree, the
 * active route highlighted, and a right side for Profile and Logout. Drop-downs follow the
 * disclosure pattern (buttons with aria-expanded); arrow keys move between entries and levels,
 * Escape closes the innermost open list and returns focus to its button; a change of `activeHref`
 * (the route) closes them all. Below 768 px the menu collapses behind a Menu toggle.
 */
export function TopBarMenu({
  items,
  activeHref,
  rightItems = [],
  logo = 'Pathway',
  right,
  linkPrefix = '#',
  position = 'fixed',
  onNavigate,
  ...rest
}: TopBarMenuProps) {
  const baseId = useId();
  const [openPath, setOpenPath] = useState<readonly string[]>([]);
  const [collapsedOpen, setCollapsedOpen] = useState(false);
  const barRef = useRef<HTMLElement | null>(null);
  const navId = `${baseId}-nav`;

  // A new route closes every drop-down and the collapsed menu, however it came (Back, an edited
  // address, a link in the page): a list left open would hang over the new page. Adjusted while
  // rendering, so the new page never paints with the old list on top.
  const [routeHref, setRouteHref] = useState(activeHref);
  if (routeHref !== activeHref) {
    setRouteHref(activeHref);
    setOpenPath([]);
    setCollapsedOpen(false);
  }

  useEffect(() => {
    if (openPath.length === 0) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && barRef.current?.contains(event.target)) return;
      setOpenPath([]);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openPath.length]);

  const closeAll = () => {
    setOpenPath([]);
    setCollapsedOpen(false);
  };

  const openAndFocus = (control: HTMLElement, level: number, which: 'first' | 'last') => {
    const key = control.dataset.key;
    if (key === undefined) return;
    flushSync(() => setOpenPath((path) => [...path.slice(0, level), key]));
    const children = controlsOf(submenuOf(control));
    (which === 'first' ? children[0] : children[children.length - 1])?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const control = event.target;
    if (!(control instanceof HTMLElement) || control.dataset.level === undefined) return;
    const level = Number(control.dataset.level);
    const siblings = controlsOf(control.closest('ul'));
    const position = siblings.indexOf(control);
    const move = (offset: number) => siblings[(position + offset + siblings.length) % siblings.length]?.focus();
    const hasSubmenu = control.hasAttribute('aria-expanded');
    const parentControl = (): HTMLElement | null => {
      const list = control.closest('ul');
      return list?.id ? document.querySelector<HTMLElement>(`[aria-controls="${list.id}"]`) : null;
    };
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        if (level === 0 && hasSubmenu) openAndFocus(control, 0, 'first');
        else if (level > 0) move(1);
        else handled = false;
        break;
      case 'ArrowUp':
        if (level === 0 && hasSubmenu) openAndFocus(control, 0, 'last');
        else if (level > 0) move(-1);
        else handled = false;
        break;
      case 'ArrowRight':
        if (level === 0) move(1);
        else if (hasSubmenu) openAndFocus(control, level, 'first');
        else handled = false;
        break;
      case 'ArrowLeft':
        if (level === 0) move(-1);
        else if (level >= 2) {
          setOpenPath((path) => path.slice(0, level - 1));
          parentControl()?.focus();
        } else handled = false;
        break;
      case 'Home':
        siblings[0]?.focus();
        break;
      case 'End':
        siblings[siblings.length - 1]?.focus();
        break;
      case 'Escape':
        if (level > 0) {
          setOpenPath((path) => path.slice(0, level - 1));
          parentControl()?.focus();
        } else if (openPath.length > 0) {
          setOpenPath([]);
        } else handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const renderEntries = (entries: readonly TopBarMenuItem[], level: number, parentHref: string, parentKey: string) =>
    entries.map((item, index) => {
      const key = `${parentKey}/${String(index)}`;
      const href = hrefOf(item, parentHref);
      const children = level < MAX_LEVEL ? item.children : undefined;
      const active = containsActive(item, parentHref, activeHref);
      const common = { 'data-level': level, 'data-key': key, 'data-active': active || undefined };
      // A drop-down's toggle and a link-less item are both buttons in the entry's place.
      const buttonEntry = (control: ButtonEntryProps, list?: ReactNode) => (
        <Entry key={key}>
          <EntryControl as="button" type="button" {...common} {...control}>
            {item.label}
          </EntryControl>
          {list}
        </Entry>
      );
      if (children && children.length > 0) {
        const open = openPath[level] === key;
        const listId = `${baseId}-list${key.replaceAll('/', '-')}`;
        return buttonEntry(
          {
            'aria-expanded': open,
            'aria-controls': listId,
            onClick: () => setOpenPath((path) => (open ? path.slice(0, level) : [...path.slice(0, level), key])),
          },
          <List id={listId} data-level={level + 1} hidden={!open}>
            {renderEntries(children, level + 1, href ?? parentHref, key)}
          </List>,
        );
      }
      if (href === undefined) {
        return buttonEntry({
          onClick: () => {
            closeAll();
            item.onSelect?.();
          },
        });
      }
      return (
        <Entry key={key}>
          <EntryControl
            href={`${linkPrefix}${href}`}
            {...common}
            aria-current={activeHref === href ? 'page' : undefined}
            onClick={() => {
              closeAll();
              item.onSelect?.();
              onNavigate?.({ href });
            }}
          >
            {item.label}
          </EntryControl>
        </Entry>
      );
    });

  return (
    <Bar data-component="TopBarMenu" data-position={position} ref={barRef} onKeyDown={onKeyDown} {...rest}>
      <Logo>{logo}</Logo>
      <Toggle
        type="button"
        aria-expanded={collapsedOpen}
        aria-controls={navId}
        onClick={() => setCollapsedOpen((value) => !value)}
      >
        Menu
      </Toggle>
      <Nav id={navId} aria-label="Main" data-open={collapsedOpen}>
        <List data-level={0}>{renderEntries(items, 0, '', 'm')}</List>
        {rightItems.length > 0 || right ? (
          <List data-level={0}>
            {renderEntries(rightItems, 0, '', 'r')}
            {right ? <Entry>{right}</Entry> : null}
          </List>
        ) : null}
      </Nav>
    </Bar>
  );
}
