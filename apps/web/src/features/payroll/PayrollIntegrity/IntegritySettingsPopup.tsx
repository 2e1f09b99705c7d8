import { IntegrityKindValues, type IntegrityKind, type IntegritySettings } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { numberText } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Field, FormPopup, useRenderedField } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { SETTINGS_UPDATED } from './integrityTexts.ts';

type Preflight = 'None' | 'Warning' | 'Error';

/** Each kind's form name (a kind's wire name has spaces). */
export const KIND_FIELDS: Record<IntegrityKind, string> = {
  'Shared Account': 'sharedAccount',
  'Shared Contact': 'sharedContact',
  SSN: 'ssn',
  Hours: 'hours',
  'Separation of Duties': 'separationOfDuties',
  Requirements: 'requirements',
};

/** The form's values, named as the wire names them so a server message lands under its field. */
interface SettingsValues {
  accountHouseholds: string | number;
  contactPeople: string | number;
  capMarginHours: string | number;
  capShare: string | number;
  capMinPeriods: string | number;
  separationOfDuties: boolean;
  preflight: Record<string, Preflight>;
}

const preflightItems = [
  { value: 'None', label: 'Not in the pre-flight' },
  { value: 'Warning', label: 'Warning' },
  { value: 'Error', label: 'Error: stops the file' },
] as const;

// The bounds are the contract's: the server's message shows under the field (ADR 219).
const schema = z.object({
  accountHouseholds: numberText({ required: true }),
  contactPeople: numberText({ required: true }),
  capMarginHours: numberText({ required: true }),
  capShare: numberText({ required: true }),
  capMinPeriods: numberText({ required: true }),
  separationOfDuties: z.boolean(),
  preflight: z.record(z.string(), z.enum(['None', 'Warning', 'Error'])),
});

const preflightOf = (settings: IntegritySettings, kind: IntegrityKind): Preflight =>
  settings.errorKinds.includes(kind) ? 'Error' : settings.warningKinds.includes(kind) ? 'Warning' : 'None';

const valuesOf = (settings: IntegritySettings): SettingsValues => ({
  accountHouseholds: String(settings.accountHouseholds),
  contactPeople: String(settings.contactPeople),
  capMarginHours: String(settings.capMarginHours),
  capShare: String(settings.capShare),
  capMinPeriods: String(settings.capMinPeriods),
  separationOfDuties: settings.separationOfDuties,
  preflight: Object.fromEntries(IntegrityKindValues.map((kind) => [KIND_FIELDS[kind], preflightOf(settings, kind)])),
});

const kindsAt = (values: SettingsValues, preflight: Preflight) =>
  IntegrityKindValues.filter((kind) => values.preflight[KIND_FIELDS[kind]] === preflight);

const bodyOf = (values: SettingsValues, version: number): IntegritySettings => ({
  accountHouseholds: Number(values.accountHouseholds),
  contactPeople: Number(values.contactPeople),
  capMarginHours: Number(values.capMarginHours),
  capShare: Number(values.capShare),
  capMinPeriods: Number(values.capMinPeriods),
  separationOfDuties: values.separationOfDuties,
  warningKinds: kindsAt(values, 'Warning'),
  errorKinds: kindsAt(values, 'Error'),
  version,
});

const Kinds = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: var(--space-2) var(--space-3);
  margin: var(--space-3) 0 0;
  padding: var(--space-2) 0 0;
  border: 0;
  border-top: 1px solid var(--color-border);

  legend {
    font-weight: 600;
  }
`;

const KindsMessage = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: var(--color-danger);
`;

/** The server's message about the lists of warning and error kinds, under the kinds it is about. */
function KindListsMessage() {
  useRenderedField('warningKinds');
  useRenderedField('errorKinds');
  const { formState } = useFormContext<Record<string, unknown>>();
  const texts = ['warningKinds', 'errorKinds']
    .map((name) => formState.errors[name]?.message)
    .filter((message): message is string => typeof message === 'string');
  return texts.length === 0 ? null : <KindsMessage role="alert">{texts.join(' ')}</KindsMessage>;
}

export interface IntegritySettingsPopupProps {
  organizationId: number;
  organizationName: string;
  settings: IntegritySettings;
  onClose: () => void;
}

/**
 * The integrity thresholds of an organization's Payroll Settings and what the pre-flight makes of
 * each kind (PAYROLL_PROCESSING, ADR 227), saved with the version read (audited on the server). A 422
 * shows under its field, a stale version (409) or any other refusal is the error toast; the popup
 * stays open with what was typed.
 */
export function IntegritySettingsPopup({
  organizationId,
  organizationName,
  settings,
  onClose,
}: IntegritySettingsPopupProps) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: SettingsValues) =>
      api.payrollIntegrity.updateSettings(organizationId, bodyOf(values, settings.version)),
    onSuccess: async () => {
      toast.success(SETTINGS_UPDATED);
      // The thresholds change the findings and what the pre-flight makes of them.
      await client.invalidateQueries({ queryKey: ['payroll', 'integrity'] });
    },
    meta: { failureShownByForm: true },
  });
  return (
    <FormPopup<SettingsValues>
      title={`Integrity Settings: ${organizationName}`}
      schema={schema}
      initial={valuesOf(settings)}
      size="large"
      showsFailures
      onSave={(values) => save.mutateAsync(values)}
      onClose={onClose}
      fields={
        <>
          <Field.Text
            name="accountHouseholds"
            label="Households per Account"
            required
            hint="One bank account or card may be shared within this many households (1 to 50)"
          />
          <Field.Text
            name="contactPeople"
            label="Participants per Contact"
            required
            hint="One address, phone or e-mail may be given by this many participants (1 to 100)"
          />
          <Field.Text
            name="capMarginHours"
            label="Cap Margin Hours"
            required
            hint="Hours this close to the period’s youth hour cap count as at the cap (0 to 40)"
          />
          <Field.Text
            name="capShare"
            label="Share of Periods at the Cap"
            required
            hint="As a fraction: 0.75 is three periods in four (above 0, at most 1)"
          />
          <Field.Text
            name="capMinPeriods"
            label="Fewest Periods"
            required
            hint="Hours at the cap are a pattern only over at least this many periods (2 to 53)"
          />
          <Field.Checkbox
            name="separationOfDuties"
            label="Require separation of duties (one user may not enter and approve)"
          />
          <Kinds>
            <legend>In the pre-flight of a file</legend>
            {IntegrityKindValues.map((kind) => (
              <Field.Select<Preflight>
                key={kind}
                name={`preflight.${KIND_FIELDS[kind]}`}
                label={kind}
                required
                items={preflightItems}
              />
            ))}
            <KindListsMessage />
          </Kinds>
        </>
      }
    />
  );
}
