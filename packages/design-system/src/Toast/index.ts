export { toast, useToast } from './toast.ts';
export type { ToastApi, ToastKind, ToastOptions } from './toast.ts';
export { Toaster } from './Toaster.tsx';
export type { ToasterProps } from './Toaster.tsx';
