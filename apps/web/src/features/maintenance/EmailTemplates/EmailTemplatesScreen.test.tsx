import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { emailTemplates, organizations, templateTypes } from './emailTemplateFixtures.ts';
import { EmailTemplatesScreen } from './EmailTemplatesScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /email-templates/search': { body: { items: emailTemplates, total: emailTemplates.length } },
    'GET /lookups/email-template-types': { body: templateTypes },
    'GET /organizations': { body: organizations },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<EmailTemplatesScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Email Templates' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

beforeEach(() => {
  signInWith(['MAINTAIN_EMAIL_TEMPLATES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('EmailTemplatesScreen', () => {
  test('filters by the last update date, sent as yyyy-mm-dd', async () => {
    const api = await setup();
    await expect.element(page.getByRole('cell', { name: 'Documents needed for {{programName}}' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Last Updated' }), '06/18/2026');
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/email-templates/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'lastUpdateDate', operator: 'eq', value: '2026-06-18' }] });
  });

  test('adds a template for every organization: the wire body and the success toast', async () => {
    const api = await setup({ 'POST /email-templates': { status: 201, body: { ...emailTemplates[0], id: 40 } } });
    await page.getByRole('button', { name: 'Add Email Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Email Template' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Orientation');
    await dialog.getByRole('combobox', { name: 'Template Type' }).click();
    await page.getByRole('option', { name: 'Document Request' }).click();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Orientation on {{date}}');
    await dialog.getByRole('textbox', { name: 'Body' }).fill('Hello {{firstName}}');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Email template successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/email-templates')?.body).toEqual({
      name: 'Orientation',
      templateTypeId: 311,
      organizationId: null,
      subject: 'Orientation on {{date}}',
      body: 'Hello {{firstName}}',
      isHtml: false,
      isActive: true,
    });
  });

  test('a subject over 200 characters keeps Submit disabled', async () => {
    await setup();
    await page.getByRole('button', { name: 'Edit Summer Reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Email Template' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('x'.repeat(201));
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('a stale edit shows the server message and keeps what was typed', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    const api = await setup({ 'PUT /email-templates/23': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit Summer Reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Email Template' });
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await expect.element(subject).toHaveValue('See you this summer');
    await subject.fill('See you in June');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(subject).toHaveValue('See you in June');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      subject: 'See you in June',
      organizationId: 3,
      version: 6,
    });
  });

  test('removes a template after the confirmation, sending the version it read', async () => {
    const api = await setup({ 'DELETE /email-templates/22': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Document Request' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this email template?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Email template successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/email-templates/22?version=1');
  });

  test('without MAINTAIN_EMAIL_TEMPLATES there are no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Email Template' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
