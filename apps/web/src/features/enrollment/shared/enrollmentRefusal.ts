import { messages } from '@pathway/validation';
import { ApiError, toApiError } from '@pathway/api-client';

/** Spec section 8: what the screens show for every refused enrollment change. */
export const ENROLLMENT_NOT_UPDATED = messages.enrollmentNotUpdated;

/**
 * Runs an enrollment state change; a refusal (409: an illegal move per ADR 061, a stale version,
 * another user's lock, or a bulk action none of whose records could move) is said with the spec's
 * one message, followed by the server's reason when it gave another (issue 45: the user hears why),
 * and the generic failure handling then shows it. Other failures pass through unchanged.
 */
export async function asEnrollmentChange<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 409) {
      const reason = failure.serverMessage;
      const message =
        reason === undefined || reason === ENROLLMENT_NOT_UPDATED
          ? ENROLLMENT_NOT_UPDATED
          : `${ENROLLMENT_NOT_UPDATED} ${reason}`;
      throw new ApiError(409, { message }, { cause: error });
    }
    throw error;
  }
}
