import { SectionPlaceholder } from './SectionPlaceholder.tsx';

/** The reports section's pages (one lazily loaded chunk). */
export function Component() {
  return <SectionPlaceholder />;
}
