import type { EnrollmentSummary, SearchFilter } from '@pathway/api-client';
import { DataGrid, type GridColumn } from '@pathway/design-system';
import * as api from '../../../lib/api.ts';
import { useGridView, useResourceList, ScreenPage } from '../../../kit/index.ts';
import { applicantIdentityColumns, lockedColumn, submittedOnColumn } from '../shared/applicantColumns.ts';

export const screeningColumns: GridColumn<EnrollmentSummary>[] = [
  // The last name opens the applicant's screening (a real link: a new tab works).
  ...applicantIdentityColumns({
    kind: { type: 'link', href: (row) => `#/enrollment/provider-screening/${String(row.id)}` },
    width: 160,
  }),
  submittedOnColumn(),
  lockedColumn({ sortable: false }),
];

/** The grid's query, narrowed to the applications waiting for provider screening. */
const IN_SCREENING: readonly SearchFilter[] = [{ field: 'status', operator: 'eq', value: 'Provider Screening' }];

/**
 * Enrollment > Provider Screening (PROVIDER_SCREENING): the applications in Provider Screening,
 * searched on the server; the last name opens the Applicant Screening at
 * `enrollment/provider-screening/:id`.
 */
export function ProviderScreeningScreen() {
  const view = useGridView();
  const list = useResourceList(api.applications, { filters: IN_SCREENING });
  return (
    <ScreenPage title="Provider Screening">
      <DataGrid<EnrollmentSummary>
        label="Provider Screening"
        columns={screeningColumns}
        {...list.grid}
        searchPanel={{ quickSearch: true }}
        view={view}
      />
    </ScreenPage>
  );
}
