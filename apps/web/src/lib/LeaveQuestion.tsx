import { ConfirmDialog, LOST_DATA_MESSAGE } from '@pathway/design-system';

/** "Are you sure you want to leave this page? It contains unsaved data.": Yes leaves, Cancel stays. */
export default function LeaveQuestion({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  return <ConfirmDialog open title="Warning" message={LOST_DATA_MESSAGE} onConfirm={onLeave} onCancel={onStay} />;
}
