import { SectionPlaceholder } from './SectionPlaceholder.tsx';

/** The participants section's pages (one lazily loaded chunk). */
export function Component() {
  return <SectionPlaceholder />;
}
