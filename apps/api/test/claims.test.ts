import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';
import { exampleBody, exampleUrl, label, operations, securedOperations } from './support/operations.ts';
import type { SpecOperation } from '../src/core/spec.ts';

/**
 * The claim matrix, generated from the contract's x-claims and x-scope: every secured operation
 * without a token, with a forged token, as a demo user without any of its claims, and (for rows
 * scoped by organization) as an organization user asking for another organization's row.
 */
const DEMO_CLAIMS: Record<string, (claims: ReadonlySet<string>) => boolean> = {};

/** For each row kind, the path parameter naming it and a row of an organization other than orgstaff's (1). */
const OUT_OF_SCOPE: Record<string, { param: string; query: string }> = {
  student: { param: 'studentId', query: 'select id from students where organization_id <> 1 order by id limit 1' },
  applicant: {
    param: 'applicantId',
    query: 'select id from applicants where organization_id <> 1 order by id limit 1',
  },
  worksite: { param: 'worksiteId', query: 'select id from worksites where organization_id <> 1 order by id limit 1' },
  contract: { param: 'contractId', query: 'select id from contracts where organization_id <> 1 order by id limit 1' },
  contractor: {
    param: 'contractorId',
    query: 'select id from contractors where organization_id <> 1 order by id limit 1',
  },
  organization: { param: 'organizationId', query: 'select id from organizations where id <> 1 order by id limit 1' },
  'enrollment-program': {
    param: 'enrollmentProgramId',
    query: 'select id from enrollment_programs where organization_id <> 1 order by id limit 1',
  },
};

/**
 * For each kind of record with a History, the operation that reads it by id and rows to read: one of
 * orgstaff's organization (1) and one of another, so a 200, a 403 and a 404 of the read all occur.
 */
const RECORD_READS: Record<string, { operationId: string; rows: string }> = {
  participant: {
    operationId: 'studentsGet',
    rows: `(select id from students where organization_id = 1 order by id limit 1)
      union all (select id from students where organization_id <> 1 order by id limit 1)`,
  },
  applicant: {
    operationId: 'enrollmentGet',
    rows: `(select id from applicants where organization_id = 1 order by id limit 1)
      union all (select id from applicants where organization_id <> 1 order by id limit 1)`,
  },
  worksite: {
    operationId: 'worksitesGet',
    rows: `(select id from worksites where organization_id = 1 order by id limit 1)
      union all (select id from worksites where organization_id <> 1 order by id limit 1)`,
  },
  job: {
    operationId: 'jobsGet',
    rows: `(select j.id from jobs j join worksites w on w.id = j.worksite_id where w.organization_id = 1 order by j.id limit 1)
      union all (select j.id from jobs j join worksites w on w.id = j.worksite_id where w.organization_id <> 1 order by j.id limit 1)`,
  },
  contract: {
    operationId: 'contractsGet',
    rows: `(select id from contracts where organization_id = 1 order by id limit 1)
      union all (select id from contracts where organization_id <> 1 order by id limit 1)`,
  },
  timesheet: {
    operationId: 'timesheetsGet',
    rows: `(select t.id from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
        where s.organization_id = 1 order by t.id limit 1)
      union all (select t.id from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
        where s.organization_id <> 1 order by t.id limit 1)`,
  },
  user: {
    operationId: 'usersGet',
    rows: `(select id from users where user_name = 'admin')
      union all (select u.id from users u join user_organizations uo on uo.user_id = u.id where uo.organization_id = 1 order by u.id limit 1)`,
  },
};

const DEMO_USERS = ['viewer', 'contractor', 'orgstaff', 'payroll', 'admin'] as const;

describe.each(ENGINES)('claim matrix on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const claimsOf: Record<string, Set<string>> = {};
  let forged = '';
  const counts = { operations: 0, unauthorized: 0, forbidden: 0, outOfScope: 0 };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    for (const user of DEMO_USERS) {
      tokens[user] = await server.login(user);
      const payload = JSON.parse(Buffer.from(tokens[user].split('.')[1] ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
      claimsOf[user] = new Set(Object.keys(payload).filter((key) => payload[key] === 'true'));
      DEMO_CLAIMS[user] = (claims) => [...claims].some((claim) => claimsOf[user]?.has(claim));
    }
    // Every claim, signed with a key that is not the server's.
    const everything = Object.fromEntries([...(claimsOf.admin ?? [])].map((claim) => [claim, 'true']));
    forged = await new SignJWT({ userName: 'admin', iatMs: Date.now(), ...everything })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough-0123456789'));
  });

  afterAll(async () => {
    process.stdout.write(
      `claim matrix (${engine}): ${String(counts.operations)} secured operations; ${String(counts.unauthorized)} answered 401 without or with a forged token, ${String(counts.forbidden)} 403 to a user without the claim, ${String(counts.outOfScope)} 404 for another organization's row; ${String(server.statuses.undeclared.size)} undeclared statuses in ${String(server.statuses.checked())} answers\n`,
    );
    await server.close();
  });

  const send = (op: SpecOperation, url: string, token: string | undefined) =>
    server.call(op.method.toUpperCase(), url, { token, body: exampleBody(op) });

  it.each(securedOperations.map((op) => [label(op), op] as const))('%s', async (_name, op) => {
    counts.operations += 1;
    const url = exampleUrl(op);
    for (const token of [undefined, forged]) {
      const response = await send(op, url, token);
      expect(response.status, `${label(op)} with ${token ? 'a forged' : 'no'} token`).toBe(401);
      counts.unauthorized += 1;
    }
    const needed = new Set(op.operation['x-claims'] ?? []);
    if (needed.size > 0) {
      const without = ['viewer', 'contractor', 'orgstaff'].find((user) => !DEMO_CLAIMS[user]?.(needed));
      if (without) {
        const response = await send(op, url, tokens[without]);
        expect(response.status, `${label(op)} as ${without}`).toBe(403);
        counts.forbidden += 1;
      }
    }
    const kind = op.operation['x-scope'];
    const rule = kind ? OUT_OF_SCOPE[kind] : undefined;
    const holds = needed.size === 0 || DEMO_CLAIMS.orgstaff?.(needed) === true;
    if (rule && holds && op.parameters.some((p) => p.in === 'path' && p.name === rule.param)) {
      const row = await sql<{ id: number }>`${sql.raw(rule.query)}`.execute(server.database.db).catch(() => undefined);
      const id = row?.rows[0]?.id;
      if (id !== undefined && op.operation.operationId in server.app.pathway.handlers) {
        const response = await send(op, exampleUrl(op, { [rule.param]: id }), tokens.orgstaff);
        expect(response.status, `${label(op)} for another organization's ${kind ?? ''} ${String(id)}`).toBe(404);
        counts.outOfScope += 1;
      }
    }
  });

  // A History shows every change ever made to a record, so it needs what reading the record needs.
  it.each(Object.entries(RECORD_READS))(
    'the history of a %s is readable exactly when the record is, for every demo user',
    async (kind, { operationId, rows }) => {
      const read = operations.find((op) => op.operation.operationId === operationId);
      const history = operations.find((op) => op.operation.operationId === 'recordHistoryList');
      if (!read || !history) throw new Error(`The contract has no ${operationId} or recordHistoryList.`);
      const ids = (await sql<{ id: number }>`${sql.raw(rows)}`.execute(server.database.db)).rows.map((row) => row.id);
      expect(ids.length, `${kind} rows to read`).toBeGreaterThan(0);
      const seen = new Set<number>();
      for (const id of ids) {
        for (const user of DEMO_USERS) {
          const token = tokens[user];
          const param = read.parameters.find((p) => p.in === 'path')?.name;
          const record = param
            ? await server.call('GET', exampleUrl(read, { [param]: id }), { token })
            : await server.call(read.method.toUpperCase(), exampleUrl(read), { token, body: { id } });
          expect([200, 403, 404], `${label(read)} ${String(id)} as ${user}`).toContain(record.status);
          seen.add(record.status);
          const mayReadHistory = DEMO_CLAIMS[user]?.(new Set(history.operation['x-claims'] ?? [])) === true;
          const answer = await server.call('GET', `/api/history/${kind}/${String(id)}`, { token });
          expect(
            answer.status,
            `history of ${kind} ${String(id)} as ${user} (its read: ${String(record.status)})`,
          ).toBe(mayReadHistory ? record.status : 403);
        }
      }
      expect(seen, `some demo user reads a ${kind}`).toContain(200);
    },
  );

  // Runs after the matrix: every answer it got (401, 403, 404) is one its operation declares.
  it('got only statuses the contract declares', () => {
    expect([...server.statuses.undeclared]).toEqual([]);
  });
});
