import { toast } from '@pathway/design-system';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { emailTemplates, interviewsPage, locations, participantsPage } from './interviewFixtures.ts';
import { scheduledAt } from './interviewForms.tsx';
import { ScheduleInterviewsScreen } from './ScheduleInterviewsScreen.tsx';
import { UpdateInterviewScreen } from './UpdateInterviewScreen.tsx';

let restore: (() => void) | undefined;

async function setup(screen: ReactElement, claims: Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({
    'POST /students/search': { body: participantsPage },
    'POST /interviews/search': { body: interviewsPage },
    'GET /locations/list': { body: locations },
    'GET /lookups/email-templates': { body: emailTemplates },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={screen} />);
  return api;
}

beforeEach(() => {
  signInWith(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('Schedule Interviews', () => {
  test('schedules two chosen participants at once: date and time, location, template', async () => {
    const api = await setup(<ScheduleInterviewsScreen />, ['VIEW_STUDENT', 'SCHEDULE_INTERVIEWS'], {
      'POST /interviews/schedule': { status: 201, body: interviewsPage.items },
    });
    const schedule = page.getByRole('button', { name: 'Schedule Interviews' });
    await expect.element(schedule).toBeDisabled();
    await page.getByRole('button', { name: 'Select Jasmine Whitfield' }).click();
    await page.getByRole('button', { name: 'Select Andre Kowalski' }).click();
    await page.getByRole('button', { name: 'Remove Andre Kowalski' }).click();
    await page.getByRole('button', { name: 'Select Andre Kowalski' }).click();
    await schedule.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interviews (2)' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Interview Date' }), '06222026{Enter}');
    await dialog.getByRole('textbox', { name: 'Interview Time' }).fill('25:00');
    await expect.element(dialog.getByText('Interview Time is invalid.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Interview Time' }).fill('14:30');
    await dialog.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'East Liberty CareerLink' }).click();
    await dialog.getByRole('combobox', { name: 'Email Template' }).click();
    await page.getByRole('option', { name: 'Interview Invitation' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('2 interviews successfully scheduled')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/interviews/schedule')?.body).toEqual({
      studentIds: [48213, 48214],
      scheduledAt: scheduledAt('06/22/2026', '14:30'),
      locationId: 4,
      emailTemplateId: 9,
      note: null,
    });
    await expect.element(schedule).toBeDisabled();
  });

  test('without SCHEDULE_INTERVIEWS nothing can be chosen', async () => {
    await setup(<ScheduleInterviewsScreen />, ['VIEW_STUDENT']);
    await expect.element(page.getByRole('cell', { name: 'Whitfield' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Select Jasmine Whitfield' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Schedule Interviews' })).not.toBeInTheDocument();
  });
});

describe('Update Interview', () => {
  test('records the outcome and note of a scheduled interview with its version', async () => {
    const api = await setup(<UpdateInterviewScreen />, ['UPDATE_INTERVIEW'], {
      'PUT /interviews/601': { body: { ...interviewsPage.items[0], outcome: 'Attended', version: 2 } },
    });
    await expect.element(page.getByRole('button', { name: 'Update Andre Kowalski' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Update Jasmine Whitfield' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Interview of Jasmine Whitfield' });
    await dialog.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Attended' }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Strong interest in the library placement.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Interview successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      outcome: 'Attended',
      note: 'Strong interest in the library placement.',
      version: 1,
    });
  });

  test('without UPDATE_INTERVIEW the interviews are read-only', async () => {
    await setup(<UpdateInterviewScreen />, ['SCHEDULE_INTERVIEWS']);
    await expect.element(page.getByRole('cell', { name: 'Jasmine Whitfield' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Update Jasmine Whitfield' })).not.toBeInTheDocument();
  });
});
