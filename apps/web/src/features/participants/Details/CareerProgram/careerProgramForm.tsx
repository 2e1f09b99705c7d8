import { startBeforeEndCheck, text } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { ListSelect, lookupList } from '../ListSelect/ListSelect.tsx';
import { recordForm, orNull, chosen, must, outcomeSpan, outcomeSpanOf, outcomeSpanBody } from '../recordForm.ts';
import { OutcomeSpanFields } from '../OutcomeSpan/OutcomeSpanFields.tsx';

const careerProgramSchema = z
  .object({
    careerProgramTypeId: chosen(),
    ...outcomeSpan,
    credentialEarned: z.boolean(),
    credentialName: text({ max: 100 }),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

export const careerProgramForm = recordForm<'career-programs', z.infer<typeof careerProgramSchema>>({
  schema: careerProgramSchema,
  empty: {
    careerProgramTypeId: null,
    startDate: '',
    endDate: '',
    outcome: 'Active',
    credentialEarned: false,
    credentialName: '',
  },
  fromRow: (row) => ({
    careerProgramTypeId: row.careerProgramTypeId,
    ...outcomeSpanOf(row),
    credentialEarned: row.credentialEarned,
    credentialName: row.credentialName ?? '',
  }),
  toBody: (values) => ({
    careerProgramTypeId: must(values.careerProgramTypeId),
    ...outcomeSpanBody(values),
    credentialEarned: values.credentialEarned,
    credentialName: orNull(values.credentialName),
  }),
  fields: () => (
    <>
      <ListSelect name="careerProgramTypeId" label="Career Program" required {...lookupList('career-program-types')} />
      <OutcomeSpanFields />
      <Field.Checkbox name="credentialEarned" label="Credential Earned" />
      <Field.Text name="credentialName" label="Credential" />
    </>
  ),
});
