import { amountMessages } from '@pathway/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentRunningOn, entry, type Assignment } from './payroll-fixtures.ts';
import { exampleBody, operations } from './support/operations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Amounts are taken as typed or refused (issue 43): a third decimal is not rounded away, and a
 * figure past what an amount may hold is refused with the bound, never a message about "$∞".
 */
let server: TestServer;
let admin: string;
let assignment: Assignment;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  assignment = await assignmentRunningOn(server, '2026-08-24');
});
afterAll(async () => {
  await server.close();
});

const timesheetsOf = async (studentJobId: number) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from timesheets where student_job_id = ${studentJobId}`.execute(
      server.database.db,
    )
  ).rows[0]?.n;

const moneyRefusals = [
  [0.001, amountMessages.decimals('money')],
  [1.005, amountMessages.decimals('money')],
  [1e308, `Amount must be at most $9,999,999,999.99.`],
  [-1, 'Amount must be 0 or higher.'],
] as const;

describe('money on a participant timesheet (studentTimesheetsCreate)', () => {
  it.each(moneyRefusals)(
    'refuses an incentive of %s with the field’s message and stores nothing',
    async (amount, message) => {
      const before = await timesheetsOf(assignment.studentJobId);
      const response = await server.call('POST', `/api/students/${String(assignment.studentId)}/timesheets`, {
        token: admin,
        body: { ...entry(assignment, '2026-08-24', '2026-08-30', 6), incentiveAmount: amount },
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ incentiveAmount: message });
      expect(JSON.stringify(response.body)).not.toContain('∞');
      expect(await timesheetsOf(assignment.studentJobId)).toBe(before);
    },
  );

  it.each(moneyRefusals)('refuses an hourly rate of %s the same way', async (amount, message) => {
    const before = await timesheetsOf(assignment.studentJobId);
    const response = await server.call('POST', `/api/students/${String(assignment.studentId)}/timesheets`, {
      token: admin,
      body: { ...entry(assignment, '2026-08-24', '2026-08-30', 6), hourlyRate: amount },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ hourlyRate: message });
    expect(await timesheetsOf(assignment.studentJobId)).toBe(before);
  });

  it('refuses worked hours with a third decimal rather than rounding them', async () => {
    const before = await timesheetsOf(assignment.studentJobId);
    const response = await server.call('POST', `/api/students/${String(assignment.studentId)}/timesheets`, {
      token: admin,
      body: entry(assignment, '2026-08-24', '2026-08-30', 6.125),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ workedHours: 'Hours must have at most 2 decimals.' });
    expect(await timesheetsOf(assignment.studentJobId)).toBe(before);
  });

  it('takes amounts with two decimals as typed', async () => {
    const response = await server.call('POST', `/api/students/${String(assignment.studentId)}/timesheets`, {
      token: admin,
      body: { ...entry(assignment, '2026-08-24', '2026-08-30', 6.25), incentiveAmount: 0.07 },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ workedHours: 6.25, incentiveAmount: 0.07 });
  });
});

describe('hours caps on a job (jobsCreate)', () => {
  const jobsCreate = operations.find((op) => op.operation.operationId === 'jobsCreate');
  const jobs = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from jobs`.execute(server.database.db)).rows[0]?.n;

  it.each([
    [240.125, 'Hours must have at most 2 decimals.'],
    [1e308, 'Max: 2000'],
  ])('refuses a max hours per student of %s with the field’s message and stores nothing', async (hours, message) => {
    if (!jobsCreate) throw new Error('The contract has no jobsCreate.');
    const before = await jobs();
    const body = { ...(exampleBody(jobsCreate) as Record<string, unknown>), maxHoursPerStudent: hours };
    const response = await server.call('POST', '/api/jobs', { token: admin, body });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ maxHoursPerStudent: message });
    expect(await jobs()).toBe(before);
  });
});
