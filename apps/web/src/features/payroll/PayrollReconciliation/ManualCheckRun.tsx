import { MAX_PAGE_SIZE, type CheckPayment, type CheckPaymentReason, type SearchFilter } from '@pathway/api-client';
import { DataGrid, SingleSelect, type SelectItem } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { exportAll, useCan, useResourceList } from '../../../kit/index.ts';
import { ScreenSection } from '../../../kit/views/ScreenSection.tsx';
import * as api from '../../../lib/api.ts';
import { CHECK_PAYMENT_REASONS, CHECK_PAYMENT_STATUSES, checkPaymentColumns } from './checkPaymentColumns.ts';

type Status = CheckPayment['status'];

const statusItems: SelectItem<Status>[] = CHECK_PAYMENT_STATUSES.map((status) => ({ value: status, label: status }));
const reasonItems: SelectItem<CheckPaymentReason>[] = CHECK_PAYMENT_REASONS.map((reason) => ({
  value: reason,
  label: reason,
}));

const filtersOf = (status: Status | null, reason: CheckPaymentReason | null): SearchFilter[] => [
  ...(status === null ? [] : [{ field: 'status', operator: 'eq' as const, value: status }]),
  ...(reason === null ? [] : [{ field: 'reason', operator: 'eq' as const, value: reason }]),
];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);
`;

const FilterSelect = styled.div`
  min-width: 14rem;
`;

/**
 * The manual check run (ADR 182): per participant and payroll process, the approved pay that no card
 * or deposit file carries (a manual check request, the Check method or paper check), with where to
 * mail the check. Shown to PAYROLL_PROCESSING or MANUAL_CHECK, the claims of its search.
 */
export function ManualCheckRun() {
  // Both hooks run on every render; the section (and its search) exists only for either claim.
  const mayProcess = useCan('PAYROLL_PROCESSING');
  const mayCheck = useCan('MANUAL_CHECK');
  return mayProcess || mayCheck ? <CheckPayments /> : null;
}

function CheckPayments() {
  // Opens on Approved for Payroll, the contract's example search of the run; Every status lifts it.
  const [status, setStatus] = useState<Status | null>('Approved for Payroll');
  const [reason, setReason] = useState<CheckPaymentReason | null>(null);
  const filters = useMemo(() => filtersOf(status, reason), [status, reason]);
  const list = useResourceList(api.payrollCheckPayments, { filters });
  const request = list.request;
  return (
    <ScreenSection title="Manual Check Run">
      <DataGrid<CheckPayment>
        label="Check Payments"
        columns={checkPaymentColumns}
        getRowId={(row) => `${String(row.studentId)}-${String(row.payrollProcessId)}`}
        searchPanel={{
          toolbar: (
            <Filters>
              <FilterSelect>
                <SingleSelect<Status>
                  label="Check Status"
                  items={statusItems}
                  value={status}
                  defaultText="Every status"
                  onValueChange={({ value }) => setStatus(value)}
                />
              </FilterSelect>
              <FilterSelect>
                <SingleSelect<CheckPaymentReason>
                  label="Check Reason"
                  items={reasonItems}
                  value={reason}
                  defaultText="Every reason"
                  onValueChange={({ value }) => setReason(value)}
                />
              </FilterSelect>
            </Filters>
          ),
          // The server runs this search (the status and reason included) over every matching row
          // and streams the workbook of the visible columns (ADR 096).
          export: {
            kind: 'custom',
            file: ({ columns: visible, fileName }) =>
              exportAll(
                api.payrollCheckPayments,
                request ?? { page: 1, pageSize: MAX_PAGE_SIZE },
                checkPaymentColumns,
                {
                  fileName,
                  sheetName: 'Manual Check Run',
                  visible,
                },
              ),
          },
        }}
        {...list.grid}
      />
    </ScreenSection>
  );
}
