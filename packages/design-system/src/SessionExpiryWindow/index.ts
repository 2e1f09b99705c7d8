export { SessionExpiryWindow, formatCountdown } from './SessionExpiryWindow.tsx';
export type { SessionExpiryWindowProps } from './SessionExpiryWindow.tsx';
