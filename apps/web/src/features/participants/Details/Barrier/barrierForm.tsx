import { formatDate } from '@pathway/design-system';
import { dateText, startBeforeEndCheck } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { ListSelect, lookupList } from '../ListSelect/ListSelect.tsx';
import { recordForm, wireDate, wireDateOrNull, orNull, chosen, must, comments } from '../recordForm.ts';

const barrierSchema = z
  .object({
    barrierTypeId: chosen(),
    identifiedDate: dateText({ label: 'Identified', required: true, notFuture: true }),
    resolvedDate: dateText({ label: 'Resolved' }),
    comments,
  })
  .superRefine(startBeforeEndCheck('identifiedDate', 'resolvedDate'), { when: () => true });

export const barrierForm = recordForm<'barriers', z.infer<typeof barrierSchema>>({
  schema: barrierSchema,
  empty: { barrierTypeId: null, identifiedDate: '', resolvedDate: '', comments: '' },
  fromRow: (row) => ({
    barrierTypeId: row.barrierTypeId,
    identifiedDate: formatDate(row.identifiedDate),
    resolvedDate: formatDate(row.resolvedDate),
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    barrierTypeId: must(values.barrierTypeId),
    identifiedDate: wireDate(values.identifiedDate),
    resolvedDate: wireDateOrNull(values.resolvedDate),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <ListSelect name="barrierTypeId" label="Barrier" required {...lookupList('barrier-types')} />
      <Field.Date name="identifiedDate" label="Identified" required />
      <Field.Date name="resolvedDate" label="Resolved" deps={['identifiedDate']} />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});
