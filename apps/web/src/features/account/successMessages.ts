/**
 * What the account screens say when a call succeeds. The server's own `message` is preferred (the
 * OpenAPI contract returns one); these are the texts used when it sends none. All of them are shown
 * as success toasts titled Success, like the success toasts of spec section 8.
 */
export const successMessages = {
  forgotPassword: 'An email with instructions to reset your password has been sent.',
  forgotUsername: 'Your user name has been sent to your email address.',
  activation: 'Your account is activated. You can now sign in.',
  contractCodeValid: (code: string) => `Contract code ${code} is valid.`,
  profile: 'Your profile was successfully updated.',
  changePassword: 'Your password has been changed.',
  /** Added when the password changed but signing in again with it failed. */
  signInAgain: 'Please sign in with your new password.',
} as const;

/** Shown on the field when the server answers that a contract code is not valid and says no more. */
export const contractCodeInvalid = (code: string) => `Contract code ${code} is not valid.`;

/** The server's message when it has a non-blank one, else the screen's own text. */
export function messageOr(response: unknown, fallback: string): string {
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const { message } = response;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** The password policy of spec section 5, said under each new-password field. */
export const POLICY_HINT =
  '8 to 32 characters, with a lowercase and an uppercase letter, a digit and a non-alphanumeric character; no part of your user name.';
