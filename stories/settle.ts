/**
 * Waits until a story shows its final state: no loading indicator left on the page and the page
 * quiet for a moment (the stubbed API answered and React rendered the answer). Run after every
 * story's play (preview.tsx `afterEach`), so a story without a play is still checked by axe and
 * captured by the visual test once its data has arrived, as a user would see it.
 *
 * Loading, as the design system and the app mark it:
 * - `aria-busy="true"` on a region (DataGrid's table, RecordHistory, SectionNavigator's placeholder);
 *   a busy Button is a control's state, not a page loading, so buttons are left out;
 * - `role="progressbar"` (the shell's spinner overlay);
 * - a text that reads "Loading…" (DataGrid's status row, `<p>Loading…</p>` of screens and dialogs).
 *
 * Best effort: after `timeoutMs` it gives up and returns false rather than failing the story; a
 * state that never settles is still caught by its screenshot differing from the baseline. A story
 * meant to show loading sets `parameters: { visual: { settle: false } }`: its loading indicator may
 * stay, and only the page's coming to rest is waited for.
 */

const BUSY_SELECTOR = '[aria-busy="true"]:not(button), [role="progressbar"]';
const LOADING_TEXT = /^\s*Loading\b[^]*…\s*$/;

function visible(element: Element): boolean {
  return element instanceof HTMLElement ? element.offsetParent !== null || element.getClientRects().length > 0 : true;
}

/** A visible loading indicator inside `root`, if any. */
export function loadingIndicator(root: ParentNode): Element | undefined {
  const busy = [...root.querySelectorAll(BUSY_SELECTOR)].find(visible);
  if (busy) return busy;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && LOADING_TEXT.test(node.textContent ?? '') && visible(parent)) return parent;
  }
  return undefined;
}

export interface SettleOptions {
  /** Where to look; the whole body by default, since dialogs and toasts render outside the canvas. */
  root?: HTMLElement;
  /** How long the page must stay unchanged once nothing is loading. */
  quietMs?: number;
  /** When to give up. */
  timeoutMs?: number;
  /** False for a story that shows loading on purpose: a loading indicator does not hold it up. */
  loadingEnds?: boolean;
}

/** Resolves true once settled, false when `timeoutMs` passed first. */
export async function settle({
  root = document.body,
  quietMs = 100,
  timeoutMs = 5000,
  loadingEnds = true,
}: SettleOptions = {}) {
  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  const start = performance.now();
  try {
    for (;;) {
      const now = performance.now();
      if (now - lastChange >= quietMs && (!loadingEnds || loadingIndicator(root) === undefined)) return true;
      if (now - start >= timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    observer.disconnect();
  }
}
