import { messages } from '@pathway/validation';
import { type BulkActionResult, type RecruitCandidate, type SearchFilter } from '@pathway/api-client';
import {
  Button,
  DataGrid,
  SingleSelect,
  TextField,
  toast,
  type GridChoiceFilter,
  type GridColumn,
} from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCan, useGridView, useOptions, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { asEnrollmentChange } from '../shared/enrollmentRefusal.ts';
import { pickColumns, RefusedList, refusals, useSelection, type Picked } from '../shared/selection.tsx';

const Bar = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md, 4px);

  legend {
    font-weight: 600;
    padding: 0 var(--space-1);
  }

  & > div {
    min-width: 260px;
  }
`;

const Filter = styled.div`
  max-width: 320px;
`;

type ParticipantStatus = 'Enrolled' | 'Recruited' | 'Awaiting Assignment';
const STATUSES: readonly { value: ParticipantStatus; label: string }[] = [
  { value: 'Enrolled', label: 'Enrolled' },
  { value: 'Recruited', label: 'Recruited' },
  { value: 'Awaiting Assignment', label: 'Awaiting Assignment' },
];

/** Which of the two moves a screen offers: both (Enrollment), or one (the Participants menu). */
export type RecruitReleaseMode = 'both' | 'recruit' | 'release';

const MODES: Record<
  RecruitReleaseMode,
  { title: string; statuses: readonly { value: ParticipantStatus; label: string }[]; initial: ParticipantStatus | null }
> = {
  both: { title: 'Recruit/Release', statuses: STATUSES, initial: null },
  // Only Enrolled participants can be recruited (ADR 061).
  recruit: { title: 'Recruit', statuses: STATUSES.filter((entry) => entry.value === 'Enrolled'), initial: 'Enrolled' },
  // Only Recruited or Awaiting Assignment participants can be released.
  release: {
    title: 'Release',
    statuses: STATUSES.filter((entry) => entry.value !== 'Enrolled'),
    initial: 'Recruited',
  },
};

const participantName = (row: RecruitCandidate) => `${row.firstName} ${row.lastName}`;
const pickOf = (row: RecruitCandidate): Picked => ({
  id: row.studentId,
  version: row.version,
  name: participantName(row),
});

function recruitColumns(
  picked: ReadonlyMap<number, Picked>,
  toggle: (row: Picked, on: boolean) => void,
): GridColumn<RecruitCandidate>[] {
  return [
    ...pickColumns(pickOf, picked, toggle),
    { id: 'age', header: 'Age', value: (row) => row.age, format: 'number', width: 80 },
    { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, width: 110 },
    {
      id: 'status',
      header: 'Status',
      value: (row) => row.status,
      kind: { type: 'badge', tone: (row) => (row.status === 'Enrolled' ? 'info' : 'success') },
      width: 180,
    },
    {
      id: 'enrollmentProgramName',
      header: 'Enrollment Program',
      value: (row) => row.enrollmentProgramName,
      sortable: false,
      width: 240,
    },
    { id: 'interests', header: 'Interests', value: (row) => row.interests.join(', '), sortable: false, width: 240 },
    {
      id: 'recruitedWorksiteName',
      header: 'Recruited To',
      value: (row) => row.recruitedWorksiteName,
      sortable: false,
      width: 220,
    },
  ];
}

/** The chosen status as the contract's filter. */
const statusFilter = (status: ParticipantStatus | null): SearchFilter[] =>
  status === null ? [] : [{ field: 'status', operator: 'eq', value: status }];

/**
 * Recruit/Release's status, a choice of the grid (ADR 223): every status or one, remembered with
 * the view, dropped by Clear All and Reset view. Recruit and Release alone require a status (there is
 * no "all"), so there it stays the screen's own select above the grid.
 */
const statusChoices: readonly GridChoiceFilter[] = [
  { id: 'status', label: 'Status', items: STATUSES, defaultText: 'All Statuses' },
];

/** "contractId:worksiteId" of a contracted worksite: one choice names both. */
const linkKey = (link: { contractId: number; worksiteId: number }) =>
  `${String(link.contractId)}:${String(link.worksiteId)}`;

/**
 * Enrollment > Recruit/Release at `enrollment/recruit` (RECRUIT_ENROLLEES): Enrolled participants
 * are recruited to a worksite of a contract (Enrolled → Recruited); Recruited or Awaiting Assignment
 * ones are released with a reason (→ Enrolled), as ADR 061 lists. Each action sends the versions the
 * grid read; refused rows are listed with the server's reason, and when none could move the screen
 * shows "Enrollment was not successfully updated.".
 */
function RecruitReleaseBody({ mode }: { mode: RecruitReleaseMode }) {
  const view = useGridView();
  const { title, statuses, initial } = MODES[mode];
  const client = useQueryClient();
  // Recruit or Release alone: the status the screen requires. Both: the grid's choice instead.
  const [status, setStatus] = useState<ParticipantStatus | null>(initial);
  const [worksite, setWorksite] = useState<string | null>(null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const { picked, toggle, clear } = useSelection();
  const filters = useMemo(() => statusFilter(status), [status]);
  const list = useResourceList(api.recruitCandidates, { filters });
  const worksites = useOptions<string>(['worksites', 'contracted', 'options'], async () =>
    (await api.contractedWorksites.search({ page: 1, pageSize: 500 })).items.map((link) => ({
      value: linkKey(link),
      label: `${link.contractCode} – ${link.worksiteName}`,
    })),
  );
  const reasons = useOptions<number>(['lookups', 'release-reasons'], async () =>
    (await api.lookups.list('release-reasons')).map((option) => ({ value: option.id, label: option.text })),
  );
  const columns = useMemo(() => recruitColumns(picked, toggle), [picked, toggle]);

  const items = () => [...picked.values()].map(({ id, version }) => ({ id, version }));
  const done = (verb: string) => (result: BulkActionResult) => {
    toast.success(`${String(result.succeeded)} of ${String(result.results.length)} participants ${verb}`);
    setRefused(refusals(result.results, picked));
    clear();
  };
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.resource(api.recruitCandidates.path) });
  const recruit = useMutation({
    mutationFn: () => {
      const [contractId = 0, worksiteId = 0] = (worksite ?? '').split(':').map(Number);
      return asEnrollmentChange(api.enrollmentPipeline.recruit({ items: items(), contractId, worksiteId }));
    },
    onSuccess: done('recruited'),
    onSettled: refresh,
  });
  const release = useMutation({
    mutationFn: () =>
      asEnrollmentChange(
        api.enrollmentPipeline.release({
          items: items(),
          reasonId: reasonId ?? 0,
          comment: comment.trim() === '' ? null : comment.trim(),
        }),
      ),
    onSuccess: (result) => {
      done('released')(result);
      setComment('');
    },
    onSettled: refresh,
  });

  const busy = recruit.isPending || release.isPending;
  return (
    <ScreenPage title={title}>
      {mode !== 'both' ? (
        <Filter>
          <SingleSelect<ParticipantStatus>
            label="Status"
            items={statuses}
            value={status}
            onValueChange={({ value }) => {
              setStatus(value);
              list.toFirstPage();
            }}
          />
        </Filter>
      ) : null}
      {mode !== 'release' ? (
        <Bar>
          <legend>Recruit</legend>
          <SingleSelect<string>
            label="Contracted Worksite"
            items={worksites.items}
            value={worksite}
            onValueChange={({ value }) => setWorksite(value)}
          />
          <Button
            busy={recruit.isPending}
            disabled={picked.size === 0 || worksite === null || busy}
            onClick={() => recruit.mutate()}
          >
            {`Recruit Selected (${String(picked.size)})`}
          </Button>
        </Bar>
      ) : null}
      {mode !== 'recruit' ? (
        <Bar>
          <legend>Release</legend>
          <SingleSelect<number>
            label="Release Reason"
            items={reasons.items}
            value={reasonId}
            onValueChange={({ value }) => setReasonId(value)}
          />
          <TextField
            label="Release Comment"
            maxLength={2000}
            value={comment}
            onValueChange={({ value }) => setComment(value)}
          />
          <Button
            variant="secondary"
            busy={release.isPending}
            disabled={picked.size === 0 || reasonId === null || busy}
            onClick={() => release.mutate()}
          >
            {`Release Selected (${String(picked.size)})`}
          </Button>
        </Bar>
      ) : null}
      <RefusedList title="Not changed" lines={refused} />
      <DataGrid<RecruitCandidate>
        label="Participants"
        columns={columns}
        {...list.grid}
        searchPanel={mode === 'both' ? { quickSearch: true, choices: statusChoices } : { quickSearch: true }}
        view={view}
        firstPageOn={status}
      />
    </ScreenPage>
  );
}

export function RecruitReleaseScreen({ mode = 'both' }: { mode?: RecruitReleaseMode }) {
  // The Participants menu shows Recruit and Release to every signed-in user; the moves need the claim.
  if (!useCan('RECRUIT_ENROLLEES'))
    return (
      <ScreenPage title={MODES[mode].title}>
        <p role="alert">{messages.restrictedContent}</p>
      </ScreenPage>
    );
  return <RecruitReleaseBody mode={mode} />;
}

/** Participants > Recruit: Enrolled participants recruited to a contracted worksite. */
export function RecruitScreen() {
  return <RecruitReleaseScreen mode="recruit" />;
}

/** Participants > Release: Recruited or Awaiting Assignment participants released with a reason. */
export function ReleaseScreen() {
  return <RecruitReleaseScreen mode="release" />;
}
