import type { ReactNode } from 'react';
import hotToast from 'react-hot-toast/headless';
import { Card, CloseButton, Message, Title } from './Toast.styles.ts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastCardProps {
  id: string;
  kind: ToastKind;
  title: string;
  message: ReactNode;
}

/** One toast: title, message and a close button. Errors interrupt (role alert), others are polite. */
export function ToastCard({ id, kind, title, message }: ToastCardProps) {
  return (
    <Card data-component="Toast" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'} aria-atomic="true">
      <div>
        <Title>{title}</Title>
        <Message>{message}</Message>
      </div>
      <CloseButton
        type="button"
        aria-label={`Dismiss ${title} notification`}
        onClick={() => {
          hotToast.dismiss(id);
        }}
      >
        ×
      </CloseButton>
    </Card>
  );
}
