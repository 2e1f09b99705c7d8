import { MAX_PAGE_SIZE, type EnrollmentStatus, type EnrollmentSummary } from '@pathway/api-client';
import {
  DataGrid,
  type GridChoiceFilter,
  type GridColumn,
  type GridRowAction,
  type GridRowActions,
  type GridViewBinding,
  toast,
} from '@pathway/design-system';
import { ENROLLMENT_STATUSES } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  exportAll,
  resourceMessages,
  useCan,
  useGridView,
  useResourceList,
  useResourceMutations,
  ScreenPage,
  useConfirmedRemove,
} from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { HistoryDialogOnDemand } from '../../../shared/History/onDemand.tsx';
import { ApplicantHeaderPopup } from '../ApplicantHeaderPopup/ApplicantHeaderPopup.tsx';
import { applicantIdentityColumns, lockedColumn, submittedOnColumn } from '../shared/applicantColumns.ts';
import { useProgramOptions } from '../shared/ProgramSelect.tsx';

// The contract's statuses: a status it drops fails to compile here.
const statusItems = (ENROLLMENT_STATUSES satisfies readonly EnrollmentStatus[]).map((status) => ({
  value: status,
  label: status,
}));

export const applicantColumns: GridColumn<EnrollmentSummary>[] = [
  { id: 'id', header: 'Id', value: (row) => row.id, format: 'number', width: 90 },
  // The SSN as the server masks it (five asterisks and the last four digits).
  ...applicantIdentityColumns(),
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
  submittedOnColumn(),
  lockedColumn(),
  { id: 'referralCode', header: 'Referral Code', value: (row) => row.referralCode, additional: true },
  { id: 'emailAddress', header: 'Email', value: (row) => row.emailAddress, additional: true, width: 240 },
];

const applicantName = (row: EnrollmentSummary) => `${row.firstName} ${row.lastName}`;

/**
 * The status and the enrollment program, choices of the grid (ADR 223): remembered with its view,
 * dropped by Clear All and Reset view, back to page 1 on a change. Each is an `eq` filter on the
 * field its id names.
 */
function applicantChoices(programs: GridChoiceFilter['items']): GridChoiceFilter[] {
  return [
    { id: 'status', label: 'Status', items: statusItems, defaultText: 'All Statuses' },
    { id: 'enrollmentProgramId', label: 'Enrollment Program', items: programs, defaultText: 'All Enrollment Programs' },
  ];
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

  const list = useResourceList(api.applications);
  const programs = useProgramOptions();
  const choices = useMemo(() => applicantChoices(programs.items), [programs.items]);
  // A remembered program is restored only once the programs are listed (a choice the grid does not
  // offer is dropped), so the grid waits for them as it waits for the view.
  const gridView = useMemo<GridViewBinding>(
    () => (programs.isLoading ? { ...view, initial: undefined } : view),
    [programs.isLoading, view],
  );

  const mutations = useResourceMutations(api.applications, { noun: 'applicant' });
  const { mutate: toggleLock } = useMutation({
    mutationFn: (row: EnrollmentSummary) =>
      api.enrollment.lockUnlock({ enrollmentId: row.id, locked: !row.isLocked, version: row.version }),
    // The spec names no message; the grid's Locked column changes too, but a toast says which applicant.
    onSuccess: (_answer, row) =>
      toast.success(`${row.firstName} ${row.lastName} ${row.isLocked ? 'unlocked' : 'locked'}`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.resource(api.applications.path) }),
  });

  const [viewing, setViewing] = useState<EnrollmentSummary | null>(null);
  const mayReadHistory = useCan('VIEW_RECORD_HISTORY');
  const [historyOf, setHistoryOf] = useState<EnrollmentSummary | null>(null);

  const { ask: askRemove, dialog: removeDialog } = useConfirmedRemove(
    mutations.remove,
    text.confirmRemove,
    (row: EnrollmentSummary) => ({ id: row.id, version: row.version }),
  );
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
        onAction: askRemove,
      });
    }
    if (mayReadHistory) actions.push({ id: 'history', label: 'History', onAction: setHistoryOf });
    return { name: applicantName, actions };
  }, [mayLock, mayDelete, toggleLock, mayReadHistory, askRemove]);

  return (
    <ScreenPage title="Maintain Applicants">
      <DataGrid<EnrollmentSummary>
        label="Applicants"
        columns={applicantColumns}
        {...list.grid}
        rowActions={rowActions}
        view={gridView}
        searchPanel={{
          choices,
          export: {
            kind: 'custom',
            file: ({ columns: visible, fileName }) =>
              exportAll(api.applications, list.request ?? { page: 1, pageSize: MAX_PAGE_SIZE }, applicantColumns, {
                fileName,
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
      {removeDialog}
    </ScreenPage>
  );
}
