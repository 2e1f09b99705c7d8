import type { components } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import { dateText, messages, text } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { ListSelect, lookupList } from '../ListSelect/ListSelect.tsx';
import { recordForm, wireDate, orNull, chosen, chosenOf, must, comments, itemsOf } from '../recordForm.ts';

const REFERRAL_OUTCOMES = [
  'Pending',
  'Accepted',
  'Declined',
  'Completed',
] as const satisfies readonly components['schemas']['ReferralOutcome'][];

const referralSchema = z.object({
  referralDate: dateText({ label: 'Referral Date', required: true }),
  referredTo: text({ required: messages.required, max: 100 }),
  serviceTypeId: chosen(),
  outcome: chosenOf(REFERRAL_OUTCOMES),
  comments,
});

export const referralForm = recordForm<'referrals', z.infer<typeof referralSchema>>({
  schema: referralSchema,
  empty: { referralDate: '', referredTo: '', serviceTypeId: null, outcome: 'Pending', comments: '' },
  fromRow: (row) => ({
    referralDate: formatDate(row.referralDate),
    referredTo: row.referredTo,
    serviceTypeId: row.serviceTypeId,
    outcome: row.outcome,
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    referralDate: wireDate(values.referralDate),
    referredTo: values.referredTo.trim(),
    serviceTypeId: must(values.serviceTypeId),
    outcome: must(values.outcome),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <Field.Date name="referralDate" label="Referral Date" required />
      <Field.Text name="referredTo" label="Referred To" required />
      <ListSelect name="serviceTypeId" label="Service" required {...lookupList('referral-service-types')} />
      <Field.Select name="outcome" label="Outcome" required items={itemsOf(REFERRAL_OUTCOMES)} />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});
