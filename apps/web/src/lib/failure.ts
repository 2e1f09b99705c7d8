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
