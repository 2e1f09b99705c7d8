import { describeFailure, type Student, type StudentRecordOf } from '@pathway/api-client';
import { Button, formatDate, formatDateTime, toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useCan } from '../../../../kit/index.ts';
import * as api from '../../../../lib/api.ts';
import { recordsQuery } from '../RecordTab.tsx';
import { FactList } from '../../../../kit/views/FactList.tsx';
import { onDemand } from '../../../../lib/onDemand.tsx';

// The popup, its masks and its schema load with the first Edit Profile.
const EditProfilePopup = onDemand(() => import('./EditProfilePopup.tsx'));

const Facts = styled(FactList)`
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--space-2) var(--space-4);

  dd {
    overflow-wrap: anywhere;
  }
`;

const Bar = styled.div`
  display: flex;
  gap: var(--space-2);
`;

/** The cache path of the participant's full record (the header reads `info`). */
export const studentKey = (studentId: number) => ['/students', studentId, 'record'] as const;

const none = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

export function addressOf(student: Student): string {
  const zip = student.zipPlus4 ? `${student.zipCode}-${student.zipPlus4}` : student.zipCode;
  return [student.addressLine1, student.addressLine2, `${student.city}, ${student.stateCode} ${zip}`]
    .filter(Boolean)
    .join(', ');
}

/** The days the participant can work, as the placement reads them (an open end is the program's). */
export function availabilityOf(student: Student): string {
  if (!student.availableFrom && !student.availableTo) return 'The whole program';
  const from = student.availableFrom ? formatDate(student.availableFrom) : 'the program’s start';
  const to = student.availableTo ? formatDate(student.availableTo) : 'the program’s end';
  return `${from} to ${to}`;
}

/** The primary contact among the guardians, else the first one listed. */
function guardianOf(rows: readonly StudentRecordOf<'guardians'>[] | undefined) {
  return rows?.find((row) => row.isPrimaryContact) ?? rows?.[0];
}

/**
 * The participant's Profile (issue 26): the person (birth date, contact, address, guardian contact)
 * and who created and last changed the record; Edit Profile with MAINTAIN_STUDENT (read-only
 * otherwise), saved with studentsUpdate and the version it read.
 */
export function ProfileTab({ studentId }: { studentId: number }) {
  const student = useQuery({ queryKey: studentKey(studentId), queryFn: () => api.students.get(studentId) });
  const guardians = useQuery(recordsQuery(studentId, 'guardians'));
  const mayEdit = useCan('MAINTAIN_STUDENT');
  const [editing, setEditing] = useState(false);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof api.students.update>[1]) => api.students.update(studentId, body),
    // The popup shows a refusal under its fields; the QueryClient does not show it again.
    meta: { failureShownByForm: true },
    onSuccess: async () => {
      toast.success('Participant successfully updated');
      // The header too: its email, phone, age and "last updated by".
      await client.invalidateQueries({ queryKey: ['/students', studentId] });
    },
  });

  if (student.isPending) return <p>Loading…</p>;
  if (student.data === undefined) return <p role="alert">{describeFailure(student.error)}</p>;
  const person = student.data;
  const guardian = guardianOf(guardians.data);
  const facts: [string, string][] = [
    ['Birth Date', formatDate(person.birthDate)],
    ['Email', none(person.emailAddress)],
    ['Main Phone', none(person.mainPhone)],
    ['Cell Phone', none(person.cellPhone)],
    ['Address', addressOf(person)],
    [
      'Guardian',
      guardian
        ? `${guardian.firstName} ${guardian.lastName}${guardian.relationshipName ? ` (${guardian.relationshipName})` : ''}`
        : '—',
    ],
    ['Guardian Phone', none(guardian?.mainPhone)],
    ['Guardian Email', none(guardian?.emailAddress)],
    ['Available', availabilityOf(person)],
    ['Wants Last Summer’s Worksite', person.wantsPreviousWorksite ? 'Yes' : 'No'],
    ['Created By', person.createUser],
    ['Created On', formatDateTime(person.createDate)],
    ['Modified By', none(person.lastUpdateUser)],
    ['Modified On', person.lastUpdateDate ? formatDateTime(person.lastUpdateDate) : '—'],
  ];
  return (
    <>
      {mayEdit ? (
        <Bar>
          <Button size="small" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        </Bar>
      ) : null}
      <Facts aria-label="Participant profile">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {editing ? (
        <EditProfilePopup
          student={person}
          onSave={(body) => save.mutateAsync(body)}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
