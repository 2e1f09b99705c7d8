// The first script of index.html, a classic one that runs before the page paints (ADR 087): it
// marks the document when the first page is a signed-out visitor's login page, so the login page
// prerendered into index.html shows at once. Everyone else never sees that markup; the app
// replaces it when it renders. Built on its own by prerender.ts, with the app's own rules.
import { parseStoredSession } from '../lib/storedSession.ts';
import { SESSION_KEY } from '../lib/storageKeys.ts';
import { opensAsGuest } from './guestEntry.ts';

/** The attribute on <html> that shows the prerendered login page. */
export const GUEST_ATTRIBUTE = 'data-guest';

/** Whether the page opens as the guest login page, with what the app reads at start. */
export function opensAsGuestNow(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(SESSION_KEY);
  } catch {
    // Storage switched off: the app reads no session either.
  }
  return opensAsGuest(window.location.hash, parseStoredSession(stored) !== null);
}

if (typeof document !== 'undefined' && opensAsGuestNow()) document.documentElement.setAttribute(GUEST_ATTRIBUTE, '');
