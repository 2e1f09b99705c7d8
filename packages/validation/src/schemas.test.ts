import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activationSchema,
  changePasswordSchema,
  contactSchema,
  contractCodeSchema,
  forgotPasswordSchema,
  forgotUsernameSchema,
  loginSchema,
  noteSchema,
  passwordPolicyError,
  profileSchema,
} from './schemas.ts';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('login', () => {
  it('needs both fields, with the spec messages', () => {
    expect(errorsOf(loginSchema, { username: '', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    expect(loginSchema.parse({ username: 'jsmith', password: 'x' })).toEqual({ username: 'jsmith', password: 'x' });
  });
});

describe('recovery forms', () => {
  it('forgot password needs user name and contract code', () => {
    expect(errorsOf(forgotPasswordSchema, { userName: '', contractCode: ' ' })).toEqual({
      userName: ['Required'],
      contractCode: ['Required'],
    });
  });
  it('forgot username needs a valid email address', () => {
    expect(errorsOf(forgotUsernameSchema, { emailAddress: '' })).toEqual({ emailAddress: ['Required'] });
    expect(errorsOf(forgotUsernameSchema, { emailAddress: 'jane@pathway' })).toEqual({
      emailAddress: ['Incorrect Email'],
    });
    expect(errorsOf(forgotUsernameSchema, { emailAddress: 'jane@pathway.org' })).toEqual({});
  });
  it('activation needs both codes; contract validation needs its code', () => {
    expect(errorsOf(activationSchema, { activationCode: '', contractCode: '' })).toEqual({
      activationCode: ['Required'],
      contractCode: ['Required'],
    });
    expect(errorsOf(contractCodeSchema, { contractCode: '' })).toEqual({ contractCode: ['Required'] });
  });
});

describe('profile', () => {
  const valid = { firstName: 'Keisha', lastName: 'Williams', email: 'kwilliams@pathway.org' };
  it('accepts a complete profile', () => {
    expect(errorsOf(profileSchema, valid)).toEqual({});
  });
  it('required messages', () => {
    expect(errorsOf(profileSchema, { firstName: '', lastName: '', email: '' })).toEqual({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      email: ['Email is required and format should be john.smith@example.com.'],
    });
  });
  it('length messages', () => {
    expect(
      errorsOf(profileSchema, {
        firstName: 'K'.repeat(41),
        lastName: 'W'.repeat(41),
        email: `${'k'.repeat(90)}@pathway.org`,
      }),
    ).toEqual({
      firstName: ['Maximum length of First Name is 40'],
      lastName: ['Maximum length of Last Name is 40'],
      email: ['Maximum length of Email is 100'],
    });
    expect(errorsOf(profileSchema, { ...valid, firstName: 'K'.repeat(40) })).toEqual({});
  });
  it('a malformed email gets the format message', () => {
    expect(errorsOf(profileSchema, { ...valid, email: 'kwilliams' })).toEqual({
      email: ['Email is required and format should be john.smith@example.com.'],
    });
  });
});

describe('change password', () => {
  const schema = changePasswordSchema('kwilliams');
  const base = { currentPassword: 'Old#Pass1', newPassword: 'Spring#2026', confirmPassword: 'Spring#2026' };

  it('accepts a password that meets the policy', () => {
    expect(errorsOf(schema, base)).toEqual({});
  });
  it('requires the current and new passwords; confirm must match', () => {
    expect(errorsOf(schema, { currentPassword: '', newPassword: '', confirmPassword: 'x' })).toEqual({
      currentPassword: ['Current Password is required'],
      newPassword: ['New Password is required'],
      confirmPassword: ['Password mismatch'],
    });
    expect(errorsOf(schema, { ...base, confirmPassword: 'Spring#2025' })).toEqual({
      confirmPassword: ['Password mismatch'],
    });
  });
  it.each([
    ['Sp#1abc', 'Password must be 8 to 32 characters long'],
    [`Sp#1${'a'.repeat(29)}`, 'Password must be 8 to 32 characters long'],
    ['SPRING#2026', 'Password must contain a lowercase letter'],
    ['spring#2026', 'Password must contain an uppercase letter'],
    ['Spring#Time', 'Password must contain a digit'],
    ['Spring2026', 'Password must contain a non-alphanumeric character'],
    ['Kwilliams#1', 'Password must not contain all or part of the user name'],
    ['Xx#1LLIAxx', 'Password must not contain all or part of the user name'],
    ['Old#Pass1', 'New password must differ from the current password'],
  ])('%s → %s', (newPassword, message) => {
    expect(errorsOf(schema, { ...base, newPassword, confirmPassword: newPassword })).toEqual({
      newPassword: [message],
    });
  });
  it('accepts exactly 8 and exactly 32 characters', () => {
    expect(passwordPolicyError('Sp#1abcd', 'kwilliams')).toBeNull();
    expect(passwordPolicyError(`Sp#1${'a'.repeat(28)}`, 'kwilliams')).toBeNull();
  });
  it('checks a short user name whole', () => {
    expect(passwordPolicyError('Xbob#2026a', 'bob')).toBe('Password must not contain all or part of the user name');
  });
});

describe('contact', () => {
  const valid = {
    contactTypeLuid: 3,
    firstName: 'Darnell',
    lastName: 'Jackson',
    salutation: 'Mr.',
    middleInitial: 'T',
    mainEmail: 'djackson@steelcitybuilders.org',
    description: 'Site supervisor for the summer crew.',
  };
  it('accepts a valid contact', () => {
    expect(errorsOf(contactSchema, valid)).toEqual({});
  });
  it('requires the type and names', () => {
    expect(errorsOf(contactSchema, { ...valid, contactTypeLuid: null, firstName: '', lastName: '' })).toEqual({
      contactTypeLuid: ['Required'],
      firstName: ['Required'],
      lastName: ['Required'],
    });
  });
  it('caps lengths and checks the email', () => {
    expect(
      errorsOf(contactSchema, {
        ...valid,
        salutation: 'S'.repeat(11),
        firstName: 'F'.repeat(31),
        lastName: 'L'.repeat(31),
        middleInitial: 'TJ',
        mainEmail: 'djackson',
        description: 'd'.repeat(2001),
      }),
    ).toEqual({
      salutation: ['Maximum length of Salutation is 10'],
      firstName: ['Maximum length of First Name is 30'],
      lastName: ['Maximum length of Last Name is 30'],
      middleInitial: ['Maximum length of Middle Initial is 1'],
      mainEmail: ['Incorrect Email'],
      description: ['Maximum length of Description is 2000'],
    });
    expect(errorsOf(contactSchema, { ...valid, mainEmail: `${'e'.repeat(240)}@pathway.org` })).toEqual({
      mainEmail: ['Maximum length of Email is 250'],
    });
    expect(errorsOf(contactSchema, { ...valid, mainEmail: '' })).toEqual({});
  });
});

describe('note', () => {
  it('the note text is required', () => {
    expect(errorsOf(noteSchema, { note: '   ' })).toEqual({ note: ['Required'] });
    expect(errorsOf(noteSchema, { id: 0, note: 'Called guardian about work permit.' })).toEqual({});
  });
});
