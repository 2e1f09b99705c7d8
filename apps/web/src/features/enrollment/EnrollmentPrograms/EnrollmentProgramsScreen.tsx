import type { RowOf } from '@pathway/api-client';
import { ConfirmDialog, type GridColumn, type GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { startEndDateColumns } from '../../../kit/core/dateColumns.ts';
import { activeColumn, ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

export type EnrollmentProgram = RowOf<'/enrollment-programs'>;

export const enrollmentProgramColumns: GridColumn<EnrollmentProgram>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  { id: 'code', header: 'Code', value: (row) => row.code, width: 120 },
  { id: 'programName', header: 'Program', value: (row) => row.programName, sortable: false, width: 240 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, sortable: false, width: 200 },
  ...startEndDateColumns(),
  { id: 'minAge', header: 'Min Age', value: (row) => row.minAge, format: 'number', sortable: false, width: 100 },
  { id: 'maxAge', header: 'Max Age', value: (row) => row.maxAge, format: 'number', sortable: false, width: 100 },
  activeColumn(),
];

const loadForm = () => import('./enrollmentProgramForm.tsx').then((module) => module.enrollmentProgramForm);
// The copy popup loads with its first use: react-hook-form and zod stay out of the section's chunk.
const CopyPopup = onDemand(() => import('./CopyEnrollmentProgram.tsx'));
const rowName = (row: EnrollmentProgram) => row.name ?? '';

/**
 * Enrollment Programs (the enrollment section's entry and Maintenance > Maintain Organizations >
 * Enrollment Programs, one screen): the intakes of a program with their dates, ages and pay; add,
 * edit, remove and copy with MAINTAIN_ENROLLMENT_PROGRAM. Copy asks first, then takes the new name,
 * code and dates.
 */
export function EnrollmentProgramsScreen() {
  const mayCopy = useCan('MAINTAIN_ENROLLMENT_PROGRAM');
  const [confirming, setConfirming] = useState<EnrollmentProgram | null>(null);
  const [copying, setCopying] = useState<EnrollmentProgram | null>(null);
  const rowActions = useMemo<GridRowAction<EnrollmentProgram>[]>(
    () => (mayCopy ? [{ id: 'copy', label: 'Copy', onAction: setConfirming }] : []),
    [mayCopy],
  );
  return (
    <>
      <ResourceScreen
        title="Enrollment Programs"
        noun="enrollment program"
        resource={api.enrollmentProgramRecords}
        columns={enrollmentProgramColumns}
        rowName={rowName}
        claims={{
          create: 'MAINTAIN_ENROLLMENT_PROGRAM',
          update: 'MAINTAIN_ENROLLMENT_PROGRAM',
          remove: 'MAINTAIN_ENROLLMENT_PROGRAM',
        }}
        form={loadForm}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={confirming !== null}
        message="Are you sure you want to copy this enrollment program?"
        onConfirm={() => {
          setCopying(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
      {copying ? <CopyPopup source={copying} onClose={() => setCopying(null)} /> : null}
    </>
  );
}
