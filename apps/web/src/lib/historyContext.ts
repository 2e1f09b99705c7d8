import { createContext, useContext, useSyncExternalStore } from 'react';
import type { BlockableHistory, BlockedNavigation } from './history.ts';

/** The router's history (ADR 178), which AppRouter provides. */
export const HistoryContext = createContext<BlockableHistory | null>(null);

const NOTHING_BLOCKED: BlockedNavigation = { state: 'unblocked' };
const subscribeNowhere = () => () => undefined;

/** The router's history, and the navigation it holds back now (none outside an AppRouter). */
export function useBlockableHistory(): { history: BlockableHistory | null; blocked: BlockedNavigation } {
  const history = useContext(HistoryContext);
  const blocked = useSyncExternalStore(
    history?.subscribeBlocked ?? subscribeNowhere,
    history?.blocked ?? (() => NOTHING_BLOCKED),
  );
  return { history, blocked };
}
