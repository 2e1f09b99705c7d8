import type { StudentListItem } from '@pathway/api-client';
import { DataGrid, SingleSelect, type GridBadgeTone, type GridColumn, type SelectItem } from '@pathway/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { searchExportRequest, useGridView, ScreenPage } from '../../../kit/index.ts';
import { paths } from '../../../config/paths.ts';
import * as api from '../../../lib/api.ts';
import { useParticipantSearch } from './useParticipantSearch.ts';

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

/** The expiry windows offered; the server takes any number of days up to 3650. */
const expiryItems: SelectItem<number>[] = [
  { value: 30, label: '30 days' },
  { value: 60, label: '60 days' },
  { value: 90, label: '90 days' },
];

const ExpiryFilter = styled.div`
  max-width: 320px;
`;

/**
 * Participants > Search (VIEW_STUDENT): the whole population, paged on the server 50 at a time, with
 * the grid's quick search, birth-date filter, additional columns and Export To Excel of everything
 * the search matches, plus the clearance and work-permit expiry filter (ADR 110).
 */
export function ParticipantSearchScreen() {
  const view = useGridView();
  const [withinDays, setWithinDays] = useState<number | null>(null);
  const search = useParticipantSearch(withinDays);
  const request = search.request;
  const searchPanel = {
    toolbar: (
      <ExpiryFilter>
        <SingleSelect<number>
          label="Clearance or work permit expiring within"
          items={expiryItems}
          value={withinDays}
          defaultText="Any time"
          onValueChange={({ value }) => setWithinDays(value)}
        />
      </ExpiryFilter>
    ),
    // The server runs this search (expiry filter included) over every matching row and streams the
    // workbook of the visible columns (ADR 096).
    export: {
      kind: 'custom' as const,
      file: ({ columns }: { columns: readonly string[] }) =>
        api.exports.search(
          searchExportRequest('/students/search', request ?? { page: 1, pageSize: 50 }, participantColumns, {
            fileName: 'participants',
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
