import type { PayrollException, PayrollExceptionKind, PayrollExceptionStatus } from '@pathway/api-client';
import type { GridBadgeTone, GridColumn } from '@pathway/design-system';

export const EXCEPTION_STATUSES: readonly PayrollExceptionStatus[] = [
  'Open',
  'Repay Requested',
  'Repaying',
  'Resolved',
  'Closed',
];

/** Red while it asks someone to act; amber or blue while a re-pay is on its way; green or grey once settled. */
const statusTones: Record<PayrollExceptionStatus, GridBadgeTone> = {
  Open: 'danger',
  'Repay Requested': 'warning',
  Repaying: 'info',
  Resolved: 'success',
  Closed: 'neutral',
};

const kindTones: Record<PayrollExceptionKind, GridBadgeTone> = {
  Short: 'warning',
  Over: 'info',
  Rejected: 'danger',
  Missing: 'danger',
  Unknown: 'neutral',
  Duplicate: 'neutral',
};

/** The participant, or the answer's own reference when it names no participant of the file. */
export const exceptionParticipant = (row: PayrollException) => row.name ?? `Unknown (${row.participantRef})`;

/** A row's name in its buttons: "Close exception 31 of Carter, Jasmine". */
export const exceptionName = (row: PayrollException) =>
  `exception ${String(row.id)} of ${row.name ?? row.participantRef}`;

/** Only the contract's sort fields sort (createDate, name, outstanding, status). */
export const exceptionColumns: GridColumn<PayrollException>[] = [
  { id: 'name', header: 'Participant', value: exceptionParticipant, width: 190 },
  { id: 'fileName', header: 'File', value: (row) => row.fileName, sortable: false, width: 230 },
  { id: 'lineNumber', header: 'Line', value: (row) => row.lineNumber, format: 'number', sortable: false, width: 70 },
  {
    id: 'kind',
    header: 'Kind',
    value: (row) => row.kind,
    kind: { type: 'badge', tone: (row) => kindTones[row.kind] },
    sortable: false,
    width: 110,
  },
  {
    id: 'expectedAmount',
    header: 'Expected',
    value: (row) => row.expectedAmount,
    format: 'currency',
    sortable: false,
    width: 110,
  },
  { id: 'paidAmount', header: 'Paid', value: (row) => row.paidAmount, format: 'currency', sortable: false, width: 110 },
  { id: 'outstanding', header: 'Outstanding', value: (row) => row.outstanding, format: 'currency', width: 130 },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    kind: { type: 'badge', tone: (row) => statusTones[row.status] },
    width: 150,
  },
  {
    id: 'providerReason',
    header: 'Provider Reason',
    value: (row) => row.providerReason,
    sortable: false,
    width: 200,
  },
  { id: 'resolution', header: 'Resolution', value: (row) => row.resolution, sortable: false, width: 260 },
  { id: 'createDate', header: 'Found On', value: (row) => row.createDate, format: 'date', width: 120 },
  {
    id: 'resolvedBy',
    header: 'Resolved By',
    value: (row) => row.resolvedBy,
    sortable: false,
    additional: true,
    width: 130,
  },
  {
    id: 'resolvedOn',
    header: 'Resolved On',
    value: (row) => row.resolvedOn,
    format: 'date',
    sortable: false,
    additional: true,
    width: 130,
  },
];
