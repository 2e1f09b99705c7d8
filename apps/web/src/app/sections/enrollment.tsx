import { SectionPlaceholder } from './SectionPlaceholder.tsx';

/** The enrollment section's pages (one lazily loaded chunk). */
export function Component() {
  return <SectionPlaceholder />;
}
