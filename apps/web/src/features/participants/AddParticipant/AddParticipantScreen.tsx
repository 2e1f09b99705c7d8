import { Button } from '@pathway/design-system';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../kit/index.ts';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-xl);
`;

// The wizard's form, zod and the input widgets load when it opens, not with the section.
const AddParticipantWizard = lazy(() =>
  import('./AddParticipantWizard.tsx').then((module) => ({ default: module.AddParticipantWizard })),
);

/**
 * Participants > Add Participant (ADD_STUDENT): the wizard opens at once; a new participant opens in
 * Details. Without ADD_STUDENT the page says so instead of offering a form the server would refuse.
 */
export function AddParticipantScreen({ today }: { today?: Date }) {
  const mayAdd = useCan('ADD_STUDENT');
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  return (
    <Page aria-labelledby="add-participant-title">
      <Title id="add-participant-title">Add Participant</Title>
      {mayAdd ? (
        <Button onClick={() => setOpen(true)}>Add Participant</Button>
      ) : (
        <p role="alert">You do not have rights to see the page.</p>
      )}
      {mayAdd && open ? (
        <Suspense fallback={null}>
          <AddParticipantWizard
            today={today}
            onAdded={(id) => void navigate(paths.participantDetails.href(id))}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
