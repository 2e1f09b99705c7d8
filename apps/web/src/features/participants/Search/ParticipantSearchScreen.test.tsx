import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { participantPage } from './participantFixtures.ts';
import { ParticipantSearchScreen } from './ParticipantSearchScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({ 'POST /students/search': { body: participantPage }, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<ParticipantSearchScreen />} />);
  await expect.element(page.getByRole('link', { name: 'Whitfield' })).toBeVisible();
  return api;
}

const searches = (api: Awaited<ReturnType<typeof setup>>) =>
  api.calls.filter((call) => call.path === '/students/search').map((call) => call.body);

beforeEach(() => {
  signInWith(['VIEW_STUDENT']);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  signInWith(null);
});

describe('ParticipantSearchScreen', () => {
  test('asks the server for the first page of 50 and shows masked SSNs and a link to each participant', async () => {
    const api = await setup();
    expect(searches(api)[0]).toEqual({ page: 1, pageSize: 50 });
    await expect.element(page.getByRole('cell', { name: '*****6781' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Whitfield' })).toHaveAttribute('href', '#/participants/48213');
  });

  test('quick search runs on Enter, and a 10-character entry is sent as a date', async () => {
    const api = await setup();
    const box = page.getByRole('searchbox', { name: 'Grid Quick Search' });
    await userEvent.type(box, 'Whitfield{Enter}');
    await expect.poll(() => searches(api).at(-1)).toMatchObject({ quickSearch: 'Whitfield' });
    await box.fill('04/17/2009');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => searches(api).at(-1)).toMatchObject({ quickSearch: '2009-04-17' });
  });

  test('the expiry filter sends clearanceExpiringWithinDays with the chosen days', async () => {
    const api = await setup();
    await page.getByRole('combobox', { name: 'Clearance or work permit expiring within' }).click();
    await page.getByRole('option', { name: '30 days' }).click();
    await expect
      .poll(() => searches(api).at(-1))
      .toEqual({
        page: 1,
        pageSize: 50,
        filters: [{ field: 'clearanceExpiringWithinDays', operator: 'lte', value: 30 }],
      });
  });

  test('Show Additional Columns adds the city and zip code', async () => {
    await setup();
    await expect.element(page.getByRole('columnheader', { name: 'Zip Code' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Show Additional Columns' }).click();
    await expect.element(page.getByRole('columnheader', { name: 'Zip Code' })).toBeVisible();
  });

  test('Export To Excel asks the server for the search (expiry filter included) and the visible columns, and saves its file', async () => {
    const api = await setup({ 'POST /export/search': { body: {} } });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:captured');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await page.getByRole('combobox', { name: 'Clearance or work permit expiring within' }).click();
    await page.getByRole('option', { name: '60 days' }).click();
    await page.getByRole('button', { name: 'Show Additional Columns' }).click();
    await page.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => saved).toEqual(['participants.xlsx']);
    // No rows travel from the browser, and no search is paged through for the export.
    expect(searches(api).every((body) => (body as { pageSize: number }).pageSize === 50)).toBe(true);
    expect(api.calls.find((call) => call.path === '/export/search')?.body).toEqual({
      search: '/students/search',
      request: { filters: [{ field: 'clearanceExpiringWithinDays', operator: 'lte', value: 60 }] },
      columns: [
        { field: 'id', title: 'Id', format: 'number' },
        { field: 'lastName', title: 'Last Name', format: 'text' },
        { field: 'firstName', title: 'First Name', format: 'text' },
        { field: 'ssn', title: 'SSN', format: 'ssn' },
        { field: 'birthDate', title: 'Birth Date', format: 'date' },
        { field: 'status', title: 'Status', format: 'text' },
        { field: 'organizationName', title: 'Organization', format: 'text' },
        { field: 'enrollmentProgramName', title: 'Program', format: 'text' },
        { field: 'worksiteName', title: 'Worksite', format: 'text' },
        { field: 'jobName', title: 'Job', format: 'text' },
        { field: 'city', title: 'City', format: 'text' },
        { field: 'zipCode', title: 'Zip Code', format: 'text' },
        { field: 'paperCheck', title: 'Paper Check', format: 'text' },
        { field: 'lastUpdateDate', title: 'Last Updated', format: 'date' },
      ],
      fileName: 'participants',
      sheetName: 'Participants',
    });
  });

  test('a failed search says why', async () => {
    const api = stubApi({ 'POST /students/search': { status: 503, body: { message: 'Search is unavailable.' } } });
    restore = api.restore;
    await render(<KitHarness screen={<ParticipantSearchScreen />} />);
    await expect.element(page.getByText('Search is unavailable.').first()).toBeVisible();
  });
});
