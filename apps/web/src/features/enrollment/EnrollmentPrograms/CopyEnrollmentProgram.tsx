import { toWireDate } from '@pathway/api-client';
import { formatDate, toast } from '@pathway/design-system';
import { dateText, messages, startBeforeEndCheck, text } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Field } from '../../../kit/form.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import type { EnrollmentProgram } from './EnrollmentProgramsScreen.tsx';

// Limits of EnrollmentProgramCopyRequest in the contract.
const schema = z
  .object({
    name: text({ required: messages.required, max: 100 }),
    code: text({ required: messages.required, max: 20 }),
    startDate: dateText({ required: true, label: 'Start Date' }),
    endDate: dateText({ required: true, label: 'End Date' }),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });
type Values = z.infer<typeof schema>;

/** The same day a year on (yyyy-mm-dd): a copy is usually next year's intake. */
function nextYear(date: string | undefined): string {
  if (date === undefined) return '';
  const [year, rest] = [date.slice(0, 4), date.slice(4)];
  return `${String(Number(year) + 1)}${rest}`;
}

export interface CopyEnrollmentProgramProps {
  source: EnrollmentProgram;
  onClose: () => void;
}

/**
 * The copy popup: a new enrollment program from `source` (its program, organization, ages, pay and
 * quality-review items) under the name, code and dates typed here.
 */
export default function CopyEnrollmentProgram({ source, onClose }: CopyEnrollmentProgramProps) {
  const client = useQueryClient();
  const copy = useMutation({
    mutationFn: (values: Values) =>
      api.enrollmentPrograms.copy(source.id, {
        name: values.name.trim(),
        code: values.code.trim(),
        startDate: toWireDate(values.startDate) ?? values.startDate,
        endDate: toWireDate(values.endDate) ?? values.endDate,
      }),
    onSuccess: async () => {
      toast.success('You have copied this enrollment program successfully.');
      await client.invalidateQueries({ queryKey: queryKeys.resource(api.enrollmentProgramRecords.path) });
    },
  });
  return (
    <FormPopup<Values>
      title="Copy Enrollment Program"
      schema={schema}
      initial={{
        name: `${source.name ?? ''} (copy)`.slice(0, 100),
        code: '',
        startDate: formatDate(nextYear(source.startDate)),
        endDate: formatDate(nextYear(source.endDate)),
      }}
      fields={
        <>
          <Field.Text name="name" label="Name" required />
          <Field.Text name="code" label="Code" required />
          <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
          <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
        </>
      }
      size="medium"
      onSave={(values) => copy.mutateAsync(values)}
      onClose={onClose}
    />
  );
}
