import { formatCurrency } from '@pathway/design-system';

/** Adds dollar amounts in whole cents, so the total is exact to the cent; USD with the symbol. */
export function sumCents(amounts: readonly number[]): string {
  const cents = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return formatCurrency(cents / 100);
}

/** Adds hours in hundredths (they carry two decimals), shown with at most two. */
export function formatHoursTotal(hours: readonly number[]): string {
  const hundredths = hours.reduce((sum, value) => sum + Math.round(value * 100), 0);
  return (hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
}
