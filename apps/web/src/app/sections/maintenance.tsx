import { SectionPlaceholder } from './SectionPlaceholder.tsx';

/** The maintenance section's pages (one lazily loaded chunk). */
export function Component() {
  return <SectionPlaceholder />;
}
