import { useEffect } from 'react';
import { guestPaths } from '../config/guestPaths.ts';
import { LoginScreen } from '../features/account/LoginScreen.tsx';
import { ShellFrame } from '../features/shell/ShellFrame.tsx';
import { appStore, isLoggedInAtom } from '../lib/session.ts';
import { opensAsGuest, pathOfHash } from './guestEntry.ts';

export interface GuestLoginProps {
  /** Fetches the routed app ahead of need; called once the page has rendered. */
  prefetch: () => void;
  /** Hands over to the routed app, which opens whatever the hash now names. */
  leave: () => void;
}

const loginHash = `#${guestPaths.login.href()}`;

// The root and the older login path show the login page under its own address, as the router's
// redirects do; the login page's own address keeps its query (the page to return to).
function showLoginAddress() {
  if (pathOfHash(window.location.hash) !== guestPaths.login.href())
    window.history.replaceState(window.history.state, '', loginHash);
}

/** The page to open after sign-in, from the address's query (`#/login?returnTo=…`). */
function returnToOfHash(): string | null {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('returnTo');
}

/**
 * A signed-out visitor's first page, the login page, rendered before react-router loads (ADR 044).
 * It looks as the routed login page does (same frame, no menu). Any hash change that leaves the
 * login page — its recovery links, the route the server returns on sign-in, the back button, an
 * edited address — hands over to the routed app.
 */
export function GuestLogin({ prefetch, leave }: GuestLoginProps) {
  useEffect(() => {
    showLoginAddress();
    const onHashChange = () => {
      if (opensAsGuest(window.location.hash, appStore.get(isLoggedInAtom))) showLoginAddress();
      else leave();
    };
    window.addEventListener('hashchange', onHashChange);
    prefetch();
    return () => {
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [prefetch, leave]);

  return (
    <ShellFrame narrow>
      <LoginScreen
        returnTo={returnToOfHash()}
        navigate={(to) => {
          window.location.hash = to;
        }}
      />
    </ShellFrame>
  );
}
