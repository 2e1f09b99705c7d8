import type { PlacementSettings, PlacementWeights } from '@pathway/api-client';
import { Button, TextField, toast } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';
import { placementSettingsKey } from './placementKey.ts';

const Fieldset = styled.fieldset`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md, 4px);
  padding: var(--space-3);
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);
  max-width: 1100px;

  legend {
    font-weight: 600;
    padding: 0 var(--space-1);
  }

  & > div {
    width: 200px;
  }
`;

const FIELDS: readonly { key: keyof PlacementWeights; label: string; hint: string }[] = [
  { key: 'interest', label: 'Interest Match', hint: "Points when the job's sector is an interest" },
  { key: 'perMile', label: 'Per Mile', hint: 'Points taken off per mile from home' },
  { key: 'returning', label: 'Returning', hint: "Points for going back to last year's worksite" },
  { key: 'balance', label: 'Worksite Balance', hint: 'Points that spread youths across worksites' },
];

type Draft = Record<keyof PlacementWeights, string>;

const draftOf = (weights: PlacementWeights): Draft => ({
  interest: String(weights.interest),
  perMile: String(weights.perMile),
  returning: String(weights.returning),
  balance: String(weights.balance),
});

/** The draft's field messages; empty when it can be saved. */
export function weightErrors(draft: Draft): Partial<Record<keyof PlacementWeights, string>> {
  const errors: Partial<Record<keyof PlacementWeights, string>> = {};
  for (const { key } of FIELDS) {
    const text = draft[key].trim();
    const value = Number(text);
    if (text === '') errors[key] = 'Required';
    else if (!Number.isFinite(value) || value < 0 || value > 1000) errors[key] = 'A number from 0 to 1,000';
  }
  return errors;
}

/**
 * How much each preference counts in the program's placement. Placing one more youth always counts
 * more than any of these; they decide among placements of as many youths. A refused save keeps
 * what was typed.
 */
export function PlacementWeightsForm({ programId, settings }: { programId: number; settings: PlacementSettings }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(settings.weights));
  const [shown, setShown] = useState<Partial<Record<keyof PlacementWeights, string>>>({});
  const save = useMutation({
    mutationFn: () =>
      api.placement.saveSettings(programId, {
        weights: {
          interest: Number(draft.interest),
          perMile: Number(draft.perMile),
          returning: Number(draft.returning),
          balance: Number(draft.balance),
        },
        version: settings.version,
      }),
    onSuccess: (saved) => {
      toast.success('Placement weights saved');
      setDraft(draftOf(saved.weights));
    },
    onSettled: () => client.invalidateQueries({ queryKey: placementSettingsKey(programId) }),
  });
  return (
    <Fieldset>
      <legend>Preference Weights</legend>
      {FIELDS.map(({ key, label, hint }) => (
        <TextField
          key={key}
          label={label}
          required
          inputMode="decimal"
          value={draft[key]}
          error={shown[key]}
          hint={hint}
          onValueChange={({ value }) => setDraft((current) => ({ ...current, [key]: value }))}
        />
      ))}
      <Button
        variant="secondary"
        busy={save.isPending}
        disabled={save.isPending}
        onClick={() => {
          const errors = weightErrors(draft);
          setShown(errors);
          if (Object.keys(errors).length === 0) save.mutate();
        }}
      >
        Save Weights
      </Button>
    </Fieldset>
  );
}
