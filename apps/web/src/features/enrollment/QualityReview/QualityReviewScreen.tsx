import { MAX_PAGE_SIZE, type QualityReviewQueueItem } from '@pathway/api-client';
import { DataGrid, type GridColumn } from '@pathway/design-system';
import { exportAll, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { submittedOnColumn } from '../shared/applicantColumns.ts';

export const queueColumns: GridColumn<QualityReviewQueueItem>[] = [
  {
    id: 'lastName',
    header: 'Last Name',
    value: (row) => row.lastName,
    // Opens the applicant review (a real link: a new tab works).
    kind: { type: 'link', href: (row) => `#/enrollment/quality-review/${String(row.enrollmentId)}` },
    width: 160,
  },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, sortable: false, width: 150 },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, width: 120 },
  { id: 'birthDate', header: 'Birth Date', value: (row) => row.birthDate, format: 'date', sortable: false },
  {
    id: 'enrollmentProgramName',
    header: 'Enrollment Program',
    value: (row) => row.enrollmentProgramName,
    sortable: false,
    width: 240,
  },
  submittedOnColumn<QualityReviewQueueItem>(),
  {
    id: 'reviewStatus',
    header: 'Review Status',
    value: (row) => row.reviewStatus,
    kind: {
      type: 'badge',
      tone: (row) =>
        row.reviewStatus === 'Complete' ? 'success' : row.reviewStatus === 'Incomplete' ? 'warning' : 'info',
    },
    width: 150,
  },
  {
    id: 'incompleteItemCount',
    header: 'Incomplete Items',
    value: (row) => row.incompleteItemCount,
    format: 'number',
    sortable: false,
    width: 140,
  },
  { id: 'reviewer', header: 'Reviewer', value: (row) => row.reviewer, width: 140 },
];

/**
 * Enrollment > Quality Review (QUALITY_REVIEW): the applications waiting for or in quality review,
 * searched on the server with the grid search panel (quick search, the Submitted On filter, Export To
 * Excel of every matching row, as on the other enrollment grids); the last name opens the applicant
 * review at `enrollment/quality-review/:id`.
 */
export function QualityReviewScreen() {
  const list = useResourceList(api.qualityReviewQueue);
  const request = list.request;
  return (
    <ScreenPage title="Quality Review">
      <DataGrid<QualityReviewQueueItem>
        label="Quality Review"
        columns={queueColumns}
        {...list.grid}
        searchPanel={{
          export: {
            kind: 'custom',
            file: ({ columns: visible, fileName }) =>
              exportAll(api.qualityReviewQueue, request ?? { page: 1, pageSize: MAX_PAGE_SIZE }, queueColumns, {
                fileName,
                sheetName: 'Quality Review',
                visible,
              }),
          },
        }}
      />
    </ScreenPage>
  );
}
