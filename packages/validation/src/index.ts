export { messages, EMAIL_EXAMPLE, type Messages } from './messages.ts';
export { shellMessages } from './shellMessages.ts';
export {
  parseDate,
  readTypedDate,
  type TypedDate,
  formatDate,
  toDate,
  startOfDay,
  isWithinAllowedRange,
  MIN_ALLOWED_DATE,
  MAX_ALLOWED_DATE,
} from './dates.ts';
export { quickSearchDate, quickSearchTerms, type QuickSearchTerm } from './quickSearch.ts';
export {
  isEmpty,
  toNumber,
  required,
  isNumber,
  maxNumber,
  minNumber,
  nonNegativeAmount,
  maxLength,
  validDate,
  maxDate,
  minDate,
  notFutureDate,
  startBeforeEnd,
  email,
  minMax,
  ageRange,
  atLeastOneField,
  anyOfFieldsNotEmpty,
  equalTo,
  notEqualTo,
  containsFourCharPart,
  notContainingPartOf,
  type RuleError,
  type RuleErrorKey,
  type AgeBounds,
  type AgeRuleErrors,
} from './rules.ts';
export {
  text,
  personName,
  emailAddress,
  dateText,
  numberText,
  amountText,
  startBeforeEndCheck,
  minMaxCheck,
  ageRangeFields,
  ageRangeCheck,
  atLeastOneFieldCheck,
  anyOfFieldsNotEmptyCheck,
  equalToCheck,
  notEqualToCheck,
  notContainingPartOfCheck,
  type TextOptions,
  type EmailOptions,
  type DateOptions,
  type NumberOptions,
  type AmountOptions,
} from './zod.ts';
export {
  PASSWORD_LENGTH,
  PROFILE_MAX,
  CONTACT_MAX,
  passwordPolicyError,
  loginSchema,
  forgotPasswordSchema,
  forgotUsernameSchema,
  activationSchema,
  activationWithPasswordSchema,
  contractCodeSchema,
  profileSchema,
  changePasswordSchema,
  contactSchema,
  noteSchema,
  type LoginValues,
  type ForgotPasswordValues,
  type ForgotUsernameValues,
  type ActivationValues,
  type ActivationWithPasswordValues,
  type ContractCodeValues,
  type ProfileValues,
  type ChangePasswordValues,
  type ContactValues,
  type NoteValues,
} from './schemas.ts';
export { MAX_DOCUMENT_BYTES, DOCUMENT_ACCEPT, DOCUMENT_EXTENSIONS, fileMessages, documentFileError } from './files.ts';
export {
  PAYMENT_METHODS,
  ACCOUNT_TYPES,
  PAYMENT_DETAIL_DIGITS,
  paymentDetailMessages,
  isAbaRoutingNumber,
  abaCheckDigit,
  paymentMethodErrors,
  paymentMethodSchema,
  lastFour,
  type PaymentMethodName,
  type AccountTypeName,
  type PaymentMethodChange,
  type PaymentMethodFormValues,
} from './paymentDetails.ts';
export {
  ADJUSTMENT_BOUNDS,
  adjustmentMessages,
  adjustmentErrors,
  adjustedAmounts,
  type AdjustmentAmounts,
} from './timesheetAdjustment.ts';
export { INCOMPLETE_STATUSES, isIncompleteStatus, type IncompleteStatus } from './review.ts';
export {
  AMOUNT_DECIMALS,
  MONEY_MAX,
  MONEY_BOUNDS,
  SIGNED_MONEY_BOUNDS,
  SIGNED_HOURS_BOUNDS,
  decimalsOf,
  formatAmount,
  amountMessages,
  amountError,
  type AmountUnit,
  type AmountBounds,
} from './amounts.ts';
export { WEEK_HOURS, WORKED_HOURS_BOUNDS, SIGNED_WORKED_HOURS_BOUNDS } from './hours.ts';
export { PHONE_PATTERN, participantContactMessages, participantContactFields } from './participantContact.ts';
export { FEDERAL_TAX_ID_PATTERN } from './federalTaxId.ts';
export { PERSON_NAME_PATTERN, PERSON_NAME_MESSAGE, isPersonName } from './personName.ts';
export { requiredAddressFields } from './address.ts';
export { ENROLLMENT_STATUSES } from './enrollmentStatuses.ts';
export { YOUTH_AGES, PROGRAM_AGES } from './ages.ts';
