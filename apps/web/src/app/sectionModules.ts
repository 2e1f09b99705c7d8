import type { ComponentType } from 'react';

export type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** One chunk per section: the screens of later issues replace the placeholder inside each. */
export const sections = {
  enrollment: () => import('./sections/enrollment.tsx'),
  participants: () => import('./sections/participants.tsx'),
  contract: () => import('./sections/contract.tsx'),
  payroll: () => import('./sections/payroll.tsx'),
  reports: () => import('./sections/reports.tsx'),
  maintenance: () => import('./sections/maintenance.tsx'),
} satisfies Record<string, LazyComponent>;

/** Spec section 9: lazy sections preload 5 s after a signed-in page opens. */
export const SECTION_PRELOAD_DELAY_MS = 5000;
export function preloadSections(): void {
  for (const load of Object.values(sections)) {
    // A failed preload only means the section loads on demand later.
    load().catch(() => undefined);
  }
}
