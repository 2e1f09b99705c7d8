export {
  formatCalendarDate,
  formatCurrency,
  formatDate,
  maskSsn,
  parseDisplayDate,
  toCalendarDate,
  toIsoDate,
  MAX_DATE,
  MIN_DATE,
} from './format.ts';
export type { CalendarDate } from './format.ts';
