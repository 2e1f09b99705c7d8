import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  number,
  pathwayPact,
  regex,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();
const status = (example: string) =>
  regex(/^(Pending|Submitted for Payroll|Approved for Payroll|Payroll in Process|Payrolled)$/, example);
const row = {
  id: integer(7730),
  status: status('Pending'),
  name: string('Carter, Jasmine'),
  periodFrom: calendarDate('2026-06-29'),
  periodTo: calendarDate('2026-07-11'),
  hourlyRate: number(12.5),
  workedHours: number(32),
  version: integer(1),
};
const pendingSearch = {
  filters: [{ field: 'status', operator: 'eq' as const, value: 'Pending' }],
  sort: [{ field: 'name', direction: 'asc' as const }],
  page: 1,
  pageSize: 50,
};

describe('timesheets', () => {
  it('reads a full timesheet', async () => {
    await pact
      .addInteraction()
      .given('a timesheet with id {timesheetId} exists', { timesheetId: 7730 })
      .uponReceiving('a request for a timesheet')
      .withRequest('POST', '/api/timesheets/get', (req) =>
        req.headers(bearer).jsonBody({ id: fromProviderState('${timesheetId}', 7730) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(7730),
          studentJobId: integer(2210),
          periodStartDate: calendarDate('2026-06-29'),
          periodEndDate: calendarDate('2026-07-11'),
          hourlyRate: number(12.5),
          workedHours: number(32),
          worksite: { id: integer(208), text: string('Hillcrest Community Center') },
          job: { id: integer(512), text: string('Park Maintenance Crew') },
          student: { id: integer(3051), text: string('Carter, Jasmine') },
          status: status('Pending'),
          cumulativeHours: number(32),
          remainingHours: number(208),
          isProcessed: boolean(false),
          incentiveOnlyFlag: boolean(false),
          version: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const timesheet = await apiFor(server).timesheets.get(7730);
        expect(timesheet).toMatchObject({ status: 'Pending', remainingHours: 208 });
        expect(timesheet.student.text).toBe('Carter, Jasmine');
      });
  });

  it('searches timesheets', async () => {
    await pact
      .addInteraction()
      .given('pending timesheets exist')
      .uponReceiving('a timesheet search')
      .withRequest('POST', '/api/timesheets/search', (req) => req.headers(bearer).jsonBody(pendingSearch))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(row), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).timesheets.search(pendingSearch);
        expect(page.items[0]?.status).toBe('Pending');
      });
  });

  it('searches timesheet entries', async () => {
    const search = {
      filters: [{ field: 'studentJobId', operator: 'eq' as const, value: 2210 }],
      page: 1,
      pageSize: 50,
    };
    await pact
      .addInteraction()
      .given('student job {studentJobId} has timesheet entries', { studentJobId: 2210 })
      .uponReceiving('a timesheet entry search')
      .withRequest('POST', '/api/timesheets/items/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            id: integer(7730),
            studentJobId: integer(2210),
            periodStartDate: calendarDate('2026-06-29'),
            periodEndDate: calendarDate('2026-07-11'),
            hourlyRate: number(12.5),
            workedHours: number(32),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).timesheets.searchItems(search);
        expect(page.items[0]?.studentJobId).toBe(2210);
      });
  });

  it('searches payroll processing items', async () => {
    const search = {
      filters: [{ field: 'status', operator: 'eq' as const, value: 'Payroll in Process' }],
      page: 1,
      pageSize: 50,
    };
    await pact
      .addInteraction()
      .given('a payroll process is running')
      .uponReceiving('a processing item search')
      .withRequest('POST', '/api/timesheets/processing-items/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            status: status('Payroll in Process'),
            periodStartDate: calendarDate('2026-06-29'),
            periodEndDate: calendarDate('2026-07-11'),
            totalHours: number(1240),
            totalIncentiveAmount: number(850.5),
            totalPayrollAmount: number(16350.5),
            studentsNumber: integer(42),
            entryProcessId: integer(601),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).timesheets.searchProcessingItems(search);
        expect(page.items[0]).toMatchObject({ studentsNumber: 42, entryProcessId: 601 });
      });
  });

  it('saves a processing item', async () => {
    const body = {
      id: 7730,
      workedHours: 30,
      incentiveAmount: 50,
      comments: 'Corrected after supervisor call.',
      version: 1,
    };
    await pact
      .addInteraction()
      .given('a timesheet with id {timesheetId} is in process at version {version}', { timesheetId: 7730, version: 1 })
      .uponReceiving('a save of a processing item')
      .withRequest('POST', '/api/timesheets/processing-items/save', (req) =>
        req.headers(bearer).jsonBody({ ...body, id: fromProviderState('${timesheetId}', 7730) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(7730),
          workedHours: number(30),
          status: status('Payroll in Process'),
          version: integer(2),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).timesheets.saveProcessingItem(body);
        expect(saved).toMatchObject({ workedHours: 30, version: 2 });
      });
  });

  // The contract's 422 is "one message per wire field (or a single message)"; a cap breach names the
  // contract, the participant and the hours they would have, so it comes as the single message.
  it('too many hours get 422 with the cap message', async () => {
    const body = { id: 7730, workedHours: 90, incentiveAmount: 50, version: 1 };
    await pact
      .addInteraction()
      .given('a timesheet with id {timesheetId} is in process at version {version}', { timesheetId: 7730, version: 1 })
      .uponReceiving('a save of a processing item over the hour limit')
      .withRequest('POST', '/api/timesheets/processing-items/save', (req) =>
        req.headers(bearer).jsonBody({ ...body, id: fromProviderState('${timesheetId}', 7730) }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({
          message: regex(
            /^Participant Hours cannot exceed .+$/,
            'Participant Hours cannot exceed 80 hours under contract SYEP-2026-014: Carter, Jasmine would have 90.',
          ),
        }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).timesheets.saveProcessingItem(body));
        expect(error.status).toBe(422);
        expect(error.serverMessage).toMatch(/^Participant Hours cannot exceed /);
      });
  });

  it('submits timesheets for payroll with a manual check', async () => {
    const body = { items: [{ id: 7730, version: 0 }], manualCheck: true };
    await pact
      .addInteraction()
      .given('a pending timesheet with id {timesheetId} exists', { timesheetId: 7730 })
      .uponReceiving('a timesheet submission with a manual check')
      .withRequest('POST', '/api/timesheets/submit', (req) =>
        req.headers(bearer).jsonBody({
          items: [{ id: fromProviderState('${timesheetId}', 7730), version: 0 }],
          manualCheck: true,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          updatedCount: integer(1),
          items: eachLike({ ...row, status: status('Submitted for Payroll') }),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).timesheets.submit(body);
        expect(result.updatedCount).toBe(1);
        expect(result.items?.[0]?.status).toBe('Submitted for Payroll');
      });
  });

  it('approves timesheets for payroll', async () => {
    const body = { organizationId: 3, companyEntryProcessIds: [601] };
    await pact
      .addInteraction()
      .given('organization {organizationId} has submitted entry process {entryProcessId}', {
        organizationId: 3,
        entryProcessId: 601,
      })
      .uponReceiving('a timesheet approval')
      .withRequest('POST', '/api/timesheets/approve', (req) =>
        req.headers(bearer).jsonBody({
          organizationId: fromProviderState('${organizationId}', 3),
          companyEntryProcessIds: [fromProviderState('${entryProcessId}', 601)],
        }),
      )
      // Approval answers the count only: a period can hold tens of thousands of timesheets (ADR 182).
      .willRespondWith(200, (res) => res.jsonBody({ updatedCount: integer(1) }))
      .executeTest(async (server) => {
        const result = await apiFor(server).timesheets.approve(body);
        expect(result.updatedCount).toBe(1);
      });
  });
});

describe('Excel export', () => {
  // "PK" and the start of a zip header: what an .xlsx begins with.
  const workbook = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
  const request = {
    fileName: 'timesheets',
    sheetName: 'Timesheets',
    columns: [
      { field: 'name', title: 'Name', format: 'text' as const },
      { field: 'workedHours', title: 'Worked Hours', format: 'number' as const },
    ],
    rows: [
      ['Carter, Jasmine', 32],
      ['Nguyen, Marcus', 28.5],
    ],
  };

  it('turns the base64 workbook into a Blob named by the response', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('an Excel export of grid rows')
      .withRequest('POST', '/api/export/excel', (req) => req.headers(bearer).jsonBody(request))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          fileName: string('timesheets.xlsx'),
          content: regex(/^[A-Za-z0-9+/]*={0,2}$/, workbook.toString('base64')),
        }),
      )
      .executeTest(async (server) => {
        const file = await apiFor(server).exports.excel(request);
        expect(file.fileName).toBe('timesheets.xlsx');
        expect(Buffer.from(await file.blob.arrayBuffer()).equals(workbook)).toBe(true);
        expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      });
  });
});
