import type { StudentListItem } from '@pathway/api-client';
import { DataGrid, type GridBadgeTone, type GridChoiceFilter, type GridColumn } from '@pathway/design-system';
import { searchExportRequest, useGridView, ScreenPage } from '../../../kit/index.ts';
import { paths } from '../../../config/paths.ts';
import * as api from '../../../lib/api.ts';
import { EXPIRING_FILTER, useParticipantSearch } from './useParticipantSearch.ts';

const detailsHref = (row: StudentListItem) => `#${paths.participantDetails.href(row.id)}`;

const statusTones: Record<StudentListItem['status'], GridBadgeTone> = {
  Enrolled: 'info',
  Recruited: 'info',
  'Awaiting Assignment': 'warning',
  Assigned: 'success',
  Completed: 'neutral',
  Exited: 'neutral',
};
const statusTone = (row: StudentListItem) => statusTones[row.status];

export const participantColumns: GridColumn<StudentListItem>[] = [
  { id: 'id', header: 'Id', value: (row) => row.id, format: 'number', width: 90 },
  {
    id: 'lastName',
    header: 'Last Name',
    value: (row) => row.lastName,
    kind: { type: 'link', href: detailsHref },
    width: 160,
  },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 150 },
  // The server sends the SSN masked already; the ssn format keeps it so in the grid and the export.
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, format: 'ssn', width: 120 },
  {
    id: 'birthDate',
    header: 'Birth Date',
    value: (row) => row.birthDate,
    format: 'date',
    dateFilter: true,
    width: 130,
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    kind: { type: 'badge', tone: statusTone },
    width: 150,
  },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 220 },
  { id: 'enrollmentProgramName', header: 'Program', value: (row) => row.enrollmentProgramName, width: 220 },
  { id: 'worksiteName', header: 'Worksite', value: (row) => row.worksiteName, width: 220 },
  { id: 'jobName', header: 'Job', value: (row) => row.jobName, width: 180 },
  { id: 'city', header: 'City', value: (row) => row.city, additional: true },
  { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, additional: true, width: 100 },
  {
    id: 'paperCheck',
    header: 'Paper Check',
    value: (row) => (row.paperCheck ? 'Yes' : 'No'),
    additional: true,
    width: 110,
  },
  {
    id: 'lastUpdateDate',
    header: 'Last Updated',
    value: (row) => row.lastUpdateDate,
    format: 'date',
    additional: true,
    width: 130,
  },
];

/**
 * The expiry filter, a choice of the grid's search panel: remembered with the rest of the view and
 * cleared by Clear All (issue 45). The windows offered; the server takes any number of days up to 3650.
 */
const choices: readonly GridChoiceFilter[] = [
  {
    id: EXPIRING_FILTER,
    label: 'Clearance or work permit expiring within',
    items: [
      { value: 30, label: '30 days' },
      { value: 60, label: '60 days' },
      { value: 90, label: '90 days' },
    ],
    defaultText: 'Any time',
  },
];

/**
 * Participants > Search (VIEW_STUDENT): the whole population, paged on the server 50 at a time, with
 * the grid's quick search, birth-date filter, additional columns and Export To Excel of everything
 * the search matches, plus the clearance and work-permit expiry filter (ADR 110).
 */
export function ParticipantSearchScreen() {
  const view = useGridView();
  const search = useParticipantSearch();
  const request = search.request;
  const searchPanel = {
    choices,
    // The server runs this search (expiry filter included) over every matching row and streams the
    // workbook of the visible columns (ADR 096).
    export: {
      kind: 'custom' as const,
      file: ({ columns, fileName }: { columns: readonly string[]; fileName: string }) =>
        api.exports.search(
          searchExportRequest('/students/search', request ?? { page: 1, pageSize: 50 }, participantColumns, {
            fileName,
            sheetName: 'Participants',
            visible: columns,
          }),
        ),
    },
  };
  return (
    <ScreenPage title="Participants">
      <DataGrid<StudentListItem>
        label="Participants"
        columns={participantColumns}
        {...search.grid}
        searchPanel={searchPanel}
        view={view}
      />
    </ScreenPage>
  );
}
