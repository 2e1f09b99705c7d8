import type { FactoryOpts } from 'imask';

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
   * mm/dd/yyyy as typed: digits, with the slash added after two and taken as typed after one
   * (2/4/2009). Nothing is padded, clamped or moved to another piece while typing: a block with a
   * range and `autofix` turned 13/45/2009 into 12/04/5200. Whether the text is a day is the
   * commit's question (DateInput, @pathway/validation's readTypedDate), so a wrong date reaches the
   * user's eyes as they typed it (ADR 220).
   */
  date: { mask: '0[0]/0[0]/0000' },
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
