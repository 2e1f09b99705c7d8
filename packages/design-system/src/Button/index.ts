export { Button } from './Button.tsx';
export type { ButtonProps, ButtonVariant } from './Button.tsx';
