import { toApiError } from '@pathway/api-client';
import { messages } from '@pathway/validation';

/**
 * The account screens' own failure texts (spec section 8): the body's message, else the screen's
 * fallback ("Something went wrong!", "Unable to find user email address").
 */
export function accountFailureText(error: unknown, fallback: string): string {
  return toApiError(error).serverMessage ?? fallback;
}

/** Said when a refused activation carries no message of its own (ADR 219). */
export const ACTIVATION_REFUSED = 'This activation link was already used or has expired.';

/**
 * A refused activation: the server's message (a spent or expired code, too many tries), or its
 * field messages, else ACTIVATION_REFUSED; never nothing (ADR 219).
 */
export function activationFailureText(error: unknown): string {
  const failure = toApiError(error);
  const fields = Object.values(failure.fieldMessages);
  return failure.serverMessage ?? (fields.length > 0 ? fields.join(' ') : ACTIVATION_REFUSED);
}

/** Login: 403 means the user may not sign in at all; anything else is the server's word or the fallback. */
export function loginFailureText(error: unknown): string {
  const failure = toApiError(error);
  if (failure.status === 403) return messages.loginForbidden;
  return failure.serverMessage ?? messages.somethingWentWrong;
}

/** A route the server returned ("/enrollment/…" or "enrollment/…") as an app path. */
export function toAppPath(url: string | null | undefined): string {
  if (!url) return '/';
  const withoutHash = url.startsWith('#') ? url.slice(1) : url;
  return withoutHash.startsWith('/') ? withoutHash : `/${withoutHash}`;
}
