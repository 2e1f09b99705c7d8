import { useId, useState } from 'react';
import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
} from '@floating-ui/react';
import { Button } from '../Button/Button.tsx';
import { useGuardLeaving } from '../LeaveGuard/LeaveGuard.ts';
import { Backdrop, Body, CloseButton, Footer, Header, Panel, Title } from './Modal.styles.ts';
import { ModalContext } from './ModalContext.ts';
import type { ModalCloseReason, ModalControls } from './ModalContext.ts';
import { LOST_DATA_MESSAGE, type ModalProps, type ModalSize } from './Modal.tsx';

const sizes: Record<ModalSize, 'small' | 'medium' | 'large' | 'extra-large'> = {
  small: 'small',
  medium: 'medium',
  middle: 'medium',
  md: 'medium',
  large: 'large',
  'extra-large': 'extra-large',
  xl: 'extra-large',
};

/**
 * The popup itself, loaded by `Modal` when a popup first opens or is about to (ADR 087): focus is
 * trapped inside and returns to where it came from, Escape and a click outside close it, and a
 * changed form asks before it is thrown away.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  size = 'medium',
  dirty = false,
  locked = false,
  footer,
  hideCloseButton = false,
  initialFocus,
  role = 'dialog',
  portal = true,
  children,
  ref,
  ...rest
}: ModalProps) {
  const titleId = useId();
  // A changed form in a popup is a changed page: leaving it (the back button, a reload) asks first.
  useGuardLeaving(open && dirty);
  const [pendingReason, setPendingReason] = useState<ModalCloseReason | null>(null);

  const requestClose = ({ reason }: { reason: ModalCloseReason }) => {
    if (locked && (reason === 'escape' || reason === 'backdrop')) return;
    // A submit has saved the data, so there is nothing to lose.
    if ((dirty || locked) && reason !== 'submit') {
      setPendingReason(reason);
      return;
    }
    onClose({ reason });
  };

  const [panel, setPanel] = useState<HTMLElement | null>(null);
  // The caller's ref (React 19 passes it as a prop) and ours both get the panel element.
  const panelRef = useMergeRefs([setPanel, ref]);
  const { context } = useFloating({
    open,
    elements: { floating: panel },
    onOpenChange: (next, _event, reason) => {
      if (!next) requestClose({ reason: reason === 'escape-key' ? 'escape' : 'backdrop' });
    },
  });
  const dismiss = useDismiss(context, {
    enabled: !locked && pendingReason === null,
    // Clicking a toast (its close button) while a dialog is open must not close the dialog.
    outsidePress: (event) => !(event.target instanceof Element && event.target.closest('[data-toast-region]')),
  });
  const { getFloatingProps } = useInteractions([dismiss]);
  const controls: ModalControls = { requestClose };

  if (!open) return null;

  const dialog = (
    <Backdrop lockScroll={portal} data-modal-backdrop="">
      <FloatingFocusManager context={context} modal returnFocus initialFocus={initialFocus ?? 0}>
        <Panel
          data-component="Modal"
          data-size={sizes[size]}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          {...getFloatingProps(rest)}
          ref={panelRef}
        >
          <ModalContext value={controls}>
            <Header>
              <Title id={titleId}>{title}</Title>
              {hideCloseButton ? null : (
                <CloseButton type="button" aria-label="Close" onClick={() => requestClose({ reason: 'close-button' })}>
                  ×
                </CloseButton>
              )}
            </Header>
            <Body>{children}</Body>
            {footer ? <Footer>{footer}</Footer> : null}
          </ModalContext>
          {pendingReason === null ? null : (
            <ModalDialog
              open
              portal={false}
              role="alertdialog"
              size="small"
              title="Warning"
              hideCloseButton
              onClose={() => setPendingReason(null)}
              footer={
                <>
                  <Button
                    onClick={() => {
                      setPendingReason(null);
                      onClose({ reason: pendingReason });
                    }}
                  >
                    Yes
                  </Button>
                  <Button variant="secondary" onClick={() => setPendingReason(null)}>
                    Cancel
                  </Button>
                </>
              }
            >
              {LOST_DATA_MESSAGE}
            </ModalDialog>
          )}
        </Panel>
      </FloatingFocusManager>
    </Backdrop>
  );
  return portal ? <FloatingPortal>{dialog}</FloatingPortal> : dialog;
}
