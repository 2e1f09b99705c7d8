import type { ComponentPropsWithRef } from 'react';
import { StyledButton } from './Button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: primary for the main action of a screen or dialog. */
  variant?: ButtonVariant;
  /** Compact size for toolbars and grid panels. */
  size?: 'medium' | 'small';
  /** Shows the button as working and blocks clicks (for example Login while signing in). */
  busy?: boolean;
}

/**
 * A button; `type` defaults to "button" so it never submits a form by accident. `onClick` is the
 * native handler (its one argument is the event), so it composes with form libraries.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  busy = false,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
      type={type}
      disabled={disabled === true || busy}
      {...rest}
    />
  );
}
