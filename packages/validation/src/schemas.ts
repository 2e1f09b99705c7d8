/** The account and shared-dialog forms of section 5 as zod schemas, with the spec's messages. */
import { z } from 'zod';
import { messages } from './messages.ts';
import { containsFourCharPart } from './rules.ts';
import { emailAddress, personName, text } from './zod.ts';

/** Shortest and longest new password (section 9). */
export const PASSWORD_LENGTH = { min: 8, max: 32 } as const;
/** Profile field maxima (section 9). */
export const PROFILE_MAX = { firstName: 40, lastName: 40, email: 100 } as const;
/** Contact field maxima (section 5). */
export const CONTACT_MAX = {
  salutation: 10,
  firstName: 30,
  lastName: 30,
  middleInitial: 1,
  mainEmail: 250,
  description: 2000,
} as const;

/** Login: the wire names of POST /auth/login. */
export const loginSchema = z.object({
  username: text({ required: messages.usernameRequired }),
  password: text({ required: messages.passwordRequired }),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  userName: text({ required: messages.required }),
  contractCode: text({ required: messages.required }),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const forgotUsernameSchema = z.object({
  emailAddress: emailAddress({ required: messages.required }),
});
export type ForgotUsernameValues = z.infer<typeof forgotUsernameSchema>;

export const activationSchema = z.object({
  activationCode: text({ required: messages.required }),
  contractCode: text({ required: messages.required }),
});
export type ActivationValues = z.infer<typeof activationSchema>;

export const contractCodeSchema = z.object({
  contractCode: text({ required: messages.required }),
});
export type ContractCodeValues = z.infer<typeof contractCodeSchema>;

export const profileSchema = z.object({
  firstName: personName({
    required: messages.firstNameRequired,
    max: PROFILE_MAX.firstName,
    maxMessage: messages.firstNameMax,
  }),
  lastName: personName({
    required: messages.lastNameRequired,
    max: PROFILE_MAX.lastName,
    maxMessage: messages.lastNameMax,
  }),
  // One message for missing and malformed, as the spec words it.
  email: emailAddress({
    required: messages.emailRequiredFormat,
    invalid: messages.emailRequiredFormat,
    max: PROFILE_MAX.email,
    maxMessage: messages.emailMax,
  }),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/**
 * The first policy rule a new password breaks, or `null`. Order: length, lowercase, uppercase,
 * digit, non-alphanumeric, user name, current password, so the user fixes one thing at a time.
 */
export function passwordPolicyError(newPassword: string, userName: string, currentPassword = ''): string | null {
  if (newPassword.length < PASSWORD_LENGTH.min || newPassword.length > PASSWORD_LENGTH.max) {
    return messages.passwordLength;
  }
  if (!/\p{Ll}/u.test(newPassword)) return messages.passwordLowercase;
  if (!/\p{Lu}/u.test(newPassword)) return messages.passwordUppercase;
  if (!/\d/.test(newPassword)) return messages.passwordDigit;
  if (!/[^\p{L}\p{N}]/u.test(newPassword)) return messages.passwordSpecial;
  if (containsFourCharPart(newPassword, userName)) return messages.passwordContainsUserName;
  if (currentPassword !== '' && newPassword === currentPassword) return messages.passwordSameAsCurrent;
  return null;
}

/** The fields of every form that sets a new password; `currentPassword` only where the user has one. */
interface NewPasswordFields {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The new password against the policy, then its confirmation against it. A blank new password is
 * left to its own required message, so the user is not told twice.
 */
function newPasswordCheck(userName: string) {
  return (value: NewPasswordFields, ctx: z.core.$RefinementCtx) => {
    if (value.newPassword !== '') {
      const policy = passwordPolicyError(value.newPassword, userName, value.currentPassword);
      if (policy) ctx.addIssue({ code: 'custom', message: policy, path: ['newPassword'], params: { key: 'password' } });
    }
    if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({
        code: 'custom',
        message: messages.passwordMismatch,
        path: ['confirmPassword'],
        params: { key: 'equalTo' },
      });
    }
  };
}

/** Change password for the signed-in user, whose user name the policy checks against. */
export function changePasswordSchema(userName: string) {
  return z
    .object({
      currentPassword: text({ required: messages.currentPasswordRequired }),
      newPassword: text({ required: messages.newPasswordRequired }),
      confirmPassword: z.string(),
    })
    .superRefine(newPasswordCheck(userName));
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

/**
 * Activation from a handed-over link (ADR 201): both codes and the password the user chooses. The
 * user name is not known here; the server checks the policy's user-name rule.
 */
export const activationWithPasswordSchema = z
  .object({
    activationCode: text({ required: messages.required }),
    contractCode: text({ required: messages.required }),
    newPassword: text({ required: messages.newPasswordRequired }),
    confirmPassword: z.string(),
  })
  .superRefine(newPasswordCheck(''));
export type ActivationWithPasswordValues = z.infer<typeof activationWithPasswordSchema>;

const optionalText = (max: number, label: string) =>
  text({ max, maxMessage: messages.maxLength(label, max) }).optional();

/** The add/edit contact popup. */
export const contactSchema = z.object({
  contactId: z.number().optional(),
  contactTypeLuid: z
    .number({ error: messages.required })
    .nullable()
    .refine((v) => v !== null, messages.required),
  salutation: optionalText(CONTACT_MAX.salutation, 'Salutation'),
  firstName: personName({
    required: messages.required,
    max: CONTACT_MAX.firstName,
    maxMessage: messages.maxLength('First Name', CONTACT_MAX.firstName),
  }),
  lastName: personName({
    required: messages.required,
    max: CONTACT_MAX.lastName,
    maxMessage: messages.maxLength('Last Name', CONTACT_MAX.lastName),
  }),
  middleInitial: optionalText(CONTACT_MAX.middleInitial, 'Middle Initial'),
  mainPhone: z.string().optional(),
  cellPhone: z.string().optional(),
  mainEmail: emailAddress({
    max: CONTACT_MAX.mainEmail,
    maxMessage: messages.maxLength('Email', CONTACT_MAX.mainEmail),
  }).optional(),
  criminalBackgroundFlag: z.boolean().optional(),
  childAbuseBackgroundFlag: z.boolean().optional(),
  fbiUid: z.number().nullable().optional(),
  disclosureStatement: z.boolean().optional(),
  description: optionalText(CONTACT_MAX.description, 'Description'),
  contractCode: z.string().nullable().optional(),
});
export type ContactValues = z.input<typeof contactSchema>;

/** The Add Note popup: {id, note}. */
export const noteSchema = z.object({
  id: z.number().optional(),
  note: text({ required: messages.required }),
});
export type NoteValues = z.infer<typeof noteSchema>;
