import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Countdown, Message, Note } from './SessionExpiryWindow.styles.ts';

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
  /**
   * When the session ends at the latest, whatever Refresh does (its absolute lifetime), as the app
   * formats it ("9:41 PM"); the window says so when given.
   */
  lifetimeEndsAt?: string;
  /** The session ends at its absolute lifetime this time: no Refresh, only OK (onDismiss). */
  final?: boolean;
  /** Closes a final window; the app lets the session run out and signs the user out then. */
  onDismiss?: () => void;
}

/**
 * The session-expiry warning: a mm:ss countdown and Refresh, and when the session's absolute
 * lifetime ends. Presentation only: the app owns the timer, the shared expiry and the toasts.
 * Locked: Escape and the backdrop do not close it. A final window (the lifetime itself ends) has no
 * Refresh, which could not help, but an OK that lets the user finish their work.
 */
export function SessionExpiryWindow({
  open,
  secondsLeft,
  onRefresh,
  refreshing = false,
  lifetimeEndsAt,
  final = false,
  onDismiss,
}: SessionExpiryWindowProps) {
  const messageId = useId();
  const noteId = useId();
  return (
    <Modal
      data-component="SessionExpiryWindow"
      open={open}
      size="small"
      locked
      hideCloseButton
      role="alertdialog"
      title="Session is about to expire"
      aria-describedby={lifetimeEndsAt === undefined ? messageId : `${messageId} ${noteId}`}
      // The only way out is Refresh or, when final, OK (or expiry, which the app handles).
      onClose={() => undefined}
      footer={
        final ? (
          <Button onClick={onDismiss}>OK</Button>
        ) : (
          <Button onClick={onRefresh} busy={refreshing}>
            Refresh
          </Button>
        )
      }
    >
      <Message id={messageId}>Your session will expire in</Message>
      {/* role=timer is not announced every second; the dialog's description is read once. */}
      <Countdown role="timer" aria-label="Time left">
        {formatCountdown(secondsLeft)}
      </Countdown>
      {lifetimeEndsAt === undefined ? null : (
        <Note id={noteId}>
          {final
            ? `This session ends at ${lifetimeEndsAt} at the latest and cannot be extended. Save your work and sign in again.`
            : `Refresh extends it, up to ${lifetimeEndsAt} at the latest; after that, sign in again.`}
        </Note>
      )}
    </Modal>
  );
}
