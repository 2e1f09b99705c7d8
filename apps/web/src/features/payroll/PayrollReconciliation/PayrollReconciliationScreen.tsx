import type { ReconciliationRow, SearchFilter } from '@pathway/api-client';
import { Checkbox, DataGrid, SingleSelect, formatCurrency, type GridColumn } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { periodEndColumn, periodStartColumn } from '../shared/processColumns.ts';
import { ManualCheckRun } from './ManualCheckRun.tsx';
import { PayrollExceptions } from './PayrollExceptions.tsx';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

const FileSelect = styled(SingleSelect<number>)`
  min-width: 20rem;
`;

export const reconciliationColumns: GridColumn<ReconciliationRow>[] = [
  { id: 'name', header: 'Participant', value: (row) => row.name, width: 200 },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, width: 110 },
  periodStartColumn(),
  periodEndColumn(),
  { id: 'payrollProcessId', header: 'Process', value: (row) => row.payrollProcessId, format: 'number', width: 100 },
  // The file by the name Card Provider Files lists it under, never its database id (issue 45).
  { id: 'fileName', header: 'File', value: (row) => row.fileName ?? '', width: 230 },
  { id: 'approvedHours', header: 'Approved Hours', value: (row) => row.approvedHours, format: 'number', width: 140 },
  {
    id: 'approvedAmount',
    header: 'Approved Amount',
    value: (row) => row.approvedAmount,
    format: 'currency',
    width: 150,
  },
  { id: 'paidAmount', header: 'Paid Amount', value: (row) => row.paidAmount, format: 'currency', width: 130 },
  { id: 'difference', header: 'Difference', value: (row) => row.difference, format: 'currency', width: 120 },
  {
    id: 'isMismatch',
    header: 'Result',
    value: (row) => (row.isMismatch ? (row.paidOn === null ? 'Unpaid' : 'Mismatch') : 'Matched'),
    kind: { type: 'badge', tone: (row) => (row.isMismatch ? 'danger' : 'success') },
    width: 110,
  },
  { id: 'paidOn', header: 'Paid On', value: (row) => row.paidOn, format: 'date', width: 120 },
];

const OUTBOUND = [{ field: 'direction', operator: 'eq' as const, value: 'Outbound' }];

/**
 * Payroll > Payroll Reconciliation: first the payroll exceptions that ask someone to act (ADR 182),
 * then per participant and pay period what payroll approved against what the card provider's answer
 * paid (ADR 067), to the cent, narrowed to one card-provider file or to the mismatches; last, the
 * payments no file carries, paid by the manual check run (PAYROLL_PROCESSING or MANUAL_CHECK).
 */
export function PayrollReconciliationScreen() {
  const [fileId, setFileId] = useState<number | null>(null);
  const [mismatchesOnly, setMismatchesOnly] = useState(false);
  const filters = useMemo<SearchFilter[]>(
    () => [
      ...(fileId === null ? [] : [{ field: 'cardProviderFileId', operator: 'eq' as const, value: fileId }]),
      ...(mismatchesOnly ? [{ field: 'isMismatch', operator: 'eq' as const, value: true }] : []),
    ],
    [fileId, mismatchesOnly],
  );
  const list = useResourceList(api.payrollReconciliation, { filters });
  const outbound = useQuery({
    queryKey: queryKeys.search(api.cardProviderFiles.path, { filters: OUTBOUND, page: 1, pageSize: 100 }),
    queryFn: ({ signal }) => api.cardProviderFiles.search({ filters: OUTBOUND, page: 1, pageSize: 100 }, { signal }),
  });
  const fileItems = (outbound.data?.items ?? []).map((file) => ({
    value: file.id,
    label: `${file.fileName} (${file.status}, ${formatCurrency(file.totalAmount)})`,
  }));
  return (
    <ScreenPage title="Payroll Reconciliation">
      <PayrollExceptions />
      <Heading>Approved and Paid</Heading>
      <Controls>
        <FileSelect
          label="Card Provider File"
          items={fileItems}
          value={fileId}
          defaultText="Every file"
          noItemsText="No outbound file yet"
          onValueChange={({ value }) => setFileId(value)}
        />
        <Checkbox
          label="Mismatches only"
          checked={mismatchesOnly}
          onCheckedChange={({ checked }) => setMismatchesOnly(checked)}
        />
      </Controls>
      <DataGrid<ReconciliationRow>
        label="Payroll Reconciliation"
        columns={reconciliationColumns}
        getRowId={(row) => `${String(row.studentId)}-${String(row.payrollProcessId)}`}
        searchPanel
        {...list.grid}
      />
      <ManualCheckRun />
    </ScreenPage>
  );
}
