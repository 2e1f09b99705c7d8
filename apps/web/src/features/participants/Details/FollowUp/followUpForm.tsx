import type { components } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import { dateText, text } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { recordForm, wireDate, orNull, chosenOf, must, comments, itemsOf } from '../recordForm.ts';

const FOLLOW_UP_METHODS = [
  'Phone',
  'Email',
  'Text Message',
  'In Person',
  'Mail',
] as const satisfies readonly components['schemas']['FollowUpMethod'][];

const EMPLOYMENT_STATUSES = [
  'Employed',
  'Unemployed',
  'In School',
  'Military',
  'Unknown',
] as const satisfies readonly components['schemas']['FollowUpEmploymentStatus'][];

const followUpSchema = z.object({
  followUpDate: dateText({ label: 'Follow-up Date', required: true }),
  method: chosenOf(FOLLOW_UP_METHODS),
  employmentStatus: chosenOf(EMPLOYMENT_STATUSES),
  employerName: text({ max: 100 }),
  comments,
});

export const followUpForm = recordForm<'follow-ups', z.infer<typeof followUpSchema>>({
  schema: followUpSchema,
  empty: { followUpDate: '', method: null, employmentStatus: null, employerName: '', comments: '' },
  fromRow: (row) => ({
    followUpDate: formatDate(row.followUpDate),
    method: row.method,
    employmentStatus: row.employmentStatus,
    employerName: row.employerName ?? '',
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    followUpDate: wireDate(values.followUpDate),
    method: must(values.method),
    employmentStatus: must(values.employmentStatus),
    employerName: orNull(values.employerName),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <Field.Date name="followUpDate" label="Follow-up Date" required />
      <Field.Select name="method" label="Method" required items={itemsOf(FOLLOW_UP_METHODS)} />
      <Field.Select name="employmentStatus" label="Employment Status" required items={itemsOf(EMPLOYMENT_STATUSES)} />
      <Field.Text name="employerName" label="Employer" />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});
