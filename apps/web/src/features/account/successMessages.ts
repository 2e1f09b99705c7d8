/**
 * What the account screens say when a call succeeds. The spec names no texts for these, so they are
 * worded here once; all of them are shown as success toasts titled Success (as in spec section 8).
 */
export const successMessages = {
  forgotPassword: 'Your request was accepted. Check your email for the instructions to reset your password.',
  forgotUsername: 'Your user name has been sent to your email address.',
  activation: 'Your account is activated. You can now sign in.',
  contractCode: (code: string) => `Contract code ${code} is valid.`,
  profile: 'Your profile was successfully updated.',
  changePassword: 'Your password was successfully changed.',
} as const;
