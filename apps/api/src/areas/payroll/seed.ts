import { sql } from 'kysely';
import type { Seeder } from '../../seed/run.ts';
import { bulkInsert } from '../../db/arrays.ts';
import { refreshProcesses, type Db } from './common.ts';
import { loadInbound } from './answers.ts';
import { markSent, sandboxAnswer, sendFile } from './cardFiles.ts';
import { fileSummary, generateFile, type FileScope } from './fileLines.ts';

const SYSTEM = 'system';

/** Summer 2026, bi-weekly from Monday June 1; timesheets due two days after a period, paid on the Friday after. */
const PERIODS = [
  ['2026-06-01', '2026-06-14'],
  ['2026-06-15', '2026-06-28'],
  ['2026-06-29', '2026-07-12'],
  ['2026-07-13', '2026-07-26'],
  ['2026-07-27', '2026-08-09'],
  ['2026-08-10', '2026-08-23'],
] as const;

/**
 * Where each period stands on the demo's "today" (late August 2026): the first three paid (the
 * third of Partner4Work sent, its answer waiting in the inbox), the fourth approved, the fifth
 * submitted, the last entered.
 */
const PERIOD_STATUS = [
  'Approved for Payroll',
  'Approved for Payroll',
  'Approved for Payroll',
  'Approved for Payroll',
  'Submitted for Payroll',
  'Pending',
] as const;

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

async function seedProviders(db: Db) {
  const provider = (
    await sql<{ id: number }>`insert into card_providers (name, code, contact_name, contact_email, contact_phone,
        sftp_host, outbound_folder, inbound_folder, is_active, create_user, create_date)
      values ('FSV Payment Systems', 'FSV', 'Renee Coleman', 'client.services@fsv.example.com', '(412) 555-0190',
        null, '/outbound/funding', '/inbound/results', true, ${SYSTEM}, '2026-02-02T15:00:00Z') returning id`.execute(
      db,
    )
  ).rows[0];
  if (!provider) throw new Error('card_providers: insert returned no id');
  await sql`insert into card_providers (name, code, contact_name, contact_email, contact_phone, sftp_host,
      outbound_folder, inbound_folder, is_active, create_user, create_date)
    values ('Keystone Prepaid Cards', 'KPC', 'Alan Brooks', 'support@keystoneprepaid.example.com', '(717) 555-0143',
      'sftp.keystoneprepaid.example.com', '/in', '/out', false, ${SYSTEM}, '2026-02-02T15:00:00Z')`.execute(db);
  await sql`insert into payroll_file_types (code, name, direction, card_provider_id, file_name_pattern, description,
      is_active, create_user, create_date)
    values ('3171', 'FSV Outbound Funding File', 'Outbound', ${provider.id}, 'FSV3171_{yyyyMMdd}_{seq}.csv',
        'Loads payroll amounts onto participant debit cards (ADR 067).', true, ${SYSTEM}, '2026-02-02T15:00:00Z'),
      ('3172', 'FSV Funding Result', 'Inbound', ${provider.id}, 'FSV3172_{yyyyMMdd}_{seq}.csv',
        'What the provider loaded for each payment of a funding file.', true, ${SYSTEM}, '2026-02-02T15:00:00Z')`.execute(
    db,
  );
  // A bank that takes NACHA files pays the participants paid by direct deposit (ADR 182). Its routing
  // number starts with 50, a Federal Reserve district that does not exist: clearly not a real bank's.
  const bank = (
    await sql<{ id: number }>`insert into card_providers (name, code, contact_name, contact_email, contact_phone,
        sftp_host, outbound_folder, inbound_folder, is_active, routing_number, create_user, create_date)
      values ('Allegheny Community Bank (ACH)', 'ACB', 'Dana Whitfield', 'ach.operations@alleghenybank.example.com',
        '(412) 555-0155', null, '/ach/outbound', '/ach/results', true, '500000005', ${SYSTEM}, '2026-02-02T15:00:00Z')
      returning id`.execute(db)
  ).rows[0];
  if (!bank) throw new Error('card_providers: insert returned no id');
  await sql`insert into payroll_file_types (code, name, direction, card_provider_id, file_name_pattern, description,
      payment_method, format, is_active, create_user, create_date)
    values ('NACHA', 'ACH Payroll Credits (NACHA PPD)', 'Outbound', ${bank.id}, 'ACH_PAYROLL_{yyyyMMdd}_{seq}.ach',
        'Pays participants paid by direct deposit: one ACH PPD batch of credits (ADR 181).', 'Deposit', 'NACHA', true,
        ${SYSTEM}, '2026-02-02T15:00:00Z'),
      ('ACHR', 'ACH Payment Results', 'Inbound', ${bank.id}, 'ACH_RESULT_{yyyyMMdd}_{seq}.csv',
        'What the bank credited for each entry of a NACHA file.', 'Deposit', 'FSV', true, ${SYSTEM},
        '2026-02-02T15:00:00Z')`.execute(db);
  await sql`insert into payment_providers (name, payment_method, card_provider_id, contact_name, contact_email,
      contact_phone, is_active, create_user, create_date)
    values ('FSV Payroll Debit Cards', 'Debit', ${provider.id}, 'Renee Coleman', 'client.services@fsv.example.com',
        '(412) 555-0190', true, ${SYSTEM}, '2026-02-02T15:00:00Z'),
      ('Keystone Payroll Services', 'Check', null, 'Maria Lopez', 'checks@keystonepayroll.example.com',
        '(412) 555-0127', true, ${SYSTEM}, '2026-02-02T15:00:00Z'),
      ('Allegheny Paycheck Co.', 'Deposit', null, 'Tom Reilly', 'deposits@alleghenypaycheck.example.com',
        '(412) 555-0168', true, ${SYSTEM}, '2026-02-02T15:00:00Z')`.execute(db);
  return { providerId: provider.id, bankId: bank.id };
}

async function seedOrganizations(
  db: Db,
  { providerId, bankId }: { providerId: number; bankId: number },
  organizationIds: readonly number[],
) {
  const frequency = (
    await sql<{
      id: number;
    }>`select id from lookup_options where lookup_name = 'payroll-frequencies' and text = 'Bi-Weekly'
      order by id limit 1`.execute(db)
  ).rows[0];
  for (const organizationId of organizationIds) {
    const calendar = (
      await sql<{ id: number }>`insert into payroll_calendars (name, organization_id, payroll_frequency_id, year,
          create_user, create_date)
        values ('Summer 2026 Bi-Weekly', ${organizationId}, ${frequency?.id ?? 2}, 2026, ${SYSTEM}, '2026-03-02T14:00:00Z')
        returning id`.execute(db)
    ).rows[0];
    if (!calendar) throw new Error('payroll_calendars: insert returned no id');
    await bulkInsert(
      db,
      'payroll_periods',
      [
        ['payroll_calendar_id', 'int4'],
        ['period_number', 'int4'],
        ['period_start_date', 'date'],
        ['period_end_date', 'date'],
        ['timesheet_due_date', 'date'],
        ['pay_date', 'date'],
      ],
      PERIODS.map(([start, end], index) => [calendar.id, index + 1, start, end, addDays(end, 2), addDays(end, 5)]),
    );
    // Credentials without secrets: the demo ships none; an FSV_FILES user enters them.
    await sql`insert into fsv_credentials (card_provider_id, organization_id, environment, company_id, user_name,
        expires_on, is_active, create_user, create_date)
      values (${providerId}, ${organizationId}, 'Production', ${`PGH${String(organizationId).padStart(4, '0')}`},
        ${`org${String(organizationId)}-payroll`}, '2027-06-30', true, ${SYSTEM}, '2026-03-02T14:00:00Z')`.execute(db);
    await sql`insert into fsv_credentials (card_provider_id, organization_id, environment, company_id, user_name,
        expires_on, is_active, create_user, create_date)
      values (${bankId}, ${organizationId}, 'Production', ${`1${String(250_000_000 + organizationId)}`},
        ${`org${String(organizationId)}-ach`}, '2027-06-30', true, ${SYSTEM}, '2026-03-02T14:00:00Z')`.execute(db);
    // The first organization's periods run above its limit (a period's card pay is about $1,000 in the
    // small demo, far more in the full one), so its files need a second approver.
    await sql`insert into payroll_settings (organization_id, file_total_limit, create_user)
      values (${organizationId}, ${organizationId === organizationIds[0] ? 500 : 250_000}, ${SYSTEM})`.execute(db);
  }
}

/**
 * A second holder of PAYROLL_PROCESSING, so a file over the limit can be approved by someone else;
 * MAINTAIN_STUDENTS because the web app's Payroll menu group asks for it.
 */
async function seedPayrollOfficer(db: Db) {
  const next = async (table: 'roles' | 'users') =>
    (await sql<{ n: number }>`select coalesce(max(id), 0)::int + 1 as n from ${sql.table(table)}`.execute(db)).rows[0]
      ?.n ?? 1;
  const admin = (
    await sql<{ password_hash: string }>`select password_hash from users where user_name = 'admin'`.execute(db)
  ).rows[0];
  if (!admin) return;
  const roleId = await next('roles');
  await sql`insert into roles (id, name, description, scope, create_user)
    values (${roleId}, 'Payroll Officer', 'Payroll processing, card-provider files and reconciliation.', 'GLOBAL', ${SYSTEM})`.execute(
    db,
  );
  await sql`insert into role_permissions (role_id, permission_id)
    select ${roleId}, id from permissions where name in ('LOGIN', 'PAYROLL', 'PAYROLL_PROCESSING', 'FSV_FILES',
      'APPROVE_TIMESHEETS_FOR_PAYROLL', 'PAYROLL REPORTS', 'REPORTS', 'MAINTAIN_STUDENTS')`.execute(db);
  const userId = await next('users');
  await sql`insert into users (id, user_name, first_name, last_name, email, user_type, password_hash,
      password_expiration_date, create_user)
    values (${userId}, 'payroll', 'Keisha', 'Washington', 'payroll@pathway.example.org', 'global', ${admin.password_hash},
      '2099-12-31', ${SYSTEM})`.execute(db);
  await sql`insert into user_roles values (${userId}, ${roleId})`.execute(db);
}

interface Assignment {
  id: number;
  organization_id: number;
  start_date: string;
  end_date: string;
  hourly_rate: number;
  incentive_only: boolean;
  card: boolean;
  deposit: boolean;
}

/**
 * Payroll demo data (ADR 066-069): card providers and file types, payment providers, a summer 2026
 * calendar per organization, and timesheets of every assignment in every status, carried through the
 * real payroll code: processes, funding files generated, sent and answered by the sandbox provider.
 */
export const seeder: Seeder = {
  order: 500,
  name: 'payroll',
  async seed({ db, random, log, sealers }) {
    await sql`insert into school_terms (program_id, name, start_date, end_date, create_user) values
      (null, 'Pittsburgh Public Schools 2025-26', '2025-08-25', '2026-06-12', ${SYSTEM}),
      (null, 'Pittsburgh Public Schools 2026-27', '2026-08-24', '2027-06-11', ${SYSTEM})`.execute(db);
    const providers = await seedProviders(db);
    const { providerId, bankId } = providers;
    const organizationIds = (await sql<{ id: number }>`select id from organizations order by id`.execute(db)).rows.map(
      (row) => row.id,
    );
    await seedOrganizations(db, providers, organizationIds);
    await seedPayrollOfficer(db);

    const participants = (
      await sql<{ found: boolean }>`select to_regclass('student_jobs') is not null as found`.execute(db)
    ).rows[0]?.found;
    if (!participants) {
      log('payroll: no participants area, so no timesheets');
      return;
    }
    const assignments = (
      await sql<Assignment>`select sj.id, s.organization_id, sj.start_date, sj.end_date, sj.hourly_rate,
          sj.incentive_only, (s.payment_method = 'Debit' and not s.paper_check) as card,
          (s.payment_method = 'Deposit' and not s.paper_check) as deposit
        from student_jobs sj join students s on s.id = sj.student_id order by sj.id`.execute(db)
    ).rows;
    if (assignments.length === 0) {
      log('payroll: no job assignments, so no timesheets');
      return;
    }
    const rows: (string | number | boolean | null)[][] = [];
    for (const assignment of assignments) {
      for (const [index, [start, end]] of PERIODS.entries()) {
        if (start > assignment.end_date || end < assignment.start_date) continue;
        const status = PERIOD_STATUS[index] ?? 'Pending';
        const hours = assignment.incentive_only ? 0 : random.int(16, 48) / 2;
        const incentive = assignment.incentive_only ? 75 : random.chance(0.08) ? random.pick([25, 50]) : 0;
        // Card and deposit participants are paid by their files, a few by a manual check; the others by
        // check (the same draws as before deposit files existed, so the demo data stays the same).
        const manual = assignment.card ? random.chance(0.02) : !assignment.deposit;
        rows.push([
          assignment.id,
          start,
          end,
          assignment.hourly_rate,
          hours,
          incentive,
          random.chance(0.1)
            ? random.pick(['Two days rained out.', 'Covered a Saturday event.', 'Left early for a school orientation.'])
            : null,
          manual,
          status,
          status === 'Pending' ? null : 'orgstaff',
          status === 'Approved for Payroll' ? 'admin' : null,
          `${addDays(end, 1)}T16:00:00Z`,
          random.pick(['orgstaff', 'contractor', 'admin']),
        ]);
      }
    }
    await bulkInsert(
      db,
      'timesheets',
      [
        ['student_job_id', 'int4'],
        ['period_start_date', 'date'],
        ['period_end_date', 'date'],
        ['hourly_rate', 'numeric'],
        ['worked_hours', 'numeric'],
        ['incentive_amount', 'numeric'],
        ['comments', 'text'],
        ['manual_check', 'bool'],
        ['status', 'text'],
        ['submitted_by', 'text'],
        ['approved_by', 'text'],
        ['create_date', 'timestamptz'],
        ['create_user', 'text'],
      ],
      rows,
    );
    // One company entry process per organization and submitted period.
    await sql`insert into payroll_processes (organization_id, period_start_date, period_end_date, status, create_user, create_date)
      select distinct s.organization_id, t.period_start_date, t.period_end_date, t.status, ${SYSTEM},
        (t.period_end_date + 2)::timestamptz
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
      where t.status <> 'Pending' order by s.organization_id, t.period_start_date`.execute(db);
    await sql`update timesheets t set payroll_process_id = p.id
      from student_jobs sj, students s, payroll_processes p
      where sj.id = t.student_job_id and s.id = sj.student_id and t.status <> 'Pending'
        and p.organization_id = s.organization_id and p.period_start_date = t.period_start_date`.execute(db);

    // The first three periods go through the card provider; the last of them is left Sent.
    const typeId = (
      await sql<{
        id: number;
      }>`select id from payroll_file_types where code = '3171' and card_provider_id = ${providerId}`.execute(db)
    ).rows[0]?.id;
    const nachaTypeId = (
      await sql<{
        id: number;
      }>`select id from payroll_file_types where code = 'NACHA' and card_provider_id = ${bankId}`.execute(db)
    ).rows[0]?.id;
    if (typeId === undefined || nachaTypeId === undefined) throw new Error('payroll seed: no 3171 or NACHA file type');
    // Only one outbound file may be open per provider, so the one left Sent comes last.
    const firstOrganization = organizationIds[0];
    const runs = PERIODS.slice(0, 3).flatMap(([start, end], index) =>
      organizationIds.map((organizationId) => ({
        start,
        end,
        organizationId,
        last: index === 2 && organizationId === firstOrganization,
      })),
    );
    runs.sort((a, b) => Number(a.last) - Number(b.last));
    for (const { start, end, organizationId, last } of runs) {
      const process = (
        await sql<{ id: number }>`select id from payroll_processes where organization_id = ${organizationId}
            and period_start_date = ${start}::date`.execute(db)
      ).rows[0];
      if (!process) continue;
      // Direct deposits go to the bank in a NACHA file of their own, answered the next morning.
      const deposits: FileScope = {
        organizationId,
        cardProviderId: bankId,
        processIds: [process.id],
        paymentMethod: 'Deposit',
      };
      if ((await fileSummary(db, deposits)).lines > 0) {
        const { fileId } = await generateFile(db, sealers, {
          ...deposits,
          userName: 'admin',
          payrollFileTypeId: nachaTypeId,
          now: new Date(`${addDays(end, 3)}T14:30:00Z`),
          secondApprover: organizationId === organizationIds[0] ? 'payroll' : null,
        });
        await sendFile(db, sealers, fileId, 'admin', new Date(`${addDays(end, 3)}T17:00:00Z`));
        await loadInbound(db, null, 'admin', bankId, new Date(`${addDays(end, 4)}T09:15:00Z`));
      }
      const scope: FileScope = {
        organizationId,
        cardProviderId: providerId,
        processIds: [process.id],
        paymentMethod: 'Debit',
      };
      if ((await fileSummary(db, scope)).lines === 0) continue;
      const generatedAt = new Date(`${addDays(end, 3)}T15:00:00Z`);
      const { fileId } = await generateFile(db, sealers, {
        ...scope,
        userName: 'admin',
        payrollFileTypeId: typeId,
        now: generatedAt,
        secondApprover: organizationId === organizationIds[0] ? 'payroll' : null,
      });
      const sentAt = new Date(`${addDays(end, 3)}T17:30:00Z`);
      if (!last) {
        await sendFile(db, sealers, fileId, 'admin', sentAt);
        await loadInbound(db, null, 'admin', providerId, new Date(`${addDays(end, 4)}T09:30:00Z`));
        continue;
      }
      // The sample answer waiting to be loaded: the provider loaded one card $25.00 short.
      await markSent(db, fileId, 'admin', sentAt);
      const short = (
        await sql<{ line_number: number; cents: number }>`select line_number, (amount * 100)::bigint as cents
          from card_provider_file_lines where card_provider_file_id = ${fileId} and amount > 25
          order by line_number limit 1`.execute(db)
      ).rows[0];
      await sandboxAnswer(
        db,
        fileId,
        new Date(`${addDays(end, 4)}T09:00:00Z`),
        short ? { lineNumber: short.line_number, paidCents: short.cents - 2500 } : undefined,
      );
    }
    const processIds = (await sql<{ id: number }>`select id from payroll_processes order by id`.execute(db)).rows.map(
      (row) => row.id,
    );
    await refreshProcesses(db, processIds, SYSTEM);
    // The payroll code stamps its writes with the clock; the demo's stamps follow its own 2026 calendar.
    await sql`update timesheets set last_update_date = (period_end_date + 6) + time '10:00'
      where last_update_date is not null`.execute(db);
    await sql`update payroll_processes set last_update_date = (period_end_date + 6) + time '10:00'
      where last_update_date is not null`.execute(db);
    await sql`update card_provider_files set last_update_date = coalesce(sent_on, create_date) + interval '1 hour'
      where last_update_date is not null`.execute(db);
    log(`payroll: ${String(rows.length)} timesheets, ${String(processIds.length)} payroll processes`);
  },
};
