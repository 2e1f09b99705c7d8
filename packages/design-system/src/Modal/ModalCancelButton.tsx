import { Button } from '../Button/Button.tsx';
import { useModal } from './ModalContext.ts';

/**
 * A popup footer's Cancel. It asks the modal to close rather than closing itself, so a changed form
 * gets the same lost-data check as Escape or a click outside.
 */
export function ModalCancelButton() {
  const { requestClose } = useModal();
  return (
    <Button variant="secondary" onClick={() => requestClose({ reason: 'cancel' })}>
      Cancel
    </Button>
  );
}
