import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../core/principal.ts';
import { asCondition, contractorOwns, scopeCondition, type ScopeRule } from './scope.ts';

// Row scope by user type (ADR 060), compiled as PostgreSQL would receive it: who sees which rows is
// decided by the condition's text and its parameters, so the tests read both.
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const principal = (over: Partial<Principal>): Principal => ({
  id: 1,
  userName: 'someone',
  userType: 'organization',
  organizationIds: [],
  contractorId: null,
  claims: new Set(),
  sessionId: 's',
  ...over,
});

function compiled(user: Principal | null, rule: ScopeRule) {
  const condition = scopeCondition(user, rule);
  if (condition === undefined) return undefined;
  const { sql: text, parameters } = condition.compile(compiler);
  return { text: text.replace(/\s+/g, ' ').trim(), parameters };
}

const both: ScopeRule = { organization: 's.organization_id', contractor: contractorOwns.student('s') };

describe('scope condition', () => {
  it('no caller and a global user see every row: no condition at all', () => {
    expect(compiled(null, both)).toBeUndefined();
    expect(compiled(principal({ userType: 'global', organizationIds: [3] }), both)).toBeUndefined();
  });

  it('an organization user sees the rows of each of their organizations, as one array parameter', () => {
    expect(compiled(principal({ organizationIds: [3, 8] }), both)).toEqual({
      text: 's.organization_id = any($1::int4[])',
      parameters: [[3, 8]],
    });
  });

  it('the organization may be given as SQL, e.g. through a join', () => {
    const rule: ScopeRule = { organization: sql`(select organization_id from contracts c where c.id = j.contract_id)` };
    expect(compiled(principal({ organizationIds: [5] }), rule)).toEqual({
      text: '(select organization_id from contracts c where c.id = j.contract_id) = any($1::int4[])',
      parameters: [[5]],
    });
  });

  it('an organization user with no organization, or a row kind with no organization, sees nothing', () => {
    expect(compiled(principal({ organizationIds: [] }), both)).toEqual({ text: 'false', parameters: [] });
    expect(compiled(principal({ organizationIds: [3] }), { contractor: both.contractor })).toEqual({
      text: 'false',
      parameters: [],
    });
  });

  it('a contractor user sees what their contractor owns', () => {
    expect(compiled(principal({ userType: 'contractor', contractorId: 9, organizationIds: [3] }), both)).toEqual({
      text:
        'exists (select 1 from student_jobs scope_sj join jobs scope_j on scope_j.id = scope_sj.job_id ' +
        'join worksites scope_w on scope_w.id = scope_j.worksite_id where scope_sj.student_id = "s"."id" ' +
        'and scope_w.contractor_id = $1)',
      parameters: [9],
    });
  });

  it('a contractor user without a contractor, or a row kind contractors cannot own, sees nothing', () => {
    expect(compiled(principal({ userType: 'contractor', contractorId: null }), both)).toEqual({
      text: 'false',
      parameters: [],
    });
    expect(
      compiled(principal({ userType: 'contractor', contractorId: 9 }), { organization: 's.organization_id' }),
    ).toEqual({ text: 'false', parameters: [] });
  });
});

describe('what a contractor owns', () => {
  const text = (condition: ReturnType<ReturnType<(typeof contractorOwns)['contractor']>>) => {
    const { sql: query, parameters } = condition.compile(compiler);
    return { text: query.replace(/\s+/g, ' ').trim(), parameters };
  };

  it('its own row, its worksites, and the jobs at them', () => {
    expect(text(contractorOwns.contractor('c')(4))).toEqual({ text: '"c"."id" = $1', parameters: [4] });
    expect(text(contractorOwns.worksite('w')(4))).toEqual({ text: '"w"."contractor_id" = $1', parameters: [4] });
    expect(text(contractorOwns.job('j')(4))).toEqual({
      text: 'exists (select 1 from worksites scope_w where scope_w.id = "j"."worksite_id" and scope_w.contractor_id = $1)',
      parameters: [4],
    });
  });

  it('the participants assigned to those jobs, by row or by a column naming them', () => {
    expect(text(contractorOwns.studentOf('t.student_id')(4)).text).toContain(
      'where scope_sj.student_id = t.student_id',
    );
    expect(text(contractorOwns.studentOf('t.student_id')(4)).parameters).toEqual([4]);
  });
});

describe('a scope in the query builder', () => {
  it('is the same condition, typed as the boolean a where clause takes', () => {
    const condition = scopeCondition(principal({ organizationIds: [3] }), both);
    if (!condition) throw new Error('expected a condition');
    const query = compiler
      .selectFrom('students as s' as never)
      .selectAll()
      .where(asCondition(condition))
      .compile();
    expect(query.sql).toBe('select * from "students" as "s" where s.organization_id = any($1::int4[])');
    expect(query.parameters).toEqual([[3]]);
  });
});
