import type { StudentRecordKind, StudentRecordOf, StudentRecordUpdateOf } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { resourceMessages } from '../../../kit/index.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { infoQuery } from './participantInfo.ts';
import { recordForms } from './recordForms.ts';

/** Every cached read of one participant: its header, records and option lists start with this. */
const participantKey = (studentId: number) => ['/students', studentId] as const;

/**
 * The add/edit popup of one sub-record kind (loaded with the first form, ADR 140): the kind's
 * fields from `recordForms`, the create or update (with the row's version), the success toast, and
 * a fresh read of the participant (a job changes the header's status and job). A refused save keeps
 * the popup and its values: a 422's messages show under the fields they name (a timesheet's caps on
 * Hours and Incentive Amount), anything else — a 409 naming an expired clearance or the timesheet
 * already covering the period — as the error toast.
 */
export function RecordFormPopup<K extends StudentRecordKind>({
  studentId,
  kind,
  noun,
  title,
  row,
  onClose,
  createdText,
}: {
  studentId: number;
  kind: K;
  noun: string;
  title: string;
  row: StudentRecordOf<K> | null;
  onClose: () => void;
  /** The add's success toast when not "<Noun> successfully created". */
  createdText?: string;
}) {
  const form = recordForms[kind];
  // The header is cached by the Details screen; its organization narrows contracts and programs.
  const info = useQuery(infoQuery(studentId));
  const text = resourceMessages(noun);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: FieldValues) => {
      const body = form.toBody(values);
      if (row === null) return api.students.createRecord(studentId, kind, body);
      const { id, version } = row as unknown as { id: number; version: number };
      return api.students.updateRecord(studentId, kind, id, {
        ...(body as object),
        version,
      } as StudentRecordUpdateOf<K>);
    },
    onSuccess: async () => {
      toast.success(row === null ? (createdText ?? text.created) : text.updated);
      await client.invalidateQueries({ queryKey: participantKey(studentId) });
    },
    // The popup shows a refusal: a 422's messages under their fields, anything else as the error toast.
    meta: { failureShownByForm: true },
  });
  const recordId = row === null ? null : (row as unknown as { id: number }).id;
  return (
    <FormPopup<FieldValues>
      title={title}
      schema={form.schema}
      initial={row === null ? form.empty : form.fromRow(row)}
      fields={form.fields({
        studentId,
        organizationId: info.data?.organizationId ?? 0,
        editing: row !== null,
        recordId,
      })}
      size="medium"
      onSave={(values) => save.mutateAsync(values)}
      onClose={onClose}
      showsFailures
    />
  );
}
