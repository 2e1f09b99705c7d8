import type { Lottery } from '@pathway/api-client';
import { Button, TextField, toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { ControlsBar } from '../shared/ControlsBar.tsx';
import { ProgramSelect } from '../shared/ProgramSelect.tsx';
import { lotteryKey } from './lotteryKey.ts';
import { LotteryResult } from './LotteryResult.tsx';
import { draftOf, LotterySettingsForm, type SettingsDraft } from './LotterySettingsForm.tsx';

/** "1 slot", "3 slots". */
const count = (n: number, noun: string) => `${String(n)} ${noun}${n === 1 ? '' : 's'}`;

const sameDraft = (a: SettingsDraft, b: SettingsDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The draw: the seed as published, refused while the settings have unsaved changes. */
function DrawPanel({ programId, lottery, dirty }: { programId: number; lottery: Lottery; dirty: boolean }) {
  const client = useQueryClient();
  const [seed, setSeed] = useState('');
  const [seedError, setSeedError] = useState<string>();
  const draw = useMutation({
    mutationFn: () => api.lottery.draw(programId, { seed: seed.trim(), version: lottery.settings.version }),
    onSuccess: (drawn) => {
      const selected = drawn.entries.filter((entry) => entry.selected).length;
      toast.success(
        drawn.id === lottery.draw?.id
          ? `The same seed and applicants: draw ${String(drawn.id)} stands`
          : `Draw ${String(drawn.id)}: ${String(selected)} selected, ${String(drawn.entries.length - selected)} on the waitlist`,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: lotteryKey(programId) }),
  });
  const blocked =
    lottery.settings.slots === null
      ? 'Save the number of slots before the draw.'
      : dirty
        ? 'Save or undo the settings changes before the draw.'
        : lottery.eligibleCount === 0
          ? 'No application of this program is Eligible.'
          : null;
  return (
    <ControlsBar>
      <TextField
        label="Published Seed"
        required
        value={seed}
        error={seedError}
        hint="Typed as published before the draw (e.g. the state lottery's number of a date)"
        maxLength={200}
        onValueChange={({ value }) => setSeed(value)}
      />
      <Button
        busy={draw.isPending}
        disabled={blocked !== null || draw.isPending}
        onClick={() => {
          if (seed.trim() === '') {
            setSeedError('Required');
            return;
          }
          setSeedError(undefined);
          draw.mutate();
        }}
      >
        Draw
      </Button>
      {blocked ? <p>{blocked}</p> : null}
    </ControlsBar>
  );
}

/** One program's lottery: its settings, the draw, the ranked list. */
function ProgramLottery({ programId, lottery }: { programId: number; lottery: Lottery }) {
  const [draft, setDraft] = useState(() => draftOf(lottery.settings));
  const [base, setBase] = useState(() => draftOf(lottery.settings));
  const dirty = !sameDraft(draft, base);
  const slots = lottery.settings.slots;
  return (
    <>
      <p>
        {count(lottery.eligibleCount, 'Eligible application') +
          (slots === null
            ? '; no slots set yet.'
            : lottery.eligibleCount > slots
              ? ` for ${count(slots, 'slot')}: a lottery decides who is selected.`
              : ` for ${count(slots, 'slot')}: every one fits.`)}
      </p>
      <LotterySettingsForm
        programId={programId}
        settings={lottery.settings}
        draft={draft}
        onDraftChange={setDraft}
        onSaved={(saved) => {
          setDraft(draftOf(saved));
          setBase(draftOf(saved));
        }}
      />
      <DrawPanel programId={programId} lottery={lottery} dirty={dirty} />
      {lottery.draw ? <LotteryResult programId={programId} draw={lottery.draw} /> : <p>Not drawn yet.</p>}
    </>
  );
}

/**
 * Enrollment > Lottery (ENROLL_APPLICANTS, issue 30): when a program has more Eligible applicants
 * than slots, staff set its priority tiers, type the seed published before the draw and draw; the
 * ranked list and waitlist are stored, exported and re-run by anyone with the seed (ADR 212, 213).
 */
export function LotteryScreen() {
  const [programId, setProgramId] = useState<number | null>(null);
  const lottery = useQuery({
    queryKey: lotteryKey(programId ?? 0),
    queryFn: () => api.lottery.get(programId ?? 0),
    enabled: programId !== null,
  });
  return (
    <ScreenPage title="Lottery">
      <ControlsBar>
        <ProgramSelect value={programId} onChange={(chosen) => setProgramId(chosen)} defaultText="Choose a program" />
      </ControlsBar>
      {programId === null ? (
        <p>Choose an enrollment program to set up and draw its lottery.</p>
      ) : lottery.isPending ? (
        <p>Loading the lottery…</p>
      ) : lottery.data ? (
        // A program of its own starts its settings draft from its own settings.
        <ProgramLottery key={programId} programId={programId} lottery={lottery.data} />
      ) : null}
    </ScreenPage>
  );
}
