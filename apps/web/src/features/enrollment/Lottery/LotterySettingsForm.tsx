import type { Lottery, LotteryTierKind, LotteryTierRule } from '@pathway/api-client';
import { Button, SingleSelect, TextField, toast } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';
import { lotteryKey } from './lotteryKey.ts';

const KINDS: readonly { value: LotteryTierKind; label: string }[] = [
  { value: 'returning', label: 'Returning youth' },
  { value: 'fosterCare', label: 'Youth in foster care' },
  { value: 'disability', label: 'Youth with a disability' },
  { value: 'zipCodes', label: 'Zip codes' },
];

const Fieldset = styled.fieldset`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md, 4px);
  padding: var(--space-3);
  display: grid;
  gap: var(--space-3);
  max-width: 880px;

  legend {
    font-weight: 600;
    padding: 0 var(--space-1);
  }
`;

const TierRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-2);

  & > div {
    width: 240px;
  }
`;

const Tiers = styled.ol`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding-left: var(--space-4);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);
`;

/** A tier as the form edits it: zip codes as typed. */
interface TierDraft {
  kind: LotteryTierKind;
  zipText: string;
}

export interface SettingsDraft {
  slots: string;
  tiers: TierDraft[];
}

export const draftOf = (settings: Lottery['settings']): SettingsDraft => ({
  slots: settings.slots === null ? '' : String(settings.slots),
  tiers: settings.tiers.map((tier) => ({ kind: tier.kind, zipText: (tier.zipCodes ?? []).join(', ') })),
});

const zipCodesOf = (text: string) => text.split(/[\s,;]+/).filter((part) => part !== '');

/** The draft's field messages; an empty object when it can be sent. */
export function draftErrors(draft: SettingsDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const slots = Number(draft.slots);
  if (draft.slots.trim() === '') errors.slots = 'Required';
  else if (!Number.isInteger(slots) || slots < 1 || slots > 100000)
    errors.slots = 'Slots must be a whole number from 1 to 100,000';
  draft.tiers.forEach((tier, index) => {
    if (tier.kind !== 'zipCodes') return;
    const zips = zipCodesOf(tier.zipText);
    if (zips.length === 0) errors[`tier${String(index)}`] = 'Type at least one zip code';
    else if (zips.some((zip) => !/^\d{5}$/.test(zip)))
      errors[`tier${String(index)}`] = 'Zip codes are five digits each';
  });
  const kinds = draft.tiers.map((tier) =>
    tier.kind === 'zipCodes' ? `zip:${[...new Set(zipCodesOf(tier.zipText))].sort().join(',')}` : tier.kind,
  );
  kinds.forEach((kind, index) => {
    if (kinds.indexOf(kind) !== index) errors[`tier${String(index)}`] = 'This tier repeats an earlier one';
  });
  return errors;
}

function rulesOf(draft: SettingsDraft): LotteryTierRule[] {
  return draft.tiers.map((tier) =>
    tier.kind === 'zipCodes'
      ? { kind: 'zipCodes', zipCodes: [...new Set(zipCodesOf(tier.zipText))] }
      : { kind: tier.kind },
  );
}

export interface LotterySettingsFormProps {
  programId: number;
  settings: Lottery['settings'];
  draft: SettingsDraft;
  onDraftChange: (draft: SettingsDraft) => void;
  /** The server's settings after a save: the form starts again from them. */
  onSaved: (settings: Lottery['settings']) => void;
}

/**
 * The program's lottery settings: how many slots, and the priority tiers in order. The draft lives
 * in the screen, so a refused save (stale, invalid) keeps what was typed.
 */
export function LotterySettingsForm({ programId, settings, draft, onDraftChange, onSaved }: LotterySettingsFormProps) {
  const client = useQueryClient();
  const [shown, setShown] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      api.lottery.saveSettings(programId, {
        slots: Number(draft.slots),
        tiers: rulesOf(draft),
        version: settings.version,
      }),
    onSuccess: (saved) => {
      toast.success('Lottery settings saved');
      onSaved(saved);
    },
    // A stale save reloads the program's settings; the draft stays for the user to save again.
    onSettled: () => client.invalidateQueries({ queryKey: lotteryKey(programId) }),
  });
  const setTier = (index: number, next: Partial<TierDraft>) =>
    onDraftChange({
      ...draft,
      tiers: draft.tiers.map((tier, at) => (at === index ? { ...tier, ...next } : tier)),
    });
  const move = (index: number, by: number) => {
    const tiers = [...draft.tiers];
    const [tier] = tiers.splice(index, 1);
    if (tier) tiers.splice(index + by, 0, tier);
    onDraftChange({ ...draft, tiers });
  };
  const submit = () => {
    const errors = draftErrors(draft);
    setShown(errors);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  return (
    <Fieldset>
      <legend>Settings</legend>
      <Row>
        <TextField
          label="Slots"
          required
          inputMode="numeric"
          value={draft.slots}
          error={shown.slots}
          hint="How many applicants the program can take"
          onValueChange={({ value }) => onDraftChange({ ...draft, slots: value })}
        />
      </Row>
      {draft.tiers.length === 0 ? (
        <p>No priority tiers: every Eligible applicant is drawn in one group.</p>
      ) : (
        <p>
          An applicant is in the first tier they meet; tiers are drawn in this order. Zip codes are five digits each,
          separated by commas.
        </p>
      )}
      {draft.tiers.length === 0 ? null : (
        <Tiers aria-label="Priority tiers">
          {draft.tiers.map((tier, index) => {
            const name = `Tier ${String(index + 1)}`;
            return (
              // Tiers have no identity of their own: a row is its place in the order.
              <TierRow key={index}>
                <SingleSelect<LotteryTierKind>
                  label={name}
                  items={KINDS}
                  value={tier.kind}
                  onValueChange={({ value }) => {
                    if (value !== null) setTier(index, { kind: value });
                  }}
                />
                {tier.kind === 'zipCodes' ? (
                  <TextField
                    label={`Zip Codes of ${name}`}
                    value={tier.zipText}
                    error={shown[`tier${String(index)}`]}
                    onValueChange={({ value }) => setTier(index, { zipText: value })}
                  />
                ) : shown[`tier${String(index)}`] ? (
                  <p role="alert">{shown[`tier${String(index)}`]}</p>
                ) : null}
                {/* Short words on the buttons; their names say which tier (the visible word is in the name). */}
                <Button
                  variant="secondary"
                  aria-label={`Move ${name} Up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Up
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Move ${name} Down`}
                  disabled={index === draft.tiers.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Down
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${name}`}
                  onClick={() => onDraftChange({ ...draft, tiers: draft.tiers.filter((_, at) => at !== index) })}
                >
                  Remove
                </Button>
              </TierRow>
            );
          })}
        </Tiers>
      )}
      <Row>
        <Button
          variant="secondary"
          disabled={draft.tiers.length >= 10}
          onClick={() => onDraftChange({ ...draft, tiers: [...draft.tiers, { kind: 'fosterCare', zipText: '' }] })}
        >
          Add Tier
        </Button>
        <Button busy={save.isPending} disabled={save.isPending} onClick={submit}>
          Save Settings
        </Button>
      </Row>
    </Fieldset>
  );
}
