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

/** Removes every toast at once, so the next test starts with an empty toast store. */
export function clearToasts(): void {
  toast.clear();
}
