// The first script of index.html, inline and classic, run before the page paints (ADRs 087, 173).
// It marks the document when the first page is a signed-out visitor's login page, so the login
// page prerendered into index.html shows at once; everyone else never sees that markup, and the
// app replaces it when it renders. It also starts the app: the build holds the tags Vite writes
// (the entry module, its preloads, the Inter stylesheet) in a <template>, and this puts them into
// the page once the document is parsed, and on a guest's first page once it has painted, so the
// first paint competes with no download. Built on its own by prerender.ts, with the app's rules.
import { parseStoredSession } from '../lib/storedSession.ts';
import { SESSION_KEY } from '../lib/storageKeys.ts';
import { opensAsGuest } from './guestEntry.ts';

/** The attribute on <html> that shows the prerendered login page. */
export const GUEST_ATTRIBUTE = 'data-guest';

/** The id of the <template> holding the app's tags until they are put into the page. */
export const APP_TAGS_ID = 'pathway-app';

/** How long a guest's first page waits for its first paint before starting the app anyway (hidden tabs do not paint). */
const PAINT_WAIT_MS = 200;

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

/** Puts the app's tags into <head>, once. Copies, not the template's own nodes: a copied script runs. */
function startApp(): void {
  const tags = document.getElementById(APP_TAGS_ID);
  if (!(tags instanceof HTMLTemplateElement)) return;
  tags.remove();
  document.head.append(document.importNode(tags.content, true));
}

/** Runs `start` after the first paint (or PAINT_WAIT_MS, whichever comes first). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, PAINT_WAIT_MS);
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return;
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (typeof document !== 'undefined') {
  const guest = opensAsGuestNow();
  if (guest) document.documentElement.setAttribute(GUEST_ATTRIBUTE, '');
  // The entry reads #root as it runs: a script put into the page runs as soon as it has loaded,
  // so nothing goes in before the document is parsed.
  const whenParsed = (then: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  };
  whenParsed(() => {
    if (guest) afterFirstPaint(startApp);
    else startApp();
  });
}
