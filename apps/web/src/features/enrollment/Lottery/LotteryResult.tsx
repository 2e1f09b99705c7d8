import type { LotteryDraw, LotteryEntry } from '@pathway/api-client';
import { Button, DataGrid, formatDateTime, saveBlob, toast, type GridColumn } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';
import { EnrollSelected } from '../shared/EnrollSelected.tsx';
import { invalidateEnrolled } from '../shared/invalidateEnrolled.ts';
import { ControlsBar } from '../shared/ControlsBar.tsx';
import { RefusedList } from '../shared/selection.tsx';
import { lotteryKey } from './lotteryKey.ts';

/** The enroll operation takes at most 500 applications a call (the contract's maxItems). */
const ENROLL_CHUNK = 500;

const Section = styled.section`
  display: grid;
  gap: var(--space-3);

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

const columns: GridColumn<LotteryEntry>[] = [
  { id: 'rank', header: 'Rank', value: (row) => row.rank, format: 'number', width: 90 },
  {
    id: 'result',
    header: 'Result',
    value: (row) => (row.selected ? 'Selected' : `Waitlist ${String(row.waitlistPosition)}`),
    kind: { type: 'badge', tone: (row) => (row.selected ? 'success' : 'neutral') },
    width: 140,
  },
  { id: 'tierLabel', header: 'Tier', value: (row) => row.tierLabel, width: 220 },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName },
  { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, width: 110 },
  { id: 'status', header: 'Status Now', value: (row) => row.status, width: 150 },
];

/**
 * A stored draw: what it was drawn from, its ranked list and waitlist, the export, and the selected
 * applicants still Eligible enrolled through the enroll operation (each with the version drawn).
 */
export function LotteryResult({ programId, draw }: { programId: number; draw: LotteryDraw }) {
  const client = useQueryClient();
  const [refused, setRefused] = useState<string[]>([]);
  const toEnroll = draw.entries.filter((entry) => entry.selected && entry.status === 'Eligible');
  const waiting = draw.entries.filter((entry) => !entry.selected).length;

  const exportDraw = useMutation({
    mutationFn: async () =>
      saveBlob({ blob: await api.lottery.download(programId), fileName: `lottery-draw-${String(draw.id)}.xlsx` }),
  });
  const enroll = useMutation({
    mutationFn: async (date: string) => {
      const results = [];
      for (let start = 0; start < toEnroll.length; start += ENROLL_CHUNK) {
        const chunk = toEnroll.slice(start, start + ENROLL_CHUNK);
        const answer = await api.enrollmentPipeline.enroll({
          items: chunk.map((entry) => ({ id: entry.applicantId, version: entry.version })),
          enrollmentDate: date,
        });
        results.push(...answer.results);
      }
      return results;
    },
    onSuccess: (results) => {
      const names = new Map(toEnroll.map((entry) => [entry.applicantId, `${entry.firstName} ${entry.lastName}`]));
      const succeeded = results.filter((result) => result.succeeded).length;
      toast.success(`${String(succeeded)} of ${String(results.length)} selected applicants enrolled`);
      setRefused(
        results
          .filter((result) => !result.succeeded)
          .map((result) => `${names.get(result.id) ?? `Application ${String(result.id)}`}: ${result.message ?? ''}`),
      );
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: lotteryKey(programId) }), invalidateEnrolled(client)]),
  });

  return (
    <Section aria-labelledby="lottery-draw-heading">
      <h2 id="lottery-draw-heading">{`Draw ${String(draw.id)}`}</h2>
      <p>
        {`Seed "${draw.seed}", ${String(draw.slots)} slots, ${String(draw.applicantCount)} applicants: ` +
          `${String(draw.entries.length - waiting)} selected, ${String(waiting)} on the waitlist. ` +
          `Drawn by ${draw.drawnBy} on ${formatDateTime(draw.drawnOn)}.`}
      </p>
      <ControlsBar>
        <Button variant="secondary" busy={exportDraw.isPending} onClick={() => exportDraw.mutate()}>
          Export to Excel
        </Button>
      </ControlsBar>
      <ControlsBar>
        <EnrollSelected count={toEnroll.length} busy={enroll.isPending} onEnroll={(date) => enroll.mutate(date)} />
      </ControlsBar>
      <RefusedList title="Not enrolled" lines={refused} />
      <DataGrid<LotteryEntry>
        label="Ranked List"
        columns={columns}
        rows={draw.entries}
        getRowId={(row) => String(row.applicantId)}
        searchPanel={{ quickSearch: true }}
      />
    </Section>
  );
}
