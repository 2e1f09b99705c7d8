import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { ActivationLinkDialog } from './ActivationLinkDialog.tsx';
import { invitationLink } from './activationLinkFixtures.ts';

afterEach(() => {
  toast.clear();
  vi.restoreAllMocks();
});

describe('ActivationLinkDialog', () => {
  test('shows the server’s words, the whole link, when it expires and that it is shown once; Copy Link copies it', async () => {
    const written: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation((text) => {
      written.push(text);
      return Promise.resolve();
    });
    const onClose = vi.fn();
    await render(<KitHarness screen={<ActivationLinkDialog link={invitationLink} onClose={onClose} />} />);
    const dialog = page.getByRole('dialog', { name: 'Activation Link' });
    await expect.element(dialog.getByText(invitationLink.message)).toBeVisible();
    // The server's whole link, as the mail carries it (ADR 222), not one built on this page's address.
    const url = invitationLink.url;
    await expect.element(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await expect.element(dialog.getByText(/^Expires 07\/14\/2026 at /)).toBeVisible();
    await expect.element(dialog.getByText(/shown only now/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect.element(successToast('Link copied')).toBeVisible();
    expect(written).toEqual([url]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a browser that refuses the clipboard says so, and the link stays to copy by hand', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await render(<KitHarness screen={<ActivationLinkDialog link={invitationLink} onClose={() => undefined} />} />);
    const dialog = page.getByRole('dialog', { name: 'Activation Link' });
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect.element(page.getByText('The link could not be copied. Select it and copy it yourself.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(invitationLink.url);
  });
});
