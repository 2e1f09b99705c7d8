import { messages } from '@pathway/validation';
import { ApiError, toApiError } from '@pathway/api-client';

/** Spec section 8: what the screens show for every refused enrollment change. */
export const ENROLLMENT_NOT_UPDATED = messages.enrollmentNotUpdated;

/**
 * Runs an enrollment state change; a refusal (409: an illegal move per ADR 061, a stale version,
 * another user's lock, or a bulk action none of whose records could move) becomes the spec's one
 * message, which the generic failure handling then shows. Other failures pass through unchanged.
 */
export async function asEnrollmentChange<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 409) throw new ApiError(409, { message: ENROLLMENT_NOT_UPDATED }, { cause: error });
    throw error;
  }
}
