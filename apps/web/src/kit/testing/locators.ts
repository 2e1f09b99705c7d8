/** Locators for kit and screen browser tests (Vitest browser mode only). */
import { page } from 'vitest/browser';

/** The error toast (role alert, titled Error) carrying exactly this text. */
export function errorToast(text: string) {
  return page.getByRole('alert').filter({ hasText: 'Error' }).getByText(text, { exact: true });
}

/** The warning toast (role status, titled Warning) carrying exactly this text. */
export function warningToast(text: string) {
  return page.getByRole('status').filter({ hasText: 'Warning' }).getByText(text, { exact: true });
}

/** The success toast (role status, titled Success) carrying exactly this text. */
export function successToast(text: string) {
  return page.getByRole('status').filter({ hasText: 'Success' }).getByText(text, { exact: true });
}
