/**
 * A participant's payment method and the numbers it needs (ADR 181): a Debit card's proxy number at
 * the card provider, a Deposit's bank routing number, account number and account type. One home
 * for the rules and their words: the Change Payment Method form and the server both use them.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

export const PAYMENT_METHODS = ['Debit', 'Check', 'Deposit'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export type AccountTypeName = (typeof ACCOUNT_TYPES)[number];

/** Digits each number takes: an ABA routing number is 9, an account number 4–17 (NACHA's field is 17). */
export const PAYMENT_DETAIL_DIGITS = {
  routingNumber: { min: 9, max: 9 },
  accountNumber: { min: 4, max: 17 },
  cardProxyNumber: { min: 6, max: 19 },
} as const;

export const paymentDetailMessages = {
  routingNumber: 'Routing Number must be 9 digits with a valid check digit.',
  accountNumber: 'Account Number must be 4 to 17 digits.',
  cardProxyNumber: 'Card Proxy Number must be 6 to 19 digits.',
  accountType: 'Account Type must be Checking or Savings.',
  cardProxyRequired: 'A Debit card needs its Card Proxy Number.',
  notForDebit: 'Only a Deposit takes bank account details.',
  notForDeposit: 'Only a Debit card takes a Card Proxy Number.',
  notForCheck: 'A Check takes no card or bank account numbers.',
} as const;

/** The ABA weights of a routing number's nine digits. */
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;
const weightedSum = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += (ABA_WEIGHTS[index] ?? 0) * Number(digits.charAt(index));
  }
  return sum;
};

/**
 * A 9-digit ABA routing number whose last digit is its check digit:
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 */
export const isAbaRoutingNumber = (value: string): boolean => /^\d{9}$/.test(value) && weightedSum(value) % 10 === 0;

/** The check digit that completes the first eight digits of a routing number. */
export function abaCheckDigit(firstEight: string): number {
  if (!/^\d{8}$/.test(firstEight)) throw new Error('abaCheckDigit takes the first 8 digits of a routing number.');
  return (10 - (weightedSum(firstEight) % 10)) % 10;
}

const digitsBetween = (value: string, bounds: { min: number; max: number }) =>
  new RegExp(`^\\d{${String(bounds.min)},${String(bounds.max)}}$`).test(value);

/** What a change of payment method sends; empty strings and nulls are "not given". */
export interface PaymentMethodChange {
  paymentMethod: PaymentMethodName;
  cardProxyNumber?: string | null;
  routingNumber?: string | null;
  accountNumber?: string | null;
  accountType?: AccountTypeName | '' | null;
}

const given = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value !== '';

/**
 * Every field of a change that breaks a rule, with its message (empty when it may be saved):
 * a Deposit needs a routing number (with its check digit), an account number and its type; a Debit
 * needs a card proxy number unless one is already on file; numbers another method would use are refused.
 */
export function paymentMethodErrors(
  change: PaymentMethodChange,
  onFile: { cardProxy: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const { paymentMethod, cardProxyNumber, routingNumber, accountNumber, accountType } = change;
  if (given(cardProxyNumber) && !digitsBetween(cardProxyNumber, PAYMENT_DETAIL_DIGITS.cardProxyNumber)) {
    errors.cardProxyNumber = paymentDetailMessages.cardProxyNumber;
  }
  if (given(routingNumber) && !isAbaRoutingNumber(routingNumber)) {
    errors.routingNumber = paymentDetailMessages.routingNumber;
  }
  if (given(accountNumber) && !digitsBetween(accountNumber, PAYMENT_DETAIL_DIGITS.accountNumber)) {
    errors.accountNumber = paymentDetailMessages.accountNumber;
  }
  if (given(accountType) && !(ACCOUNT_TYPES as readonly string[]).includes(accountType)) {
    errors.accountType = paymentDetailMessages.accountType;
  }
  const bank = { routingNumber, accountNumber, accountType } as const;
  if (paymentMethod === 'Deposit') {
    for (const [field, value] of Object.entries(bank)) if (!given(value)) errors[field] ??= messages.required;
    if (given(cardProxyNumber)) errors.cardProxyNumber = paymentDetailMessages.notForDeposit;
  } else {
    const refused = paymentMethod === 'Debit' ? paymentDetailMessages.notForDebit : paymentDetailMessages.notForCheck;
    for (const [field, value] of Object.entries(bank)) if (given(value)) errors[field] = refused;
    if (paymentMethod === 'Debit' && !given(cardProxyNumber) && !onFile.cardProxy) {
      errors.cardProxyNumber = paymentDetailMessages.cardProxyRequired;
    }
    if (paymentMethod === 'Check' && given(cardProxyNumber)) {
      errors.cardProxyNumber = paymentDetailMessages.notForCheck;
    }
  }
  return errors;
}

/** The last four characters of a stored number, the only part any read shows. */
export const lastFour = (value: string) => value.slice(-4);

/**
 * The Change Payment Method form: text fields (never prefilled), checked with the rules above.
 * `cardOnFile` says whether a Debit may keep the card already stored.
 */
export function paymentMethodSchema(cardOnFile: boolean) {
  return z
    .object({
      paymentMethod: z.enum(PAYMENT_METHODS),
      cardProxyNumber: z.string(),
      routingNumber: z.string(),
      accountNumber: z.string(),
      accountType: z.enum(ACCOUNT_TYPES).nullable(),
    })
    .superRefine((values, context) => {
      // The form keeps what was typed for another method while the user switches; only the chosen one's count.
      const change: PaymentMethodChange =
        values.paymentMethod === 'Deposit'
          ? { ...values, cardProxyNumber: '' }
          : values.paymentMethod === 'Debit'
            ? { paymentMethod: 'Debit', cardProxyNumber: values.cardProxyNumber }
            : { paymentMethod: 'Check' };
      for (const [field, message] of Object.entries(paymentMethodErrors(change, { cardProxy: cardOnFile }))) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
export type PaymentMethodFormValues = z.infer<ReturnType<typeof paymentMethodSchema>>;
