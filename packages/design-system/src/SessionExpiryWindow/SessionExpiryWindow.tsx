import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Countdown, Message } from './SessionExpiryWindow.styles.ts';

/** Seconds as mm:ss (600 -> 10:00, 59 -> 00:59); never negative. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

export interface SessionExpiryWindowProps {
  /** Whether the window is shown (the app opens it 600 seconds before expiry). */
  open: boolean;
  /** Seconds until the session expires; the app ticks it every second. */
  secondsLeft: number;
  /** Extends the session; the app closes the window once the extension succeeds. */
  onRefresh: () => void;
  /** Disables Refresh while the extension request runs. */
  refreshing?: boolean;
}

/**
 * The session-expiry warning: a mm:ss countdown and Refresh. Presentation only: the app owns
 * the timer, the shared expiry and the toasts. Locked: Escape and the backdrop do not close it.
 */
export function SessionExpiryWindow({ open, secondsLeft, onRefresh, refreshing = false }: SessionExpiryWindowProps) {
  const messageId = useId();
  return (
    <Modal
      data-component="SessionExpiryWindow"
      open={open}
      size="small"
      locked
      hideCloseButton
      role="alertdialog"
      title="Session is about to expire"
      aria-describedby={messageId}
      // The only way out is Refresh (or expiry, which the app handles); nothing here closes it.
      onClose={() => undefined}
      footer={
        <Button onClick={onRefresh} busy={refreshing}>
          Refresh
        </Button>
      }
    >
      <Message id={messageId}>Your session will expire in</Message>
      {/* role=timer is not announced every second; the dialog's description is read once. */}
      <Countdown role="timer" aria-label="Time left">
        {formatCountdown(secondsLeft)}
      </Countdown>
    </Modal>
  );
}
