import { SectionPlaceholder } from './SectionPlaceholder.tsx';

/** The contract section's pages (one lazily loaded chunk). */
export function Component() {
  return <SectionPlaceholder />;
}
