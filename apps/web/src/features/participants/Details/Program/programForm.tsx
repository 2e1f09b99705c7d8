import { formatDate } from '@pathway/design-system';
import { dateText, startBeforeEndCheck } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { ListSelect } from '../ListSelect/ListSelect.tsx';
import {
  recordForm,
  wireDate,
  wireDateOrNull,
  orNull,
  chosen,
  chosenOf,
  must,
  comments,
  itemsOf,
  OUTCOMES,
} from '../recordForm.ts';

const programSchema = z
  .object({
    programId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date' }),
    outcome: chosenOf(OUTCOMES),
    comments,
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

export const programForm = recordForm<'programs', z.infer<typeof programSchema>>({
  schema: programSchema,
  empty: { programId: null, startDate: '', endDate: '', outcome: 'Active', comments: '' },
  fromRow: (row) => ({
    programId: row.programId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    outcome: row.outcome,
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    programId: must(values.programId),
    startDate: wireDate(values.startDate),
    endDate: wireDateOrNull(values.endDate),
    outcome: must(values.outcome),
    comments: orNull(values.comments),
  }),
  fields: ({ organizationId }) => (
    <>
      <ListSelect
        name="programId"
        label="Program"
        required
        queryKey={['/programs/options', organizationId]}
        load={async () =>
          // The list may hold every program the user sees: keep the participant's organization's.
          (await api.programs.options(organizationId))
            .filter((option) => option.organizationId === organizationId)
            .map((option) => ({ value: option.id, label: option.text }))
        }
      />
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" deps={['startDate']} />
      <Field.Select name="outcome" label="Outcome" required items={itemsOf(OUTCOMES)} />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});
