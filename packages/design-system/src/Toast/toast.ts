import { createElement } from 'react';
import type { ReactNode } from 'react';
import hotToast from 'react-hot-toast/headless';
import { ToastCard } from './ToastCard.tsx';
import type { ToastKind } from './ToastCard.tsx';

export type { ToastKind };

export interface ToastOptions {
  /** Heading; defaults to Success, Error, Warning or Information by kind. */
  title?: string;
  /** Milliseconds before it dismisses itself; `Infinity` keeps it until closed. */
  duration?: number;
  /** Reuse an id to replace a toast instead of stacking a second one. */
  id?: string;
}

const defaultTitles: Record<ToastKind, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

// Errors stay longer: they usually carry a server message the user has to read.
const defaultDurations: Record<ToastKind, number> = {
  success: 4000,
  info: 5000,
  warning: 7000,
  error: 8000,
};

let sequence = 0;

function show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): string {
  sequence += 1;
  const id = options.id ?? `pathway-toast-${sequence}`;
  const title = options.title ?? defaultTitles[kind];
  hotToast.custom(createElement(ToastCard, { id, kind, title, message }), {
    id,
    duration: options.duration ?? defaultDurations[kind],
  });
  return id;
}

/**
 * Shows toasts from anywhere: components, hooks, or code outside React such as the HTTP error
 * handler. A `<Toaster />` (mounted by ThemeProvider) renders them.
 */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  warning: (message: ReactNode, options?: ToastOptions) => show('warning', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => {
    hotToast.dismiss(id);
  },
  /** Removes every toast at once, without the exit transition (route changes, test cleanup). */
  clear: () => {
    hotToast.remove();
  },
};

export type ToastApi = typeof toast;

/** The toast API for components (the same object as `toast`). */
export function useToast(): ToastApi {
  return toast;
}
