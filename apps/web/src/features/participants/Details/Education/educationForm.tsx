import type { components } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import { dateText } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { ListSelect } from '../ListSelect/ListSelect.tsx';
import { recordForm, wireDateOrNull, chosen, chosenOf, must, itemsOf } from '../recordForm.ts';

const SCHOOL_STATUSES = [
  'In School',
  'Graduated',
  'GED',
  'Dropped Out',
  'Not Enrolled',
] as const satisfies readonly components['schemas']['SchoolStatus'][];

const educationSchema = z.object({
  schoolId: chosen(),
  gradeLevelId: chosen(),
  schoolStatus: chosenOf(SCHOOL_STATUSES),
  schoolYear: z.string().regex(/^\d{4}-\d{4}$/, 'School Year is invalid.'),
  expectedGraduationDate: dateText({ label: 'Expected Graduation' }),
});

export const educationForm = recordForm<'educations', z.infer<typeof educationSchema>>({
  schema: educationSchema,
  empty: { schoolId: null, gradeLevelId: null, schoolStatus: 'In School', schoolYear: '', expectedGraduationDate: '' },
  fromRow: (row) => ({
    schoolId: row.schoolId,
    gradeLevelId: row.gradeLevelId,
    schoolStatus: row.schoolStatus,
    schoolYear: row.schoolYear,
    expectedGraduationDate: formatDate(row.expectedGraduationDate),
  }),
  toBody: (values) => ({
    schoolId: must(values.schoolId),
    gradeLevelId: must(values.gradeLevelId),
    schoolStatus: must(values.schoolStatus),
    schoolYear: values.schoolYear,
    expectedGraduationDate: wireDateOrNull(values.expectedGraduationDate),
  }),
  fields: () => (
    <>
      <ListSelect
        name="schoolId"
        label="School"
        required
        queryKey={['/schools/options']}
        load={async () =>
          (await api.lookups.schoolOptions()).map((option) => ({ value: option.id, label: option.text }))
        }
      />
      <Field.Select name="gradeLevelId" label="Grade" required lookup="grade-levels" />
      <Field.Select name="schoolStatus" label="School Status" required items={itemsOf(SCHOOL_STATUSES)} />
      <Field.Text name="schoolYear" label="School Year" hint="yyyy-yyyy" required />
      <Field.Date name="expectedGraduationDate" label="Expected Graduation" />
    </>
  ),
});
