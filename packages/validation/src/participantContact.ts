/**
 * A participant's contact and address fields, as the Add Participant wizard and the profile form
 * both edit them: one set of rules, so a phone or a Zip+4 the wizard accepts the profile accepts too.
 */
import { z } from 'zod';
import { requiredAddressFields } from './address.ts';
import { emailAddress } from './zod.ts';

/** A phone as its masked input writes it. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const participantContactMessages = {
  phoneInvalid: 'Phone is invalid.',
  zipPlus4Invalid: 'Zip+4 is invalid.',
} as const;

const phone = () =>
  z.string().refine((value) => value === '' || PHONE_PATTERN.test(value), participantContactMessages.phoneInvalid);

/** The fields, to spread into a form's `z.object`. */
export const participantContactFields = {
  emailAddress: emailAddress({ max: 100 }),
  mainPhone: phone(),
  cellPhone: phone(),
  ...requiredAddressFields,
  zipPlus4: z
    .string()
    .refine((value) => value === '' || /^\d{4}$/.test(value), participantContactMessages.zipPlus4Invalid),
};
