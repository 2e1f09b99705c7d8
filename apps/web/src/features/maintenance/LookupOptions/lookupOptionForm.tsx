import { toWireDate, type LookupNames, type LookupOption, type LookupOptionCreateRequest } from '@pathway/api-client';
import { formatDate, type SelectItem } from '@pathway/design-system';
import { useMutation } from '@tanstack/react-query';
import { dateText, messages, startBeforeEndCheck, text } from '@pathway/validation';
import { z } from 'zod';
import { Field, FormPopup } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';

type LookupName = LookupNames[number];

export interface LookupOptionPopupProps {
  /** The list the option belongs to: whether it has an organization and dates. */
  lookup: LookupName;
  /** The option being edited; a new one when absent. */
  row?: LookupOption;
  organizations: readonly SelectItem<number>[];
  /** After the server saved it (true for a new option): the screen toasts and refreshes. */
  onSaved: (created: boolean) => Promise<void>;
  onClose: () => void;
}

function schemaFor(lookup: LookupName) {
  return (
    z
      .object({
        text: text({ required: messages.required, max: 250 }),
        organizationId: z
          .number()
          .nullable()
          .refine((value): boolean => !lookup.isOrganizationSpecific || value !== null, messages.required),
        startDate: dateText({ label: 'Start Date', required: lookup.hasDateRange }),
        endDate: dateText({ label: 'End Date' }),
      })
      // Checked while other fields are still empty, so the date message shows as soon as both are typed.
      .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true })
  );
}
type Values = z.infer<ReturnType<typeof schemaFor>>;

/** Only the parts the list has go on the wire (the contract's optional fields are absent, not null). */
function toBody(lookup: LookupName, values: Values): LookupOptionCreateRequest {
  const body: LookupOptionCreateRequest = { lookupName: lookup.name, text: values.text.trim() };
  if (lookup.isOrganizationSpecific && values.organizationId !== null) body.organizationId = values.organizationId;
  if (lookup.hasDateRange) {
    const start = toWireDate(values.startDate);
    const end = toWireDate(values.endDate);
    if (start !== undefined) body.startDate = start;
    if (end !== undefined) body.endDate = end;
  }
  return body;
}

/** The add/edit popup of one lookup option; loaded with the first popup of the screen. */
export function LookupOptionPopup({ lookup, row, organizations, onSaved, onClose }: LookupOptionPopupProps) {
  const initial: Values = {
    text: row?.text ?? '',
    organizationId: row?.organizationId ?? null,
    startDate: formatDate(row?.startDate),
    endDate: formatDate(row?.endDate),
  };
  // A mutation, so a refused save is shown once by the QueryClient's failure handling.
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const body = toBody(lookup, values);
      if (row === undefined) await api.lookups.create(body);
      else await api.lookups.update({ ...body, id: row.id, version: row.version ?? 0 });
    },
    onSuccess: () => onSaved(row === undefined),
  });
  return (
    <FormPopup<Values>
      title={row === undefined ? 'Add Lookup Option' : 'Edit Lookup Option'}
      schema={schemaFor(lookup)}
      initial={initial}
      size="medium"
      onSave={(values) => save.mutateAsync(values)}
      onClose={onClose}
      fields={
        <>
          <Field.Text name="text" label="Text" required />
          {lookup.isOrganizationSpecific ? (
            <Field.SearchableSelect name="organizationId" label="Organization" required items={organizations} />
          ) : null}
          {lookup.hasDateRange ? (
            <>
              <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
              <Field.Date name="endDate" label="End Date" deps={['startDate']} />
            </>
          ) : null}
        </>
      }
    />
  );
}
