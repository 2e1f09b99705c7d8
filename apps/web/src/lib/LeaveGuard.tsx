import { LeaveGuardContext, type LeaveGuardRegistry } from '@pathway/design-system';
import { useMemo, useState, type ReactNode } from 'react';
import { useLeavePrompt } from './useLeavePrompt.tsx';

/**
 * The app's leave guard (issue 26): changed forms hold it (`useGuardLeaving`, which every popup with
 * a changed form and every page-level form calls), and while any does, leaving the page asks first.
 * One prompt for the page, however many forms on it have changed.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const [holders, setHolders] = useState(0);
  const registry = useMemo<LeaveGuardRegistry>(
    () => ({
      hold: () => {
        setHolders((count) => count + 1);
        let held = true;
        return () => {
          if (!held) return;
          held = false;
          setHolders((count) => count - 1);
        };
      },
    }),
    [],
  );
  const prompt = useLeavePrompt(holders > 0);
  return (
    <LeaveGuardContext value={registry}>
      {children}
      {prompt}
    </LeaveGuardContext>
  );
}
