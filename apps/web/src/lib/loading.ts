import { atom } from 'jotai';
import { appStore } from './session.ts';

/** How many tracked calls are in flight; the layout shows the spinner while it is above zero. */
export const pendingCallsAtom = atom(0);

/** Shows the spinner until the promise settles. */
export async function withSpinner<T>(work: Promise<T>): Promise<T> {
  appStore.set(pendingCallsAtom, (count) => count + 1);
  try {
    return await work;
  } finally {
    appStore.set(pendingCallsAtom, (count) => Math.max(0, count - 1));
  }
}

/** The first step of every failure (spec section 8): the spinner goes, whatever else is pending. */
export function hideSpinner(): void {
  appStore.set(pendingCallsAtom, 0);
}
