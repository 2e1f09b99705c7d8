import type { PlacementProposal, ProposedPlacement, UnplacedYouth } from '@pathway/api-client';
import { Button, DataGrid, toast, type GridColumn } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { ControlsBar } from '../shared/ControlsBar.tsx';
import { PickBox, RefusedList, useSelection, type Picked } from '../shared/selection.tsx';

/** The accept operation takes at most 500 pairs a call (the contract's maxItems). */
const ACCEPT_CHUNK = 500;

const Section = styled.section`
  display: grid;
  gap: var(--space-3);

  h2,
  p {
    margin: 0;
  }
`;

const Comparison = styled.table`
  border-collapse: collapse;
  max-width: 640px;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: var(--space-1);
  }

  th,
  td {
    border: 1px solid var(--color-border);
    padding: var(--space-1) var(--space-2);
    text-align: left;
  }

  td {
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.span`
  display: inline-flex;
  gap: var(--space-1);
`;

/** A pair staff decided on: pinned or excluded, named for the list of decisions. */
export interface Decision {
  studentId: number;
  jobId: number;
  label: string;
}

const nameOf = (pair: { firstName: string; lastName: string }) => `${pair.firstName} ${pair.lastName}`;
const milesText = (miles: number | null) => (miles === null ? '—' : miles.toFixed(1));

export interface PlacementProposalViewProps {
  programId: number;
  proposal: PlacementProposal;
  onPin: (decision: Decision) => void;
  onExclude: (decision: Decision) => void;
  /** After an accept: the screen proposes again for those still without a job. */
  onAccepted: () => void;
}

/**
 * A proposal: how it compares with the greedy baseline, each pair with why, staff's pin and exclude
 * per pair, and Accept (all, or the ones ticked) through the job assignment, refusals by name.
 */
export function PlacementProposalView({
  programId,
  proposal,
  onPin,
  onExclude,
  onAccepted,
}: PlacementProposalViewProps) {
  const client = useQueryClient();
  const { picked, toggle, clear } = useSelection();
  const [refused, setRefused] = useState<string[]>([]);
  const pickOf = (pair: ProposedPlacement): Picked => ({
    id: pair.studentId,
    version: pair.studentVersion,
    name: nameOf(pair),
  });
  const accept = useMutation({
    mutationFn: async (pairs: readonly ProposedPlacement[]) => {
      const results = [];
      for (let start = 0; start < pairs.length; start += ACCEPT_CHUNK) {
        const chunk = pairs.slice(start, start + ACCEPT_CHUNK);
        const answer = await api.placement.accept(programId, {
          items: chunk.map((pair) => ({ studentId: pair.studentId, jobId: pair.jobId, version: pair.studentVersion })),
        });
        results.push(...answer.results);
      }
      return { pairs, results };
    },
    onSuccess: ({ pairs, results }) => {
      const names = new Map(pairs.map((pair) => [pair.studentId, nameOf(pair)]));
      const succeeded = results.filter((result) => result.succeeded).length;
      toast.success(`${String(succeeded)} of ${String(results.length)} placements accepted`);
      setRefused(
        results
          .filter((result) => !result.succeeded)
          .map((result) => `${names.get(result.id) ?? `Participant ${String(result.id)}`}: ${result.message ?? ''}`),
      );
      clear();
      onAccepted();
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.resource('/students') }),
  });

  const columns: GridColumn<ProposedPlacement>[] = [
    {
      id: 'select',
      header: 'Select',
      value: (row) => nameOf(row),
      sortable: false,
      width: 80,
      kind: {
        type: 'custom',
        render: (row) => <PickBox row={pickOf(row)} checked={picked.has(row.studentId)} onToggle={toggle} />,
      },
    },
    { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 140 },
    { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 130 },
    { id: 'jobTitle', header: 'Job', value: (row) => row.jobTitle, width: 180 },
    { id: 'worksiteName', header: 'Worksite', value: (row) => row.worksiteName, width: 200 },
    { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date', width: 120 },
    { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date', width: 120 },
    { id: 'miles', header: 'Miles', value: (row) => milesText(row.distanceMiles), width: 80 },
    { id: 'score', header: 'Score', value: (row) => row.score, format: 'number', width: 90 },
    { id: 'why', header: 'Why', value: (row) => row.reasons.slice(1).join('; '), sortable: false, width: 320 },
    {
      id: 'decide',
      header: 'Decide',
      value: (row) => `Pin or exclude ${nameOf(row)}`,
      sortable: false,
      width: 170,
      kind: {
        type: 'custom',
        render: (row) => {
          const decision = { studentId: row.studentId, jobId: row.jobId, label: `${nameOf(row)} – ${row.jobTitle}` };
          return (
            <Actions>
              <Button
                size="small"
                variant="secondary"
                disabled={row.pinned}
                aria-label={`Pin ${nameOf(row)} to ${row.jobTitle}`}
                onClick={() => onPin(decision)}
              >
                {row.pinned ? 'Pinned' : 'Pin'}
              </Button>
              <Button
                size="small"
                variant="secondary"
                aria-label={`Exclude ${nameOf(row)} from ${row.jobTitle}`}
                onClick={() => onExclude(decision)}
              >
                Exclude
              </Button>
            </Actions>
          );
        },
      },
    },
  ];
  const unplacedColumns: GridColumn<UnplacedYouth>[] = [
    { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 160 },
    { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 160 },
    { id: 'reason', header: 'Why Not Placed', value: (row) => row.reason, sortable: false, width: 520 },
  ];
  const selected = proposal.pairs.filter((pair) => picked.has(pair.studentId));
  const { summary, baseline } = proposal;
  return (
    <Section aria-labelledby="placement-proposal-heading">
      <h2 id="placement-proposal-heading">Proposed Placement</h2>
      <p>
        {`${String(proposal.youthCount)} participants to place, ${String(proposal.openSlots)} open slots; ` +
          `solved by ${proposal.solver.name} in ${String(proposal.solver.milliseconds)} ms.`}
      </p>
      <Comparison>
        <caption>Proposal and greedy baseline (first fit by application date)</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Proposal</th>
            <th scope="col">Greedy Baseline</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Youths placed</th>
            <td>{summary.placed}</td>
            <td>{baseline.placed}</td>
          </tr>
          <tr>
            <th scope="row">Mean distance (miles)</th>
            <td>{milesText(summary.meanDistanceMiles)}</td>
            <td>{milesText(baseline.meanDistanceMiles)}</td>
          </tr>
          <tr>
            <th scope="row">Interest matches</th>
            <td>{summary.interestMatches}</td>
            <td>{baseline.interestMatches}</td>
          </tr>
          <tr>
            <th scope="row">Back at last year’s worksite</th>
            <td>{summary.returning}</td>
            <td>{baseline.returning}</td>
          </tr>
        </tbody>
      </Comparison>
      <ControlsBar>
        <Button
          busy={accept.isPending}
          disabled={proposal.pairs.length === 0 || accept.isPending}
          onClick={() => accept.mutate(proposal.pairs)}
        >
          {`Accept All (${String(proposal.pairs.length)})`}
        </Button>
        <Button
          variant="secondary"
          disabled={selected.length === 0 || accept.isPending}
          onClick={() => accept.mutate(selected)}
        >
          {`Accept Selected (${String(selected.length)})`}
        </Button>
      </ControlsBar>
      <RefusedList title="Not assigned" lines={refused} />
      <DataGrid<ProposedPlacement>
        label="Proposed Pairs"
        columns={columns}
        rows={proposal.pairs}
        getRowId={(row) => String(row.studentId)}
        searchPanel={{ quickSearch: true }}
      />
      {proposal.unplaced.length > 0 ? (
        <DataGrid<UnplacedYouth>
          label="Not Placed"
          columns={unplacedColumns}
          rows={proposal.unplaced}
          getRowId={(row) => String(row.studentId)}
          searchPanel={{ quickSearch: true }}
        />
      ) : null}
    </Section>
  );
}
