import type { components } from '@pathway/api-client/schema';
import { sql, type RawBuilder } from 'kysely';
import { quickSearchTerms } from '@pathway/validation';
import type { Principal } from '../../http/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import { ownEntry } from '../../lib/allowList.ts';
import { defineResource } from '../../lib/resource.ts';
import {
  bool,
  date,
  datetime,
  int,
  notSearchable,
  quickSearchCondition,
  text,
  whereOf,
  type Column,
  type SearchRequest,
} from '../../lib/search.ts';
import {
  ageOn,
  andStudentScope,
  assertExists,
  assertLookup,
  auditColumns,
  isoDate,
  usDate,
  studentScope,
  type Db,
} from './common.ts';
import { clearanceAlerts, LOOKUPS } from './rules.ts';

type Student = components['schemas']['Student'];
type StudentListItem = components['schemas']['StudentListItem'];
type StudentInfo = components['schemas']['StudentInfo'];
type StudentWrite = components['schemas']['StudentCreateRequest'];

/** The participant detail read model: the full SSN (detail reads carry it; lists never do). */
export const students = defineResource<Student>({
  entity: 'Participant',
  table: 'students',
  alias: 's',
  from: sql`students s join organizations o on o.id = s.organization_id
    left join enrollment_programs ep on ep.id = s.enrollment_program_id`,
  columns: {
    id: int('s.id'),
    firstName: text('s.first_name'),
    middleName: text('s.middle_name'),
    lastName: text('s.last_name'),
    suffixName: text('s.suffix_name'),
    birthDate: date('s.birth_date'),
    ssn: text('s.ssn'),
    genderId: int('s.gender_id'),
    ethnicGroupId: int('s.ethnic_group_id'),
    emailAddress: text('s.email_address'),
    mainPhone: text('s.main_phone'),
    cellPhone: text('s.cell_phone'),
    addressLine1: text('s.address_line1'),
    addressLine2: text('s.address_line2'),
    city: text('s.city'),
    stateCode: text('s.state_code'),
    zipCode: text('s.zip_code'),
    zipPlus4: text('s.zip_plus4'),
    organizationId: int('s.organization_id'),
    enrollmentProgramId: int('s.enrollment_program_id'),
    gradeLevelId: int('s.grade_level_id'),
    schoolId: int('s.school_id'),
    paymentMethod: text('s.payment_method'),
    status: text('s.status'),
    paperCheck: bool('s.paper_check'),
    childAbuseClearanceExpires: date('s.child_abuse_clearance_expires'),
    fbiClearanceExpires: date('s.fbi_clearance_expires'),
    paStateCriminalClearanceExpires: date('s.pa_state_criminal_clearance_expires'),
    workPermitExpires: date('s.work_permit_expires'),
    availableFrom: date('s.available_from'),
    availableTo: date('s.available_to'),
    wantsPreviousWorksite: bool('s.wants_previous_worksite'),
    organizationName: text('o.name'),
    enrollmentProgramName: text(`coalesce(ep.name, 'Enrollment program ' || s.enrollment_program_id)`),
    ...auditColumns('s'),
  },
  defaultSort: [{ field: 'lastName', direction: 'asc' }],
  writable: {
    firstName: 'first_name',
    middleName: 'middle_name',
    lastName: 'last_name',
    suffixName: 'suffix_name',
    birthDate: 'birth_date',
    ssn: 'ssn',
    genderId: 'gender_id',
    ethnicGroupId: 'ethnic_group_id',
    emailAddress: 'email_address',
    mainPhone: 'main_phone',
    cellPhone: 'cell_phone',
    addressLine1: 'address_line1',
    addressLine2: 'address_line2',
    city: 'city',
    stateCode: 'state_code',
    zipCode: 'zip_code',
    zipPlus4: 'zip_plus4',
    organizationId: 'organization_id',
    enrollmentProgramId: 'enrollment_program_id',
    gradeLevelId: 'grade_level_id',
    schoolId: 'school_id',
    paymentMethod: 'payment_method',
    childAbuseClearanceExpires: 'child_abuse_clearance_expires',
    fbiClearanceExpires: 'fbi_clearance_expires',
    paStateCriminalClearanceExpires: 'pa_state_criminal_clearance_expires',
    workPermitExpires: 'work_permit_expires',
    availableFrom: 'available_from',
    availableTo: 'available_to',
    wantsPreviousWorksite: 'wants_previous_worksite',
  },
  scope: studentScope('s'),
});

/**
 * What a create or update must hold beyond the schema: the organization is one of the caller's, the
 * enrollment program is that organization's and the participant's age fits it on its first day, and
 * every lookup or school it names exists.
 */
export async function assertStudentWrite(db: Db, user: Principal | null, body: StudentWrite) {
  if (user && user.userType !== 'global' && !user.organizationIds.includes(body.organizationId)) {
    throw notFound('The organization');
  }
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', body.organizationId)
    .executeTakeFirst();
  if (!organization) throw notFound('The organization');
  const program = await db
    .selectFrom('enrollment_programs')
    .select(['organization_id', 'name', 'start_date', 'min_age', 'max_age'])
    .where('id', '=', body.enrollmentProgramId)
    .executeTakeFirst();
  if (!program) throw unprocessable({ enrollmentProgramId: 'The enrollment program does not exist.' });
  if (program.organization_id !== body.organizationId) {
    throw unprocessable({ enrollmentProgramId: 'The enrollment program belongs to another organization.' });
  }
  const age = ageOn(body.birthDate, program.start_date);
  if ((program.min_age !== null && age < program.min_age) || (program.max_age !== null && age > program.max_age)) {
    throw unprocessable({
      birthDate: `Participants of ${program.name} must be ${String(program.min_age ?? 0)} to ${String(program.max_age ?? 120)} years old on ${usDate(program.start_date)}.`,
    });
  }
  if (body.availableFrom && body.availableTo && body.availableTo < body.availableFrom) {
    throw unprocessable({ availableTo: 'Available To must be on or after Available From.' });
  }
  await assertLookup(db, 'genderId', 'Gender', body.genderId, LOOKUPS.gender);
  await assertLookup(db, 'ethnicGroupId', 'Ethnic Group', body.ethnicGroupId, LOOKUPS.ethnicGroup);
  await assertLookup(db, 'gradeLevelId', 'Grade Level', body.gradeLevelId, LOOKUPS.gradeLevel);
  await assertExists(db, 'schools', 'schoolId', 'The school', body.schoolId);
}

// ---------------------------------------------------------------------------------------------
// Search: one page of list rows in one statement (ADR 115). It finds the page's ids and the total over the narrow `student_search` (q: id, organization, quick-search text, sort keys; migration
// 0301), joined to `students` (s) only when a filter or sort names a field it lacks; the same statement
// reads those ids' list rows as one JSON value (one field to decode instead of fourteen per row,
// which on PGlite is decoded in JavaScript): each row is stored as the JSON the list sends, kept by
// triggers on its sources (migration 0303), so a page is 50 key lookups; one round trip per page.
// The SSN is stored masked.

type Join = 'job' | 'organization' | 'program';

/**
 * A filter and sort field of the search, as the contract names it: its SQL over students (s) and,
 * where the narrow table has it, over student_search (q) for filtering (`q`) and sorting (`qSort`).
 */
interface SearchField {
  column: Column;
  q?: Column;
  qSort?: RawBuilder<unknown>;
  join?: Join;
}

const field = (column: Column, extra: Omit<SearchField, 'column'> = {}): SearchField => ({ column, ...extra });

const searchFields: Record<string, SearchField> = {
  id: field(int('s.id'), { q: int('q.id') }),
  firstName: field(text('s.first_name'), { qSort: sql`q.first_name_key` }),
  lastName: field(text('s.last_name'), { qSort: sql`q.last_name_key` }),
  ssn: field(text('s.ssn')),
  birthDate: field(date('s.birth_date'), { q: date('q.birth_date') }),
  status: field(text('s.status')),
  paperCheck: field(bool('s.paper_check')),
  organizationId: field(int('s.organization_id'), { q: int('q.organization_id') }),
  enrollmentProgramId: field(int('s.enrollment_program_id')),
  zipCode: field(text('s.zip_code')),
  city: field(text('s.city')),
  lastUpdateDate: field(datetime('coalesce(s.last_update_date, s.create_date)'), {
    q: datetime('q.last_update'),
  }),
  clearanceExpirationDate: field(date('s.clearance_next_expiry')),
  jobId: field(int('cj.job_id'), { q: int('cj.job_id'), join: 'job' }),
  worksiteId: field(int('j.worksite_id'), { q: int('j.worksite_id'), join: 'job' }),
  jobName: field(text('j.title'), { q: text('j.title'), join: 'job' }),
  worksiteName: field(text('w.name'), { q: text('w.name'), join: 'job' }),
  organizationName: field(text('o.name'), { q: text('o.name'), join: 'organization' }),
  enrollmentProgramName: field(text('ep.name'), { join: 'program' }),
};

/** The pseudo-field of the "expiring within N days" filter (ADR 065): `{ field, operator: 'lte', value: N }`. */
const EXPIRING_FILTER = 'clearanceExpiringWithinDays';

type QuickSearch =
  | { kind: 'none' }
  | { kind: 'ssn'; ssn: string }
  /**
   * The shared quick search (lib/search.ts). `text`: some word is not a date (so it reads
   * search_text); `planOnce`: every word is text of three letters or more (see searchStudents).
   */
  | { kind: 'terms'; entry: string; text: boolean; planOnce: boolean };

function quickSearchOf(quickSearch: string | undefined): QuickSearch {
  const trimmed = (quickSearch ?? '').trim();
  const terms = quickSearchTerms(trimmed);
  if (terms.length === 0) return { kind: 'none' };
  // A whole SSN is the participant's own key (search_text holds only its last four digits).
  if (/^\d{3}-\d{2}-\d{4}$/.test(trimmed)) return { kind: 'ssn', ssn: trimmed };
  const words = terms.flatMap((term) => (term.kind === 'text' ? [term.text] : []));
  return {
    kind: 'terms',
    entry: trimmed,
    text: words.length > 0,
    planOnce: words.length === terms.length && words.every((word) => word.length >= 3),
  };
}

/**
 * The quick search's condition; `base` is the alias holding birth_date and id (q or s). Its columns
 * are the one trigram-indexed text (names and the SSN's last four digits, lower-cased), the birth
 * date and the id.
 */
function quickCondition(quick: QuickSearch, base: 'q' | 's'): RawBuilder<unknown> | undefined {
  switch (quick.kind) {
    case 'none':
      return undefined;
    case 'ssn':
      return sql`s.ssn = ${quick.ssn}`;
    case 'terms':
      return quickSearchCondition(
        [
          text('q.search_text', { quick: true, lowerCase: true }),
          date(`${base}.birth_date`),
          int(`${base}.id`, { quick: true }),
        ],
        quick.entry,
      );
  }
}

/**
 * `genericPlanDb` runs the quick search by words of three letters or more, whose plan (the trigram
 * index) is the same whatever the words: kept once, it is not planned again per call (ADR 179). A
 * search by filters, a date, an SSN or a shorter word plans for its values on `db`; the generic plan
 * measured up to 2.5 times slower there (a date range, an organization, no criteria at all).
 */
export async function searchStudents(
  db: Db,
  user: Principal | null,
  request: SearchRequest,
  today: string,
  genericPlanDb: Db,
): Promise<{ items: StudentListItem[]; total: number }> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? 50;
  let expiringUntil: string | undefined;
  const filters = (request.filters ?? []).filter((filter) => {
    if (filter.field !== EXPIRING_FILTER) return true;
    const days = Number(filter.value);
    if (!Number.isInteger(days) || days < 0 || days > 3650 || !['lte', 'eq'].includes(filter.operator)) {
      throw unprocessable({ [EXPIRING_FILTER]: `${EXPIRING_FILTER} takes lte and a number of days.` });
    }
    expiringUntil = isoDate(new Date(Date.parse(today) + days * 86_400_000));
    return false;
  });
  const sort =
    request.sort && request.sort.length > 0 ? request.sort : [{ field: 'lastName', direction: 'asc' as const }];
  for (const item of sort) if (!Object.hasOwn(searchFields, item.field)) throw notSearchable(item.field, 'sort');
  const quick = quickSearchOf(request.quickSearch);
  // Narrow when student_search alone answers every filter and sort; otherwise students is the base
  // (as before the narrow table), joined to student_search only for the quick search's text.
  const narrow =
    quick.kind !== 'ssn' &&
    expiringUntil === undefined &&
    filters.every((f) => ownEntry(searchFields, f.field)?.q !== undefined) &&
    sort.every((item) => {
      const f = ownEntry(searchFields, item.field);
      return f?.q !== undefined || f?.qSort !== undefined;
    });
  const base = narrow ? 'q' : 's';
  const columns: Record<string, Column> = {};
  for (const [name, f] of Object.entries(searchFields)) {
    const col = narrow ? f.q : f.column;
    if (col) columns[name] = col;
  }
  // Each text field sorts by its lower-case form (student_search holds the names' already). The page
  // carries its keys as k0, k1… so the outer statement orders the ids exactly as the page was cut.
  const keys = sort.map((item, index) => {
    const qSort = narrow ? ownEntry(searchFields, item.field)?.qSort : undefined;
    const col = ownEntry(columns, item.field);
    return {
      expr: qSort ?? (col?.type === 'text' ? sql`lower(${col.expr})` : col?.expr),
      name: sql.ref(`k${String(index)}`),
      direction: item.direction === 'desc' ? sql`desc` : sql`asc`,
    };
  });
  const joins = new Set(
    [...filters.map((f) => f.field), ...sort.map((k) => k.field)].map((f) => ownEntry(searchFields, f)?.join),
  );
  const from = sql`${narrow ? sql`student_search q` : sql`students s`}
    ${!narrow && quick.kind === 'terms' && quick.text ? sql`join student_search q on q.id = s.id` : sql``}
    ${joins.has('organization') ? sql`join organizations o on o.id = ${sql.ref(`${base}.organization_id`)}` : sql``}
    ${joins.has('program') ? sql`left join enrollment_programs ep on ep.id = s.enrollment_program_id` : sql``}
    ${
      joins.has('job')
        ? sql`left join student_jobs cj on cj.student_id = ${sql.ref(`${base}.id`)} and cj.status in ('Assigned', 'Active')
            left join jobs j on j.id = cj.job_id left join worksites w on w.id = j.worksite_id`
        : sql``
    }`;
  const where = whereOf(
    {
      from,
      columns,
      defaultSort: [],
      key: sql.ref(`${base}.id`),
      where: [
        quickCondition(quick, base),
        expiringUntil === undefined ? undefined : sql`s.clearance_next_expiry <= ${expiringUntil}::date`,
      ],
    },
    { filters },
  );
  const scope = andStudentScope(user, base);
  // One statement: the matching ids with their sort keys once (materialized), the total counted over
  // them, and the page's stored list rows (migration 0303) joined in the page's order. Counting over
  // the set rather than a window over the sorted rows, and joining the rows rather than calling a
  // function for them, took a sixth off a search's database time (ADR 179). A page past the end
  // answers no rows and the true total.
  const order = sql.join(keys.map((k) => sql`${k.name} ${k.direction}`));
  // Raw SQL: a materialized CTE whose sort keys and conditions come from the search spec, aggregated to JSON.
  const result = (
    await sql<{ items: StudentListItem[]; total: number }>`with matched as materialized (
        select ${sql.ref(`${base}.id`)} as id, ${sql.join(keys.map((k) => sql`${k.expr} as ${k.name}`))}
        from ${from}
        where ${where} ${scope})
      select coalesce(json_agg(r.row order by ${order}, page.id), '[]') as items,
        (select count(*) from matched) as total
      from (select * from matched order by ${order}, id limit ${pageSize} offset ${(page - 1) * pageSize}) page
        join student_list_row r on r.id = page.id`.execute(
      quick.kind === 'terms' && quick.planOnce ? genericPlanDb : db,
    )
  ).rows[0];
  // The stored rows are already in the wire's form, lastUpdateDate included (migration 0305).
  return { items: result?.items ?? [], total: result?.total ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The header (info): identity, status and the current assignment.

const CURRENT_JOB = sql`left join student_jobs cj on cj.student_id = s.id and cj.status in ('Assigned', 'Active')
  left join jobs j on j.id = cj.job_id left join worksites w on w.id = j.worksite_id`;

export async function studentInfo(
  db: Db,
  user: Principal | null,
  studentId: number,
  today: string,
  clearanceWarningDays: number,
): Promise<StudentInfo> {
  // Raw SQL: the header's JSON object and the lateral exception totals read far better as SQL.
  const row = (
    await sql<
      Omit<StudentInfo, 'age' | 'currentJob' | 'clearanceAlerts' | 'openPayrollExceptions'> & {
        open_exceptions: number;
        outstanding: number;
        child_abuse_clearance_expires: string | null;
        fbi_clearance_expires: string | null;
        pa_state_criminal_clearance_expires: string | null;
        work_permit_expires: string | null;
        currentJob: StudentInfo['currentJob'];
      }
    >`select s.id, s.first_name as "firstName", s.middle_name as "middleName", s.last_name as "lastName",
        s.suffix_name as "suffixName", s.birth_date as "birthDate", s.ssn, s.email_address as "emailAddress",
        s.main_phone as "mainPhone", s.status, s.paper_check as "paperCheck", s.payment_method as "paymentMethod",
        s.organization_id as "organizationId", o.name as "organizationName",
        s.enrollment_program_id as "enrollmentProgramId",
        coalesce(ep.name, 'Enrollment program ' || s.enrollment_program_id) as "enrollmentProgramName",
        coalesce(s.last_update_user, s.create_user) as "lastUpdatedBy",
        coalesce(s.last_update_date, s.create_date) as "lastUpdatedOn", s.version,
        case when j.id is not null and c.id is not null and w.id is not null then json_build_object(
          'jobId', j.id, 'jobName', j.title, 'jobStartDate', cj.start_date, 'jobEndDate', cj.end_date,
          'contractId', c.id, 'contractCode', c.contract_code, 'worksiteId', w.id, 'worksiteName', w.name,
          'incentiveOnly', coalesce(cj.incentive_only, false)) end as "currentJob", s.child_abuse_clearance_expires, s.fbi_clearance_expires,
        s.pa_state_criminal_clearance_expires, s.work_permit_expires,
        pe.count as open_exceptions, pe.outstanding
      from students s join organizations o on o.id = s.organization_id
        left join enrollment_programs ep on ep.id = s.enrollment_program_id ${CURRENT_JOB}
        left join contracts c on c.id = j.contract_id
        cross join lateral (select count(*)::int as count, coalesce(sum(x.outstanding), 0) as outstanding
          from payroll_exceptions x where x.student_id = s.id
            and x.status in ('Open', 'Repay Requested', 'Repaying')) pe
      where s.id = ${studentId} ${andStudentScope(user)}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The participant');
  const {
    child_abuse_clearance_expires,
    fbi_clearance_expires,
    pa_state_criminal_clearance_expires,
    work_permit_expires,
    open_exceptions,
    outstanding,
    ...rest
  } = row;
  const papers = {
    child_abuse_clearance_expires,
    fbi_clearance_expires,
    pa_state_criminal_clearance_expires,
    work_permit_expires,
  };
  return {
    ...rest,
    age: Math.min(120, Math.max(0, ageOn(row.birthDate, today))),
    clearanceAlerts: clearanceAlerts(papers, today, clearanceWarningDays),
    openPayrollExceptions: { count: open_exceptions, outstanding },
  };
}

/**
 * Whether any participant has the SSN, in every organization: deliberately outside the row scope,
 * so the Add Participant wizard can warn about a youth another provider enrolled (ADR 065). The
 * answer is a yes or no and names no one.
 */
export async function ssnExists(db: Db, ssn: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .exists(eb.selectFrom('students').select(eb.lit(1).as('one')).where('ssn', '=', ssn))
        .$castTo<boolean>()
        .as('found'),
    )
    .executeTakeFirst();
  return row?.found ?? false;
}
