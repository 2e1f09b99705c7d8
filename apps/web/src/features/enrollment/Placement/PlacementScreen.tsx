import type { PlacementProposal } from '@pathway/api-client';
import { Button } from '@pathway/design-system';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { ControlsBar } from '../shared/ControlsBar.tsx';
import { ProgramSelect } from '../shared/ProgramSelect.tsx';
import { placementSettingsKey } from './placementKey.ts';
import { PlacementProposalView, type Decision } from './PlacementProposalView.tsx';
import { PlacementWeightsForm } from './PlacementWeightsForm.tsx';

const Decisions = styled.section`
  display: grid;
  gap: var(--space-2);

  h2,
  ul {
    margin: 0;
  }

  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-1) 0;
  }
`;

const samePair = (a: Decision, b: Decision) => a.studentId === b.studentId && a.jobId === b.jobId;

function DecisionList({
  title,
  verb,
  decisions,
  onRemove,
}: {
  title: string;
  verb: string;
  decisions: readonly Decision[];
  onRemove: (decision: Decision) => void;
}) {
  const headingId = useId();
  if (decisions.length === 0) return null;
  return (
    <Decisions aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {decisions.map((decision) => (
          <li key={`${String(decision.studentId)}-${String(decision.jobId)}`}>
            <span>{decision.label}</span>
            <Button
              size="small"
              variant="secondary"
              aria-label={`${verb} ${decision.label}`}
              onClick={() => onRemove(decision)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </Decisions>
  );
}

/** One program's placement: its weights, staff's decisions, and the proposal with Accept. */
function ProgramPlacement({ programId }: { programId: number }) {
  const settings = useQuery({
    queryKey: placementSettingsKey(programId),
    queryFn: () => api.placement.settings(programId),
  });
  const [pins, setPins] = useState<Decision[]>([]);
  const [exclusions, setExclusions] = useState<Decision[]>([]);
  const [proposal, setProposal] = useState<PlacementProposal>();
  const propose = useMutation({
    mutationFn: (decided: { pins: readonly Decision[]; exclusions: readonly Decision[] }) =>
      api.placement.propose(programId, {
        pins: decided.pins.map(({ studentId, jobId }) => ({ studentId, jobId })),
        exclusions: decided.exclusions.map(({ studentId, jobId }) => ({ studentId, jobId })),
      }),
    onSuccess: setProposal,
  });
  const run = (nextPins = pins, nextExclusions = exclusions) =>
    propose.mutate({ pins: nextPins, exclusions: nextExclusions });
  const pin = (decision: Decision) => {
    // A youth pinned to one job only: a new pin replaces their earlier one; it also lifts an exclusion.
    const nextPins = [...pins.filter((other) => other.studentId !== decision.studentId), decision];
    const nextExclusions = exclusions.filter((other) => !samePair(other, decision));
    setPins(nextPins);
    setExclusions(nextExclusions);
    run(nextPins, nextExclusions);
  };
  const exclude = (decision: Decision) => {
    const nextPins = pins.filter((other) => !samePair(other, decision));
    const nextExclusions = [...exclusions.filter((other) => !samePair(other, decision)), decision];
    setPins(nextPins);
    setExclusions(nextExclusions);
    run(nextPins, nextExclusions);
  };
  return (
    <>
      {settings.data ? (
        <PlacementWeightsForm key={settings.data.version} programId={programId} settings={settings.data} />
      ) : (
        <p>Loading the weights…</p>
      )}
      <ControlsBar>
        <Button busy={propose.isPending} disabled={propose.isPending} onClick={() => run()}>
          {proposal ? 'Propose Again' : 'Propose Placement'}
        </Button>
      </ControlsBar>
      <DecisionList
        title="Pinned Pairs"
        verb="Unpin"
        decisions={pins}
        onRemove={(decision) => setPins(pins.filter((other) => !samePair(other, decision)))}
      />
      <DecisionList
        title="Excluded Pairs"
        verb="Allow again"
        decisions={exclusions}
        onRemove={(decision) => setExclusions(exclusions.filter((other) => !samePair(other, decision)))}
      />
      {proposal ? (
        <PlacementProposalView
          programId={programId}
          proposal={proposal}
          onPin={pin}
          onExclude={exclude}
          // Accepted youths are Assigned now: the next proposal places those still waiting; pins of
          // the accepted are spent.
          onAccepted={() => {
            setPins([]);
            run([], exclusions);
          }}
        />
      ) : (
        <p>Not proposed yet: Propose Placement solves the program’s recruited participants into open jobs.</p>
      )}
    </>
  );
}

/**
 * Enrollment > Placement (WORKER_JOB_ASSIGNMENT, issue 30): the program's Recruited and Awaiting
 * Assignment participants proposed into the open slots of approved jobs by the server's solver under
 * the hard rules, weighed by the program's preferences, beside the greedy baseline; staff pin or
 * exclude pairs, run again, and accept all or some through the job assignment (ADR 211, 214, 226).
 */
export function PlacementScreen() {
  const [programId, setProgramId] = useState<number | null>(null);
  return (
    <ScreenPage title="Placement">
      <ControlsBar>
        <ProgramSelect value={programId} onChange={(chosen) => setProgramId(chosen)} defaultText="Choose a program" />
      </ControlsBar>
      {programId === null ? (
        <p>Choose an enrollment program to place its recruited participants into jobs.</p>
      ) : (
        <ProgramPlacement key={programId} programId={programId} />
      )}
    </ScreenPage>
  );
}
