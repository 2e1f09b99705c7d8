import { toApiError } from '@pathway/api-client';
import { messages } from '@pathway/validation';

/** Said for a 429 that does not say how long to wait (ADR 222). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a few minutes and try again.';
/** Said when the server failed without words of its own (a 5xx from it or a proxy, ADR 222). */
export const SERVER_TROUBLE = 'Pathway could not answer just now. Try again in a few minutes.';
/** Said when no answer came at all (ADR 222). */
export const UNREACHABLE = 'Pathway could not be reached. Check your connection and try again.';

/** A wait in the server's own words (apps/api auth/throttle.ts): "1 minute", "15 minutes", "2 hours". */
function inWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${String(amount)} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * A throttled request (429) in the user's words: how long to wait, from its Retry-After; else the
 * server's message; else TOO_MANY_ATTEMPTS. Undefined for any other failure.
 */
function waitText(error: unknown): string | undefined {
  const failure = toApiError(error);
  if (failure.status !== 429) return undefined;
  const seconds = failure.retryAfterSeconds;
  if (seconds !== undefined && seconds > 0) return `Too many attempts. Try again in ${inWords(seconds)}.`;
  return failure.serverMessage ?? TOO_MANY_ATTEMPTS;
}

/**
 * The account screens' own failure texts (spec section 8): the body's message, else the screen's
 * fallback ("Something went wrong!"); a 429 says how long to wait (ADR 222).
 */
export function accountFailureText(error: unknown, fallback: string): string {
  return waitText(error) ?? toApiError(error).serverMessage ?? fallback;
}

/**
 * A refusal in sign-in recovery (forgot password, forgot user name, activation) is always said, in
 * the user's words (ADRs 219, 222): how long to wait after a 429; the server's message or its field
 * messages; that Pathway could not be reached or could not answer; and only for any other refusal
 * the screen's own words (`refused`), which would be wrong for a failure of the server: "Unable to
 * find user email address" is not what a user should read when the server is down.
 */
export function recoveryFailureText(error: unknown, refused: string): string {
  const wait = waitText(error);
  if (wait !== undefined) return wait;
  const failure = toApiError(error);
  const fields = Object.values(failure.fieldMessages);
  if (failure.serverMessage !== undefined) return failure.serverMessage;
  if (fields.length > 0) return fields.join(' ');
  if (failure.status === 0) return UNREACHABLE;
  if (failure.status >= 500) return SERVER_TROUBLE;
  return refused;
}

/** Said when a refused activation carries no message of its own (ADR 219). */
export const ACTIVATION_REFUSED = 'This activation link was already used or has expired.';

/**
 * A refused activation: the server's message (a spent or expired code, too many tries), or its
 * field messages, else ACTIVATION_REFUSED; never nothing (ADR 219), and never a spent link for a
 * server that throttled or failed (ADR 222).
 */
export function activationFailureText(error: unknown): string {
  return recoveryFailureText(error, ACTIVATION_REFUSED);
}

/** Said when a password recovery is refused without words (a malformed request; ADR 222). */
export const RECOVERY_REFUSED = 'The recovery could not be started. Check the user name and the contract code.';

/**
 * Login: 403 means the user may not sign in at all; anything else is the server's word (its message,
 * else its field messages) or the fallback.
 */
export function loginFailureText(error: unknown): string {
  const failure = toApiError(error);
  if (failure.status === 403) return messages.loginForbidden;
  const fields = Object.values(failure.fieldMessages);
  return (
    waitText(error) ?? failure.serverMessage ?? (fields.length > 0 ? fields.join(' ') : messages.somethingWentWrong)
  );
}

/** A route the server returned ("/enrollment/…" or "enrollment/…") as an app path. */
export function toAppPath(url: string | null | undefined): string {
  if (!url) return '/';
  const withoutHash = url.startsWith('#') ? url.slice(1) : url;
  return withoutHash.startsWith('/') ? withoutHash : `/${withoutHash}`;
}
