// Timesheets and payroll: time entry, Available Timesheets, payroll maintenance (calendars, file
// types, card-provider credentials) and the payroll cycle with its card-provider files
// (pact/consumer/payroll, available-timesheets, timesheets-export and payroll-cycle .pact.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadInbound } from '../../../apps/api/src/areas/payroll/answers.ts';
import { markSent, sandboxAnswer, sendFile } from '../../../apps/api/src/areas/payroll/cardFiles.ts';
import { generateFile } from '../../../apps/api/src/areas/payroll/fileLines.ts';
import { DEFAULT_FILE_TOTAL_LIMIT } from '../../../apps/api/src/areas/payroll/preflight.ts';
import { num, PACT_USER, type StateKit, type StateTable } from './kit.ts';
import { countOf } from './shared.ts';
import { repoRoot } from '../paths.ts';

/** The example 3171 funding file of ADR 067: what the download interaction expects, byte for byte. */
const SAMPLE_FUNDING_FILE = readFileSync(
  join(repoRoot, 'apps', 'api', 'src', 'areas', 'payroll', 'fixtures', 'FSV3171_20260715_001.csv'),
  'latin1',
);

/** The card provider and organization of the data's first card-provider credentials (FSV, Partner4Work). */
async function fsvSetup(kit: StateKit) {
  const row = await kit.first(
    'card provider credentials',
    sql<{ card_provider_id: number; organization_id: number }>`select card_provider_id, organization_id
      from fsv_credentials order by id limit 1`,
  );
  return { cardProviderId: row.card_provider_id, organizationId: row.organization_id };
}

async function payrollFrequency(kit: StateKit): Promise<number> {
  const row = await kit.first(
    'payroll frequency',
    sql<{ id: number }>`select id from lookup_options where lookup_name = 'payroll-frequencies' order by id limit 1`,
  );
  return row.id;
}

/** A payroll file type of the pact's own (earlier pact rows go first: code is unique per provider). */
async function insertPayrollFileType(kit: StateKit, version: number) {
  const { cardProviderId } = await fsvSetup(kit);
  await sql`delete from payroll_file_types where code like 'PACT-%'`.execute(kit.db);
  const row = await kit.first(
    'new payroll file type',
    sql<{ id: number }>`insert into payroll_file_types (code, name, direction, card_provider_id, file_name_pattern,
        description, is_active, version, create_user)
      values ('PACT-0', 'Pact Funding File', 'Outbound', ${cardProviderId}, 'PACT_{yyyyMMdd}.csv', null, true,
        ${version}, ${PACT_USER}) returning id`,
  );
  return { payrollFileTypeId: row.id, cardProviderId };
}

/**
 * Test-environment credentials of the pact's own, with a password set (one per provider and
 * organization). No interaction decrypts it: the read model only says that it is set.
 */
async function insertFsvCredential(kit: StateKit, version: number) {
  const ids = await fsvSetup(kit);
  await sql`delete from fsv_credentials where environment = 'Test' and card_provider_id = ${ids.cardProviderId}
    and organization_id = ${ids.organizationId}`.execute(kit.db);
  const row = await kit.first(
    'new card provider credential',
    sql<{ id: number }>`insert into fsv_credentials (card_provider_id, organization_id, environment, company_id,
        user_name, expires_on, is_active, password_encrypted, secrets_updated_on, version, create_user)
      values (${ids.cardProviderId}, ${ids.organizationId}, 'Test', 'PGHTEST', 'pact-payroll', '2027-06-30', true,
        'not-a-real-ciphertext', now(), ${version}, ${PACT_USER}) returning id`,
  );
  return { fsvCredentialId: row.id, ...ids };
}

/** A payroll calendar of the pact's own in 2031 (no timesheet falls in it, so it may be removed). */
async function insertPayrollCalendar(kit: StateKit, version: number) {
  const { organizationId } = await fsvSetup(kit);
  const frequency = await payrollFrequency(kit);
  const row = await kit.first(
    'new payroll calendar',
    sql<{ id: number }>`insert into payroll_calendars (name, organization_id, payroll_frequency_id, year, version,
        create_user)
      values ('Pact Calendar 2031', ${organizationId}, ${frequency}, 2031, ${version}, ${PACT_USER}) returning id`,
  );
  await sql`insert into payroll_periods (payroll_calendar_id, period_number, period_start_date, period_end_date,
      timesheet_due_date, pay_date)
    values (${row.id}, 1, '2031-06-01', '2031-06-14', '2031-06-16', '2031-06-19')`.execute(kit.db);
  return { payrollCalendarId: row.id, organizationId, payrollFrequencyId: frequency };
}

/**
 * The last job assignment starting by 11/09/2026, running through 2026 at `hourlyRate`, its
 * participant `age` on 11/09/2026 and without timesheets in the rest of 2026: the pact's timesheet entries
 * of November land in it (ADR 068 picks the youth hour rule by that age).
 */
async function assignmentForEntry(kit: StateKit, hourlyRate: number, age: number) {
  const assignment = await kit.first(
    'job assignment',
    sql<{ id: number; student_id: number }>`select id, student_id from student_jobs
      where start_date <= '2026-11-09' order by id desc limit 1`,
  );
  await sql`update student_jobs set end_date = '2026-12-31', hourly_rate = ${hourlyRate}
    where id = ${assignment.id}`.execute(kit.db);
  await sql`update students set birth_date = ${`${String(2026 - age)}-11-09`}::date
    where id = ${assignment.student_id}`.execute(kit.db);
  // The pact's payroll processes of 2031 may hold timesheets of the same participant; they stay.
  await sql`delete from timesheets t using student_jobs sj where sj.id = t.student_job_id
    and sj.student_id = ${assignment.student_id} and t.period_end_date between '2026-11-09' and '2026-12-31'`.execute(
    kit.db,
  );
  return { studentId: assignment.student_id, studentJobId: assignment.id, hourlyRate };
}

/** The job assignment a pact process pays: one 10-hour timesheet of it at its hourly rate. */
interface PactJob {
  student_job_id: number;
  organization_id: number;
  hourly_rate: number;
}

/**
 * A payroll process of the pact's own in 2031, one two-week period after the pact's last one, with
 * one 10-hour timesheet of a card-paid participant with a card on file whose SSN is unique and whose organization has
 * credentials at card provider 1, so the pre-flight finds nothing and a file can be written. The
 * participant with the fewest hours gets it, so repeated runs never reach a contract's hour cap.
 */
async function pactProcess(kit: StateKit, status: 'Submitted for Payroll' | 'Approved for Payroll') {
  const job = await kit.first(
    'card-paid assignment',
    sql<PactJob>`
      select sj.id as student_job_id, s.organization_id, coalesce(sj.hourly_rate, 12)::float8 as hourly_rate
      from student_jobs sj join students s on s.id = sj.student_id
      where s.payment_method = 'Debit' and not s.paper_check and not sj.incentive_only
        and s.card_proxy_sealed is not null
        and (select count(*) from students s2 where s2.ssn = s.ssn) = 1
        and exists (select 1 from fsv_credentials c where c.organization_id = s.organization_id
          and c.card_provider_id = 1 and c.is_active)
        and not exists (select 1 from student_contracts sc where sc.student_id = s.id and sc.create_user = ${PACT_USER})
      order by (select coalesce(sum(t.worked_hours), 0) from timesheets t join student_jobs x on x.id = t.student_job_id
        where x.student_id = s.id), sj.id
      limit 1`,
  );
  return pactProcessOf(kit, job, status);
}

/** A payroll process of 2031 in `status`, one period after the pact's last, with one 10-hour timesheet of `job`. */
async function pactProcessOf(kit: StateKit, job: PactJob, status: 'Submitted for Payroll' | 'Approved for Payroll') {
  const { db } = kit;
  const period = await kit.first(
    'next pact payroll period',
    sql<{ from: string; to: string }>`select to_char(d, 'YYYY-MM-DD') as "from", to_char(d + 13, 'YYYY-MM-DD') as "to"
      from (select coalesce(max(period_end_date) + 1, date '2031-01-06') as d from payroll_processes
        where create_user = ${PACT_USER}) next`,
  );
  const process = await kit.first(
    'new pact payroll process',
    sql<{ id: number }>`insert into payroll_processes (organization_id, period_start_date, period_end_date, status,
        create_user)
      values (${job.organization_id}, ${period.from}, ${period.to}, ${status}, ${PACT_USER}) returning id`,
  );
  await sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours,
      status, payroll_process_id, submitted_by, create_user)
    values (${job.student_job_id}, ${period.from}, ${period.to}, ${job.hourly_rate}, 10, ${status}, ${process.id},
      ${PACT_USER}, ${PACT_USER})`.execute(db);
  await sql`update payroll_settings set file_total_limit = 50000 where organization_id = ${job.organization_id}`.execute(
    db,
  );
  // The assignment runs through the pact's period: time outside it is an integrity finding (ADR 227),
  // which the pre-flight would add to the answers the pacts expect.
  await sql`update student_jobs set end_date = ${period.to}::date
    where id = ${job.student_job_id} and end_date < ${period.to}::date`.execute(db);
  return { organizationId: job.organization_id, entryProcessId: process.id };
}

/** Completes card provider 1's Pending or Sent outbound files: a new one may be generated (the 3171 rule). */
async function noActiveFile(kit: StateKit): Promise<void> {
  await sql`update card_provider_files set status = 'Completed' where card_provider_id = 1 and direction = 'Outbound'
    and status in ('Pending', 'Sent')`.execute(kit.db);
}

/** A Pending 3171 file of a pact process at `version`, written by the server's own code. */
async function pendingFile(kit: StateKit, version: number) {
  await noActiveFile(kit);
  const { organizationId, entryProcessId } = await pactProcess(kit, 'Approved for Payroll');
  const { fileId } = await generateFile(kit.db, kit.sealers, {
    userName: PACT_USER,
    organizationId,
    cardProviderId: 1,
    paymentMethod: 'Debit',
    payrollFileTypeId: 1,
    processIds: [entryProcessId],
    now: new Date(),
    secondApprover: null,
  });
  await sql`update card_provider_files set version = ${version} where id = ${fileId}`.execute(kit.db);
  return { cardProviderFileId: fileId, version };
}

// ---- payroll integrity (pact/consumer/payroll-integrity.pact.test.ts, issue 25) --------------

/** The entry assignment of a 15-year-old with a Pending timesheet of 11/16-11/22/2026, which covers that week. */
async function coveredWeek(kit: StateKit) {
  const { studentId, studentJobId, hourlyRate } = await assignmentForEntry(kit, 12.5, 15);
  const row = await kit.first(
    'new pact timesheet',
    sql<{ id: number }>`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate,
        worked_hours, incentive_amount, create_user)
      values (${studentJobId}, '2026-11-16', '2026-11-22', ${hourlyRate}, 6, 0, ${PACT_USER}) returning id`,
  );
  return { studentId, studentJobId, timesheetId: row.id };
}

/**
 * A Payrolled timesheet of its own with at least 2 hours (an adjustment takes some back) of an adult
 * (no youth hour rule), at `version`; a participant contract of 10,000 hours and dollars over its
 * period keeps the caps out of the way (the demo's participants may already stand above theirs).
 */
async function payrolledTimesheet(kit: StateKit, version: number) {
  const row = await kit.first(
    'Payrolled timesheet of an adult',
    sql<{ id: number; student_id: number; contract_id: number; period_start_date: string; period_end_date: string }>`
      select t.id, sj.student_id, j.contract_id, to_char(t.period_start_date, 'YYYY-MM-DD') as period_start_date,
        to_char(t.period_end_date, 'YYYY-MM-DD') as period_end_date
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
        join students s on s.id = sj.student_id
      where t.status = 'Payrolled' and t.adjusts_timesheet_id is null and t.worked_hours >= 2
        and s.birth_date <= t.period_start_date - interval '18 years'
        and not exists (select 1 from timesheets a where a.adjusts_timesheet_id = t.id)
      order by t.id limit 1`,
  );
  await sql`insert into student_contracts (student_id, contract_id, start_date, end_date, max_hours,
      max_incentive_amount, create_user)
    values (${row.student_id}, ${row.contract_id}, ${row.period_start_date}, ${row.period_end_date}, 9999, 10000,
      ${PACT_USER})`.execute(kit.db);
  await sql`update timesheets set version = ${version} where id = ${row.id}`.execute(kit.db);
  return { studentId: row.student_id, studentTimesheetId: row.id, version };
}

/** A pact file sent, its sandbox answer waiting in the inbox with the first card paid $25.00 short. */
async function shortAnswerWaiting(kit: StateKit) {
  // An exception left to re-pay by an earlier state would put its own line first in the file.
  await noOpenException(kit);
  const { cardProviderFileId } = await pendingFile(kit, 0);
  const now = new Date();
  await markSent(kit.db, cardProviderFileId, PACT_USER, now);
  const line = await kit.first(
    'pact file line',
    sql<{ line_number: number; cents: number }>`select line_number, (amount * 100)::int as cents
      from card_provider_file_lines where card_provider_file_id = ${cardProviderFileId} order by line_number limit 1`,
  );
  await sandboxAnswer(kit.db, cardProviderFileId, now, { lineNumber: line.line_number, paidCents: line.cents - 2500 });
  return cardProviderFileId;
}

/** That answer loaded by the server's own code: one Open Short exception, set to `version`. */
async function openShortException(kit: StateKit, version: number) {
  const cardProviderFileId = await shortAnswerWaiting(kit);
  await loadInbound(kit.db, null, PACT_USER, 1, new Date());
  const exception = await kit.first(
    'short payroll exception',
    sql<{ id: number }>`update payroll_exceptions set version = ${version}
      where card_provider_file_id = ${cardProviderFileId} and kind = 'Short' returning id`,
  );
  return { payrollExceptionId: exception.id, version };
}

/** No exception of an earlier state is open: a pre-flight lists open ones among its warnings. */
async function noOpenException(kit: StateKit) {
  await sql`update payroll_exceptions set status = 'Closed', resolution = 'Closed by the pact set-up.'
    where status in ('Open', 'Repay Requested', 'Repaying')`.execute(kit.db);
}

/**
 * An Approved for Payroll pact process paying a participant by check (the Check method or paper
 * check): no file carries that pay, so the manual check run lists it (areas/payroll/checkRun.ts).
 */
async function checkPaidProcess(kit: StateKit) {
  const job = await kit.first(
    'check-paid assignment',
    sql<PactJob>`
      select sj.id as student_job_id, s.organization_id, coalesce(sj.hourly_rate, 12)::float8 as hourly_rate
      from student_jobs sj join students s on s.id = sj.student_id
      where (s.payment_method = 'Check' or s.paper_check) and not sj.incentive_only
      order by sj.id limit 1`,
  );
  return pactProcessOf(kit, job, 'Approved for Payroll');
}

// ---- Payroll > Payroll Integrity (pact/consumer/payroll-integrity-findings.pact.test.ts, issue 48) ----

/**
 * The first payroll process with timesheets: its organization and period, with no acknowledgement
 * of that organization left by an earlier state, and the first SSN finding of the period as the
 * server computes it (the demo's SSNs are all in area 900-999, ADR 227).
 */
async function integrityPeriod(kit: StateKit) {
  const period = await kit.first(
    'payroll process with timesheets',
    sql<{ organization_id: number; period_start_date: string; period_end_date: string }>`
      select p.organization_id, to_char(p.period_start_date, 'YYYY-MM-DD') as period_start_date,
        to_char(p.period_end_date, 'YYYY-MM-DD') as period_end_date
      from payroll_processes p where exists (select 1 from timesheets t where t.payroll_process_id = p.id)
      order by p.id limit 1`,
  );
  await sql`delete from payroll_integrity_acknowledgements where organization_id = ${period.organization_id}`.execute(
    kit.db,
  );
  const query = new URLSearchParams({
    organizationId: String(period.organization_id),
    periodStartDate: period.period_start_date,
    periodEndDate: period.period_end_date,
    kind: 'SSN',
  });
  const answer = await kit.call({
    method: 'GET',
    url: `/api/payroll/integrity/findings?${query.toString()}`,
    token: await kit.adminToken(),
  });
  const key = (answer.body as { items?: { key: string }[] }).items?.[0]?.key;
  if (answer.status !== 200 || key === undefined) throw new Error('no SSN integrity finding in the first period');
  return {
    organizationId: period.organization_id,
    periodStartDate: period.period_start_date,
    periodEndDate: period.period_end_date,
    key,
  };
}

/**
 * `integrityPeriod`'s SSN finding acknowledged through the server's own operation, so the history
 * reads the audit row it writes (the finding's reason and participants).
 */
async function acknowledgedFinding(kit: StateKit) {
  const period = await integrityPeriod(kit);
  const answer = await kit.call({
    method: 'POST',
    url: '/api/payroll/integrity/acknowledgements',
    token: await kit.adminToken(),
    body: { ...period, kind: 'SSN', reason: 'The SSN was typed wrongly on the application; corrected from the card.' },
  });
  if (answer.status !== 201) throw new Error(`provider state: the acknowledgement answered ${String(answer.status)}`);
  return { organizationId: period.organizationId, acknowledgementId: (answer.body as { id: number }).id };
}

/** The organization's Payroll Settings at `version` (created with the defaults when it had none). */
async function integritySettingsAt(kit: StateKit, organizationId: number, version: number) {
  await sql`insert into payroll_settings (organization_id, file_total_limit, create_user, version)
    values (${organizationId}, ${DEFAULT_FILE_TOTAL_LIMIT}, ${PACT_USER}, ${version})
    on conflict (organization_id) do update set version = ${version}`.execute(kit.db);
  return { organizationId, version };
}

export const payrollStates: StateTable = {
  // timesheets
  'a timesheet with id {timesheetId} exists': {
    holds: 'A timesheet.',
    setUp: async (kit) => ({
      timesheetId: (await kit.first('timesheet', sql<{ id: number }>`select id from timesheets order by id limit 1`))
        .id,
    }),
  },
  'pending timesheets exist': {
    holds: 'Pending timesheets.',
    setUp: async (kit) => {
      await kit.exists(
        'pending timesheets',
        sql<{ n: number }>`select count(*)::int as n from timesheets where status = 'Pending'`,
      );
      return undefined;
    },
  },
  'student job {studentJobId} has timesheet entries': {
    holds:
      'A job assignment with exactly that id (Completed, a copy of the assignment of a Payrolled timesheet) with a Pending timesheet.',
    setUp: async (kit, p) => {
      const studentJobId = num(p, 'studentJobId');
      const template = await kit.first(
        'timesheet',
        sql<{ id: number; student_job_id: number }>`select id, student_job_id from timesheets
          where status = 'Payrolled' order by id limit 1`,
      );
      await sql`insert into student_jobs (id, student_id, job_id, start_date, end_date, hourly_rate, incentive_only,
          status, create_user)
        select ${studentJobId}, student_id, job_id, start_date, end_date, hourly_rate, incentive_only, 'Completed',
          ${PACT_USER}
        from student_jobs where id = ${template.student_job_id}
        on conflict (id) do nothing`.execute(kit.db);
      await sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours,
          status, create_user)
        select ${studentJobId}, period_start_date, period_end_date, hourly_rate, worked_hours, 'Pending', ${PACT_USER}
        from timesheets where id = ${template.id}`.execute(kit.db);
      return { studentJobId };
    },
  },
  'a payroll process is running': {
    holds: 'A payroll process with the status Payroll in Process.',
    setUp: async (kit) => {
      await kit.exists(
        'payroll process in process',
        sql<{ n: number }>`select count(*)::int as n from payroll_processes where status = 'Payroll in Process'`,
      );
      return undefined;
    },
  },
  'a timesheet with id {timesheetId} is in process at version {version}': {
    holds:
      "A timesheet Submitted for Payroll in a payroll process at that version, whose participant may work 80 more hours under the job's contract (30 hours pass, 90 are refused).",
    setUp: async (kit, p) => {
      const timesheet = await kit.first(
        'submitted timesheet',
        sql<{ id: number }>`select id from timesheets where status = 'Submitted for Payroll'
          and payroll_process_id is not null order by id limit 1`,
      );
      await sql`update timesheets set version = ${num(p, 'version')} where id = ${timesheet.id}`.execute(kit.db);
      // A participant cap of the hours already counted plus 80.
      const counted = await kit.first(
        'participant hours',
        sql<{ student_id: number; contract_id: number; period_start: string; period_end: string; hours: number }>`
          select sj.student_id, j.contract_id, t.period_start_date as period_start, t.period_end_date as period_end,
            coalesce((select sum(o.worked_hours) from timesheets o join student_jobs osj on osj.id = o.student_job_id
              join jobs oj on oj.id = osj.job_id
              where osj.student_id = sj.student_id and oj.contract_id = j.contract_id and o.id <> t.id
                and o.status in ('Approved for Payroll', 'Payroll in Process', 'Payroll Exception', 'Payrolled')),
              0)::float8 as hours
          from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
          where t.id = ${timesheet.id}`,
      );
      await sql`delete from student_contracts where create_user = ${PACT_USER}`.execute(kit.db);
      await sql`insert into student_contracts (student_id, contract_id, start_date, end_date, max_hours,
          max_incentive_amount, create_user)
        values (${counted.student_id}, ${counted.contract_id}, ${counted.period_start}, ${counted.period_end},
          ${counted.hours + 80}, 10000, ${PACT_USER})`.execute(kit.db);
      return { timesheetId: timesheet.id };
    },
  },
  'a pending timesheet with id {timesheetId} exists': {
    holds: 'A Pending timesheet at version 0.',
    setUp: async (kit) => {
      const timesheet = await kit.first(
        'pending timesheet',
        sql<{ id: number }>`select id from timesheets where status = 'Pending' order by id limit 1`,
      );
      await sql`update timesheets set version = 0 where id = ${timesheet.id}`.execute(kit.db);
      return { timesheetId: timesheet.id };
    },
  },
  'organization {organizationId} has submitted entry process {entryProcessId}': {
    holds:
      'A payroll process of 2031 Submitted for Payroll with one 10-hour timesheet of a card-paid participant, which the approval rules let through.',
    setUp: (kit) => pactProcess(kit, 'Submitted for Payroll'),
  },

  // Payroll > Available Timesheets (ADR 160): the last matching rows, leaving the first ones to the states above
  'timesheets of every status exist': {
    holds: 'Timesheets of every status, among them some Submitted for Payroll.',
    setUp: async (kit) => {
      await kit.exists(
        'submitted timesheets',
        sql<{ n: number }>`select count(*)::int as n from timesheets where status = 'Submitted for Payroll'`,
      );
      return undefined;
    },
  },
  'a submitted timesheet with id {timesheetId} exists at version {version}': {
    holds: 'A timesheet Submitted for Payroll in a payroll process, at that version.',
    setUp: async (kit, p) => {
      const timesheet = await kit.first(
        'submitted timesheet',
        sql<{ id: number }>`select id from timesheets where status = 'Submitted for Payroll'
          and payroll_process_id is not null order by id desc limit 1`,
      );
      await sql`update timesheets set version = ${num(p, 'version')} where id = ${timesheet.id}`.execute(kit.db);
      return { timesheetId: timesheet.id, version: num(p, 'version') };
    },
  },
  'participant {studentId} has job {studentJobId} paid {hourlyRate} an hour through 2026': {
    holds:
      'A participant aged 20 on 2026-11-09 with a job assignment through 2026-12-31 at that hourly rate and no timesheet from 2026-11-09 to 2026-12-31.',
    setUp: (kit, p) => assignmentForEntry(kit, num(p, 'hourlyRate'), 20),
  },
  'participant {studentId}, aged 15, has job {studentJobId} paid {hourlyRate} an hour through 2026': {
    holds:
      'A participant aged 15 on 2026-11-09 with a job assignment through 2026-12-31 at that hourly rate and no timesheet from 2026-11-09 to 2026-12-31.',
    setUp: (kit, p) => assignmentForEntry(kit, num(p, 'hourlyRate'), 15),
  },

  // payroll maintenance
  'payroll calendars exist': {
    holds: 'Payroll calendars.',
    setUp: async (kit) => {
      await kit.exists('payroll calendars', countOf('payroll_calendars'));
      return undefined;
    },
  },
  'a payroll calendar with id {payrollCalendarId} exists': {
    holds:
      'A payroll calendar "Pact Calendar 2031" of the organization with card-provider credentials, with one period (2031-06-01 to 2031-06-14).',
    setUp: async (kit) => ({ payrollCalendarId: (await insertPayrollCalendar(kit, 0)).payrollCalendarId }),
  },
  'a payroll calendar with id {payrollCalendarId} exists at version {version}': {
    holds: 'The payroll calendar "Pact Calendar 2031" at that version.',
    setUp: async (kit, p) => ({
      payrollCalendarId: (await insertPayrollCalendar(kit, num(p, 'version'))).payrollCalendarId,
      version: num(p, 'version'),
    }),
  },
  'a payroll calendar with id {payrollCalendarId} of organization {organizationId} and payroll frequency {payrollFrequencyId} exists at version {version}':
    {
      holds: 'The payroll calendar "Pact Calendar 2031" at that version, with its organization and payroll frequency.',
      setUp: async (kit, p) => ({
        ...(await insertPayrollCalendar(kit, num(p, 'version'))),
        version: num(p, 'version'),
      }),
    },
  'organization {organizationId} and payroll frequency {payrollFrequencyId} exist': {
    holds: 'The organization with card-provider credentials, and a payroll frequency (lookup payroll-frequencies).',
    setUp: async (kit) => ({
      organizationId: (await fsvSetup(kit)).organizationId,
      payrollFrequencyId: await payrollFrequency(kit),
    }),
  },
  'card providers exist': {
    holds: 'Card providers.',
    setUp: async (kit) => {
      await kit.exists('card providers', countOf('card_providers'));
      return undefined;
    },
  },
  'payroll file types exist': {
    holds: 'Payroll file types.',
    setUp: async (kit) => {
      await kit.exists('payroll file types', countOf('payroll_file_types'));
      return undefined;
    },
  },
  'card provider {cardProviderId} exists': {
    holds: 'The card provider of the first credentials, without a file type coded PACT-*.',
    setUp: async (kit) => {
      const { cardProviderId } = await fsvSetup(kit);
      await sql`delete from payroll_file_types where code like 'PACT-%'`.execute(kit.db);
      return { cardProviderId };
    },
  },
  'a payroll file type with id {payrollFileTypeId} exists': {
    holds: 'An outbound payroll file type PACT-0 "Pact Funding File" of that card provider.',
    setUp: async (kit) => ({ payrollFileTypeId: (await insertPayrollFileType(kit, 0)).payrollFileTypeId }),
  },
  'a payroll file type with id {payrollFileTypeId} exists at version {version}': {
    holds: 'The payroll file type PACT-0 at that version.',
    setUp: async (kit, p) => ({
      payrollFileTypeId: (await insertPayrollFileType(kit, num(p, 'version'))).payrollFileTypeId,
      version: num(p, 'version'),
    }),
  },
  'a payroll file type with id {payrollFileTypeId} of card provider {cardProviderId} exists at version {version}': {
    holds: 'The payroll file type PACT-0 of that card provider at that version.',
    setUp: async (kit, p) => ({ ...(await insertPayrollFileType(kit, num(p, 'version'))), version: num(p, 'version') }),
  },
  'card provider credentials exist': {
    holds: 'Card-provider credentials.',
    setUp: async (kit) => {
      await kit.exists('card provider credentials', countOf('fsv_credentials'));
      return undefined;
    },
  },
  'a card provider credential with id {fsvCredentialId} exists': {
    holds:
      'Test-environment credentials (company PGHTEST, user pact-payroll, a password set) of the first card provider and organization.',
    setUp: async (kit) => ({ fsvCredentialId: (await insertFsvCredential(kit, 0)).fsvCredentialId }),
  },
  'a card provider credential with id {fsvCredentialId} exists at version {version}': {
    holds: 'Those Test credentials at that version.',
    setUp: async (kit, p) => ({
      fsvCredentialId: (await insertFsvCredential(kit, num(p, 'version'))).fsvCredentialId,
      version: num(p, 'version'),
    }),
  },
  'a card provider credential with id {fsvCredentialId} of card provider {cardProviderId} and organization {organizationId} exists at version {version}':
    {
      holds: 'Those Test credentials at that version, with their card provider and organization.',
      setUp: async (kit, p) => ({ ...(await insertFsvCredential(kit, num(p, 'version'))), version: num(p, 'version') }),
    },
  'card provider {cardProviderId} has no Test credentials for organization {organizationId}': {
    holds: 'The first card provider and organization without Test-environment credentials.',
    setUp: async (kit) => {
      const ids = await fsvSetup(kit);
      await sql`delete from fsv_credentials where environment = 'Test' and card_provider_id = ${ids.cardProviderId}
        and organization_id = ${ids.organizationId}`.execute(kit.db);
      return ids;
    },
  },

  // the payroll cycle: processing, card-provider files and reconciliation
  'payroll processes exist': {
    holds: 'Payroll processes.',
    setUp: async (kit) => {
      await kit.exists('payroll processes', countOf('payroll_processes'));
      return undefined;
    },
  },
  'organization {organizationId} has a submitted pact process {entryProcessId}': {
    holds: 'A payroll process of 2031 Submitted for Payroll with one 10-hour timesheet of a card-paid participant.',
    setUp: (kit) => pactProcess(kit, 'Submitted for Payroll'),
  },
  'organization {organizationId} has an approved pact process {entryProcessId}': {
    holds: 'A payroll process of 2031 Approved for Payroll with one 10-hour timesheet of a card-paid participant.',
    setUp: (kit) => pactProcess(kit, 'Approved for Payroll'),
  },
  'approved pact process {entryProcessId} of organization {organizationId} may go in a file of card provider {cardProviderId} type {payrollFileTypeId}':
    {
      holds:
        'An approved pact process, and no Pending or Sent outbound file of card provider 1 (file type 1), so a file may be generated.',
      setUp: async (kit) => {
        await noActiveFile(kit);
        await noOpenException(kit);
        return { ...(await pactProcess(kit, 'Approved for Payroll')), cardProviderId: 1, payrollFileTypeId: 1 };
      },
    },
  // Payroll > Payroll Integrity (issue 48): findings of a period, acknowledgements, thresholds
  'organization {organizationId} has an SSN integrity finding {key} in the period {periodStartDate} to {periodEndDate}':
    {
      holds:
        'The organization and period of the first payroll process with timesheets, no acknowledgement of the organization, and the first SSN finding of the period (the demo SSNs are in area 900-999), not acknowledged.',
      setUp: (kit) => integrityPeriod(kit),
    },
  'organization {organizationId} has an acknowledged SSN integrity finding {acknowledgementId}': {
    holds:
      'The organization of the first payroll process with timesheets, whose only acknowledgement is of the first SSN finding of that period, made through the acknowledge operation (audited with the finding’s reason and participants).',
    setUp: (kit) => acknowledgedFinding(kit),
  },
  'organization {organizationId} has integrity settings at version {version}': {
    holds: 'Payroll Settings of the first organization (the defaults when it had none), at that version.',
    setUp: async (kit, p) => {
      const organization = await kit.first(
        'organization',
        sql<{ id: number }>`select id from organizations order by id limit 1`,
      );
      return integritySettingsAt(kit, organization.id, num(p, 'version'));
    },
  },
  // payroll integrity (issue 25): what an entry may hold, adjustments, exceptions and re-pays
  'participant {studentId}, aged 15, has job {studentJobId} with Pending timesheet {timesheetId} for 11/16-11/22/2026':
    {
      holds:
        'A job assignment of a participant aged 15 (open to the end of 2026, no other timesheets from 11/09/2026) with a Pending 6-hour timesheet of 11/16-11/22/2026.',
      setUp: (kit) => coveredWeek(kit),
    },
  'participant {studentId} has a Payrolled timesheet {studentTimesheetId} at version {version}': {
    holds:
      'A Payrolled timesheet of an adult participant with at least 2 hours and no adjustment yet, at that version; a participant contract over its period with caps high enough for an adjustment.',
    setUp: (kit, p) => payrolledTimesheet(kit, num(p, 'version')),
  },
  'an Open payroll exception {payrollExceptionId} of $25.00 short exists at version {version}': {
    holds:
      'A sent funding file of card provider 1 whose answer paid its first line $25.00 short, loaded: one Open Short exception, at that version.',
    setUp: (kit, p) => openShortException(kit, num(p, 'version')),
  },
  'approved pact process {entryProcessId} of organization {organizationId} pays a participant by check': {
    holds:
      'A payroll process of 2031 Approved for Payroll with one 10-hour timesheet of a participant paid by the Check method or paper check: one payment of the manual check run.',
    setUp: (kit) => checkPaidProcess(kit),
  },
  'card provider {cardProviderId} has an inbound file waiting with one card $25.00 short': {
    holds:
      'A sent funding file of card provider 1 whose answer, waiting to be loaded, paid its first line $25.00 short.',
    setUp: async (kit) => {
      await shortAnswerWaiting(kit);
      return { cardProviderId: 1 };
    },
  },
  'approved pact process {entryProcessId} of organization {organizationId} may go in a file of card provider {cardProviderId} type {payrollFileTypeId} that re-pays an exception':
    {
      holds:
        'An approved pact process, one Short exception of $25.00 in Repay Requested (no other open), and no Pending or Sent outbound file of card provider 1: the next file re-pays it.',
      setUp: async (kit) => {
        await noOpenException(kit);
        const { payrollExceptionId } = await openShortException(kit, 0);
        await sql`update payroll_exceptions set status = 'Repay Requested', resolution = 'Re-pay in the next file.'
          where id = ${payrollExceptionId}`.execute(kit.db);
        await noActiveFile(kit);
        return { ...(await pactProcess(kit, 'Approved for Payroll')), cardProviderId: 1, payrollFileTypeId: 1 };
      },
    },
  'a pending card-provider file {cardProviderFileId} exists at version {version}': {
    holds: 'A Pending funding (3171) file of card provider 1 for an approved pact process, at that version.',
    setUp: (kit, p) => pendingFile(kit, num(p, 'version')),
  },
  'card provider {cardProviderId} has an inbound file waiting': {
    holds: "A sent funding file of card provider 1 whose answer (the sandbox provider's) waits to be loaded.",
    setUp: async (kit) => {
      const { cardProviderFileId } = await pendingFile(kit, 0);
      // The sandbox provider answers a sent file at once (ADR 067).
      await sendFile(kit.db, kit.sealers, cardProviderFileId, PACT_USER, new Date());
      return { cardProviderId: 1 };
    },
  },
  'card-provider files exist': {
    holds: 'Card-provider files.',
    setUp: async (kit) => {
      await kit.exists('card-provider files', countOf('card_provider_files'));
      return undefined;
    },
  },
  'a card-provider file with id {cardProviderFileId} exists': {
    holds: 'A card-provider file.',
    setUp: async (kit) => ({
      cardProviderFileId: (
        await kit.first(
          'card-provider file',
          sql<{ id: number }>`select id from card_provider_files order by id limit 1`,
        )
      ).id,
    }),
  },
  'card-provider file {cardProviderFileId} holds the sample funding file': {
    holds:
      'A Pending funding file whose content is the sample file apps/api/src/areas/payroll/fixtures/FSV3171_20260715_001.csv (Latin-1).',
    setUp: async (kit) => {
      const { cardProviderFileId } = await pendingFile(kit, 0);
      await sql`update card_provider_files set content = ${SAMPLE_FUNDING_FILE}
        where id = ${cardProviderFileId}`.execute(kit.db);
      return { cardProviderFileId };
    },
  },
  'payroll was reconciled': {
    holds: 'Card-provider file lines answered Accepted.',
    setUp: async (kit) => {
      await kit.exists(
        'paid card-provider file lines',
        sql<{ n: number }>`select count(*)::int as n from card_provider_file_lines where answer = 'Accepted'`,
      );
      return undefined;
    },
  },
};
