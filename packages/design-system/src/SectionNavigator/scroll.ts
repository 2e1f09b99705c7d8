/** Sections land this far below the top of the scroller (spec section 9). */
export const SCROLL_OFFSET = 240;
/** How long the scroll to a section takes, in milliseconds (spec section 9). */
export const SCROLL_DURATION_MS = 300;

/** The window, or an element that scrolls. */
export type Scroller = Window | HTMLElement;

export function scrollTopOf(scroller: Scroller): number {
  return scroller instanceof Window ? scroller.scrollY : scroller.scrollTop;
}

function setScrollTop(scroller: Scroller, top: number) {
  if (scroller instanceof Window) scroller.scrollTo(0, top);
  else scroller.scrollTop = top;
}

/** Where the scroller's visible area starts, in viewport pixels. */
export function viewportTopOf(scroller: Scroller): number {
  return scroller instanceof Window ? 0 : scroller.getBoundingClientRect().top;
}

/** The scroll position that puts `element` `offset` pixels below the scroller's top. */
export function targetTop(scroller: Scroller, element: HTMLElement, offset: number): number {
  const top = element.getBoundingClientRect().top - viewportTopOf(scroller) + scrollTopOf(scroller) - offset;
  return Math.max(0, Math.round(top));
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls over `duration` ms with ease-in-out (instant under prefers-reduced-motion).
 * Returns a function that cancels the animation.
 */
export function animateScroll(scroller: Scroller, to: number, duration: number, onDone?: () => void): () => void {
  const from = scrollTopOf(scroller);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || from === to) {
    setScrollTop(scroller, to);
    onDone?.();
    return () => undefined;
  }
  let frame = 0;
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    setScrollTop(scroller, from + (to - from) * easeInOut(t));
    if (t < 1) frame = requestAnimationFrame(step);
    else onDone?.();
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
  };
}
