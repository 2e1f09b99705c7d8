import type { Job } from '@pathway/api-client';
import type { GridBadgeTone, GridColumn, GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { DocumentsDialogOnDemand } from '../../../shared/Documents/onDemand.tsx';
import { HistoryDialogOnDemand } from '../../../shared/History/onDemand.tsx';
import { NotesDialog } from '../../../shared/Notes/NotesDialog.tsx';
import { WorkersDialog } from './WorkersDialog.tsx';
import { onDemand } from '../../../lib/onDemand.tsx';

/** The approval state's badge tone (ADR 017: Pending Approval → Approved | Rejected → …). */
const approvalTone: Record<Job['status'], GridBadgeTone> = {
  'Pending Approval': 'warning',
  Approved: 'success',
  Rejected: 'danger',
  Inactive: 'neutral',
};

export const jobColumns: GridColumn<Job>[] = [
  { id: 'name', header: 'Title', value: (row) => row.name, width: 220 },
  { id: 'worksiteName', header: 'Worksite', value: (row) => row.worksiteName, width: 240 },
  { id: 'contractCode', header: 'Contract', value: (row) => row.contractCode, width: 150 },
  { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date', width: 120 },
  { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date', width: 120 },
  { id: 'hoursPerWeek', header: 'Hours/Week', value: (row) => row.hoursPerWeek, format: 'number', width: 110 },
  { id: 'hourlyRate', header: 'Hourly Rate', value: (row) => row.hourlyRate, format: 'currency', width: 120 },
  { id: 'positions', header: 'Capacity', value: (row) => row.positions, format: 'number', width: 100 },
  {
    id: 'filledPositions',
    header: 'Assigned',
    value: (row) => row.filledPositions,
    format: 'number',
    width: 100,
    sortable: false,
  },
  {
    id: 'status',
    header: 'Approval',
    value: (row) => row.status,
    kind: { type: 'badge', tone: (row) => approvalTone[row.status] },
    width: 150,
  },
  { id: 'createDate', header: 'Created', value: (row) => row.createDate, format: 'date', additional: true },
];

const jobName = (row: Job) => row.name;
const loadForm = () => import('./jobForm.tsx').then((module) => module.jobForm);
// Loaded on the first Renew: its fields share the form module's.
const RenewJobPopup = onDemand(() => import('./RenewJobPopup.tsx'));

type Open = { dialog: 'workers' | 'notes' | 'renew' | 'documents' | 'history'; job: Job } | null;

/**
 * Contract > Jobs (ADD_JOB): the jobs with their worksite, contract, dates, hours, rate, capacity
 * and approval state; the add/edit form (the hourly rate only with MAINTAIN_HOURLY_RATE); each
 * job's workers with bulk assignment up to its capacity, its renewal for a new season, and its
 * notes and documents in the shared dialogs. A contractor user gets only their own worksites' jobs (server scope).
 */
export function JobsScreen() {
  const mayEdit = useCan('ADD_JOB');
  const mayReadHistory = useCan('VIEW_RECORD_HISTORY');
  const [open, setOpen] = useState<Open>(null);
  const rowActions = useMemo<GridRowAction<Job>[]>(
    () => [
      { id: 'workers', label: 'Workers', onAction: (job) => setOpen({ dialog: 'workers', job }) },
      ...(mayEdit ? [{ id: 'renew', label: 'Renew', onAction: (job: Job) => setOpen({ dialog: 'renew', job }) }] : []),
      { id: 'notes', label: 'Notes', onAction: (job) => setOpen({ dialog: 'notes', job }) },
      { id: 'documents', label: 'Documents', onAction: (job) => setOpen({ dialog: 'documents', job }) },
      ...(mayReadHistory
        ? [{ id: 'history', label: 'History', onAction: (job: Job) => setOpen({ dialog: 'history', job }) }]
        : []),
    ],
    [mayEdit, mayReadHistory],
  );
  const close = () => setOpen(null);
  return (
    <>
      <ResourceScreen
        title="Jobs"
        noun="job"
        resource={api.jobs}
        columns={jobColumns}
        rowName={jobName}
        claims={{ create: 'ADD_JOB', update: 'ADD_JOB', remove: 'ADD_JOB' }}
        form={loadForm}
        rowActions={rowActions}
      />
      {open?.dialog === 'workers' ? <WorkersDialog job={open.job} onClose={close} /> : null}
      {open?.dialog === 'renew' ? <RenewJobPopup job={open.job} onClose={close} /> : null}
      {open?.dialog === 'notes' ? (
        <NotesDialog type="jobs" sourceId={open.job.id} canEdit={mayEdit} onClose={close} />
      ) : null}
      {open?.dialog === 'documents' ? (
        <DocumentsDialogOnDemand type="jobs" sourceId={open.job.id} onClose={close} />
      ) : null}
      {open?.dialog === 'history' ? (
        <HistoryDialogOnDemand type="job" recordId={open.job.id} name={open.job.name} onClose={close} />
      ) : null}
    </>
  );
}
