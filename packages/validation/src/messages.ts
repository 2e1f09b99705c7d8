/**
 * Every user-facing validation and account message of the product spec (sections 2, 5, 6 and 8),
 * verbatim, misspellings included ("less then"). Forms and, later, the server import them from here
 * so the wording cannot drift between screens.
 */

import { shellMessages } from './shellMessages.ts';

/** The example address shown in the profile email message ("format should be {email}"). */
export const EMAIL_EXAMPLE = 'john.smith@example.com';

export const messages = {
  // Generic messages (section 5).
  required: 'Required',
  max: (n: number | string) => `Max: ${String(n)}`,
  min: (n: number | string) => `Min: ${String(n)}`,
  /** `date` is already formatted as mm/dd/yyyy. */
  maxDate: (date: string) => `Max: ${date}`,
  minDate: (date: string) => `Min: ${date}`,
  startEndDefault: 'Start Date must be less then End Date',
  incorrectEmail: 'Incorrect Email',
  valuesDoNotMatch: 'Entered values do not match.',
  futureDate: 'Date cannot be in the future.',
  negativeAmount: 'Amount must be 0 or higher.',
  notANumber: 'Your value is not a number.',
  invalidDate: (field: string) => `${field} is invalid.`,
  /** The error toast of a date input given an unreadable or out-of-range date (section 5, "Dates and masks"). */
  incorrectDate: (entered: string) => `Incorrect date: ${entered}`,

  // Sign-in and recovery (section 5).
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',

  // Password (section 5). The spec names only the last two texts; the policy texts are ours.
  currentPasswordRequired: 'Current Password is required',
  passwordMismatch: 'Password mismatch',
  newPasswordRequired: 'New Password is required',
  passwordLength: 'Password must be 8 to 32 characters long',
  passwordLowercase: 'Password must contain a lowercase letter',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain a non-alphanumeric character',
  passwordContainsUserName: 'Password must not contain all or part of the user name',
  passwordSameAsCurrent: 'New password must differ from the current password',
  confirmPasswordRequired: 'Confirm Password is required',

  // Profile (section 5).
  firstNameRequired: 'First Name is required',
  firstNameMax: 'Maximum length of First Name is 40',
  lastNameRequired: 'Last Name is required',
  lastNameMax: 'Maximum length of Last Name is 40',
  emailRequiredFormat: `Email is required and format should be ${EMAIL_EXAMPLE}.`,
  emailMax: 'Maximum length of Email is 100',

  /** Text-length messages for fields the spec gives a maximum but no wording (contact form). */
  maxLength: (label: string, n: number) => `Maximum length of ${label} is ${String(n)}`,
  /** Shown by the not-equal cross-field rule when the caller gives no text of its own. */
  valuesMustDiffer: 'Entered values must not match.',
  /** Shown by the not-containing-a-4-character-part rule when the caller gives no text of its own. */
  containsPartOf: (label: string) => `Must not contain any 4-character part of ${label}.`,
  /** The min/max pair rule (minMaxInvalid); the spec names the error but not its text. */
  minMaxInvalid: 'Min must not be greater than Max',

  // Quality review submission (section 5).
  qualityReviewSelectAll: 'Please select a value for all dropdowns!',
  qualityReviewIncompleteComment: 'Please fill out comment for incomplete summary.',
  qualityReviewCompleteItems: 'Please complete all incomplete items before submitting.',
  qualityReviewReviewDocuments: 'Please review all uploaded documents before submitting.',

  // Roles and users (sections 5, 6 and 8). The ellipses are the spec's own.
  atLeastOneRole: "At least one role must be checked when updating a user's roles.",
  roleHasPermissions: 'This role still has permissions...',
  lastAssignedRole: 'This is the last assigned role for the user...',
  noAccessToChangeUser: 'You don\u2019t have access to change this user.',
  noAccessToRemoveUser: 'You don\u2019t have access to remove this user.',

  // Access (sections 2, 4 and 8).
  passwordUpdateRequired: 'Your password has to be updated. Please enter a new one.',
  changePasswordBeforeStart: shellMessages.changePasswordBeforeStart,
  restrictedContent: 'You do not have rights to see the page.',

  // Account failures (section 8).
  loginForbidden: "User doesn't have enough rights to login",
  somethingWentWrong: shellMessages.somethingWentWrong,
  unableToFindEmail: 'Unable to find user email address',

  // Leaving a changed form (section 8).
  unsavedData: 'Are you sure you want to leave this page? It contains unsaved data.',

  // Refusals the server answers and the screens show before sending, in the same words.
  enrollmentNotUpdated: 'Enrollment was not successfully updated.',
  rejectedDocumentNeedsComment: 'A rejected document needs a comment.',
  rejectionNeedsReason: 'Enter the reason for the rejection.',
  staleRecord: 'This record was changed by another user. Reload it and try again.',
  noInboundFiles: "There aren't any inbound files yet.",
  federalTaxIdInvalid: 'Federal Tax Id is invalid.',
  atLeastOneColumn: 'Choose at least one column.',
  /** The server's question when a user to remove still belongs to groups (answered with forceRemove). */
  userInGroups: (count: number) =>
    `This user belongs to ${String(count)} group${count === 1 ? '' : 's'}. Confirm the removal to take the user out of ${count === 1 ? 'it' : 'them'} as well.`,
} as const;

/** Whether a refused removal is the groups question (`messages.userInGroups`), not another conflict. */
export function isUserInGroupsQuestion(text: string | undefined): text is string {
  return text !== undefined && /^This user belongs to \d+ groups?\. Confirm the removal/.test(text);
}

export type Messages = typeof messages;
