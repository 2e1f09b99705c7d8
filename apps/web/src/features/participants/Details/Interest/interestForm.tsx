import { numberText } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { recordForm, orNull, chosen, must, comments } from '../recordForm.ts';

const interestSchema = z.object({
  interestId: chosen(),
  rank: numberText({ required: true, min: 1, max: 10 }),
  comments,
});

export const interestForm = recordForm<'interests', z.infer<typeof interestSchema>>({
  schema: interestSchema,
  empty: { interestId: null, rank: '1', comments: '' },
  fromRow: (row) => ({ interestId: row.interestId, rank: String(row.rank), comments: row.comments ?? '' }),
  toBody: (values) => ({
    interestId: must(values.interestId),
    rank: Number(values.rank),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <Field.Select name="interestId" label="Interest" required lookup="student-interests" />
      <Field.Text name="rank" label="Rank" required />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});
