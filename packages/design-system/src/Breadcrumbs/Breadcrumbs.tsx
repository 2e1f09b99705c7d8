import type { ComponentPropsWithRef } from 'react';
import { Item, List, Nav } from './Breadcrumbs.styles.ts';

export interface BreadcrumbItem {
  label: string;
  /** Route path such as `/participants`; an item without one is plain text. */
  href?: string;
}

export interface BreadcrumbsProps extends ComponentPropsWithRef<'nav'> {
  /** The trail, root first; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Put before each href; `#` because the app routes by hash (docs/adr/003). */
  linkPrefix?: string;
}

/** The breadcrumb bar: a navigation landmark named Breadcrumb, current page marked. */
export function Breadcrumbs({ items, linkPrefix = '#', ...rest }: BreadcrumbsProps) {
  return (
    <Nav data-component="Breadcrumbs" aria-label="Breadcrumb" {...rest}>
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Item key={`${item.label}-${String(index)}`}>
              {item.href && !current ? (
                <a href={`${linkPrefix}${item.href}`}>{item.label}</a>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
