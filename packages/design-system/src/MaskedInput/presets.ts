import { MaskedRange, type FactoryOpts } from 'imask';

/** Mask presets of the spec, section 5 ("Dates and masks"), the contact form and the payment numbers (ADR 181). */
export type MaskPreset =
  | 'phone'
  | 'zip'
  | 'zipPlus4'
  | 'ssn'
  | 'currency'
  | 'email'
  | 'date'
  | 'routingNumber'
  | 'accountNumber'
  | 'cardProxyNumber';

/*
 * Module-level objects on purpose: react-imask's hook re-applies its options whenever their
 * identity changes, so a preset must be the same object on every render.
 */
export const maskPresets: Record<MaskPreset, FactoryOpts> = {
  // `#` is the area code's first digit: North American area codes never start with 0.
  phone: { mask: '(#00) 000-0000', definitions: { '#': /[1-9]/ } },
  zip: { mask: '00000' },
  // The four-digit extension of ZIP+4, kept in its own field as the forms do.
  zipPlus4: { mask: '0000' },
  ssn: { mask: '000-00-0000' },
  currency: {
    mask: '$num',
    blocks: {
      num: {
        mask: Number,
        scale: 2,
        radix: '.',
        mapToRadix: ['.'],
        thousandsSeparator: ',',
        padFractionalZeros: true,
        normalizeZeros: true,
      },
    },
  },
  // No spaces and a single @: the shape check itself ("Incorrect Email") is the validator's job.
  email: { mask: /^[^\s@]*@?[^\s@]*$/ },
  /*
   * mm/dd/yyyy. Month and day are ranges with `autofix: 'pad'`: a first digit that cannot start a
   * two-digit value is padded (3 -> 03, 4 in the day -> 04) and a second digit past the top is
   * clamped (15 -> 12, 00 -> 01). The year takes any digits so that a bad year reaches the commit
   * check (DateInput) and the user is told, rather than having keys silently refused.
   */
  date: {
    mask: 'mm/dd/yyyy',
    blocks: {
      mm: { mask: MaskedRange, from: 1, to: 12, maxLength: 2, autofix: 'pad' },
      dd: { mask: MaskedRange, from: 1, to: 31, maxLength: 2, autofix: 'pad' },
      yyyy: { mask: '0000' },
    },
  },
  // Digits only, up to each field's length: an ABA routing number's 9, NACHA's 17 for an account,
  // 19 for a card's proxy number. Shorter values are the validator's to refuse, with its message.
  routingNumber: { mask: '000000000' },
  accountNumber: { mask: /^\d{0,17}$/ },
  cardProxyNumber: { mask: /^\d{0,19}$/ },
};

/** The input mode that brings up the right on-screen keyboard for each preset. */
export const presetInputMode: Record<MaskPreset, 'tel' | 'numeric' | 'decimal' | 'email'> = {
  phone: 'tel',
  zip: 'numeric',
  zipPlus4: 'numeric',
  ssn: 'numeric',
  currency: 'decimal',
  email: 'email',
  date: 'numeric',
  routingNumber: 'numeric',
  accountNumber: 'numeric',
  cardProxyNumber: 'numeric',
};
