import { Breadcrumbs, TopBarMenu, type BreadcrumbItem, type TopBarMenuItem } from '@pathway/design-system';
import type { MouseEvent, ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { Claims } from '../../lib/jwt.ts';
import { filterMenu, menuTree, type MenuNode } from './menu.ts';
import { ShellFrame } from './ShellFrame.tsx';

export interface ShellProps {
  isLoggedIn: boolean;
  claims: Claims;
  /** Account screens and the session time limit use the narrow panel. */
  narrow: boolean;
  /** The breadcrumb trail; undefined hides the bar. */
  crumbs: readonly BreadcrumbItem[] | undefined;
  onLogout: () => void;
  children?: ReactNode;
  /** The year in the footer; the current one by default (stories pin it). */
  year?: number;
}

function toItems(nodes: readonly MenuNode[]): TopBarMenuItem[] {
  return nodes.map((node) => ({
    label: node.label,
    href: `/${node.path}`,
    ...(node.children ? { children: toItems(node.children) } : {}),
  }));
}

/** The page frame: fixed top bar with the claim-filtered menu, breadcrumbs, the panel, the footer. */
export function Shell({ isLoggedIn, claims, narrow, crumbs, onLogout, children, year }: ShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // Menu and breadcrumb anchors point at `#/path`. Routing their clicks through the router (rather
  // than letting the browser change the hash) keeps history entries the router knows, so an
  // unsaved-data prompt can block them and the back button alike.
  const routeAnchorClicks = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
    const href = anchor?.getAttribute('href');
    // Links inside the page are the page's own business (react-router Links already route).
    if (!href || anchor?.getAttribute('target') || anchor?.closest('[data-shell-content]')) return;
    event.preventDefault();
    void navigate(href.slice(1));
  };
  const items = useMemo(() => (isLoggedIn ? toItems(filterMenu(menuTree, claims)) : []), [isLoggedIn, claims]);
  return (
    <ShellFrame
      onClickCapture={routeAnchorClicks}
      narrow={narrow}
      year={year}
      topBar={
        <TopBarMenu
          items={items}
          activeHref={location.pathname}
          rightItems={
            isLoggedIn
              ? [
                  { label: 'Profile', href: paths.profile.href() },
                  { label: 'Logout', onSelect: onLogout },
                ]
              : []
          }
        />
      }
      above={crumbs && crumbs.length > 0 ? <Breadcrumbs items={crumbs} /> : null}
    >
      {children}
    </ShellFrame>
  );
}
