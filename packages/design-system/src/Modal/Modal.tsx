import { messages } from '@pathway/validation';
import { useEffect, useState } from 'react';
import type { ComponentPropsWithRef, ComponentType, ReactNode, RefObject } from 'react';
import type { ModalCloseReason } from './ModalContext.ts';

/** The spec's sizes; medium is also written `middle` or `md`. */
export type ModalSize = 'small' | 'medium' | 'middle' | 'md' | 'large' | 'extra-large' | 'xl';

export const LOST_DATA_MESSAGE = messages.unsavedData;

export interface ModalProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading; it also names the dialog. */
  title: ReactNode;
  /** Called once closing is decided (after the lost-data check, when there is one). */
  onClose: (args: { reason: ModalCloseReason }) => void;
  /** small, medium (or middle, md), large, extra-large (or xl). */
  size?: ModalSize;
  /** The dialog holds a changed form: closing first asks the lost-data question. */
  dirty?: boolean;
  /** Escape and backdrop clicks do nothing, and every close asks the lost-data question. */
  locked?: boolean;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** Hides the × button in the header. */
  hideCloseButton?: boolean;
  /** Element to focus on open; the first focusable element by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Render into document.body (default) or in place, as a confirmation nested in a dialog does. */
  portal?: boolean;
  children?: ReactNode;
}

type Dialog = ComponentType<ModalProps>;
/** The popup's implementation (floating-ui's focus trap and dismissal), once downloaded. */
let dialog: Dialog | undefined;
let loading: Promise<Dialog> | undefined;

/**
 * Downloads the popup's implementation ahead of need; a Modal that opens before it has arrived
 * shows once it has. Popups open after a click, so no screen waits for it to paint (ADR 087).
 */
export function preloadModal(): Promise<Dialog> {
  loading ??= import('./ModalDialog.tsx').then(
    (module) => {
      dialog = module.ModalDialog;
      return dialog;
    },
    (error: unknown) => {
      // A failed download (a deploy, a dropped connection) may succeed on the next attempt.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

let armed = false;
/**
 * While a closed popup is on the page, hovering or focusing a button (what opens a popup) starts
 * the download, so the popup shows without a visible delay on the click that follows.
 */
function preloadOnIntent() {
  if (armed || dialog !== undefined) return;
  armed = true;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || event.target.closest('button, [role="button"], a[href]') === null) return;
    document.removeEventListener('pointerover', onIntent, true);
    document.removeEventListener('focusin', onIntent, true);
    preloadModal().catch(() => {
      armed = false;
    });
  };
  document.addEventListener('pointerover', onIntent, true);
  document.addEventListener('focusin', onIntent, true);
}

/**
 * The base of every popup: focus is trapped inside and returns to where it came from, Escape and
 * a click outside close it, and a changed form asks before it is thrown away. Its implementation
 * loads on first use (preloadModal), so screens that only may open a popup do not carry it.
 */
export function Modal(props: ModalProps) {
  const { open } = props;
  const [, setLoaded] = useState<Dialog>();
  const [failure, setFailure] = useState<Error>();
  useEffect(() => {
    if (!open) {
      preloadOnIntent();
      return;
    }
    if (dialog !== undefined) return;
    let active = true;
    preloadModal().then(
      (loaded) => {
        if (active) setLoaded(() => loaded);
      },
      (error: unknown) => {
        if (active) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      active = false;
    };
  }, [open]);
  // The nearest error boundary says the popup could not be downloaded.
  if (failure !== undefined) throw failure;
  if (!open || dialog === undefined) return null;
  const Loaded = dialog;
  return <Loaded {...props} />;
}
