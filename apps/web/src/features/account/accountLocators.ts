/** Locators and clean-up for the account screens' browser tests (Vitest browser mode only). */
import { toast } from '@pathway/design-system';
import { page } from 'vitest/browser';

/** The error toast (role alert, titled Error) carrying exactly this text. */
export function errorToast(text: string) {
  return page.getByRole('alert').filter({ hasText: 'Error' }).getByText(text, { exact: true });
}

/** The success toast (role status, titled Success) carrying exactly this text. */
export function successToast(text: string) {
  return page.getByRole('status').filter({ hasText: 'Success' }).getByText(text, { exact: true });
}

/** Closes every toast and, when one was shown, waits until the shared toast store has let go of it. */
export async function clearToasts(): Promise<void> {
  const anyShown = document.querySelector('[data-component="Toast"]') !== null;
  toast.dismiss();
  if (anyShown) await new Promise((resolve) => setTimeout(resolve, 1100));
}
