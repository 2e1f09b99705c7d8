import { SectionPlaceholder } from './SectionPlaceholder.tsx';

/** The payroll section's pages (one lazily loaded chunk). */
export function Component() {
  return <SectionPlaceholder />;
}
