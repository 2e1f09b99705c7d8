import { toWireDate, type StudentRecordOf } from '@pathway/api-client';
import { formatDate, toast, type SelectItem } from '@pathway/design-system';
import { dateText, messages, text } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Field, useOptions } from '../../../../kit/form.ts';
import { FormPopup } from '../../../../kit/views/FormPopup.tsx';
import * as api from '../../../../lib/api.ts';

const unassignSchema = z.object({
  endDate: dateText({ label: 'End Date', required: true }),
  reasonId: z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  comment: text({ max: 2000 }),
});
type UnassignValues = z.infer<typeof unassignSchema>;

function ReasonSelect() {
  const { items } = useOptions<number>(['/lookups', 'unassign-reasons'], async () =>
    (await api.students.recordLookup('unassign-reasons')).map((option): SelectItem<number> => ({
      value: option.id,
      label: option.text,
    })),
  );
  return <Field.Select name="reasonId" label="Reason" required items={items} />;
}

/** Unassign a job (UNASSIGN_STUDENT): the last day worked, a reason and a comment. */
export default function UnassignJobPopup({
  studentId,
  job,
  onClose,
}: {
  studentId: number;
  job: StudentRecordOf<'jobs'>;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const unassign = useMutation({
    mutationFn: (values: UnassignValues) =>
      api.students.unassignJob(studentId, job.id, {
        version: job.version,
        endDate: toWireDate(values.endDate) ?? values.endDate,
        reasonId: values.reasonId ?? 0,
        comment: values.comment.trim() === '' ? null : values.comment.trim(),
      }),
    onSuccess: async () => {
      toast.success('Job successfully unassigned');
      // A job's end changes the header's status and job, and the Jobs tab.
      await client.invalidateQueries({ queryKey: ['/students', studentId] });
    },
  });
  return (
    <FormPopup<UnassignValues>
      title={`Unassign ${job.jobName}`}
      schema={unassignSchema}
      initial={{ endDate: formatDate(job.endDate), reasonId: null, comment: '' }}
      fields={
        <>
          <Field.Date name="endDate" label="End Date" required />
          <ReasonSelect />
          <Field.TextArea name="comment" label="Comment" />
        </>
      }
      size="small"
      onSave={(values) => unassign.mutateAsync(values)}
      onClose={onClose}
    />
  );
}
