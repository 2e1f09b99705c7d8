import { startBeforeEndCheck } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { ListSelect } from '../ListSelect/ListSelect.tsx';
import {
  recordForm,
  orNull,
  chosen,
  must,
  comments,
  outcomeSpan,
  outcomeSpanOf,
  outcomeSpanBody,
} from '../recordForm.ts';
import { OutcomeSpanFields } from '../OutcomeSpan/OutcomeSpanFields.tsx';

const programSchema = z
  .object({
    programId: chosen(),
    ...outcomeSpan,
    comments,
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

export const programForm = recordForm<'programs', z.infer<typeof programSchema>>({
  schema: programSchema,
  empty: { programId: null, startDate: '', endDate: '', outcome: 'Active', comments: '' },
  fromRow: (row) => ({
    programId: row.programId,
    ...outcomeSpanOf(row),
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    programId: must(values.programId),
    ...outcomeSpanBody(values),
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
      <OutcomeSpanFields />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});
