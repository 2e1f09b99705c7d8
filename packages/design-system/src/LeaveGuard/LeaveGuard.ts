import { createContext, useContext, useEffect } from 'react';

/**
 * Where changed forms report themselves: the app's router provides it, and while anything holds it,
 * leaving the page (a link, the menu, a breadcrumb, the browser's back button, a reload or closing
 * the tab) first asks "Are you sure you want to leave this page? It contains unsaved data."
 */
export interface LeaveGuardRegistry {
  /** Holds the guard on; the returned function lets go of it (once). */
  hold: () => () => void;
}

export const LeaveGuardContext = createContext<LeaveGuardRegistry | null>(null);

/**
 * While `changed`, leaving the page asks first. Every popup with a changed form (Modal's `dirty`)
 * and every page-level form of the app's kit calls it, so a form is guarded unless it opts out;
 * outside an app that provides the guard (a story, a unit test) it does nothing.
 */
export function useGuardLeaving(changed: boolean): void {
  const registry = useContext(LeaveGuardContext);
  useEffect(() => {
    if (!changed || registry === null) return;
    return registry.hold();
  }, [changed, registry]);
}
