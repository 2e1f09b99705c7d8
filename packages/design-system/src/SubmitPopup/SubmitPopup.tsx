import { useId } from 'react';
import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { ModalProps } from '../Modal/Modal.tsx';
import { ModalCancelButton } from '../Modal/ModalCancelButton.tsx';

/** The part of react-hook-form's `formState` the popup reads. */
export interface SubmitPopupFormState {
  isDirty: boolean;
  isValid: boolean;
  isSubmitting?: boolean;
}

export interface SubmitPopupProps extends Omit<ModalProps, 'footer' | 'onClose' | 'dirty' | 'onSubmit'> {
  /** The form was submitted (Submit or Enter) while changed and valid. */
  onSubmit: (args: { event: SubmitEvent<HTMLFormElement> }) => void;
  /** Closed without submitting (after the lost-data check when changed). */
  onCancel: (args: { reason: 'cancel' | 'escape' | 'backdrop' | 'close-button' }) => void;
  /** The form differs from its initial values. */
  dirty?: boolean;
  /** The form passes validation. */
  valid?: boolean;
  /** Or pass react-hook-form's `formState` instead of dirty/valid. */
  formState?: SubmitPopupFormState;
  /** Label of the submit button; Submit by default. */
  submitLabel?: string;
  children?: ReactNode;
}

/**
 * A popup around a form with Submit and Cancel. Submit stays disabled until the form has changed
 * and is valid; Cancel, Escape and a click outside ask before throwing changes away.
 */
export function SubmitPopup({
  onSubmit,
  onCancel,
  dirty,
  valid,
  formState,
  submitLabel = 'Submit',
  children,
  ...rest
}: SubmitPopupProps) {
  const formId = useId();
  const isDirty = formState?.isDirty ?? dirty ?? false;
  const isValid = formState?.isValid ?? valid ?? true;
  const canSubmit = isDirty && isValid && formState?.isSubmitting !== true;
  return (
    <Modal
      data-component="SubmitPopup"
      dirty={isDirty}
      onClose={({ reason }) => {
        if (reason !== 'submit') onCancel({ reason });
      }}
      footer={
        <>
          <Button type="submit" form={formId} disabled={!canSubmit} busy={formState?.isSubmitting === true}>
            {submitLabel}
          </Button>
          <ModalCancelButton />
        </>
      }
      {...rest}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) onSubmit({ event });
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
