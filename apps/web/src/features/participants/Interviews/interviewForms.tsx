import type { Interview, InterviewOutcome, StudentListItem } from '@pathway/api-client';
import { toWireDate } from '@pathway/api-client';
import { toast, type SelectItem } from '@pathway/design-system';
import { dateText, messages, text } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Field, useOptions } from '../../../kit/form.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

const chosen = () =>
  z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required);

/** 24-hour hh:mm, as a time input gives it. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const scheduleSchema = z.object({
  date: dateText({ label: 'Interview Date', required: true }),
  time: z.string().refine((value) => TIME.test(value), 'Interview Time is invalid.'),
  locationId: chosen(),
  emailTemplateId: chosen(),
  note: text({ max: 4000 }),
});
type ScheduleValues = z.infer<typeof scheduleSchema>;

/** The local day and time as the instant the contract takes (`2026-06-22T14:30:00.000Z`). */
export function scheduledAt(date: string, time: string): string {
  const [year, month, day] = (toWireDate(date) ?? date).split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0).toISOString();
}

function LocationSelect() {
  const { items } = useOptions<number>(['/locations/list', 'select'], async () =>
    (await api.locations.list()).map((location): SelectItem<number> => ({ value: location.id, label: location.name })),
  );
  return <Field.Select name="locationId" label="Location" required items={items} />;
}

function TimeField() {
  return <Field.Text name="time" label="Interview Time" hint="hh:mm, 24-hour" required />;
}

/** Schedules one interview for each chosen participant and sends each the email template. */
export function SchedulePopup({
  participants,
  onScheduled,
  onClose,
}: {
  participants: readonly StudentListItem[];
  onScheduled: () => void;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const schedule = useMutation({
    mutationFn: (values: ScheduleValues) =>
      api.students.scheduleInterviews({
        studentIds: participants.map((participant) => participant.id),
        scheduledAt: scheduledAt(values.date, values.time),
        locationId: values.locationId ?? 0,
        emailTemplateId: values.emailTemplateId ?? 0,
        note: values.note.trim() === '' ? null : values.note.trim(),
      }),
    onSuccess: async (interviews) => {
      toast.success(
        interviews.length === 1
          ? 'Interview successfully scheduled'
          : `${String(interviews.length)} interviews successfully scheduled`,
      );
      onScheduled();
      await client.invalidateQueries({ queryKey: queryKeys.resource('/interviews') });
    },
  });
  return (
    <FormPopup<ScheduleValues>
      title={`Schedule Interviews (${String(participants.length)})`}
      schema={scheduleSchema}
      initial={{ date: '', time: '', locationId: null, emailTemplateId: null, note: '' }}
      fields={
        <>
          <Field.Date name="date" label="Interview Date" required />
          <TimeField />
          <LocationSelect />
          <Field.Select name="emailTemplateId" label="Email Template" required lookup="email-templates" />
          <Field.TextArea name="note" label="Note" />
        </>
      }
      size="medium"
      onSave={(values) => schedule.mutateAsync(values)}
      onClose={onClose}
    />
  );
}

const OUTCOMES = ['Scheduled', 'Attended', 'No Show', 'Cancelled'] as const satisfies readonly InterviewOutcome[];
const outcomeItems: SelectItem<InterviewOutcome>[] = OUTCOMES.map((value) => ({ value, label: value }));

const updateSchema = z.object({
  outcome: z
    .enum(OUTCOMES)
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  note: text({ max: 4000 }),
});
type UpdateValues = z.infer<typeof updateSchema>;

/** Records an interview's outcome and note with the version it was read at. */
export function UpdateInterviewPopup({ interview, onClose }: { interview: Interview; onClose: () => void }) {
  const client = useQueryClient();
  const update = useMutation({
    mutationFn: (values: UpdateValues) =>
      api.students.updateInterview(interview.id, {
        outcome: values.outcome ?? 'Scheduled',
        note: values.note.trim() === '' ? null : values.note.trim(),
        version: interview.version,
      }),
    onSuccess: async () => {
      toast.success('Interview successfully updated');
      await client.invalidateQueries({ queryKey: queryKeys.resource('/interviews') });
    },
  });
  return (
    <FormPopup<UpdateValues>
      title={`Update Interview of ${interview.studentName}`}
      schema={updateSchema}
      initial={{ outcome: interview.outcome, note: interview.note ?? '' }}
      fields={
        <>
          <Field.Select name="outcome" label="Outcome" required items={outcomeItems} />
          <Field.TextArea name="note" label="Note" />
        </>
      }
      size="small"
      onSave={(values) => update.mutateAsync(values)}
      onClose={onClose}
    />
  );
}
