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
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();
const status = (example: string) =>
  regex(
    /^(Pending|Submitted for Payroll|Approved for Payroll|Payroll in Process|Payroll Exception|Payrolled)$/,
    example,
  );

describe('payroll: available timesheets', () => {
  it('searches the timesheets of one status with what the actions need', async () => {
    const search = {
      filters: [{ field: 'status', operator: 'eq' as const, value: 'Submitted for Payroll' }],
      page: 1,
      pageSize: 50,
    };
    await pact
      .addInteraction()
      .given('timesheets of every status exist')
      .uponReceiving('an available timesheets search for one status')
      .withRequest('POST', '/api/payroll/available-timesheets/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            id: integer(7730),
            status: status('Submitted for Payroll'),
            name: string('Carter, Jasmine'),
            ssn: regex(/^\*{5}\d{4}$/, '*****6789'),
            periodFrom: calendarDate('2026-06-29'),
            periodTo: calendarDate('2026-07-11'),
            hourlyRate: number(12.5),
            workedHours: number(32),
            incentiveAmount: number(50),
            payrollType: string('Regular'),
            version: integer(2),
            studentId: integer(3051),
            studentJobId: integer(2210),
            organizationId: integer(3),
            entryProcessId: integer(601),
            manualCheck: boolean(false),
            jobName: string('Park Maintenance Crew Member'),
            worksiteName: string('Hillcrest Community Center'),
            payAmount: number(450),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).availableTimesheets.search(search);
        expect(page.items[0]).toMatchObject({ status: 'Submitted for Payroll', entryProcessId: 601, payAmount: 450 });
      });
  });

  it('moves a submitted timesheet back to pending with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a submitted timesheet with id {timesheetId} exists at version {version}', {
        timesheetId: 7731,
        version: 2,
      })
      .uponReceiving('a move of a submitted timesheet back to pending')
      .withRequest('POST', '/api/payroll/available-timesheets/move-to-pending', (req) =>
        req.headers(bearer).jsonBody({ items: [{ id: fromProviderState('${timesheetId}', 7731), version: 2 }] }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          updatedCount: integer(1),
          items: eachLike({ id: integer(7731), status: status('Pending'), version: integer(3) }),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).availableTimesheets.moveToPending({ items: [{ id: 7731, version: 2 }] });
        expect(result.updatedCount).toBe(1);
        expect(result.items?.[0]?.status).toBe('Pending');
      });
  });

  it('refuses a move with a stale version', async () => {
    await pact
      .addInteraction()
      .given('a submitted timesheet with id {timesheetId} exists at version {version}', {
        timesheetId: 7731,
        version: 2,
      })
      .uponReceiving('a move of a submitted timesheet with a stale version')
      .withRequest('POST', '/api/payroll/available-timesheets/move-to-pending', (req) =>
        req.headers(bearer).jsonBody({ items: [{ id: fromProviderState('${timesheetId}', 7731), version: 1 }] }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).availableTimesheets.moveToPending({ items: [{ id: 7731, version: 1 }] }),
        );
        expect(error.status).toBe(409);
      });
  });

  const entry = {
    periodStartDate: '2026-11-09',
    periodEndDate: '2026-11-15',
    hourlyRate: 12.5,
    incentiveAmount: 25,
    comments: 'Weekend clean-up crew.',
    manualCheck: false,
  };

  it("enters a timesheet for a participant's job", async () => {
    const body = { ...entry, studentJobId: 2210, workedHours: 10.5 };
    await pact
      .addInteraction()
      .given('participant {studentId} has job {studentJobId} paid {hourlyRate} an hour through 2026', {
        studentId: 3051,
        studentJobId: 2210,
        hourlyRate: 12.5,
      })
      .uponReceiving("a timesheet entry for a participant's job")
      .withRequest('POST', statePath('/api/students/${studentId}/timesheets', { studentId: 3051 }), (req) =>
        req.headers(bearer).jsonBody({ ...body, studentJobId: fromProviderState('${studentJobId}', 2210) }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({
          id: integer(130442),
          studentJobId: integer(2210),
          periodStartDate: calendarDate('2026-11-09'),
          periodEndDate: calendarDate('2026-11-15'),
          workedHours: number(10.5),
          incentiveAmount: number(25),
          status: string('Pending'),
          version: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).availableTimesheets.enter(3051, body);
        expect(saved).toMatchObject({ status: 'Pending', workedHours: 10.5 });
      });
  });

  it('shows the youth hour rule that refuses an entry on its hours field', async () => {
    const body = { ...entry, studentJobId: 2210, workedHours: 45 };
    await pact
      .addInteraction()
      .given('participant {studentId}, aged 15, has job {studentJobId} paid {hourlyRate} an hour through 2026', {
        studentId: 3051,
        studentJobId: 2210,
        hourlyRate: 12.5,
      })
      .uponReceiving('a timesheet entry above the youth hour rule')
      .withRequest('POST', statePath('/api/students/${studentId}/timesheets', { studentId: 3051 }), (req) =>
        req.headers(bearer).jsonBody({ ...body, studentJobId: fromProviderState('${studentJobId}', 2210) }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({
          workedHours: regex(
            /^Youth hour rule ".+": at most .+ would work 45 hours .+ allowed .+$/,
            'Youth hour rule "US federal child labor rules (ages 14-15)": at most 3 hours on a school day, 18 in a school week, 8 on a non-school day and 40 in a non-school week. Carter, Jasmine (age 15) would work 45 hours in 11/09/2026-11/15/2026, above the 18 allowed for its 5 school days and 2 non-school days.',
          ),
        }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).availableTimesheets.enter(3051, body));
        expect(error.status).toBe(422);
        expect(error.fieldMessages.workedHours).toContain('Youth hour rule');
      });
  });
});
