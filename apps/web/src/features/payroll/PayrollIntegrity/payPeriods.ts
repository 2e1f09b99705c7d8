import { MAX_PAGE_SIZE, type IntegrityPeriodQuery, type PayrollProcessSummary } from '@pathway/api-client';
import { formatDate, type SelectItem } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

/** An organization's pay period: what the integrity findings are computed over. */
export type PayPeriod = Required<Pick<IntegrityPeriodQuery, 'organizationId' | 'periodStartDate' | 'periodEndDate'>> & {
  organizationName: string;
};

/** A period's value in the select: one string per organization and period. */
export const periodValue = (period: PayPeriod) =>
  `${String(period.organizationId)}|${period.periodStartDate}|${period.periodEndDate}`;

/** "Partner4Work: 07/06/2026 – 07/19/2026". */
export const periodLabel = (period: PayPeriod) =>
  `${period.organizationName}: ${formatDate(period.periodStartDate)} – ${formatDate(period.periodEndDate)}`;

/**
 * The pay periods of the payroll processes, one per organization and period (two processes of one
 * period are one period), the latest first, then by organization name.
 */
export function periodsOf(processes: readonly PayrollProcessSummary[]): PayPeriod[] {
  const periods = new Map<string, PayPeriod>();
  for (const process of processes) {
    const period: PayPeriod = {
      organizationId: process.organizationId,
      organizationName: process.organizationName,
      periodStartDate: process.periodStartDate,
      periodEndDate: process.periodEndDate,
    };
    periods.set(periodValue(period), period);
  }
  return [...periods.values()].sort(
    (a, b) =>
      b.periodStartDate.localeCompare(a.periodStartDate) ||
      b.periodEndDate.localeCompare(a.periodEndDate) ||
      a.organizationName.localeCompare(b.organizationName),
  );
}

const PROCESSES = { filters: [], page: 1, pageSize: MAX_PAGE_SIZE };

/**
 * The periods to choose from, read from Payroll Processing's search (the processes the findings are
 * computed over, ADR 227), as select items.
 */
export function usePayPeriods() {
  const query = useQuery({
    queryKey: queryKeys.search(api.payrollProcesses.path, PROCESSES),
    queryFn: ({ signal }) => api.payrollProcesses.search(PROCESSES, { signal }),
  });
  const periods = periodsOf(query.data?.items ?? []);
  const items: SelectItem<string>[] = periods.map((period) => ({
    value: periodValue(period),
    label: periodLabel(period),
  }));
  return { periods, items, isLoading: query.isLoading };
}
