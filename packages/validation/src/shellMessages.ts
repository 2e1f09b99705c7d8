/**
 * The spec's texts the signed-in shell itself shows (its route guard and its error boundary), apart
 * from the rest of `messages` so the shell's chunks carry two strings rather than every form's
 * messages (they go with the entry's `app` group: apps/web/chunking.ts, ADR 175). `messages` includes them: they still have one home.
 */
export const shellMessages = {
  // Access (sections 2, 4 and 8).
  changePasswordBeforeStart: 'You need to change password before start application',
  // Account failures (section 8).
  somethingWentWrong: 'Something went wrong!',
} as const;
