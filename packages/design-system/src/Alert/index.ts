export { Alert } from './Alert.tsx';
export type { AlertProps, AlertVariant } from './Alert.tsx';
