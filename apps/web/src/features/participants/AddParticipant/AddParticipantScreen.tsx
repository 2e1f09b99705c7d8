import { messages } from '@pathway/validation';
import { Button } from '@pathway/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { ScreenPage, useCan } from '../../../kit/index.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

// The Add button keeps its own width rather than the page's.
const Page = styled(ScreenPage)`
  align-items: flex-start;
`;

// The wizard's form, zod and the input widgets load when it opens, not with the section.
const AddParticipantWizard = onDemand(() =>
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
    <Page title="Add Participant">
      {mayAdd ? (
        <Button onClick={() => setOpen(true)}>Add Participant</Button>
      ) : (
        <p role="alert">{messages.restrictedContent}</p>
      )}
      {mayAdd && open ? (
        <AddParticipantWizard
          today={today}
          onAdded={(id) => void navigate(paths.participantDetails.href(id))}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </Page>
  );
}
