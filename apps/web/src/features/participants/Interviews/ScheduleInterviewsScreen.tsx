import { messages } from '@pathway/validation';
import type { StudentListItem } from '@pathway/api-client';
import { Button, DataGrid, type GridColumn, type GridRowActions } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { useCan, ScreenPage, TagList } from '../../../kit/index.ts';
import { useParticipantSearch } from '../Search/useParticipantSearch.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

// The form, zod and the input widgets load with the popup.
const SchedulePopup = onDemand(() =>
  import('./interviewForms.tsx').then((module) => ({ default: module.SchedulePopup })),
);

const columns: GridColumn<StudentListItem>[] = [
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 160 },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 150 },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, format: 'ssn', width: 120 },
  { id: 'birthDate', header: 'Birth Date', value: (row) => row.birthDate, format: 'date', width: 130 },
  { id: 'status', header: 'Status', value: (row) => row.status, width: 160 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 220 },
  { id: 'enrollmentProgramName', header: 'Program', value: (row) => row.enrollmentProgramName, width: 220 },
];

const fullName = (row: StudentListItem) => `${row.firstName} ${row.lastName}`;

/**
 * Participants > Schedule Interviews (SCHEDULE_INTERVIEWS): participants are searched on the server
 * and chosen one by one (Select in their row, kept across pages and searches); Schedule Interviews
 * sets one date and time, location and email template for all of them at once.
 */
export function ScheduleInterviewsScreen() {
  const maySchedule = useCan('SCHEDULE_INTERVIEWS');
  const search = useParticipantSearch();
  const [chosen, setChosen] = useState<readonly StudentListItem[]>([]);
  const [open, setOpen] = useState(false);
  const rowActions = useMemo<GridRowActions<StudentListItem> | undefined>(() => {
    if (!maySchedule) return undefined;
    const isChosen = (row: StudentListItem) => chosen.some((participant) => participant.id === row.id);
    return {
      name: fullName,
      actions: [
        {
          id: 'select',
          label: 'Select',
          visible: (row) => !isChosen(row),
          onAction: (row) => setChosen((list) => [...list, row]),
        },
        {
          id: 'unselect',
          label: 'Unselect',
          visible: isChosen,
          onAction: (row) => setChosen((list) => list.filter((participant) => participant.id !== row.id)),
        },
      ],
    };
  }, [maySchedule, chosen]);
  return (
    <ScreenPage title="Schedule Interviews">
      {maySchedule ? null : <p role="alert">{messages.restrictedContent}</p>}
      <DataGrid<StudentListItem>
        label="Participants"
        columns={columns}
        {...search.grid}
        searchPanel
        rowActions={rowActions}
      />
      {maySchedule ? (
        <section aria-label="Chosen participants">
          {chosen.length === 0 ? (
            <p>No participants chosen. Select participants in the list to schedule their interviews.</p>
          ) : (
            <TagList>
              {chosen.map((participant) => (
                <li key={participant.id}>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Remove ${fullName(participant)}`}
                    onClick={() => setChosen((list) => list.filter((row) => row.id !== participant.id))}
                  >
                    {fullName(participant)} ×
                  </Button>
                </li>
              ))}
            </TagList>
          )}
          <Button disabled={chosen.length === 0} onClick={() => setOpen(true)}>
            Schedule Interviews
          </Button>
        </section>
      ) : null}
      {open ? (
        <SchedulePopup participants={chosen} onScheduled={() => setChosen([])} onClose={() => setOpen(false)} />
      ) : null}
    </ScreenPage>
  );
}
