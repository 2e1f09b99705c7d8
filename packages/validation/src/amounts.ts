/**
 * Amounts people type, money (US dollars) and hours: at most two decimals and within what the
 * database stores. One home for the bounds and the words, read by the web forms and by the server
 * (the contract's `x-amount` keyword and its `minimum`/`maximum`, which a test holds to these figures).
 * Nothing is rounded: an amount with a third decimal is refused, never stored as something else.
 */
import { messages } from './messages.ts';

export type AmountUnit = 'money' | 'hours';

/** Cents and hundredths of an hour: what the `numeric(…, 2)` columns keep. */
export const AMOUNT_DECIMALS = 2;

/** The most one stored amount of money holds: the money columns are `numeric(12, 2)`. */
export const MONEY_MAX = 9_999_999_999.99;

/** Money that is never negative: rates, incentives, caps, budgets, incomes. */
export const MONEY_BOUNDS = { min: 0, max: MONEY_MAX } as const;

/** Money that may take back as much as it may give (corrections, differences). */
export const SIGNED_MONEY_BOUNDS = { min: -MONEY_MAX, max: MONEY_MAX } as const;

/** Hours either way that a sum may reach: the widest hours column is `numeric(8, 2)`. */
export const SIGNED_HOURS_BOUNDS = { min: -999_999.99, max: 999_999.99 } as const;

/**
 * The decimals a number was written with. ECMAScript prints a number as the shortest text that reads
 * back as the same number, which is the text sent for any amount of up to 15 significant digits; its
 * digits are counted, so 1.005 has three where `1.005 * 100` (100.49999999999999) would mislead.
 */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(fraction - Number(exponent), 0);
}

/** `$1,234.50` or `-$25.00` for money, `1,234.5` for hours; a non-finite number is never shown. */
export function formatAmount(value: number, unit: AmountUnit): string {
  if (!Number.isFinite(value)) return messages.notANumber;
  const digits = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: unit === 'money' ? AMOUNT_DECIMALS : 0,
    maximumFractionDigits: AMOUNT_DECIMALS,
  });
  const sign = value < 0 ? '-' : '';
  return unit === 'money' ? `${sign}$${digits}` : `${sign}${digits}`;
}

export const amountMessages = {
  decimals: (unit: AmountUnit) =>
    unit === 'money'
      ? `Amount must have at most ${String(AMOUNT_DECIMALS)} decimals.`
      : `Hours must have at most ${String(AMOUNT_DECIMALS)} decimals.`,
  /** Money below 0 keeps the spec's own sentence; hours keep the generic "Min: n" / "Max: n" of section 5. */
  min: (min: number, unit: AmountUnit) =>
    unit === 'money'
      ? min === 0
        ? messages.negativeAmount
        : `Amount must be at least ${formatAmount(min, unit)}.`
      : messages.min(min),
  max: (max: number, unit: AmountUnit) =>
    unit === 'money' ? `Amount must be at most ${formatAmount(max, unit)}.` : messages.max(max),
} as const;

export interface AmountBounds {
  min: number;
  max: number;
}

/**
 * Why `value` is not an amount of `unit` within `bounds`, in the field's words, or null. The number
 * is checked, not the text: callers read text with `Number` first and refuse what is not one.
 */
export function amountError(value: number, unit: AmountUnit, bounds: AmountBounds): string | null {
  if (!Number.isFinite(value)) return messages.notANumber;
  if (value < bounds.min) return amountMessages.min(bounds.min, unit);
  if (value > bounds.max) return amountMessages.max(bounds.max, unit);
  if (decimalsOf(value) > AMOUNT_DECIMALS) return amountMessages.decimals(unit);
  return null;
}
