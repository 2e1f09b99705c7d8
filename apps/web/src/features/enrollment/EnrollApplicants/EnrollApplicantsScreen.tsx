import type { EnrollCandidate, SearchFilter } from '@pathway/api-client';
import { DataGrid, formatCurrency, toast, type GridColumn } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCan, useGridView, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { asEnrollmentChange } from '../shared/enrollmentRefusal.ts';
import { ControlsBar } from '../shared/ControlsBar.tsx';
import { ProgramSelect } from '../shared/ProgramSelect.tsx';
import { pickColumns, RefusedList, refusals, useSelection, type Picked } from '../shared/selection.tsx';
import { EnrollSelected } from '../shared/EnrollSelected.tsx';
import { invalidateEnrolled } from '../shared/invalidateEnrolled.ts';

const Ranges = styled.table`
  border-collapse: collapse;
  max-width: 640px;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: var(--space-2);
  }

  th,
  td {
    text-align: left;
    padding: var(--space-1) var(--space-3);
    border-bottom: 1px solid var(--color-border);
  }
`;

const candidateName = (row: EnrollCandidate) => `${row.firstName} ${row.lastName}`;
const pickOf = (row: EnrollCandidate): Picked => ({
  id: row.enrollmentId,
  version: row.version,
  name: candidateName(row),
});

function candidateColumns(
  picked: ReadonlyMap<number, Picked>,
  toggle: (row: Picked, on: boolean) => void,
): GridColumn<EnrollCandidate>[] {
  return [
    ...pickColumns(pickOf, picked, toggle),
    { id: 'birthDate', header: 'Birth Date', value: (row) => row.birthDate, format: 'date', dateFilter: true },
    {
      id: 'enrollmentProgramName',
      header: 'Enrollment Program',
      value: (row) => row.enrollmentProgramName,
      sortable: false,
      width: 240,
    },
    {
      id: 'qualityReviewCompletedOn',
      header: 'Quality Review Completed',
      value: (row) => row.qualityReviewCompletedOn,
      format: 'date',
      width: 200,
    },
    {
      id: 'isProviderScreeningComplete',
      header: 'Provider Screening',
      value: (row) => (row.isProviderScreeningComplete ? 'Complete' : 'Not complete'),
      kind: { type: 'badge', tone: (row) => (row.isProviderScreeningComplete ? 'success' : 'warning') },
      width: 170,
    },
  ];
}

/** The chosen enrollment program as the contract's filter. */
const programFilter = (programId: number | null): SearchFilter[] =>
  programId === null ? [] : [{ field: 'enrollmentProgramId', operator: 'eq', value: programId }];

/** The income ranges of the chosen enrollment program: what enroll checks family income against. */
function IncomeRanges({ programId, programName }: { programId: number; programName: string }) {
  const ranges = useQuery({
    queryKey: ['enrollment', 'income-ranges', programId],
    queryFn: () => api.lookups.incomeRanges(programId),
  });
  if (ranges.isLoading) return <p>Loading income ranges…</p>;
  if (!ranges.data) return null;
  if (ranges.data.length === 0) return <p>{`${programName} has no income ranges.`}</p>;
  return (
    <Ranges>
      <caption>{`Income ranges of ${programName}`}</caption>
      <thead>
        <tr>
          <th scope="col">Family Size</th>
          <th scope="col">Funding Type</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
        </tr>
      </thead>
      <tbody>
        {ranges.data.map((range) => (
          <tr key={range.id}>
            <td>{range.familySize}</td>
            <td>{range.fundingType}</td>
            <td>{formatCurrency(range.from)}</td>
            <td>{formatCurrency(range.to)}</td>
          </tr>
        ))}
      </tbody>
    </Ranges>
  );
}

/**
 * Enrollment > Enroll Applicants (ENROLL_APPLICANTS): the Eligible applications, optionally of one
 * enrollment program (whose income ranges show above the grid); the picked ones are enrolled on a
 * date and become participants (ADR 061: Eligible → Enrolled). Rows the server refuses are listed
 * with its reason; when none could move the screen shows "Enrollment was not successfully updated.".
 */
export function EnrollApplicantsScreen() {
  const view = useGridView();
  const mayEnroll = useCan('ENROLL_APPLICANTS');
  const client = useQueryClient();
  const [programId, setProgramId] = useState<number | null>(null);
  const [programName, setProgramName] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const { picked, toggle, clear } = useSelection();
  const filters = useMemo(() => programFilter(programId), [programId]);
  const list = useResourceList(api.enrollCandidates, { filters });
  const columns = useMemo(() => candidateColumns(picked, toggle), [picked, toggle]);

  const enroll = useMutation({
    mutationFn: (date: string) =>
      asEnrollmentChange(
        api.enrollmentPipeline.enroll({
          items: [...picked.values()].map(({ id, version }) => ({ id, version })),
          enrollmentDate: date,
        }),
      ),
    onSuccess: (result) => {
      toast.success(`${String(result.succeeded)} of ${String(result.results.length)} applicants enrolled`);
      setRefused(refusals(result.results, picked));
      clear();
    },
    onSettled: () => invalidateEnrolled(client),
  });

  return (
    <ScreenPage title="Enroll Applicants">
      <ControlsBar>
        <ProgramSelect
          value={programId}
          onChange={(chosen, label) => {
            setProgramId(chosen);
            setProgramName(label);
            list.toFirstPage();
          }}
        />
        {mayEnroll ? (
          <EnrollSelected count={picked.size} busy={enroll.isPending} onEnroll={(date) => enroll.mutate(date)} />
        ) : null}
      </ControlsBar>
      {programId !== null ? <IncomeRanges programId={programId} programName={programName} /> : null}
      <RefusedList title="Not enrolled" lines={refused} />
      <DataGrid<EnrollCandidate>
        label="Eligible Applicants"
        columns={columns}
        {...list.grid}
        searchPanel={{ quickSearch: true }}
        view={view}
        // The program stays the screen's own (its income ranges show above the grid, ADR 223); a
        // change still starts the grid from its first page.
        firstPageOn={programId}
      />
    </ScreenPage>
  );
}
