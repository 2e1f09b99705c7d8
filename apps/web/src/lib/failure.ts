import { describeFailure, toApiError } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { hideSpinner } from './loading.ts';

/** Hides the spinner and shows the text as the error toast titled Error (spec section 8). */
export function showFailureText(text: string): void {
  hideSpinner();
  toast.error(text, { title: 'Error' });
}

/**
 * The generic failure handling of spec section 8: the body's message, its field values, or the
 * status text, shown by `showFailureText`.
 */
export function showFailure(error: unknown): void {
  // A refused token ends the session, which shows its own message (sessionRejection.ts): never
  // "Request data status 401" over the login page.
  if (toApiError(error).status === 401) {
    hideSpinner();
    return;
  }
  showFailureText(describeFailure(error));
}

// Failures a screen has shown in its own words; held weakly, so a forgotten error costs nothing.
const claimed = new WeakSet<object>();

/** Says the screen has shown this failure itself (under its fields, in its dialog). */
export function claimFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) claimed.add(error);
}

/**
 * The generic handling of a failure a screen said it would show itself, unless the screen did:
 * a refusal nobody claimed is never silent. It runs after the caller's rejection handlers, which
 * follow the failure within the same turn of the event loop.
 */
export function showFailureUnlessClaimed(error: unknown): void {
  hideSpinner();
  setTimeout(() => {
    if (!(typeof error === 'object' && error !== null && claimed.has(error))) showFailure(error);
  }, 0);
}
