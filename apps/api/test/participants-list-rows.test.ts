import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, FIX, loadFixtures, newStudent } from './participants-fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

interface ListRow {
  id: number;
  firstName: string;
  lastName: string;
  ssn: string;
  status: string;
  organizationName: string;
  enrollmentProgramName: string;
  jobName: string | null;
  worksiteName: string | null;
  city: string;
  lastUpdateDate: string;
}

/**
 * The participant search answers with stored list rows (migration 0303, ADR 115): whatever changes
 * one of a row's sources, through the API or straight in the database, shows in the next search.
 */
describe.each(ENGINES)('participant list rows on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  const call = (method: string, url: string, body?: unknown) => server.call(method, url, { token: admin, body });
  const run = <T>(query: RawBuilder<T>) => query.execute(server.database.db);
  const row = async (lastName: string): Promise<ListRow> => {
    const response = await call('POST', '/api/students/search', { quickSearch: lastName, page: 1, pageSize: 50 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { items, total } = response.body as { items: ListRow[]; total: number };
    expect(total).toBe(1);
    const [first] = items;
    if (!first) throw new Error(`no list row for ${lastName}`);
    return first;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: { participants: 0, applicants: 0 } });
    await loadFixtures(server);
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('follows the participant, the names it shows and the current assignment', async () => {
    const student = await createStudent(server, admin, {
      firstName: 'Rowan',
      lastName: 'Quillfeather',
      ssn: '900-71-0001',
    });
    expect(await row('Quillfeather')).toMatchObject({
      id: student.id,
      firstName: 'Rowan',
      ssn: '*****0001',
      enrollmentProgramName: 'SYEP Test 2026',
      jobName: null,
      worksiteName: null,
      city: 'Pittsburgh',
    });

    const edited = await call(
      'PUT',
      `/api/students/${String(student.id)}`,
      newStudent({
        firstName: 'Rowena',
        lastName: 'Quillfeather',
        ssn: '900-71-0001',
        city: 'Wilkinsburg',
        version: student.version,
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const afterEdit = await row('Quillfeather');
    expect(afterEdit).toMatchObject({ firstName: 'Rowena', city: 'Wilkinsburg' });
    expect(Date.parse(afterEdit.lastUpdateDate)).toBe(Date.parse((edited.body as ListRow).lastUpdateDate));

    await run(sql`update students set status = 'Recruited' where id = ${student.id}`);
    const assigned = await call('POST', `/api/students/${String(student.id)}/jobs`, {
      jobId: FIX.jobRoomy,
      startDate: '2026-07-06',
      endDate: '2026-08-14',
      hourlyRate: 12.5,
      incentiveOnly: false,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    expect(await row('Quillfeather')).toMatchObject({ jobName: 'Park Greeter', worksiteName: 'Frick Park Test Crew' });

    await run(sql`update jobs set title = 'Park Host' where id = ${FIX.jobRoomy}`);
    await run(sql`update worksites set name = 'Frick Park Crew' where id = ${FIX.worksite}`);
    await run(sql`update enrollment_programs set name = 'SYEP Summer 2026' where id = ${FIX.enrollmentProgram}`);
    const organization = (
      await run(sql<{ name: string }>`update organizations set name = name || ' (renamed)' where id = 1 returning name`)
    ).rows[0]?.name;
    expect(await row('Quillfeather')).toMatchObject({
      jobName: 'Park Host',
      worksiteName: 'Frick Park Crew',
      enrollmentProgramName: 'SYEP Summer 2026',
      organizationName: organization,
    });

    const job = assigned.body as { id: number; version: number };
    const unassigned = await call('POST', `/api/students/${String(student.id)}/jobs/${String(job.id)}/unassign`, {
      version: job.version,
      endDate: '2026-07-20',
      reasonId: FIX.lookups.reason,
      comment: 'Moved away.',
    });
    expect(unassigned.status, JSON.stringify(unassigned.body)).toBe(200);
    expect(await row('Quillfeather')).toMatchObject({
      status: 'Awaiting Assignment',
      jobName: null,
      worksiteName: null,
    });
  });

  // Two transactions at once need PostgreSQL: PGlite serves one session at a time.
  if (engine === 'postgres') {
    it('keeps both changes when two transactions rebuild one row at the same time', async () => {
      const studentId = (
        await createStudent(server, admin, { firstName: 'Sol', lastName: 'Vantablack', ssn: '900-71-0002' })
      ).id;
      const title = (await run(sql<{ title: string }>`select title from jobs where id = ${FIX.jobRoomy}`)).rows[0]
        ?.title;
      const db = server.database.db;
      let releaseAssignment: () => void = () => undefined;
      const assignmentHeld = new Promise<void>((resolve) => {
        releaseAssignment = resolve;
      });
      let assignmentWritten: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        assignmentWritten = resolve;
      });
      // One transaction assigns the job and holds the participant's row; the other renames the
      // organization meanwhile, waits for that row, and must not write it back without the job.
      const assignment = db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await sql`insert into student_jobs (student_id, job_id, start_date, end_date, hourly_rate, create_user)
            values (${studentId}, ${FIX.jobRoomy}, '2026-07-06', '2026-08-14', 12.5, 'test')`.execute(connection);
        assignmentWritten();
        await assignmentHeld;
        await sql`commit`.execute(connection);
      });
      await written;
      const rename = db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await sql`update organizations set name = 'Concurrent Rename Org' where id = 1`.execute(connection);
        await sql`commit`.execute(connection);
      });
      const waiting = async () =>
        (
          await run(
            sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and query like 'update organizations%'`,
          )
        ).rows[0]?.n ?? 0;
      try {
        for (let attempt = 0; attempt < 250 && (await waiting()) === 0; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await waiting()).toBe(1);
      } finally {
        releaseAssignment();
        await Promise.all([assignment, rename]);
      }
      expect(await row('Vantablack')).toMatchObject({ jobName: title, organizationName: 'Concurrent Rename Org' });
    });
  }

  it('keeps every stored row equal to one rebuilt from its sources', async () => {
    // After the changes above, rebuilding every row from scratch changes none and adds none.
    const stored = async () =>
      (await run(sql<{ id: number; row: string }>`select id, row::text as row from student_list_row order by id`)).rows;
    const before = await stored();
    await run(sql`select student_list_row_refresh(array(select id from students))`);
    expect(await stored()).toEqual(before);
    const students = await run(sql<{ n: number }>`select count(*)::int as n from students`);
    expect(before).toHaveLength(students.rows[0]?.n ?? -1);
  });
});
