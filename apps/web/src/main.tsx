import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installErrorReporting } from './app/errorReporting.ts';
import { opensAsGuest } from './app/guestEntry.ts';
import { Root, type FirstPage } from './app/Root.tsx';
import { appStore, isLoggedInAtom } from './lib/session.ts';

// The API client (ky) loads with the first report, not with the login page (ADR 042's budget).
installErrorReporting((report) => import('./lib/api/system.ts').then(({ system }) => system.logError(report)));

/**
 * A signed-out visitor's login page (and react-hook-form with it) is a chunk of its own, fetched
 * before the first render so nothing blank is painted first; a signed-in reload never downloads
 * it (ADR 087).
 */
async function firstPage(): Promise<FirstPage> {
  if (!opensAsGuest(window.location.hash, appStore.get(isLoggedInAtom))) return { kind: 'routed' };
  try {
    const { GuestLogin } = await import('./app/GuestLogin.tsx');
    return { kind: 'guest', GuestLogin };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const first = await firstPage();
createRoot(container).render(
  <StrictMode>
    <Root first={first} />
  </StrictMode>,
);
