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
  like,
  number,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

// Issue 25 (ADR 182): what an entry may still hold, one timesheet per job and period, signed
// adjustments, the payroll exceptions a card provider's answer leaves open, and the manual check run.
const pact = pathwayPact();
const timesheetStatus = (example: string) =>
  regex(
    /^(Pending|Submitted for Payroll|Approved for Payroll|Payroll in Process|Payroll Exception|Payrolled)$/,
    example,
  );
const exceptionStatus = (example: string) => regex(/^(Open|Repay Requested|Repaying|Resolved|Closed)$/, example);
const exceptionKind = (example: string) => regex(/^(Short|Over|Rejected|Missing|Unknown|Duplicate)$/, example);

const coveredWeek =
  'participant {studentId}, aged 15, has job {studentJobId} with Pending timesheet {timesheetId} for 11/16-11/22/2026';
const coveredIds = { studentId: 3051, studentJobId: 2210, timesheetId: 130442 };

const exception = {
  id: integer(31),
  organizationId: integer(3),
  cardProviderFileId: integer(412),
  fileName: string('FSV3171_20260715_001.csv'),
  lineNumber: integer(17),
  studentId: integer(3051),
  name: string('Carter, Jasmine'),
  participantRef: string('P000003051'),
  kind: exceptionKind('Short'),
  expectedAmount: number(364.25),
  paidAmount: number(339.25),
  outstanding: number(25),
  status: exceptionStatus('Open'),
  createDate: timestamp('2026-07-16T09:30:00Z'),
  version: integer(0),
};

describe('timesheet entry: what remains, one per job and period', () => {
  it('reads what a timesheet of the job and week may still hold, and the timesheet already covering it', async () => {
    const query = { studentJobId: 2210, periodStartDate: '2026-11-16', periodEndDate: '2026-11-22' };
    await pact
      .addInteraction()
      .given(coveredWeek, coveredIds)
      .uponReceiving('a read of what a timesheet of a job and week may still hold')
      .withRequest('GET', statePath('/api/students/${studentId}/timesheet-allowance', { studentId: 3051 }), (req) =>
        req.headers(bearer).query({
          studentJobId: fromProviderState('${studentJobId}', '2210'),
          periodStartDate: '2026-11-16',
          periodEndDate: '2026-11-22',
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          contractCode: string('PGH-2026-SYEP'),
          maxHours: number(240),
          otherHours: number(179),
          remainingHours: number(61),
          maxIncentiveAmount: number(400),
          otherIncentiveAmount: number(150),
          remainingIncentiveAmount: number(250),
          youthHours: like({
            ruleName: string('US federal child labor rules (ages 14-15)'),
            allowedHours: number(18),
            otherHours: number(6),
            remainingHours: number(12),
          }),
          existingTimesheet: {
            id: fromProviderState('${timesheetId}', 130442),
            periodStartDate: '2026-11-16',
            periodEndDate: '2026-11-22',
            status: 'Pending',
          },
        }),
      )
      .executeTest(async (server) => {
        const allowance = await apiFor(server).students.timesheetAllowance(3051, query);
        expect(allowance.remainingHours).toBe(61);
        expect(allowance.youthHours?.ruleName).toMatch(/^US federal child labor rules/);
        expect(allowance.existingTimesheet).toEqual({
          id: 130442,
          periodStartDate: '2026-11-16',
          periodEndDate: '2026-11-22',
          status: 'Pending',
        });
      });
  });

  it('refuses a second timesheet of the job and week with 409 naming the first', async () => {
    const body = {
      studentJobId: 2210,
      periodStartDate: '2026-11-16',
      periodEndDate: '2026-11-22',
      hourlyRate: 12.5,
      workedHours: 4,
      incentiveAmount: 0,
      comments: null,
      manualCheck: false,
    };
    await pact
      .addInteraction()
      .given(coveredWeek, coveredIds)
      .uponReceiving('a second timesheet entry of a job and week')
      .withRequest('POST', statePath('/api/students/${studentId}/timesheets', { studentId: 3051 }), (req) =>
        req.headers(bearer).jsonBody({ ...body, studentJobId: fromProviderState('${studentJobId}', 2210) }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({
          message: regex(
            /^This job already has timesheet \d+ for 11\/16\/2026-11\/22\/2026 \(Pending\): change that timesheet, or correct it with an adjustment, instead of entering a second one\.$/,
            'This job already has timesheet 130442 for 11/16/2026-11/22/2026 (Pending): change that timesheet, or correct it with an adjustment, instead of entering a second one.',
          ),
        }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).availableTimesheets.enter(3051, body));
        expect(error.status).toBe(409);
        expect(error.serverMessage).toMatch(/^This job already has timesheet 130442 /);
      });
  });
});

describe('adjustments', () => {
  it('adjusts a Payrolled timesheet with a signed change, a reason and its version', async () => {
    const body = { workedHours: -1.5, incentiveAmount: 0, comments: 'Saturday hours were entered twice.', version: 3 };
    await pact
      .addInteraction()
      .given('participant {studentId} has a Payrolled timesheet {studentTimesheetId} at version {version}', {
        studentId: 48213,
        studentTimesheetId: 130442,
        version: 3,
      })
      .uponReceiving('a signed adjustment of a Payrolled timesheet')
      .withRequest(
        'POST',
        statePath('/api/students/${studentId}/timesheets/${studentTimesheetId}/adjustments', {
          studentId: 48213,
          studentTimesheetId: 130442,
        }),
        (req) => req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({
          id: integer(130519),
          studentJobId: integer(7710),
          periodStartDate: calendarDate('2026-06-29'),
          periodEndDate: calendarDate('2026-07-12'),
          hourlyRate: number(12.5),
          workedHours: number(-1.5),
          incentiveAmount: number(0),
          comments: string('Saturday hours were entered twice.'),
          manualCheck: boolean(false),
          status: timesheetStatus('Pending'),
          adjustsTimesheetId: fromProviderState('${studentTimesheetId}', 130442),
          jobName: string('Library Aide'),
          version: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const adjustment = await apiFor(server).students.adjustTimesheet(48213, 130442, body);
        expect(adjustment).toMatchObject({ status: 'Pending', workedHours: -1.5, adjustsTimesheetId: 130442 });
      });
  });

  it('refuses an adjustment with a stale version of the original', async () => {
    const body = { workedHours: -1.5, incentiveAmount: 0, comments: 'Saturday hours were entered twice.', version: 2 };
    await pact
      .addInteraction()
      .given('participant {studentId} has a Payrolled timesheet {studentTimesheetId} at version {version}', {
        studentId: 48213,
        studentTimesheetId: 130442,
        version: 3,
      })
      .uponReceiving('an adjustment with a stale version of the original')
      .withRequest(
        'POST',
        statePath('/api/students/${studentId}/timesheets/${studentTimesheetId}/adjustments', {
          studentId: 48213,
          studentTimesheetId: 130442,
        }),
        (req) => req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).students.adjustTimesheet(48213, 130442, body));
        expect(error.status).toBe(409);
      });
  });
});

describe('payroll exceptions', () => {
  const openState = 'an Open payroll exception {payrollExceptionId} of $25.00 short exists at version {version}';
  const openIds = { payrollExceptionId: 31, version: 0 };

  it('searches the exceptions that ask someone to act', async () => {
    const search = { filters: [{ field: 'open', operator: 'eq' as const, value: true }], page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given(openState, openIds)
      .uponReceiving('a search of the open payroll exceptions')
      .withRequest('POST', '/api/payroll/exceptions/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(exception), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).payrollExceptions.search(search);
        expect(page.items[0]).toMatchObject({ kind: 'Short', status: 'Open', outstanding: 25 });
      });
  });

  it('re-pays an Open exception in the next file, with a reason and its version', async () => {
    const body = { action: 'Repay' as const, reason: 'FSV confirmed the load failed.', version: 0 };
    await pact
      .addInteraction()
      .given(openState, openIds)
      .uponReceiving('a re-pay of an open payroll exception')
      .withRequest(
        'POST',
        statePath('/api/payroll/exceptions/${payrollExceptionId}/resolve', { payrollExceptionId: 31 }),
        (req) => req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          ...exception,
          id: fromProviderState('${payrollExceptionId}', 31),
          status: exceptionStatus('Repay Requested'),
          resolution: string('FSV confirmed the load failed.'),
          version: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const resolved = await apiFor(server).payrollCycle.resolveException(31, body);
        expect(resolved).toMatchObject({ status: 'Repay Requested', resolution: 'FSV confirmed the load failed.' });
      });
  });

  it('closes an Open exception with a reason', async () => {
    const body = { action: 'Close' as const, reason: 'Paid by manual check 4410 on 07/18.', version: 0 };
    await pact
      .addInteraction()
      .given(openState, openIds)
      .uponReceiving('a close of an open payroll exception')
      .withRequest(
        'POST',
        statePath('/api/payroll/exceptions/${payrollExceptionId}/resolve', { payrollExceptionId: 31 }),
        (req) => req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          ...exception,
          id: fromProviderState('${payrollExceptionId}', 31),
          status: exceptionStatus('Closed'),
          resolution: string('Paid by manual check 4410 on 07/18.'),
          resolvedBy: string('admin'),
          resolvedOn: timestamp('2026-07-18T15:12:00Z'),
          version: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const resolved = await apiFor(server).payrollCycle.resolveException(31, body);
        expect(resolved.status).toBe('Closed');
      });
  });

  it('refuses a resolve with a stale version', async () => {
    const body = { action: 'Close' as const, reason: 'Paid by manual check 4410 on 07/18.', version: 4 };
    await pact
      .addInteraction()
      .given(openState, openIds)
      .uponReceiving('a close of a payroll exception with a stale version')
      .withRequest(
        'POST',
        statePath('/api/payroll/exceptions/${payrollExceptionId}/resolve', { payrollExceptionId: 31 }),
        (req) => req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).payrollCycle.resolveException(31, body));
        expect(error.status).toBe(409);
      });
  });

  it('a load whose answer paid a card short reports the exception by kind and in one sentence', async () => {
    await pact
      .addInteraction()
      .given('card provider {cardProviderId} has an inbound file waiting with one card $25.00 short', {
        cardProviderId: 1,
      })
      .uponReceiving('an inbound file load with a short payment')
      .withRequest('POST', '/api/payroll/card-provider-files/load-inbound', (req) =>
        req.headers(bearer).jsonBody({ cardProviderId: fromProviderState('${cardProviderId}', 1) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          filesLoaded: integer(1),
          recordsMatched: integer(0),
          recordsRejected: integer(1),
          exceptions: [{ kind: 'Short', count: integer(1), amount: number(25) }],
          summary: regex(/^\d+ matched, 1 short by \$25\.00$/, '0 matched, 1 short by $25.00'),
          files: eachLike({ id: integer(415), direction: regex(/^(Inbound|Outbound)$/, 'Inbound') }),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).payrollCycle.loadInbound(1);
        expect(result.exceptions).toEqual([{ kind: 'Short', count: 1, amount: 25 }]);
        expect(result.summary).toBe('0 matched, 1 short by $25.00');
      });
  });

  it('the pre-flight of the next file says what it re-pays', async () => {
    const ids = { cardProviderId: 1, payrollFileTypeId: 1, organizationId: 3, entryProcessId: 2207 };
    await pact
      .addInteraction()
      .given(
        'approved pact process {entryProcessId} of organization {organizationId} may go in a file of card provider {cardProviderId} type {payrollFileTypeId} that re-pays an exception',
        ids,
      )
      .uponReceiving('a card-provider file pre-flight with a re-pay')
      .withRequest('POST', '/api/payroll/card-provider-files/preflight', (req) =>
        req.headers(bearer).jsonBody({
          cardProviderId: fromProviderState('${cardProviderId}', 1),
          payrollFileTypeId: fromProviderState('${payrollFileTypeId}', 1),
          organizationId: fromProviderState('${organizationId}', 3),
          companyEntryProcessIds: [fromProviderState('${entryProcessId}', 2207)],
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          errors: [],
          warnings: [],
          recordCount: integer(2),
          totalAmount: number(145),
          fileTotalLimit: number(50000),
          overLimit: boolean(false),
          approvedBy: [],
          secondApproverRequired: boolean(false),
          canGenerate: boolean(true),
          repayCount: 1,
          repayAmount: 25,
        }),
      )
      .executeTest(async (server) => {
        const report = await apiFor(server).payrollCycle.preflight({
          cardProviderId: 1,
          payrollFileTypeId: 1,
          organizationId: 3,
          companyEntryProcessIds: [2207],
        });
        expect(report).toMatchObject({ repayCount: 1, repayAmount: 25, canGenerate: true });
      });
  });
});

describe('manual check run', () => {
  it('searches the check payments of an approved process, the largest first', async () => {
    const search = {
      filters: [{ field: 'payrollProcessId', operator: 'eq' as const, value: 2207 }],
      sort: [{ field: 'amount', direction: 'desc' as const }],
      page: 1,
      pageSize: 50,
    };
    await pact
      .addInteraction()
      .given('approved pact process {entryProcessId} of organization {organizationId} pays a participant by check', {
        entryProcessId: 2207,
        organizationId: 3,
      })
      .uponReceiving('a search of the check payments of one payroll process')
      .withRequest('POST', '/api/payroll/check-payments/search', (req) =>
        req.headers(bearer).jsonBody({
          ...search,
          filters: [{ field: 'payrollProcessId', operator: 'eq', value: fromProviderState('${entryProcessId}', 2207) }],
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            studentId: integer(48213),
            name: string('Carter, Jasmine'),
            ssn: regex(/^\*{5}\d{4}$/, '*****6789'),
            address: string('1200 Centre Ave, Pittsburgh, PA 15219'),
            organizationId: integer(3),
            payrollProcessId: integer(2207),
            periodStartDate: calendarDate('2031-01-06'),
            periodEndDate: calendarDate('2031-01-19'),
            hours: number(10),
            amount: number(125),
            reason: regex(/^(Manual check request|Paper check|Paid by check)$/, 'Paid by check'),
            status: timesheetStatus('Approved for Payroll'),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).payrollCheckPayments.search(search);
        expect(page.total).toBe(1);
        expect(page.items[0]).toMatchObject({ name: 'Carter, Jasmine', amount: 125, status: 'Approved for Payroll' });
      });
  });
});
