import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';
import { exampleBody, exampleUrl, label, securedOperations } from './support/operations.ts';
import type { SpecOperation } from '../src/spec.ts';

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

describe.each(ENGINES)('claim matrix on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const claimsOf: Record<string, Set<string>> = {};
  let forged = '';
  const counts = { operations: 0, unauthorized: 0, forbidden: 0, outOfScope: 0 };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    for (const user of ['viewer', 'contractor', 'orgstaff', 'admin']) {
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

  // Runs after the matrix: every answer it got (401, 403, 404) is one its operation declares.
  it('got only statuses the contract declares', () => {
    expect([...server.statuses.undeclared]).toEqual([]);
  });
});
