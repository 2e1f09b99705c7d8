import { formatDate } from '@pathway/design-system';
import { dateText, startBeforeEndCheck, text } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { ListSelect, lookupList } from '../ListSelect/ListSelect.tsx';
import {
  recordForm,
  wireDate,
  wireDateOrNull,
  orNull,
  chosen,
  chosenOf,
  must,
  itemsOf,
  OUTCOMES,
} from '../recordForm.ts';

const careerProgramSchema = z
  .object({
    careerProgramTypeId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date' }),
    outcome: chosenOf(OUTCOMES),
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
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    outcome: row.outcome,
    credentialEarned: row.credentialEarned,
    credentialName: row.credentialName ?? '',
  }),
  toBody: (values) => ({
    careerProgramTypeId: must(values.careerProgramTypeId),
    startDate: wireDate(values.startDate),
    endDate: wireDateOrNull(values.endDate),
    outcome: must(values.outcome),
    credentialEarned: values.credentialEarned,
    credentialName: orNull(values.credentialName),
  }),
  fields: () => (
    <>
      <ListSelect name="careerProgramTypeId" label="Career Program" required {...lookupList('career-program-types')} />
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" deps={['startDate']} />
      <Field.Select name="outcome" label="Outcome" required items={itemsOf(OUTCOMES)} />
      <Field.Checkbox name="credentialEarned" label="Credential Earned" />
      <Field.Text name="credentialName" label="Credential" />
    </>
  ),
});
