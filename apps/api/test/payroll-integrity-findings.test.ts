import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHours } from '../src/areas/payroll/rules.ts';
import { memorySealers } from '../src/lib/sealer.ts';
import { loadSeededInbound, run } from './payroll-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Integrity findings across participants (issue 48, ADR 227): for each kind, a planted case is
 * found and its honest look-alike is not; acknowledging is audited; thresholds are settings.
 */
let server: TestServer;
let admin: string;
/** Participants of organization 1 with timesheets in the processes of the period, by id. */
let subjects: number[] = [];

const ORGANIZATION = 1;
const PERIOD = { start: '2026-06-01', end: '2026-08-23' };
const match = memorySealers('participant-payment-details').match;

interface Finding {
  kind: string;
  key: string;
  reason: string;
  preflight: string;
  participants: { studentId: number; name: string }[];
  timesheetIds: number[];
  acknowledgement: { reason: string; acknowledgedBy: string } | null;
}

const query = (kind?: string) =>
  `organizationId=${String(ORGANIZATION)}&periodStartDate=${PERIOD.start}&periodEndDate=${PERIOD.end}${kind ? `&kind=${encodeURIComponent(kind)}` : ''}`;

async function findings(kind: string, token = admin): Promise<Finding[]> {
  const response = await server.call('GET', `/api/payroll/integrity/findings?${query(kind)}`, { token });
  expect(response.status).toBe(200);
  return (response.body as { items: Finding[] }).items;
}

const about = (list: readonly Finding[], studentId: number) =>
  list.filter((finding) => finding.participants.some((person) => person.studentId === studentId));

/** A participant at an address of their own (none of the demo's). */
const ownAddress = (studentId: number) =>
  run(
    server,
    sql`update students set address_line1 = ${`${String(studentId)} Own Street`}, zip_code = '15201' where id = ${studentId}`,
  );

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  // A process of one more period, so the period has participants enough for every kind's cases.
  await run(
    server,
    sql`with process as (insert into payroll_processes (organization_id, period_start_date, period_end_date, status, create_user)
        values (${ORGANIZATION}, '2026-08-10', '2026-08-23', 'Submitted for Payroll', 'test') returning id)
      insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours, status,
        payroll_process_id, submitted_by, create_user)
      select sj.id, '2026-08-10', '2026-08-23', sj.hourly_rate, 12, 'Submitted for Payroll', process.id, 'test', 'test'
      from process, (select distinct on (sj.student_id) sj.* from student_jobs sj join students s on s.id = sj.student_id
          where s.organization_id = ${ORGANIZATION}
            and not exists (select 1 from timesheets t where t.student_job_id = sj.id and t.period_end_date >= '2026-08-10')
          order by sj.student_id, sj.id limit 20) sj`,
  );
  subjects = (
    await run(
      server,
      sql`select distinct sj.student_id as id from payroll_processes p join timesheets t on t.payroll_process_id = p.id
        join student_jobs sj on sj.id = t.student_job_id
        where p.organization_id = ${ORGANIZATION} and p.period_start_date <= ${PERIOD.end}::date
          and p.period_end_date >= ${PERIOD.start}::date
        order by 1`,
    )
  ).map((row) => Number(row.id));
  expect(subjects.length).toBeGreaterThanOrEqual(20);
});
afterAll(async () => {
  await server.close();
});

describe('(a) one bank account or card of participants of different households', () => {
  it('finds an account of two households and not a parent’s account of two siblings', async () => {
    const [a = 0, b = 0, sister = 0, brother = 0] = subjects;
    await ownAddress(a);
    await ownAddress(b);
    await run(
      server,
      sql`update students set address_line1 = '12 Sibling Way', zip_code = '15206' where id in (${sister}, ${brother})`,
    );
    // Through the operation that stores the numbers, so its match key is the server's own.
    const deposit = async (studentId: number, accountNumber: string) => {
      const [row] = await run(server, sql`select version from students where id = ${studentId}`);
      const response = await server.call('PUT', `/api/students/${String(studentId)}/payment-method`, {
        token: admin,
        body: {
          paymentMethod: 'Deposit',
          routingNumber: '043000096',
          accountNumber,
          accountType: 'Checking',
          version: row?.version,
        },
      });
      expect(response.status).toBe(200);
    };
    await deposit(a, '5550001111');
    await deposit(b, '5550001111');
    await deposit(sister, '7770002222');
    await deposit(brother, '7770002222');

    const found = await findings('Shared Account');
    const ring = about(found, a);
    expect(ring).toHaveLength(1);
    expect(ring[0]?.participants.map((person) => person.studentId)).toEqual([a, b].sort((x, y) => x - y));
    expect(ring[0]?.reason).toMatch(
      /^One bank account \(routing \*\*\*\*0096, account \*\*\*\*1111\) is on file for 2 participants of 2 households/,
    );
    expect(ring[0]?.preflight).toBe('Warning');
    expect(about(found, sister)).toEqual([]);

    // Numbers sealed before there were match keys get theirs when the period's findings are computed.
    await run(server, sql`update students set bank_account_match = null where id in (${a}, ${b})`);
    expect(about(await findings('Shared Account'), a).map((finding) => finding.key)).toEqual([ring[0]?.key]);
  });

  it('finds a card of two households', async () => {
    const [, , , , c = 0, d = 0] = subjects;
    await ownAddress(c);
    await ownAddress(d);
    await run(
      server,
      sql`update students set card_proxy_sealed = 'x', card_proxy_last4 = '4242', card_proxy_match = ${match('9000000004242')}
        where id in (${c}, ${d})`,
    );
    const found = about(await findings('Shared Account'), c);
    expect(found.map((finding) => finding.reason)).toEqual([
      expect.stringMatching(/^One debit card \(proxy \*\*\*\*4242\) is on file for 2 participants of 2 households/),
    ]);
  });
});

describe('(b) one address, phone or e-mail beyond a household', () => {
  it('finds an e-mail of seven participants and not an address of three siblings', async () => {
    const ring = subjects.slice(6, 13);
    const siblings = subjects.slice(13, 16);
    await run(server, sql`update students set email_address = 'Pay.Me@Example.org ' where id = any(${ring}::int4[])`);
    await run(
      server,
      sql`update students set address_line1 = '40 Family Court', zip_code = '15210', main_phone = '(412) 555-0199'
        where id = any(${siblings}::int4[])`,
    );
    const found = await findings('Shared Contact');
    const mail = about(found, ring[0] ?? 0);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.reason).toBe(
      "7 participants give the same e-mail (pay.me@example.org); Payroll Settings allow 6, a household's size.",
    );
    expect(about(found, siblings[0] ?? 0)).toEqual([]);

    // The threshold is a setting: at two participants a household, the three siblings are a finding.
    const settings = (await server.call('GET', '/api/payroll/integrity/settings?organizationId=1', { token: admin }))
      .body as { contactPeople: number; version: number };
    const lowered = await server.call('PUT', '/api/payroll/integrity/settings?organizationId=1', {
      token: admin,
      body: { ...settings, contactPeople: 2 },
    });
    expect(lowered.status).toBe(200);
    const strict = about(await findings('Shared Contact'), siblings[0] ?? 0);
    expect(strict.map((finding) => finding.reason)).toEqual([
      expect.stringMatching(/^3 participants give the same address \(40 Family Court, .*\); Payroll Settings allow 2/),
      expect.stringMatching(/^3 participants give the same phone \(\(412\) 555-0199\)/),
    ]);
    const restored = await server.call('PUT', '/api/payroll/integrity/settings?organizationId=1', {
      token: admin,
      body: { ...(lowered.body as object), contactPeople: 6 },
    });
    expect(restored.status).toBe(200);
  });
});

describe('(c) SSNs that cannot be valid or that name another person twice', () => {
  it('finds group 00, an area never issued (without its digits) and one person under two SSNs, not a valid SSN nor twins', async () => {
    const [valid = 0, group00 = 0, person = 0, twin = 0] = subjects.slice(16);
    // The demo's SSNs are all in area 900-999 (ADR 227): the first subject's is one.
    const [area9] = await run(
      server,
      sql`select id, right(ssn, 4) as last4, left(ssn, 3) as area from students where id = ${subjects[0] ?? 0}`,
    );
    expect(String(area9?.area)).toMatch(/^9/);
    await run(server, sql`update students set ssn = '123-45-6789' where id = ${valid}`);
    await run(server, sql`update students set ssn = '123-00-4567' where id = ${group00}`);
    const copy = (id: number, firstName: string | null, ssn: string) =>
      run(
        server,
        sql`insert into students (organization_id, enrollment_program_id, first_name, last_name, birth_date, ssn,
            address_line1, city, state_code, zip_code, payment_method, create_user)
          select organization_id, enrollment_program_id, coalesce(${firstName}, first_name), last_name, birth_date, ${ssn},
            address_line1, city, state_code, zip_code, payment_method, 'test'
          from students where id = ${id} returning id`,
      );
    const [again] = await copy(person, null, '123-45-0001');
    await copy(twin, 'Twinsister', '123-45-0002');

    const found = await findings('SSN');
    expect(about(found, valid)).toEqual([]);
    expect(about(found, group00).map((finding) => finding.reason)).toEqual([
      'SSN *****4567 cannot be valid: no SSN is issued with group 00.',
    ]);
    // Seven of nine digits would show with the area's: only the masked four do.
    expect(
      about(found, Number(area9?.id))
        .map((finding) => finding.reason)
        .filter((reason) => reason.includes('cannot be valid')),
    ).toEqual([
      `SSN *****${String(area9?.last4)} cannot be valid: no SSN is issued with an area (the first three digits) of 000, 666 or 900-999.`,
    ]);
    const twice = about(found, person).filter((finding) => finding.reason.includes('different SSNs'));
    expect(twice.map((finding) => finding.participants.map((one) => one.studentId))).toEqual([
      [person, Number(again?.id)],
    ]);
    expect(about(found, twin).filter((finding) => finding.reason.includes('different SSNs'))).toEqual([]);
  });
});

describe('(d) hours at the cap as a pattern, and time for days not worked', () => {
  it('finds a participant at the cap in every period and not one at the cap once', async () => {
    await run(server, sql`delete from youth_hour_rules`);
    await run(
      server,
      sql`insert into youth_hour_rules (program_id, rule_name, min_age, max_age, school_day_hours, school_week_hours,
          non_school_day_hours, non_school_week_hours, create_user)
        values (null, 'Test cap', 0, 120, 8, 20, 8, 20, 'test')`,
    );
    const [padded, busy] = (
      await run(
        server,
        sql`select sj.student_id as id from student_jobs sj join timesheets t on t.student_job_id = sj.id
          join students s on s.id = sj.student_id
          where s.organization_id = ${ORGANIZATION} and t.status <> 'Pending' and t.adjusts_timesheet_id is null
          group by sj.student_id having count(*) >= 4 order by sj.student_id limit 2`,
      )
    ).map((row) => Number(row.id));
    expect(busy).toBeDefined();
    const atCap = sql`20 * ((t.period_end_date - t.period_start_date + 1) / 7.0) - 0.5`;
    await run(
      server,
      sql`update timesheets t set worked_hours = ${atCap} from student_jobs sj
        where sj.id = t.student_job_id and sj.student_id = ${padded ?? 0}`,
    );
    await run(
      server,
      sql`update timesheets t set worked_hours = case when t.id = (select min(t2.id) from timesheets t2
          where t2.student_job_id = t.student_job_id) then ${atCap} else 6 end
        from student_jobs sj where sj.id = t.student_job_id and sj.student_id = ${busy ?? 0}`,
    );
    const found = (await findings('Hours')).filter((finding) => finding.reason.includes('youth hour cap'));
    expect(about(found, padded ?? 0)).toHaveLength(1);
    expect(about(found, padded ?? 0)[0]?.reason).toMatch(
      /^Hours at or within 1 of the youth hour cap in (\d+) of \1 periods/,
    );
    expect(about(found, busy ?? 0)).toEqual([]);
  });

  it('reads a school week’s cap in term time, as timesheet entry does, and not outside a term', async () => {
    await run(server, sql`delete from youth_hour_rules`);
    await run(
      server,
      sql`insert into youth_hour_rules (program_id, rule_name, min_age, max_age, school_day_hours, school_week_hours,
          non_school_day_hours, non_school_week_hours, create_user)
        values (null, 'Test school weeks', 0, 120, 3, 18, 8, 40, 'test')`,
    );
    const [student] = (
      await run(
        server,
        sql`select sj.student_id as id from student_jobs sj join timesheets t on t.student_job_id = sj.id
          join students s on s.id = sj.student_id
          where s.organization_id = ${ORGANIZATION} and t.status <> 'Pending' and t.adjusts_timesheet_id is null
          group by sj.student_id having count(*) >= 4 order by sj.student_id offset 2 limit 1`,
      )
    ).map((row) => Number(row.id));
    const sheets = await run(
      server,
      sql`select t.id, t.period_start_date::text as start, t.period_end_date::text as "end" from timesheets t
        join student_jobs sj on sj.id = t.student_job_id where sj.student_id = ${student ?? 0}`,
    );
    // Half an hour under what entry allows when every weekday is a school day: 18 a week, not 40.
    const weekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    for (const sheet of sheets) {
      const cap = allowedHours(
        { school_day_hours: 3, school_week_hours: 18, non_school_day_hours: 8, non_school_week_hours: 40 },
        String(sheet.start),
        String(sheet.end),
        weekday,
      ).allowed;
      await run(server, sql`update timesheets set worked_hours = ${cap - 0.5} where id = ${Number(sheet.id)}`);
    }
    const atCap = async () =>
      about(
        (await findings('Hours')).filter((finding) => finding.reason.includes('youth hour cap')),
        student ?? 0,
      );
    await run(
      server,
      sql`insert into school_terms (program_id, name, start_date, end_date, create_user)
        values (null, 'Test year', '2026-01-01', '2026-12-31', 'test')`,
    );
    try {
      expect(await atCap()).toHaveLength(1);
    } finally {
      await run(server, sql`delete from school_terms where name = 'Test year'`);
    }
    // The same hours in the summer (the demo's terms end in June) are far under a non-school week's 40.
    expect(await atCap()).toEqual([]);
  });

  it('finds time for a period the worksite was closed, or outside the assignment, not a partly closed one', async () => {
    const rows = await run(
      server,
      sql`select t.id, sj.student_id, j.worksite_id, t.period_start_date::text as start, t.period_end_date::text as "end"
        from payroll_processes p join timesheets t on t.payroll_process_id = p.id
        join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
        where p.organization_id = ${ORGANIZATION} and t.worked_hours > 0
        order by t.id`,
    );
    const closed = rows[0];
    const partly = rows.find((row) => row.worksite_id !== closed?.worksite_id);
    const outside = rows.find(
      (row) =>
        row.worksite_id !== closed?.worksite_id &&
        row.worksite_id !== partly?.worksite_id &&
        row.student_id !== partly?.student_id,
    );
    await run(
      server,
      sql`insert into worksite_closures (worksite_id, start_date, end_date, reason, create_user) values
        (${closed?.worksite_id}, ${closed?.start}::date - 3, ${closed?.end}::date + 3, 'Flood repairs', 'test'),
        (${partly?.worksite_id}, ${partly?.start}::date, ${partly?.start}::date, 'Holiday', 'test')`,
    );
    await run(
      server,
      sql`update student_jobs sj set start_date = ${outside?.end}::date + 1, end_date = ${outside?.end}::date + 90
        from timesheets t where t.id = ${outside?.id} and sj.id = t.student_job_id`,
    );
    const found = await findings('Hours');
    const ofTimesheet = (id: unknown) =>
      found.filter((finding) => finding.timesheetIds.includes(Number(id)) && !finding.reason.includes('cap'));
    expect(ofTimesheet(closed?.id).map((finding) => finding.reason)).toEqual([
      expect.stringMatching(/when .+ was closed every day of the period\.$/),
    ]);
    expect(ofTimesheet(outside?.id).map((finding) => finding.reason)).toEqual([
      expect.stringMatching(/wholly outside the job assignment/),
    ]);
    expect(ofTimesheet(partly?.id)).toEqual([]);
  });
});

describe('(e) the user who entered a timesheet also approving it', () => {
  it('is found only where Payroll Settings require separation of duties, and not for two users', async () => {
    const timesheets = (
      await run(
        server,
        sql`select t.id from payroll_processes p join timesheets t on t.payroll_process_id = p.id
          where p.organization_id = ${ORGANIZATION} and t.approved_by is not null order by t.id limit 2`,
      )
    ).map((row) => Number(row.id));
    const [same = 0, two = 0] = timesheets;
    await run(
      server,
      sql`update timesheets t set create_user = 'clerk', approved_by = 'approver' from payroll_processes p
        where p.id = t.payroll_process_id and p.organization_id = ${ORGANIZATION}`,
    );
    await run(server, sql`update timesheets set create_user = 'approver' where id = ${same}`);
    expect(await findings('Separation of Duties')).toEqual([]);

    const settings = await server.call('GET', '/api/payroll/integrity/settings?organizationId=1', { token: admin });
    expect(settings.status).toBe(200);
    const saved = await server.call('PUT', '/api/payroll/integrity/settings?organizationId=1', {
      token: admin,
      body: { ...(settings.body as object), separationOfDuties: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ separationOfDuties: true });
    const [audit] = await run(
      server,
      sql`select user_name, before->>'separationOfDuties' as before, after->>'separationOfDuties' as after from audit_log
        where entity = 'PayrollSettings' and entity_id = '1' order by id desc limit 1`,
    );
    expect(audit).toEqual({ user_name: 'admin', before: 'false', after: 'true' });

    const found = await findings('Separation of Duties');
    expect(found.map((finding) => finding.timesheetIds)).toEqual([[same]]);
    expect(found[0]?.reason).toMatch(/^approver entered 1 timesheet of process \d+ and approved them for payroll/);
    expect(found.some((finding) => finding.timesheetIds.includes(two))).toBe(false);

    // A stale version, and a kind both warning and error, are refused.
    expect(
      (
        await server.call('PUT', '/api/payroll/integrity/settings?organizationId=1', {
          token: admin,
          body: settings.body,
        })
      ).status,
    ).toBe(409);
    const both = await server.call('PUT', '/api/payroll/integrity/settings?organizationId=1', {
      token: admin,
      body: { ...(saved.body as object), errorKinds: ['Hours'] },
    });
    expect(both.status).toBe(422);
  });
});

describe('(f) paid without what the programme requires', () => {
  it('finds a participant without the required document and orientation, not one with both', async () => {
    const [missing, complete] = (
      await run(
        server,
        sql`select s.id, ep.program_id from students s join enrollment_programs ep on ep.id = s.enrollment_program_id
          where s.id = any(${subjects}::int4[]) order by ep.program_id, s.id`,
      )
    ).filter((row, _index, all) => all.filter((other) => other.program_id === row.program_id).length >= 2);
    expect(complete?.program_id).toBe(missing?.program_id);
    const [type] = await run(server, sql`select id, text from lookup_options order by id limit 1`);
    const [location] = await run(server, sql`select id from locations order by id limit 1`);
    await run(
      server,
      sql`insert into program_requirements (program_id, kind, document_type_id, create_user) values
        (${missing?.program_id}, 'Document', ${type?.id}, 'test'), (${missing?.program_id}, 'Orientation', null, 'test')`,
    );
    await run(
      server,
      sql`insert into documents (source_type, source_id, document_type_id, name, file_name, content_type, size_bytes,
          storage_key, create_user)
        values ('students', ${complete?.id}, ${type?.id}, 'Work permit', 'permit.pdf', 'application/pdf', 10, 'test-key', 'test')`,
    );
    await run(
      server,
      sql`insert into interviews (student_id, scheduled_at, location_id, outcome, kind, create_user)
        values (${complete?.id}, '2026-05-20T15:00:00Z', ${location?.id}, 'Attended', 'Orientation', 'test')`,
    );
    const found = await findings('Requirements');
    expect(about(found, Number(missing?.id)).map((finding) => finding.reason)).toEqual([
      `Paid without a ${String(type?.text)} document, an attended orientation on file, which the programme requires.`,
    ]);
    expect(about(found, Number(complete?.id))).toEqual([]);
  });
});

describe('acknowledging a finding', () => {
  it('records who, when and why, audited; once; and the export carries it, formulas neutralised', async () => {
    const [finding] = await findings('Shared Account');
    expect(finding).toBeDefined();
    const body = {
      organizationId: ORGANIZATION,
      periodStartDate: PERIOD.start,
      periodEndDate: PERIOD.end,
      kind: finding?.kind,
      key: finding?.key,
      reason: '=HYPERLINK("x") checked with the family',
    };
    const made = await server.call('POST', '/api/payroll/integrity/acknowledgements', { token: admin, body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ kind: 'Shared Account', key: finding?.key, acknowledgedBy: 'admin' });
    const [audit] = await run(
      server,
      sql`select user_name, action, after->>'reason' as reason from audit_log where entity = 'PayrollIntegrityFinding'
        order by id desc limit 1`,
    );
    expect(audit).toEqual({ user_name: 'admin', action: 'acknowledge', reason: body.reason });
    const again = await findings('Shared Account');
    expect(again.find((one) => one.key === finding?.key)?.acknowledgement).toMatchObject({
      reason: body.reason,
      acknowledgedBy: 'admin',
    });
    expect((await server.call('POST', '/api/payroll/integrity/acknowledgements', { token: admin, body })).status).toBe(
      409,
    );
    const unknown = await server.call('POST', '/api/payroll/integrity/acknowledgements', {
      token: admin,
      body: { ...body, key: 'not-a-finding' },
    });
    expect(unknown.status).toBe(422);

    const exported = await server.call('GET', `/api/payroll/integrity/findings/export?${query('Shared Account')}`, {
      token: admin,
    });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.raw as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Integrity');
    const reasons = sheet?.getColumn(9).values.filter((value) => typeof value === 'string');
    expect(reasons).toContain(`'${body.reason}`);
  });

  it('is refused (403) to a user without PAYROLL_PROCESSING', async () => {
    const viewer = await server.login('viewer');
    expect((await server.call('GET', `/api/payroll/integrity/findings?${query()}`, { token: viewer })).status).toBe(
      403,
    );
    expect(
      (
        await server.call('POST', '/api/payroll/integrity/acknowledgements', {
          token: viewer,
          body: {
            organizationId: 1,
            periodStartDate: PERIOD.start,
            periodEndDate: PERIOD.end,
            kind: 'SSN',
            key: 'x',
            reason: 'r',
          },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/api/payroll/integrity/settings?organizationId=1', { token: viewer })).status,
    ).toBe(403);
  });
});

describe('the pre-flight of a file', () => {
  it('stops the file on a kind Payroll Settings make an error, until the finding is acknowledged', async () => {
    expect((await loadSeededInbound(server, admin)).status).toBe(200);
    const [process] = await run(
      server,
      sql`select id, period_start_date::text as start, period_end_date::text as "end" from payroll_processes
        where organization_id = 2 and period_start_date = '2026-07-13'`,
    );
    const file = {
      cardProviderId: 1,
      payrollFileTypeId: 1,
      organizationId: 2,
      companyEntryProcessIds: [Number(process?.id)],
    };
    const paid = (
      await run(
        server,
        sql`select distinct sj.student_id as id from timesheets t join student_jobs sj on sj.id = t.student_job_id
          join students s on s.id = sj.student_id
          where t.payroll_process_id = ${process?.id} and t.status = 'Approved for Payroll' and not t.manual_check
            and s.payment_method = 'Debit' and not s.paper_check order by 1 limit 2`,
      )
    ).map((row) => Number(row.id));
    expect(paid).toHaveLength(2);
    for (const id of paid) await ownAddress(id);
    await run(server, sql`update students set card_proxy_match = 'planted-card' where id = any(${paid}::int4[])`);
    const settings = (await server.call('GET', '/api/payroll/integrity/settings?organizationId=2', { token: admin }))
      .body as { warningKinds: string[] };
    const saved = await server.call('PUT', '/api/payroll/integrity/settings?organizationId=2', {
      token: admin,
      body: {
        ...settings,
        warningKinds: settings.warningKinds.filter((kind) => kind !== 'Shared Account'),
        errorKinds: ['Shared Account'],
      },
    });
    expect(saved.status).toBe(200);
    const preflight = async () =>
      (await server.call('POST', '/api/payroll/card-provider-files/preflight', { token: admin, body: file })).body as {
        errors: string[];
        canGenerate: boolean;
      };
    const stopped = await preflight();
    expect(stopped.errors).toEqual([
      expect.stringMatching(/^Integrity \(Shared Account\): One debit card .* Payroll Integrity screen/),
    ]);
    expect(stopped.canGenerate).toBe(false);

    const [finding] = (
      (
        await server.call(
          'GET',
          `/api/payroll/integrity/findings?organizationId=2&periodStartDate=${String(process?.start)}&periodEndDate=${String(process?.end)}&kind=Shared%20Account`,
          { token: admin },
        )
      ).body as { items: Finding[] }
    ).items;
    expect(finding?.preflight).toBe('Error');
    const acknowledged = await server.call('POST', '/api/payroll/integrity/acknowledgements', {
      token: admin,
      body: {
        organizationId: 2,
        periodStartDate: process?.start,
        periodEndDate: process?.end,
        kind: 'Shared Account',
        key: finding?.key,
        reason: 'Cards swapped at distribution; provider confirmed each card is loaded to its own holder.',
      },
    });
    expect(acknowledged.status).toBe(201);
    expect((await preflight()).errors).toEqual([]);
  });
});
