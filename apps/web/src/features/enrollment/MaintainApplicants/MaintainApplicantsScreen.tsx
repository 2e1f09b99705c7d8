import {
  describeFailure,
  MAX_PAGE_SIZE,
  toSearchRequest,
  type EnrollmentStatus,
  type EnrollmentSummary,
  type SearchFilter,
  type SearchRequest,
} from '@pathway/api-client';
import {
  ConfirmDialog,
  DataGrid,
  SingleSelect,
  type GridColumn,
  type GridQuery,
  type GridRowAction,
  type GridRowActions,
} from '@pathway/design-system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  exportAll,
  resourceMessages,
  useCan,
  useGridView,
  useOptions,
  useResourceMutations,
  ScreenPage,
} from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { HistoryDialogOnDemand } from '../../../shared/History/onDemand.tsx';
import { ApplicantHeaderPopup } from '../ApplicantHeaderPopup/ApplicantHeaderPopup.tsx';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);

  & > * {
    min-width: 240px;
  }
`;

export const ENROLLMENT_STATUSES: readonly EnrollmentStatus[] = [
  'Applied',
  'Quality Review',
  'Provider Screening',
  'Eligible',
  'Ineligible',
  'Enrolled',
  'Withdrawn',
];
const statusItems = ENROLLMENT_STATUSES.map((status) => ({ value: status, label: status }));

export const applicantColumns: GridColumn<EnrollmentSummary>[] = [
  { id: 'id', header: 'Id', value: (row) => row.id, format: 'number', width: 90 },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 150 },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 150 },
  // The server masks it already (five asterisks and the last four digits).
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, width: 120 },
  {
    id: 'birthDate',
    header: 'Birth Date',
    value: (row) => row.birthDate,
    format: 'date',
    dateFilter: true,
    width: 150,
  },
  { id: 'enrollmentProgramName', header: 'Enrollment Program', value: (row) => row.enrollmentProgramName, width: 240 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 200 },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    kind: {
      type: 'badge',
      tone: (row) =>
        row.status === 'Enrolled'
          ? 'success'
          : row.status === 'Withdrawn' || row.status === 'Ineligible'
            ? 'neutral'
            : 'info',
    },
    width: 150,
  },
  {
    id: 'submittedOn',
    header: 'Submitted On',
    value: (row) => row.submittedOn,
    format: 'date',
    dateFilter: true,
    width: 150,
  },
  {
    id: 'isLocked',
    header: 'Locked',
    value: (row) => (row.isLocked ? `Locked by ${row.lockedBy ?? ''}`.trim() : 'No'),
    width: 160,
  },
  { id: 'referralCode', header: 'Referral Code', value: (row) => row.referralCode, additional: true },
  { id: 'emailAddress', header: 'Email', value: (row) => row.emailAddress, additional: true, width: 240 },
];

const NO_ROWS: never[] = [];
/** A new status or program starts again at the first page. */
const firstPage = (request: SearchRequest | undefined) => request && { ...request, page: 1 };
const applicantName = (row: EnrollmentSummary) => `${row.firstName} ${row.lastName}`;

/** The grid's query plus the status and enrollment program chosen above it, as the contract's search. */
function withFilters(request: SearchRequest, status: EnrollmentStatus | null, programId: number | null): SearchRequest {
  const filters: SearchFilter[] = [...(request.filters ?? [])];
  if (status !== null) filters.push({ field: 'status', operator: 'eq', value: status });
  if (programId !== null) filters.push({ field: 'enrollmentProgramId', operator: 'eq', value: programId });
  return filters.length > 0 ? { ...request, filters } : request;
}

/**
 * Enrollment > Maintain Applicants (MAINTAIN_ENROLLEES, the section's default): server-paged search
 * by name, masked SSN, status, enrollment program and dates; the applicant header popup; lock and
 * unlock; delete (DELETE_ENROLLMENT_APPLICATION). A refused change shows the server's "Enrollment
 * was not successfully updated." through the generic failure handling.
 */
export function MaintainApplicantsScreen() {
  const view = useGridView();
  const mayLock = useCan('MAINTAIN_ENROLLEES');
  const mayDelete = useCan('DELETE_ENROLLMENT_APPLICATION');
  const text = resourceMessages('applicant');
  const client = useQueryClient();

  const [status, setStatus] = useState<EnrollmentStatus | null>(null);
  const [programId, setProgramId] = useState<number | null>(null);
  const [gridRequest, setGridRequest] = useState<SearchRequest>();
  const request = gridRequest && withFilters(gridRequest, status, programId);
  const list = useQuery({
    queryKey: queryKeys.search(api.applications.path, request),
    queryFn: ({ signal }) => api.applications.search(request ?? { page: 1, pageSize: 50 }, { signal }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
  const onQueryChange = useCallback((query: GridQuery) => setGridRequest(toSearchRequest(query)), []);
  const programs = useOptions<number>(['enrollment-programs', 'select-list-with-org'], async () =>
    (await api.enrollmentPrograms.selectListWithOrganization()).map((program) => ({
      value: program.id,
      label: program.text,
    })),
  );

  const mutations = useResourceMutations(api.applications, { noun: 'applicant' });
  const { mutate: toggleLock } = useMutation({
    mutationFn: (row: EnrollmentSummary) =>
      api.enrollment.lockUnlock({ enrollmentId: row.id, locked: !row.isLocked, version: row.version }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.resource(api.applications.path) }),
  });

  const [viewing, setViewing] = useState<EnrollmentSummary | null>(null);
  const [removing, setRemoving] = useState<EnrollmentSummary | null>(null);
  const mayReadHistory = useCan('VIEW_RECORD_HISTORY');
  const [historyOf, setHistoryOf] = useState<EnrollmentSummary | null>(null);

  const rowActions = useMemo<GridRowActions<EnrollmentSummary>>(() => {
    const actions: GridRowAction<EnrollmentSummary>[] = [{ id: 'details', label: 'Details', onAction: setViewing }];
    if (mayLock) {
      actions.push(
        { id: 'lock', label: 'Lock', visible: (row) => !row.isLocked, onAction: (row) => toggleLock(row) },
        { id: 'unlock', label: 'Unlock', visible: (row) => row.isLocked, onAction: (row) => toggleLock(row) },
      );
    }
    if (mayDelete) {
      actions.push({
        id: 'delete',
        label: 'Delete',
        visible: (row) => row.status !== 'Enrolled',
        onAction: setRemoving,
      });
    }
    if (mayReadHistory) actions.push({ id: 'history', label: 'History', onAction: setHistoryOf });
    return { name: applicantName, actions };
  }, [mayLock, mayDelete, toggleLock, mayReadHistory]);

  const page = list.data;
  const error = page === undefined && list.error ? describeFailure(list.error) : undefined;
  return (
    <ScreenPage title="Maintain Applicants">
      <Filters>
        <SingleSelect<EnrollmentStatus>
          label="Status"
          items={statusItems}
          value={status}
          defaultText="All Statuses"
          onValueChange={({ value }) => {
            setStatus(value);
            setGridRequest(firstPage);
          }}
        />
        <SingleSelect<number>
          label="Enrollment Program"
          items={programs.items}
          value={programId}
          defaultText="All Enrollment Programs"
          onValueChange={({ value }) => {
            setProgramId(value);
            setGridRequest(firstPage);
          }}
        />
      </Filters>
      <DataGrid<EnrollmentSummary>
        label="Applicants"
        columns={applicantColumns}
        mode="server"
        rows={page?.items ?? NO_ROWS}
        rowCount={page?.total ?? 0}
        loading={page === undefined && (request === undefined || list.isFetching)}
        error={error}
        onQueryChange={onQueryChange}
        rowActions={rowActions}
        view={view}
        searchPanel={{
          export: {
            kind: 'custom',
            file: ({ columns: visible }) =>
              exportAll(api.applications, request ?? { page: 1, pageSize: MAX_PAGE_SIZE }, applicantColumns, {
                fileName: 'export',
                sheetName: 'Applicants',
                visible,
              }),
          },
        }}
      />
      {viewing ? <ApplicantHeaderPopup applicantId={viewing.id} onClose={() => setViewing(null)} /> : null}
      {historyOf ? (
        <HistoryDialogOnDemand
          type="applicant"
          recordId={historyOf.id}
          name={applicantName(historyOf)}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        message={text.confirmRemove}
        busy={mutations.remove.isPending}
        onConfirm={() => {
          if (removing === null) return;
          mutations.remove.mutate(
            { id: removing.id, version: removing.version },
            { onSettled: () => setRemoving(null) },
          );
        }}
        onCancel={() => setRemoving(null)}
      />
    </ScreenPage>
  );
}
