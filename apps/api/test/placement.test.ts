import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../src/areas/placement/model.ts';
import { DEFAULT_ENGINE, startTestServer, type TestServer } from './support/server.ts';

interface Pair {
  studentId: number;
  studentVersion: number;
  jobId: number;
  jobTitle: string;
  worksiteName: string;
  startDate: string;
  endDate: string;
  pinned: boolean;
  reasons: string[];
}
interface Summary {
  placed: number;
  unplaced: number;
  meanDistanceMiles: number | null;
  interestMatches: number;
}
interface Proposal {
  youthCount: number;
  openSlots: number;
  weights: Record<string, number>;
  pairs: Pair[];
  unplaced: { studentId: number; reason: string }[];
  summary: Summary;
  baseline: Summary;
  solver: { name: string; integral: boolean };
}
interface Bulk {
  succeeded: number;
  failed: number;
  results: { id: number; succeeded: boolean; message: string | null }[];
}

// The placement as staff drive it (issue 30, ADR 214): weights per program, a proposal of the
// program's pool that keeps every hard rule and places at least as many as the greedy baseline,
// pins and exclusions, and Accept through the job assignment (audited, versions checked).
describe(`placement of an enrollment program (${DEFAULT_ENGINE})`, () => {
  let server: TestServer;
  let admin: string;
  let programId: number;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const db = () => server.database.db;
  const url = (tail: string) => `/api/enrollment-programs/${String(programId)}/placement/${tail}`;
  const propose = async (body: unknown = {}) => {
    const response = await call('POST', url('proposal'), body);
    expect(response.status).toBe(200);
    return response.body as Proposal;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    const row = (await sql<{ id: number }>`select id from enrollment_programs where code = 'SYEP-26'`.execute(db()))
      .rows[0];
    if (!row) throw new Error('the demo summer program SYEP-26 expected');
    programId = row.id;
    // The small seed recruits one participant of the summer program: its Enrolled ones are
    // recruited too (as Recruit/Release does), so the pool has several youths to place.
    await sql`update students set status = 'Recruited', version = version + 1
      where enrollment_program_id = ${programId} and status = 'Enrolled'`.execute(db());
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads the default weights, saves them with a version, refuses a stale save and audits it', async () => {
    const read = await call('GET', url('settings'));
    expect(read.body).toEqual({ weights: { interest: 30, perMile: 2, returning: 40, balance: 10 }, version: 0 });
    const saved = await call('PUT', url('settings'), {
      weights: { interest: 50, perMile: 2, returning: 40, balance: 10 },
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ weights: { interest: 50, perMile: 2, returning: 40, balance: 10 }, version: 1 });
    const stale = await call('PUT', url('settings'), {
      weights: { interest: 10, perMile: 2, returning: 40, balance: 10 },
      version: 0,
    });
    expect(stale.status).toBe(409);
    const negative = await call('PUT', url('settings'), {
      weights: { interest: -1, perMile: 2, returning: 40, balance: 10 },
      version: 1,
    });
    expect(negative.status).toBe(422);
    const audits = await sql<{ action: string }>`select action from audit_log
      where entity = 'Placement Settings' and entity_id = ${String(programId)}`.execute(db());
    expect(audits.rows.map((audit) => audit.action)).toEqual(['create']);
    expect((await propose()).weights).toEqual({ interest: 50, perMile: 2, returning: 40, balance: 10 });
  });

  it('proposes pairs that keep every hard rule, each youth once and no job over its open slots', async () => {
    const proposal = await propose();
    expect(proposal.youthCount).toBeGreaterThanOrEqual(3);
    expect(proposal.pairs.length).toBeGreaterThan(0);
    expect(proposal.solver).toMatchObject({ name: 'min-cost flow', integral: true });
    expect(proposal.summary.placed).toBe(proposal.pairs.length);
    expect(proposal.summary.placed + proposal.summary.unplaced).toBe(proposal.youthCount);
    expect(proposal.summary.placed).toBeGreaterThanOrEqual(proposal.baseline.placed);
    expect(new Set(proposal.pairs.map((pair) => pair.studentId)).size).toBe(proposal.pairs.length);
    const facts = await sql<{
      student_id: number;
      birth_date: string;
      student_org: number;
      job_id: number;
      min_age: number;
      max_age: number;
      job_start: string;
      job_end: string;
      job_org: number;
      open: number;
    }>`select s.id as student_id, to_char(s.birth_date, 'YYYY-MM-DD') as birth_date, s.organization_id as student_org,
        j.id as job_id, j.min_age, j.max_age, to_char(j.start_date, 'YYYY-MM-DD') as job_start,
        to_char(j.end_date, 'YYYY-MM-DD') as job_end, c.organization_id as job_org,
        j.capacity - (select count(*) from student_jobs sj where sj.job_id = j.id and sj.status in ('Assigned', 'Active'))::int as open
      from students s cross join jobs j join contracts c on c.id = j.contract_id
      where s.id = any(${proposal.pairs.map((pair) => pair.studentId)}::int4[])
        and j.id = any(${proposal.pairs.map((pair) => pair.jobId)}::int4[])`.execute(db());
    const perJob = new Map<number, number>();
    for (const pair of proposal.pairs) {
      const fact = facts.rows.find((row) => row.student_id === pair.studentId && row.job_id === pair.jobId);
      if (!fact) throw new Error(`no facts for ${String(pair.studentId)} / ${String(pair.jobId)}`);
      expect(fact.student_org).toBe(fact.job_org);
      // Age is judged on the assignment's first day, as the job assignment judges it.
      const age = ageOn(fact.birth_date, pair.startDate);
      expect(age).toBeGreaterThanOrEqual(fact.min_age);
      expect(age).toBeLessThanOrEqual(fact.max_age);
      expect(pair.startDate >= fact.job_start && pair.endDate <= fact.job_end).toBe(true);
      expect(pair.reasons[0]).toMatch(/^meets every hard rule/);
      perJob.set(pair.jobId, (perJob.get(pair.jobId) ?? 0) + 1);
      expect(perJob.get(pair.jobId)).toBeLessThanOrEqual(fact.open);
    }
    for (const youth of proposal.unplaced) expect(youth.reason).not.toBe('');
  });

  it('leaves out an excluded pair, keeps a pinned one, and names the rule a pin breaks', async () => {
    const first = await propose();
    const [pair] = first.pairs;
    if (!pair) throw new Error('a proposed pair expected');
    const without = await propose({ exclusions: [{ studentId: pair.studentId, jobId: pair.jobId }] });
    expect(without.pairs.some((other) => other.studentId === pair.studentId && other.jobId === pair.jobId)).toBe(false);
    const pinned = await propose({ pins: [{ studentId: pair.studentId, jobId: pair.jobId }] });
    const kept = pinned.pairs.find((other) => other.studentId === pair.studentId);
    expect(kept).toMatchObject({ jobId: pair.jobId, pinned: true });
    expect(kept?.reasons).toContain('pinned by staff');
    // A job of another organization breaks a hard rule: the pin is refused, naming it.
    const elsewhere = (
      await sql<{ id: number }>`select j.id from jobs j join contracts c on c.id = j.contract_id
        join enrollment_programs ep on ep.id = ${programId}
        where c.organization_id <> ep.organization_id order by j.id limit 1`.execute(db())
    ).rows[0];
    if (!elsewhere) throw new Error('a job of another organization expected');
    const refused = await call('POST', url('proposal'), { pins: [{ studentId: pair.studentId, jobId: elsewhere.id }] });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toMatch(/pin/i);
  });

  it('answers a past program without open jobs with an empty proposal, each youth told why', async () => {
    const past = (await sql<{ id: number }>`select id from enrollment_programs where code = 'SYEP-25'`.execute(db()))
      .rows[0];
    if (!past) throw new Error('the demo program SYEP-25 expected');
    const response = await call('POST', `/api/enrollment-programs/${String(past.id)}/placement/proposal`, {});
    expect(response.status).toBe(200);
    const proposal = response.body as Proposal;
    expect(proposal.summary.placed + proposal.summary.unplaced).toBe(proposal.youthCount);
    expect(proposal.unplaced.length).toBe(proposal.summary.unplaced);
    for (const youth of proposal.unplaced) expect(youth.reason).toMatch(/^(No open job|Every job)/);
  });

  it('refuses a role without WORKER_JOB_ASSIGNMENT and a program the caller cannot see', async () => {
    const viewer = await server.login('viewer');
    expect((await call('POST', url('proposal'), {}, viewer)).status).toBe(403);
    expect((await call('POST', '/api/enrollment-programs/999999/placement/proposal', {})).status).toBe(404);
  });

  it('accepts pairs through the job assignment: assigned, audited, and a second click changes nothing', async () => {
    const proposal = await propose();
    const chosen = proposal.pairs.slice(0, 2);
    expect(chosen.length).toBeGreaterThan(0);
    const items = chosen.map((pair) => ({
      studentId: pair.studentId,
      jobId: pair.jobId,
      version: pair.studentVersion,
    }));
    const accepted = await call('POST', url('accept'), { items });
    expect(accepted.status).toBe(200);
    expect((accepted.body as Bulk).succeeded).toBe(chosen.length);
    for (const pair of chosen) {
      const jobs = await call('GET', `/api/students/${String(pair.studentId)}/jobs`);
      const list = (jobs.body as { items?: unknown[] }).items ?? (jobs.body as unknown[]);
      expect(list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ jobId: pair.jobId, startDate: pair.startDate, endDate: pair.endDate }),
        ]),
      );
      const student = await call('GET', `/api/students/${String(pair.studentId)}`);
      expect((student.body as { status: string }).status).toBe('Assigned');
    }
    const audits = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where entity = 'Participant Job' and action = 'create'
        and entity_id in (select id::text from student_jobs where student_id = any(${chosen.map((pair) => pair.studentId)}::int4[]))`.execute(
      db(),
    );
    expect(audits.rows[0]?.n).toBe(chosen.length);
    // The same click again: every participant has moved on, nothing is assigned twice.
    const again = await call('POST', url('accept'), { items });
    expect(again.status).toBe(409);
    const count = await sql<{ n: number }>`select count(*)::int as n from student_jobs
      where student_id = any(${chosen.map((pair) => pair.studentId)}::int4[]) and status in ('Assigned', 'Active')`.execute(
      db(),
    );
    expect(count.rows[0]?.n).toBe(chosen.length);
    // The next proposal no longer holds them.
    const next = await propose();
    expect(next.pairs.some((pair) => chosen.some((taken) => taken.studentId === pair.studentId))).toBe(false);
  });

  it('proposes only pairs the job assignment takes: every pair of every program is accepted', async () => {
    // Papers that lapsed after the program started but before today (the assignment checks them on
    // its first day or today, the later): a minor's work permit, an adult's clearance on file.
    const pool = (
      await sql<{ id: number }>`select id from students where enrollment_program_id = ${programId}
        and status in ('Recruited', 'Awaiting Assignment') order by id limit 2`.execute(db())
    ).rows;
    const [minor, adult] = pool;
    if (!minor || !adult) throw new Error('two youths in the pool expected');
    await sql`update students set birth_date = '2010-01-01', work_permit_expires = '2026-09-30', version = version + 1
      where id = ${minor.id}`.execute(db());
    await sql`update students set birth_date = '2005-01-01', child_abuse_clearance_expires = '2026-09-30',
        fbi_clearance_expires = null, pa_state_criminal_clearance_expires = null, version = version + 1
      where id = ${adult.id}`.execute(db());
    const mine = await propose();
    const reasonOf = (id: number) => mine.unplaced.find((youth) => youth.studentId === id)?.reason;
    expect(reasonOf(minor.id)).toMatch(/the work permit lapses before the job starts/);
    expect(reasonOf(adult.id)).toMatch(/clearances on file lapse before the job starts/);

    const programs = (await sql<{ id: number }>`select id from enrollment_programs order by id`.execute(db())).rows;
    let accepted = 0;
    for (const program of programs) {
      const base = `/api/enrollment-programs/${String(program.id)}/placement`;
      const proposal = (await call('POST', `${base}/proposal`, {})).body as Proposal;
      if (proposal.pairs.length === 0) continue;
      const items = proposal.pairs.map((pair) => ({
        studentId: pair.studentId,
        jobId: pair.jobId,
        version: pair.studentVersion,
      }));
      const result = (await call('POST', `${base}/accept`, { items })).body as Bulk;
      expect(result.results.filter((item) => !item.succeeded)).toEqual([]);
      accepted += result.succeeded;
    }
    expect(accepted).toBeGreaterThan(0);
  });
});
