import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Box, Heading } from './Alert.styles.ts';

export type AlertVariant = 'danger' | 'warning' | 'info' | 'success';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** danger (the error screen), warning, info or success. */
  variant?: AlertVariant;
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
}

/** An inline message box. Danger alerts interrupt assistive tech (role alert); the others are polite. */
export function Alert({ variant = 'info', title, children, ...rest }: AlertProps) {
  return (
    <Box data-component="Alert" data-variant={variant} role={variant === 'danger' ? 'alert' : 'status'} {...rest}>
      {title ? <Heading>{title}</Heading> : null}
      {children ? <div>{children}</div> : null}
    </Box>
  );
}
