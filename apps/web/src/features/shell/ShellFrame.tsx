import { TopBarMenu } from '@pathway/design-system';
import { useAtomValue } from 'jotai';
import type { MouseEventHandler, ReactNode } from 'react';
import { pendingCallsAtom } from '../../lib/loading.ts';
import { Footer, Frame, Main, Spinner, SpinnerOverlay } from './Shell.styles.ts';

export const APP_VERSION = '3.0.5';

export interface ShellFrameProps {
  /** The fixed bar at the top of every page; by default the signed-out one, without a menu. */
  topBar?: ReactNode;
  /** Account screens and the session time limit use the narrow panel. */
  narrow: boolean;
  /** Shown above the page content (the breadcrumb bar). */
  above?: ReactNode;
  children?: ReactNode;
  /** The year in the footer; the current one by default (stories pin it). */
  year?: number;
  onClickCapture?: MouseEventHandler<HTMLElement>;
}

/**
 * The page frame without the router: top bar, panel, footer and the busy overlay. The signed-out
 * first page renders it before react-router has loaded (ADR 044); `Shell` adds the menu.
 */
export function ShellFrame({ topBar, narrow, above, children, year, onClickCapture }: ShellFrameProps) {
  const pending = useAtomValue(pendingCallsAtom);
  return (
    <Frame data-component="Shell" onClickCapture={onClickCapture}>
      {topBar ?? <TopBarMenu items={[]} rightItems={[]} />}
      <Main data-panel={narrow ? 'narrow' : 'wide'}>
        {above}
        <div data-shell-content="">{children}</div>
        {/* Inside the main landmark (it covers the whole window all the same): outside every landmark
            axe's region rule found it whenever a page was still loading (issue 26). */}
        {pending > 0 ? (
          <SpinnerOverlay role="progressbar" aria-label="Loading">
            <Spinner />
          </SpinnerOverlay>
        ) : null}
      </Main>
      <Footer>
        <span>Version {APP_VERSION}</span>
        <span>© {year ?? new Date().getFullYear()} Pathway</span>
      </Footer>
    </Frame>
  );
}
