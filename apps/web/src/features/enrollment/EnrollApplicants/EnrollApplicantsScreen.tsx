import {
  describeFailure,
  toSearchRequest,
  toWireDate,
  type EnrollCandidate,
  type SearchRequest,
} from '@pathway/api-client';
import {
  Alert,
  Button,
  DataGrid,
  formatCurrency,
  SingleSelect,
  toast,
  type GridColumn,
  type GridQuery,
} from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCan, useGridView, useOptions, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { asEnrollmentChange } from '../shared/enrollmentRefusal.ts';
import { PickBox, refusals, useSelection, type Picked } from '../shared/selection.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);

  & > div {
    min-width: 240px;
  }
`;

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

const NO_ROWS: never[] = [];
// The date picker loads with the enroll controls, not with the grid (bundle budget, ADR 042).
const EnrollmentDateField = lazy(() => import('./EnrollmentDateField.tsx'));
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
    {
      id: 'select',
      header: 'Select',
      // The grid renders a custom cell only for a non-empty text: the row's name (also the export's).
      value: (row) => candidateName(row),
      sortable: false,
      width: 80,
      kind: {
        type: 'custom',
        render: (row) => <PickBox row={pickOf(row)} checked={picked.has(row.enrollmentId)} onToggle={toggle} />,
      },
    },
    { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 150 },
    { id: 'firstName', header: 'First Name', value: (row) => row.firstName, sortable: false, width: 150 },
    { id: 'ssn', header: 'SSN', value: (row) => row.ssn, sortable: false, width: 120 },
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

/** The grid's query plus the chosen enrollment program, as the contract's search. */
function withProgram(request: SearchRequest, programId: number | null): SearchRequest {
  if (programId === null) return request;
  return {
    ...request,
    filters: [...(request.filters ?? []), { field: 'enrollmentProgramId', operator: 'eq', value: programId }],
  };
}

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
  const [enrollmentDate, setEnrollmentDate] = useState('');
  const [gridRequest, setGridRequest] = useState<SearchRequest>();
  const [refused, setRefused] = useState<string[]>([]);
  const { picked, toggle, clear } = useSelection();
  const request = gridRequest && withProgram(gridRequest, programId);
  const list = useQuery({
    queryKey: queryKeys.search(api.enrollCandidates.path, request),
    queryFn: ({ signal }) => api.enrollCandidates.search(request ?? { page: 1, pageSize: 50 }, { signal }),
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
  const columns = useMemo(() => candidateColumns(picked, toggle), [picked, toggle]);

  const enroll = useMutation({
    mutationFn: () =>
      asEnrollmentChange(
        api.enrollmentPipeline.enroll({
          items: [...picked.values()].map(({ id, version }) => ({ id, version })),
          enrollmentDate: toWireDate(enrollmentDate) ?? enrollmentDate,
        }),
      ),
    onSuccess: (result) => {
      toast.success(`${String(result.succeeded)} of ${String(result.results.length)} applicants enrolled`);
      setRefused(refusals(result.results, picked));
      clear();
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.resource(api.enrollCandidates.path) }),
        client.invalidateQueries({ queryKey: queryKeys.resource('/students') }),
      ]),
  });

  const page = list.data;
  const programName = programs.items.find((item) => item.value === programId)?.label ?? '';
  const [dateError, setDateError] = useState<string>();
  const enrollPicked = () => {
    // Checked on the click: the date input commits its value when it loses focus.
    if (toWireDate(enrollmentDate) === undefined) {
      setDateError(enrollmentDate === '' ? messages.required : messages.invalidDate('Enrollment Date'));
      return;
    }
    setDateError(undefined);
    enroll.mutate();
  };
  return (
    <ScreenPage title="Enroll Applicants">
      <Bar>
        <SingleSelect<number>
          label="Enrollment Program"
          items={programs.items}
          value={programId}
          defaultText="All Enrollment Programs"
          onValueChange={({ value }) => {
            setProgramId(value);
            setGridRequest((current) => current && { ...current, page: 1 });
          }}
        />
        {mayEnroll ? (
          <>
            <Suspense fallback={null}>
              <EnrollmentDateField value={enrollmentDate} error={dateError} onChange={setEnrollmentDate} />
            </Suspense>
            <Button busy={enroll.isPending} disabled={picked.size === 0 || enroll.isPending} onClick={enrollPicked}>
              {`Enroll Selected (${String(picked.size)})`}
            </Button>
          </>
        ) : null}
      </Bar>
      {programId !== null ? <IncomeRanges programId={programId} programName={programName} /> : null}
      {refused.length > 0 ? (
        <Alert variant="warning" title="Not enrolled">
          <ul>
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <DataGrid<EnrollCandidate>
        label="Eligible Applicants"
        columns={columns}
        mode="server"
        rows={page?.items ?? NO_ROWS}
        rowCount={page?.total ?? 0}
        loading={page === undefined && (request === undefined || list.isFetching)}
        error={page === undefined && list.error ? describeFailure(list.error) : undefined}
        onQueryChange={onQueryChange}
        searchPanel={{ quickSearch: true }}
        view={view}
      />
    </ScreenPage>
  );
}
