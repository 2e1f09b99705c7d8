import { PlaceholderTablePage } from '@pathway/design-system';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../guard.ts';

/** Until a section's screens arrive, each of its routes shows the spec's placeholder table page. */
export function SectionPlaceholder() {
  const matches = useMatches();
  const crumb = (matches.at(-1)?.handle as RouteHandle | undefined)?.crumb;
  const title = typeof crumb === 'string' ? crumb : crumb?.at(-1);
  return <PlaceholderTablePage title={title} />;
}
