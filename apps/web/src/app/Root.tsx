import { ThemeProvider } from '@pathway/design-system';
import { Provider } from 'jotai';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { ErrorScreen } from '../features/account/ErrorScreen.tsx';
import { ShellFrame } from '../features/shell/ShellFrame.tsx';
import { withSpinner } from '../lib/loading.ts';
import { appStore } from '../lib/session.ts';
import type { GuestLoginProps } from './GuestLogin.tsx';

// One promise for the page's life: prefetching and handing over share the download.
let routedApp: Promise<ComponentType> | undefined;
function loadRoutedApp(): Promise<ComponentType> {
  routedApp ??= import('./RoutedApp.tsx').then(
    (module) => module.RoutedApp,
    (error: unknown) => {
      // A failed download may succeed on the next attempt (a deploy, a dropped connection).
      routedApp = undefined;
      throw error;
    },
  );
  return routedApp;
}

/** What the first page is, decided (and the guest page downloaded) before the first render. */
export type FirstPage =
  | { kind: 'guest'; GuestLogin: ComponentType<GuestLoginProps> }
  | { kind: 'routed' }
  | { kind: 'failed'; message: string };

type Stage =
  | { kind: 'guest'; GuestLogin: ComponentType<GuestLoginProps> }
  | { kind: 'loading' }
  | { kind: 'routed'; App: ComponentType }
  | { kind: 'failed'; message: string };

/**
 * The app's root: the providers, then either the guest login page (a signed-out visitor opening
 * the login page or the root; main.tsx loads it) or the routed app, which loads as a chunk of its
 * own (ADR 044, ADR 087).
 */
export function Root({ first }: { first: FirstPage }) {
  const [stage, setStage] = useState<Stage>(() => (first.kind === 'routed' ? { kind: 'loading' } : first));

  const prefetch = useCallback(() => {
    loadRoutedApp().catch(() => undefined);
  }, []);
  const leave = useCallback(() => {
    // On a slow line the download can outlast the sign-in call; the spinner says something is coming.
    withSpinner(loadRoutedApp()).then(
      (App) => {
        setStage({ kind: 'routed', App });
      },
      (error: unknown) => {
        setStage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, []);

  useEffect(() => {
    if (stage.kind === 'loading') leave();
  }, [stage.kind, leave]);

  let page;
  switch (stage.kind) {
    case 'guest':
      page = <stage.GuestLogin prefetch={prefetch} leave={leave} />;
      break;
    case 'loading':
      // The routed app's first screen is a lazy route too, so there was never anything to show here.
      page = null;
      break;
    case 'routed':
      page = <stage.App />;
      break;
    case 'failed':
      page = (
        <ShellFrame narrow>
          <ErrorScreen message={stage.message} />
        </ShellFrame>
      );
  }

  return (
    <Provider store={appStore}>
      <ThemeProvider>{page}</ThemeProvider>
    </Provider>
  );
}
