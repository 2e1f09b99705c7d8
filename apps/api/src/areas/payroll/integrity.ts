import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Sealer } from '../../lib/sealer.ts';
import { intArray } from '../../db/arrays.ts';
import { formatDate, formatHours, idArray, type Db } from './common.ts';

/**
 * Integrity findings across participants (issue 48, ADR 227): patterns over many records that a
 * caseworker should look at before money goes out. Each rule is one set-based statement over the
 * participants of a pay period or of a file, whatever their number; none proves wrongdoing.
 */
export const INTEGRITY_KINDS = [
  'Shared Account',
  'Shared Contact',
  'SSN',
  'Hours',
  'Separation of Duties',
  'Requirements',
] as const;
export type IntegrityKind = (typeof INTEGRITY_KINDS)[number];

export interface IntegritySettings {
  /** (a) An account or card may be shared within this many households. */
  accountHouseholds: number;
  /** (b) An address, phone or e-mail may be shared by this many participants. */
  contactPeople: number;
  /** (d) Hours at or within this margin of the period's cap count as at the cap. */
  capMarginHours: number;
  /** (d) At the cap in at least this share of the participant's periods … */
  capShare: number;
  /** (d) … of at least this many periods. */
  capMinPeriods: number;
  /** (e) The user who entered a timesheet may not approve it for payroll. */
  separationOfDuties: boolean;
  /** Kinds the pre-flight shows as warnings. */
  warningKinds: IntegrityKind[];
  /** Kinds the pre-flight shows as errors (the file stops until each finding is acknowledged). */
  errorKinds: IntegrityKind[];
}

/** Without a payroll_settings row (the migration's column defaults, said once more). */
export const DEFAULT_INTEGRITY_SETTINGS: IntegritySettings = {
  accountHouseholds: 1,
  contactPeople: 6,
  capMarginHours: 1,
  capShare: 0.75,
  capMinPeriods: 4,
  separationOfDuties: false,
  warningKinds: ['Shared Account', 'Shared Contact', 'Hours', 'Separation of Duties', 'Requirements'],
  errorKinds: [],
};

const isKind = (value: string): value is IntegrityKind => (INTEGRITY_KINDS as readonly string[]).includes(value);

export async function integritySettings(
  db: Db,
  organizationId: number,
): Promise<IntegritySettings & { version: number | null }> {
  const row = await db
    .selectFrom('payroll_settings')
    .select([
      'integrity_account_households',
      'integrity_contact_people',
      'integrity_cap_margin_hours',
      'integrity_cap_share',
      'integrity_cap_min_periods',
      'integrity_separation_of_duties',
      'integrity_warning_kinds',
      'integrity_error_kinds',
      'version',
    ])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_INTEGRITY_SETTINGS, version: null };
  return {
    accountHouseholds: row.integrity_account_households,
    contactPeople: row.integrity_contact_people,
    capMarginHours: row.integrity_cap_margin_hours,
    capShare: row.integrity_cap_share,
    capMinPeriods: row.integrity_cap_min_periods,
    separationOfDuties: row.integrity_separation_of_duties,
    warningKinds: row.integrity_warning_kinds.filter(isKind),
    errorKinds: row.integrity_error_kinds.filter(isKind),
    version: row.version,
  };
}

/**
 * What a computation looks at: the organization, and the timesheets (`timesheet_id`, `student_id`)
 * of a pay period's processes or of a file. Groups (one account, one address) are formed over every
 * participant of the organization, so a participant of another period still counts in a group.
 */
export interface IntegrityTarget {
  organizationId: number;
  timesheets: RawBuilder<unknown>;
}

/** The timesheets of the organization's processes overlapping a pay period. */
export function periodTarget(organizationId: number, start: string, end: string): IntegrityTarget {
  return {
    organizationId,
    timesheets: sql`select t.id as timesheet_id, sj.student_id from payroll_processes p
      join timesheets t on t.payroll_process_id = p.id join student_jobs sj on sj.id = t.student_job_id
      where p.organization_id = ${organizationId} and p.period_start_date <= ${end}::date
        and p.period_end_date >= ${start}::date`,
  };
}

export interface IntegrityFinding {
  kind: IntegrityKind;
  /** Names the finding: what it is about and the records in it (a new record makes a new finding). */
  key: string;
  reason: string;
  participants: { studentId: number; name: string }[];
  timesheetIds: number[];
}

export interface IntegrityAcknowledgement {
  id: number;
  kind: IntegrityKind;
  key: string;
  reason: string;
  acknowledgedBy: string;
  acknowledgedOn: string;
}

interface Row {
  kind: IntegrityKind;
  what: string;
  value: string;
  student_ids: number[];
  timesheet_ids: number[] | null;
  detail: Record<string, string | number | null>;
}

/** The normalised address of a household (alias s): a stored column of migration 0503. */
const HOUSEHOLD = sql`s.household_key`;

/**
 * A target's timesheets and participants, read once for every kind (`integritySubjects`) and handed
 * to each kind's statement as arrays: the period's participants are not worked out six times, and
 * PostgreSQL plans each statement knowing how many rows the arrays hold (from a CTE over the target
 * it guessed about a thousand where there were 100,000, and chose a look-up per row).
 */
export interface IntegritySubjects {
  organizationId: number;
  /** Each timesheet of the target and its participant, as the target lists them (two parallel lists). */
  timesheetIds: number[];
  timesheetStudentIds: number[];
  /** The target's participants, each once. */
  studentIds: number[];
}

/** The timesheets and participants of `target`, in one statement. */
export async function integritySubjects(db: Db, target: IntegrityTarget): Promise<IntegritySubjects> {
  // Raw SQL: an aggregate over the target's timesheets, a SQL fragment each caller composes.
  const row = (
    await sql<{ timesheet_ids: number[] | null; student_ids: number[] | null }>`
      select array_agg(x.timesheet_id) as timesheet_ids, array_agg(x.student_id) as student_ids
      from (${target.timesheets}) as x`.execute(db)
  ).rows[0];
  const timesheetStudentIds = row?.student_ids ?? [];
  return {
    organizationId: target.organizationId,
    timesheetIds: row?.timesheet_ids ?? [],
    timesheetStudentIds,
    studentIds: [...new Set(timesheetStudentIds)],
  };
}

/**
 * The findings of each kind for the target's `subjects`, as rows. Every statement is raw SQL:
 * grouped aggregates, arrays and lateral look-ups the query builder cannot say; ids travel as arrays.
 */
export function integrityRules(
  subjects: IntegritySubjects,
  settings: IntegritySettings,
): Record<IntegrityKind, RawBuilder<Row>[]> {
  const org = subjects.organizationId;
  const subjectTimesheets = sql`subject_timesheets as (select * from
    unnest(${subjects.timesheetIds}::int4[], ${subjects.timesheetStudentIds}::int4[]) as x(timesheet_id, student_id))`;
  const participants = sql`subjects as (select unnest(${subjects.studentIds}::int4[]) as student_id)`;

  return {
    // (a) One bank account or card of participants of more households than the threshold.
    // Each grouping first counts the participants of each value, from the index alone where it can,
    // and only the values over the threshold are read again for their participants and details.
    'Shared Account': [
      sql<Row>`with ${participants},
      subject_students as materialized (select s.bank_account_match, s.card_proxy_match
        from subjects x join students s on s.id = x.student_id),
      bank as (select distinct bank_account_match as value from subject_students where bank_account_match is not null),
      card as (select distinct card_proxy_match as value from subject_students where card_proxy_match is not null),
      -- More households than allowed needs more participants than that, first.
      bank_groups as (select k.value from bank k join students s on s.organization_id = ${org}::int
        and s.bank_account_match = k.value group by k.value having count(*) > ${settings.accountHouseholds}::int),
      card_groups as (select k.value from card k join students s on s.organization_id = ${org}::int
        and s.card_proxy_match = k.value group by k.value having count(*) > ${settings.accountHouseholds}::int)
      select 'Shared Account' as kind, 'bank' as what, k.value, array_agg(s.id) as student_ids,
        null::int4[] as timesheet_ids, jsonb_build_object('households', count(distinct ${HOUSEHOLD}),
          'last4', max(s.bank_account_last4), 'routingLast4', max(s.bank_routing_last4)) as detail
      from bank_groups k join students s on s.organization_id = ${org}::int and s.bank_account_match = k.value
      group by k.value having count(distinct ${HOUSEHOLD}) > ${settings.accountHouseholds}::int
      union all
      select 'Shared Account', 'card', k.value, array_agg(s.id), null::int4[],
        jsonb_build_object('households', count(distinct ${HOUSEHOLD}), 'last4', max(s.card_proxy_last4))
      from card_groups k join students s on s.organization_id = ${org}::int and s.card_proxy_match = k.value
      group by k.value having count(distinct ${HOUSEHOLD}) > ${settings.accountHouseholds}::int
      order by 2, 3`,
    ],

    // (b) One address, phone or e-mail of more participants than a household.
    'Shared Contact': [
      sql<Row>`with ${participants},
      -- The participants' values, read once for the three groupings.
      subject_students as materialized (
        select ${HOUSEHOLD} as household_key, s.main_phone_key, s.cell_phone_key, s.email_key
        from subjects x join students s on s.id = x.student_id),
      addresses as (select distinct household_key as value from subject_students),
      phones as (select main_phone_key as value from subject_students where main_phone_key is not null
        union select cell_phone_key from subject_students where cell_phone_key is not null),
      emails as (select distinct email_key as value from subject_students where email_key is not null),
      address_groups as (select k.value from addresses k join students s on s.organization_id = ${org}::int
        and ${HOUSEHOLD} = k.value group by k.value having count(*) > ${settings.contactPeople}::int),
      email_groups as (select k.value from emails k join students s on s.organization_id = ${org}::int
        and s.email_key = k.value group by k.value having count(*) > ${settings.contactPeople}::int),
      phone_people as materialized (
        -- Each participant once per number: by the cell phone only where it is not the main phone.
        select k.value, s.id from phones k join students s on s.organization_id = ${org}::int and s.main_phone_key = k.value
        union all
        select k.value, s.id from phones k join students s on s.organization_id = ${org}::int and s.cell_phone_key = k.value
          and s.main_phone_key is distinct from k.value),
      phone_groups as (select p.value from phone_people p group by p.value having count(*) > ${settings.contactPeople}::int)
      select 'Shared Contact' as kind, 'address' as what, k.value, array_agg(s.id) as student_ids,
        null::int4[] as timesheet_ids,
        jsonb_build_object('text', min(s.address_line1 || ', ' || s.city || ' ' || left(s.zip_code, 5))) as detail
      from address_groups k join students s on s.organization_id = ${org}::int and ${HOUSEHOLD} = k.value
      group by k.value
      union all
      select 'Shared Contact', 'phone', p.value, array_agg(p.id), null::int4[],
        jsonb_build_object('text', p.value)
      from phone_people p where p.value in (select g.value from phone_groups g) group by p.value
      union all
      select 'Shared Contact', 'e-mail', k.value, array_agg(s.id), null::int4[],
        jsonb_build_object('text', k.value)
      from email_groups k join students s on s.organization_id = ${org}::int and s.email_key = k.value
      group by k.value
      order by 2, 3`,
    ],

    // (c) An SSN no one is issued, or one person's name and birth date under more than one SSN.
    SSN: [
      sql<Row>`with ${participants},
      people as (select distinct lower(s.last_name) as last_name, lower(s.first_name) as first_name, s.birth_date
        from subjects x join students s on s.id = x.student_id),
      -- Two SSNs need two records, first.
      people_groups as (select p.last_name, p.first_name, p.birth_date from people p
        join students s on s.organization_id = ${org}::int and lower(s.last_name) = p.last_name
          and lower(s.first_name) = p.first_name and s.birth_date = p.birth_date
        group by p.last_name, p.first_name, p.birth_date having count(*) > 1)
      select 'SSN' as kind, 'impossible' as what, s.id::text || ':' || md5(s.ssn) as value,
        array[s.id] as student_ids, null::int4[] as timesheet_ids,
        jsonb_build_object('last4', right(s.ssn, 4), 'part',
          -- The area is named by its rule, not its digits: with the last four on screen the digits
          -- would show seven of the nine (the SSN mask shows four).
          case when left(s.ssn, 3) in ('000', '666') or left(s.ssn, 1) = '9'
              then 'an area (the first three digits) of 000, 666 or 900-999'
            when substr(s.ssn, 5, 2) = '00' then 'group 00' else 'serial 0000' end) as detail
      from subjects x join students s on s.id = x.student_id
      where left(s.ssn, 3) in ('000', '666') or left(s.ssn, 1) = '9' or substr(s.ssn, 5, 2) = '00'
        or right(s.ssn, 4) = '0000'
      union all
      select 'SSN', 'collision', md5(p.last_name || ',' || p.first_name || ',' || p.birth_date::text),
        array_agg(s.id), null::int4[],
        jsonb_build_object('name', min(s.last_name || ', ' || s.first_name), 'birth', min(s.birth_date)::text,
          'ssns', count(distinct s.ssn))
      from people_groups p join students s on s.organization_id = ${org}::int and lower(s.last_name) = p.last_name
        and lower(s.first_name) = p.first_name and s.birth_date = p.birth_date
      group by p.last_name, p.first_name, p.birth_date having count(distinct s.ssn) > 1
      order by 2, 3`,
    ],

    // (d) At the cap in most periods; time for a period wholly outside the assignment or on closed days.
    Hours: [
      sql<Row>`with ${participants},
      -- The most specific youth hour rule (ADR 068) of each programme and age, as one array of rule
      -- ids per programme (element age + 1; null where no rule covers the age): the timesheets join on
      -- the programme alone and read their rule by their age.
      rules as (
        select pr.id as program_id, array_agg(r.id order by a.age) as rule_ids
        from programs pr cross join generate_series(0, 120) as a(age)
        left join lateral (select r.id from youth_hour_rules r
          where (r.program_id = pr.id or r.program_id is null) and a.age between r.min_age and r.max_age
          order by r.program_id nulls last, r.min_age desc, r.id limit 1) r on true
        group by pr.id),
      sheets as (
        select sj.student_id, t.worked_hours, ep.program_id, t.period_start_date as first_day, t.period_end_date as last_day,
          -- Ages as timestamps without a time zone: the same years (every session runs in UTC,
          -- database.ts), without a time zone's arithmetic for each of the timesheets.
          c.rule_ids[extract(year from age(t.period_start_date::timestamp, s.birth_date::timestamp))::int + 1] as rule_id
        from subjects x join student_jobs sj on sj.student_id = x.student_id
        join timesheets t on t.student_job_id = sj.id and t.adjusts_timesheet_id is null and t.status <> 'Pending'
        join students s on s.id = sj.student_id join enrollment_programs ep on ep.id = s.enrollment_program_id
        join rules c on c.program_id = ep.program_id),
      -- The cap is what timesheet entry allows (rules.ts, allowedHours): each week of the period the
      -- lesser of its daily limits summed and its weekly limit, a school week's when the programme's
      -- terms hold a weekday of it (also outside the period). Periods are few, so it is computed per
      -- programme, rule and period, not per timesheet.
      periods as (select distinct program_id, rule_id, first_day, last_day from sheets where rule_id is not null),
      days as (
        select p.program_id, p.rule_id, p.first_day, p.last_day, date_trunc('week', g.day)::date as monday,
          case when extract(isodow from g.day) < 6 and exists (select 1 from school_terms st
              where (st.program_id = p.program_id or st.program_id is null)
                and g.day::date between st.start_date and st.end_date)
            then r.school_day_hours else r.non_school_day_hours end as day_limit
        from periods p join youth_hour_rules r on r.id = p.rule_id
        cross join generate_series(p.first_day::timestamp, p.last_day::timestamp, interval '1 day') as g(day)),
      weeks as (
        select d.program_id, d.rule_id, d.first_day, d.last_day, least(sum(d.day_limit),
            case when exists (select 1 from school_terms st where (st.program_id = d.program_id or st.program_id is null)
                and st.start_date <= d.monday + 4 and st.end_date >= d.monday)
              then min(r.school_week_hours) else min(r.non_school_week_hours) end) as allowed
        from days d join youth_hour_rules r on r.id = d.rule_id
        group by d.program_id, d.rule_id, d.first_day, d.last_day, d.monday),
      caps as (
        select program_id, rule_id, first_day, last_day, sum(allowed) as cap
        from weeks group by program_id, rule_id, first_day, last_day),
      history as (
        select x.student_id, x.worked_hours, c.cap from sheets x
        join caps c on c.program_id = x.program_id and c.rule_id = x.rule_id and c.first_day = x.first_day
          and c.last_day = x.last_day),
      pattern as (
        select student_id, count(*)::int as periods,
          (count(*) filter (where worked_hours >= cap - ${settings.capMarginHours}::numeric))::int as at_cap
        from history where cap is not null group by student_id
        having count(*) >= ${settings.capMinPeriods}::int
          and count(*) filter (where worked_hours >= cap - ${settings.capMarginHours}::numeric) >= ${settings.capShare}::numeric * count(*))
      -- Counts only, no list of timesheets: the groups then hash in memory at 100,000 participants.
      -- The counts are in the key, so a finding that gains a period is a new one.
      select 'Hours' as kind, 'cap' as what, student_id::text || ':' || at_cap || '/' || periods as value,
        array[student_id] as student_ids, null::int4[] as timesheet_ids,
        jsonb_build_object('periods', periods, 'atCap', at_cap) as detail
      from pattern
      order by 3`,
      // A statement of its own, so it runs beside the pattern on another connection.
      sql<Row>`with ${subjectTimesheets}
      select 'Hours' as kind, case when t.period_end_date < sj.start_date or t.period_start_date > sj.end_date
          then 'assignment' else 'closed' end as what, t.id::text as value, array[sj.student_id] as student_ids,
        array[t.id] as timesheet_ids, jsonb_build_object('start', t.period_start_date::text, 'end', t.period_end_date::text,
          'hours', t.worked_hours, 'assignmentStart', sj.start_date::text, 'assignmentEnd', sj.end_date::text,
          'worksite', w.name) as detail
      from subject_timesheets x join timesheets t on t.id = x.timesheet_id
      join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
      join worksites w on w.id = j.worksite_id
      where t.worked_hours > 0 and (t.period_end_date < sj.start_date or t.period_start_date > sj.end_date
        or (exists (select 1 from worksite_closures c where c.worksite_id = j.worksite_id
              and c.start_date <= t.period_end_date and c.end_date >= t.period_start_date)
          and not exists (select 1 from generate_series(t.period_start_date, t.period_end_date, interval '1 day') d
            where not exists (select 1 from worksite_closures c where c.worksite_id = j.worksite_id
              and d::date between c.start_date and c.end_date))))
      order by 2, 3`,
    ],

    // (e) The user who entered timesheets also approved them for payroll.
    'Separation of Duties': settings.separationOfDuties
      ? [
          sql<Row>`with ${subjectTimesheets}
        select 'Separation of Duties' as kind, t.create_user as what, t.payroll_process_id::text as value,
          array_agg(x.student_id) as student_ids, array_agg(t.id) as timesheet_ids,
          jsonb_build_object('user', t.create_user, 'process', t.payroll_process_id, 'count', count(*)) as detail
        from subject_timesheets x join timesheets t on t.id = x.timesheet_id
        where t.approved_by = t.create_user
        group by t.payroll_process_id, t.create_user order by 2, 3`,
        ]
      : [],

    // (f) Paid without what the participant's programme requires on file.
    Requirements: [
      sql<Row>`with ${participants},
      missing as (
        select s.id as student_id, string_agg(case r.kind when 'Document' then 'a ' || coalesce(lo.text, 'document') || ' document'
            when 'Interview' then 'an attended interview' else 'an attended orientation' end, ', ' order by r.id) as what,
          string_agg(r.id::text, ',' order by r.id) as requirement_ids
        from subjects x join students s on s.id = x.student_id
        join enrollment_programs ep on ep.id = s.enrollment_program_id
        join program_requirements r on r.program_id = ep.program_id
        left join lookup_options lo on lo.id = r.document_type_id
        where case when r.kind = 'Document'
          then not exists (select 1 from documents d where d.source_type = 'students' and d.source_id = s.id
            and d.document_type_id = r.document_type_id and d.verification_status <> 'Rejected')
          else not exists (select 1 from interviews i where i.student_id = s.id and i.kind = r.kind
            and i.outcome = 'Attended') end
        group by s.id)
      select 'Requirements' as kind, 'missing' as what, m.student_id::text || ':' || m.requirement_ids as value,
        array[m.student_id] as student_ids, null::int4[] as timesheet_ids, jsonb_build_object('missing', m.what) as detail
      from missing m order by 3`,
    ],
  };
}

const plural = (count: number, one: string, many = `${one}s`) => `${String(count)} ${count === 1 ? one : many}`;

/** The finding's reason in a caseworker's words (names follow in the finding's participants). */
function reasonOf(row: Row, settings: IntegritySettings): string {
  const d = row.detail;
  const people = plural(row.student_ids.length, 'participant');
  const text = (key: string) => String(d[key] ?? '');
  switch (row.kind) {
    case 'Shared Account':
      return row.what === 'bank'
        ? `One bank account (routing ****${text('routingLast4')}, account ****${text('last4')}) is on file for ${people} of ${plural(Number(d.households), 'household')}; Payroll Settings allow ${plural(settings.accountHouseholds, 'household')} per account.`
        : `One debit card (proxy ****${text('last4')}) is on file for ${people} of ${plural(Number(d.households), 'household')}; Payroll Settings allow ${plural(settings.accountHouseholds, 'household')} per card.`;
    case 'Shared Contact':
      return `${people} give the same ${row.what} (${row.what === 'address' ? text('text') : row.what === 'phone' ? formatPhone(text('text')) : text('text')}); Payroll Settings allow ${String(settings.contactPeople)}, a household's size.`;
    case 'SSN':
      return row.what === 'impossible'
        ? `SSN *****${text('last4')} cannot be valid: no SSN is issued with ${text('part')}.`
        : `${text('name')}, born ${formatDate(text('birth'))}, is on file under ${String(d.ssns)} different SSNs.`;
    case 'Hours':
      if (row.what === 'cap') {
        return `Hours at or within ${formatHours(settings.capMarginHours)} of the youth hour cap in ${String(d.atCap)} of ${plural(Number(d.periods), 'period')}: a pattern, not one busy period.`;
      }
      return row.what === 'assignment'
        ? `${formatHours(Number(d.hours))} hours for ${formatDate(text('start'))}-${formatDate(text('end'))}, wholly outside the job assignment (${formatDate(text('assignmentStart'))}-${formatDate(text('assignmentEnd'))}).`
        : `${formatHours(Number(d.hours))} hours for ${formatDate(text('start'))}-${formatDate(text('end'))}, when ${text('worksite')} was closed every day of the period.`;
    case 'Separation of Duties':
      return `${text('user')} entered ${plural(Number(d.count), 'timesheet')} of process ${String(d.process)} and approved them for payroll; Payroll Settings require another user to approve.`;
    case 'Requirements':
      return `Paid without ${text('missing')} on file, which the programme requires.`;
  }
}

const formatPhone = (digits: string) =>
  digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/**
 * Fills the match keys (migration 0503) of the organization's participants whose numbers were sealed
 * before there were any: one read and one update, whatever their number.
 */
export async function fillMatchKeys(db: Db, sealer: Sealer, organizationId: number) {
  const rows = await db
    .selectFrom('students')
    .select((eb) => [
      'id',
      eb.case().when('card_proxy_match', 'is', null).then(eb.ref('card_proxy_sealed')).end().as('card'),
      eb.case().when('bank_account_match', 'is', null).then(eb.ref('bank_routing_sealed')).end().as('routing'),
      eb.case().when('bank_account_match', 'is', null).then(eb.ref('bank_account_sealed')).end().as('account'),
    ])
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb.and([eb('card_proxy_sealed', 'is not', null), eb('card_proxy_match', 'is', null)]),
        eb.and([eb('bank_account_sealed', 'is not', null), eb('bank_account_match', 'is', null)]),
      ]),
    )
    .orderBy('id')
    .execute();
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const cards = rows.map((row) => (row.card === null ? null : sealer.match(sealer.open(row.card))));
  const banks = rows.map((row) =>
    row.routing === null || row.account === null
      ? null
      : sealer.match(`${sealer.open(row.routing)}:${sealer.open(row.account)}`),
  );
  // Raw SQL: an update from rows zipped from three arrays (unnest … as v(…)), clearer as the SQL it is.
  await sql`update students s set card_proxy_match = coalesce(v.card, s.card_proxy_match),
      bank_account_match = coalesce(v.bank, s.bank_account_match)
    from unnest(${idArray(ids)}, ${cards}::text[], ${banks}::text[]) as v(id, card, bank)
    where s.id = v.id`.execute(db);
}

/**
 * The memory a statement's sorts and hashes may take before they spill to disk (SET LOCAL, so for
 * these statements alone; PostgreSQL's default is 4MB): at 100,000 participants the hours rule
 * groups 600,000 timesheets by participant in about 7MB.
 */
const WORK_MEM = '64MB';

/** The findings of `target` of the given kinds, each with its participants' names, in a fixed order. */
export async function computeFindings(
  db: Db,
  target: IntegrityTarget,
  settings: IntegritySettings,
  kinds: readonly IntegrityKind[] = INTEGRITY_KINDS,
): Promise<IntegrityFinding[]> {
  const subjects = await integritySubjects(db, target);
  // No timesheet, no finding of any kind: every statement starts from the target's timesheets.
  if (subjects.timesheetIds.length === 0) return [];
  const all = integrityRules(subjects, settings);
  const statements = kinds.flatMap((kind) => all[kind]);
  let results: Row[][];
  if (db.isTransaction) {
    // One connection: the statements run one after another, with the memory of WORK_MEM for the
    // while, then the transaction's own setting again.
    // Raw SQL: reads a session setting (current_setting), no table the builder could name.
    const [before] = (await sql<{ work_mem: string }>`select current_setting('work_mem') as work_mem`.execute(db)).rows;
    // Raw SQL: set_config (SET LOCAL), a session setting, not a query the builder has.
    await sql`select set_config('work_mem', ${WORK_MEM}, true)`.execute(db);
    results = [];
    for (const statement of statements) results.push((await statement.execute(db)).rows);
    if (before) {
      // Raw SQL: set_config (SET LOCAL), a session setting, not a query the builder has.
      await sql`select set_config('work_mem', ${before.work_mem}, true)`.execute(db);
    }
  } else {
    // A read outside a transaction: on PostgreSQL each statement takes a connection of the pool (a
    // transaction of its own, for SET LOCAL) and they run side by side (PGlite queues them).
    results = await Promise.all(
      statements.map((statement) =>
        db.transaction().execute(async (trx) => {
          // Raw SQL: set_config (SET LOCAL), a session setting, not a query the builder has.
          await sql`select set_config('work_mem', ${WORK_MEM}, true)`.execute(trx);
          return (await statement.execute(trx)).rows;
        }),
      ),
    );
  }
  // The kinds' order, and within a kind of several statements (Hours) the order of `what` then of
  // each statement's own order: `what` is a literal of plain letters, ordered alike here and in SQL.
  const byWhat = (a: Row, b: Row) => (a.what < b.what ? -1 : a.what > b.what ? 1 : 0);
  const rows: Row[] = [];
  for (const kind of kinds) {
    const ofKind = results.splice(0, all[kind].length).flat();
    rows.push(...(all[kind].length > 1 ? ofKind.sort(byWhat) : ofKind));
  }
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((row) => row.student_ids))];
  const names = new Map(
    (
      await db
        .selectFrom('students')
        .select(['id', 'first_name', 'last_name'])
        .where((eb) => eb('id', '=', eb.fn.any(intArray(ids))))
        .orderBy('id')
        .execute()
    ).map((row) => [row.id, `${row.last_name}, ${row.first_name}`]),
  );
  // Ids are ordered here, not by ordered aggregates in SQL, so the groups hash rather than sort.
  const ascending = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);
  return rows.map((row) => {
    const students = ascending(row.student_ids);
    const timesheets = ascending(row.timesheet_ids ?? []);
    return {
      kind: row.kind,
      key: createHash('sha256')
        .update(`${row.what}|${row.value}|${students.join(',')}|${timesheets.join(',')}`)
        .digest('base64url')
        .slice(0, 32),
      reason: reasonOf({ ...row, student_ids: students }, settings),
      participants: students.map((studentId) => ({ studentId, name: names.get(studentId) ?? String(studentId) })),
      timesheetIds: timesheets,
    };
  });
}

/** What the pre-flight makes of a finding of `kind` (an error wins over a warning). */
export const preflightOf = (settings: IntegritySettings, kind: IntegrityKind) =>
  settings.errorKinds.includes(kind) ? 'Error' : settings.warningKinds.includes(kind) ? 'Warning' : 'None';

/** The acknowledgements of `findings`, by kind and key, in one statement. */
export async function acknowledgementsOf(db: Db, organizationId: number, findings: readonly IntegrityFinding[]) {
  const keys = [...new Set(findings.map((finding) => finding.key))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .selectFrom('payroll_integrity_acknowledgements')
          .select(['id', 'kind', 'finding_key', 'reason', 'acknowledged_by', 'acknowledged_on'])
          .where('organization_id', '=', organizationId)
          .where((eb) => eb('finding_key', '=', eb.fn.any(sql<string[]>`${keys}::text[]`)))
          .orderBy('id')
          .execute();
  return new Map(
    rows.map((row): [string, IntegrityAcknowledgement] => [
      `${row.kind}|${row.finding_key}`,
      {
        id: row.id,
        kind: row.kind as IntegrityKind,
        key: row.finding_key,
        reason: row.reason,
        acknowledgedBy: row.acknowledged_by,
        acknowledgedOn: new Date(row.acknowledged_on).toISOString(),
      },
    ]),
  );
}
