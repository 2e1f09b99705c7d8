import { describeFailure } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { hideSpinner } from './loading.ts';

/**
 * The generic failure handling of spec section 8: hide the spinner and show the body's message,
 * its field values, or the status text as an error toast titled Error.
 */
export function showFailure(error: unknown): void {
  hideSpinner();
  toast.error(describeFailure(error), { title: 'Error' });
}
