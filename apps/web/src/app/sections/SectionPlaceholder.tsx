import { PlaceholderTablePage } from '@pathway/design-system';
import type { ComponentType } from 'react';

/**
 * A screen not built yet: the spec's placeholder table page under the screen's own title. Each
 * route still names its own screen (one call per screen), so building it replaces one entry.
 */
export function placeholderScreen(title: string): ComponentType {
  function Placeholder() {
    return <PlaceholderTablePage title={title} />;
  }
  Placeholder.displayName = `Placeholder(${title})`;
  return Placeholder;
}
