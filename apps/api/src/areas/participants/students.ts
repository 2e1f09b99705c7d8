import type { components } from '@pathway/api-client/schema';
import { sql, type RawBuilder } from 'kysely';
import type { Principal } from '../../http/context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import {
  bool,
  date,
  datetime,
  int,
  quickSearchDate,
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
import { LOOKUPS } from './rules.ts';

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
  const organization = (
    await sql<{ id: number }>`select id from organizations where id = ${body.organizationId}`.execute(db)
  ).rows[0];
  if (!organization) throw notFound('The organization');
  const program = (
    await sql<{
      organization_id: number;
      name: string;
      start_date: string;
      min_age: number | null;
      max_age: number | null;
    }>`select organization_id, name, start_date, min_age, max_age from enrollment_programs
      where id = ${body.enrollmentProgramId}`.execute(db)
  ).rows[0];
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
  await assertLookup(db, 'genderId', 'Gender', body.genderId, LOOKUPS.gender);
  await assertLookup(db, 'ethnicGroupId', 'Ethnic Group', body.ethnicGroupId, LOOKUPS.ethnicGroup);
  await assertLookup(db, 'gradeLevelId', 'Grade Level', body.gradeLevelId, LOOKUPS.gradeLevel);
  await assertExists(db, 'schools', 'schoolId', 'The school', body.schoolId);
}

// ---------------------------------------------------------------------------------------------
// Search: one page of list rows. The filtered, sorted page is found over `students` alone (joined
// to the tables a filter or sort names, nothing else), then only those 50 rows are joined for their
// display fields: few joins to plan and none over the whole match. The SSN leaves masked.

const CURRENT_JOB = sql`left join student_jobs cj on cj.student_id = s.id and cj.status in ('Assigned', 'Active')
  left join jobs j on j.id = cj.job_id left join worksites w on w.id = j.worksite_id`;

/** Filter and sort fields of the search, as the contract names them (plus the list's display fields). */
const searchColumns: Record<string, Column & { join?: 'job' | 'organization' | 'program' }> = {
  id: int('s.id'),
  firstName: text('s.first_name'),
  lastName: text('s.last_name'),
  ssn: text('s.ssn'),
  birthDate: date('s.birth_date'),
  status: text('s.status'),
  paperCheck: bool('s.paper_check'),
  organizationId: int('s.organization_id'),
  enrollmentProgramId: int('s.enrollment_program_id'),
  zipCode: text('s.zip_code'),
  city: text('s.city'),
  lastUpdateDate: datetime('coalesce(s.last_update_date, s.create_date)'),
  clearanceExpirationDate: date('s.clearance_next_expiry'),
  jobId: { ...int('cj.job_id'), join: 'job' },
  worksiteId: { ...int('j.worksite_id'), join: 'job' },
  jobName: { ...text('j.title'), join: 'job' },
  worksiteName: { ...text('w.name'), join: 'job' },
  organizationName: { ...text('o.name'), join: 'organization' },
  enrollmentProgramName: { ...text('ep.name'), join: 'program' },
};

/** The pseudo-field of the "expiring within N days" filter (ADR 065): `{ field, operator: 'lte', value: N }`. */
const EXPIRING_FILTER = 'clearanceExpiringWithinDays';

function quickCondition(quickSearch: string | undefined): RawBuilder<unknown> | undefined {
  const trimmed = (quickSearch ?? '').trim();
  if (trimmed === '') return undefined;
  const asDate = quickSearchDate(trimmed);
  if (asDate) return sql`s.birth_date = ${asDate}::date`;
  if (/^\d{3}-\d{2}-\d{4}$/.test(trimmed)) return sql`s.ssn = ${trimmed}`;
  // Each word must appear in the one trigram-indexed column (names and the SSN's last four digits).
  const words = trimmed
    .toLowerCase()
    .split(/\s+/)
    .map((word) => sql`s.search_text like ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const byText = sql.join(words, sql` and `);
  return /^\d{1,9}$/.test(trimmed) ? sql`(s.id = ${Number(trimmed)} or (${byText}))` : sql`(${byText})`;
}

/** The sort's SQL, each text field by its lower-case form. */
function sortKeys(sort: SearchRequest['sort']) {
  const items = sort && sort.length > 0 ? sort : [{ field: 'lastName', direction: 'asc' as const }];
  return items.map((item) => {
    const col = searchColumns[item.field];
    if (!col) throw unprocessable({ message: `${item.field} is not a field this search can sort by.` });
    return {
      field: item.field,
      expr: col.type === 'text' ? sql`lower(${col.expr})` : col.expr,
      direction: item.direction === 'desc' ? sql`desc` : sql`asc`,
    };
  });
}

export async function searchStudents(
  db: Db,
  user: Principal | null,
  request: SearchRequest,
  today: string,
): Promise<{ items: StudentListItem[]; total: number }> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? 50;
  const extra: RawBuilder<unknown>[] = [];
  const filters = (request.filters ?? []).filter((filter) => {
    if (filter.field !== EXPIRING_FILTER) return true;
    const days = Number(filter.value);
    if (!Number.isInteger(days) || days < 0 || days > 3650 || !['lte', 'eq'].includes(filter.operator)) {
      throw unprocessable({ [EXPIRING_FILTER]: `${EXPIRING_FILTER} takes lte and a number of days.` });
    }
    const until = isoDate(new Date(Date.parse(today) + days * 86_400_000));
    extra.push(sql`s.clearance_next_expiry <= ${until}::date`);
    return false;
  });
  const keys = sortKeys(request.sort);
  const joins = new Set(
    [...filters.map((f) => f.field), ...keys.map((k) => k.field)].map((f) => searchColumns[f]?.join),
  );
  const from = sql`students s
    ${joins.has('organization') ? sql`join organizations o on o.id = s.organization_id` : sql``}
    ${joins.has('program') ? sql`left join enrollment_programs ep on ep.id = s.enrollment_program_id` : sql``}
    ${joins.has('job') ? CURRENT_JOB : sql``}`;
  const where = whereOf(
    {
      from,
      columns: searchColumns,
      defaultSort: [],
      key: sql`s.id`,
      where: [quickCondition(request.quickSearch), ...extra],
    },
    { filters },
  );
  const scope = andStudentScope(user);
  const pageRows = (
    await sql<PageRow>`
      select s.id, s.first_name as "firstName", s.last_name as "lastName", '*****' || right(s.ssn, 4) as ssn,
        s.birth_date as "birthDate", s.status, s.paper_check as "paperCheck", s.city, s.zip_code as "zipCode",
        coalesce(s.last_update_date, s.create_date) as "lastUpdateDate", s.organization_id, s.enrollment_program_id,
        count(*) over () as total
      from ${from}
      where ${where} ${scope}
      order by ${sql.join(keys.map((k) => sql`${k.expr} ${k.direction}`))}, s.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db)
  ).rows;
  let total = pageRows[0]?.total ?? 0;
  if (pageRows.length === 0 && page > 1) {
    total =
      (await sql<{ n: number }>`select count(*)::int as n from ${from} where ${where} ${scope}`.execute(db)).rows[0]
        ?.n ?? 0;
  }
  return { items: await withDisplayFields(db, pageRows), total };
}

interface PageRow extends Omit<
  StudentListItem,
  'organizationName' | 'enrollmentProgramName' | 'jobName' | 'worksiteName'
> {
  organization_id: number;
  enrollment_program_id: number;
  total: number;
}

/**
 * The display fields of one page's rows, by id, in two small queries (the current assignment's job
 * and worksite; organization and enrollment program names): each plans in well under a millisecond,
 * where one six-table join cost PGlite tens of milliseconds to plan.
 */
async function withDisplayFields(db: Db, rows: PageRow[]): Promise<StudentListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const jobs = new Map(
    (
      await sql<{ student_id: number; job_name: string; worksite_name: string }>`select cj.student_id,
          j.title as job_name, w.name as worksite_name
        from student_jobs cj join jobs j on j.id = cj.job_id join worksites w on w.id = j.worksite_id
        where cj.student_id = any(${ids}::int4[]) and cj.status in ('Assigned', 'Active')`.execute(db)
    ).rows.map((row) => [row.student_id, row] as const),
  );
  const names = (
    await sql<{ kind: string; id: number; name: string }>`select 'o' as kind, id, name from organizations
        where id = any(${[...new Set(rows.map((row) => row.organization_id))]}::int4[])
      union all select 'e' as kind, id, name from enrollment_programs
        where id = any(${[...new Set(rows.map((row) => row.enrollment_program_id))]}::int4[])`.execute(db)
  ).rows;
  const nameOf = (kind: string, id: number) => names.find((row) => row.kind === kind && row.id === id)?.name;
  return rows.map((row) => {
    const job = jobs.get(row.id);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      ssn: row.ssn,
      birthDate: row.birthDate,
      status: row.status,
      paperCheck: row.paperCheck,
      organizationName: nameOf('o', row.organization_id) ?? `Organization ${String(row.organization_id)}`,
      enrollmentProgramName:
        nameOf('e', row.enrollment_program_id) ?? `Enrollment program ${String(row.enrollment_program_id)}`,
      jobName: job?.job_name ?? null,
      worksiteName: job?.worksite_name ?? null,
      city: row.city,
      zipCode: row.zipCode,
      lastUpdateDate: row.lastUpdateDate,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The header (info): identity, status and the current assignment.

export async function studentInfo(
  db: Db,
  user: Principal | null,
  studentId: number,
  today: string,
): Promise<StudentInfo> {
  const row = (
    await sql<
      Omit<StudentInfo, 'age' | 'currentJob'> & {
        jobId: number | null;
        jobName: string | null;
        jobStartDate: string | null;
        jobEndDate: string | null;
        contractId: number | null;
        contractCode: string | null;
        worksiteId: number | null;
        worksiteName: string | null;
        incentiveOnly: boolean | null;
      }
    >`select s.id, s.first_name as "firstName", s.middle_name as "middleName", s.last_name as "lastName",
        s.suffix_name as "suffixName", s.birth_date as "birthDate", s.ssn, s.email_address as "emailAddress",
        s.main_phone as "mainPhone", s.status, s.paper_check as "paperCheck", s.payment_method as "paymentMethod",
        s.organization_id as "organizationId", o.name as "organizationName",
        s.enrollment_program_id as "enrollmentProgramId",
        coalesce(ep.name, 'Enrollment program ' || s.enrollment_program_id) as "enrollmentProgramName",
        coalesce(s.last_update_user, s.create_user) as "lastUpdatedBy",
        coalesce(s.last_update_date, s.create_date) as "lastUpdatedOn", s.version,
        j.id as "jobId", j.title as "jobName", cj.start_date as "jobStartDate", cj.end_date as "jobEndDate",
        c.id as "contractId", c.contract_code as "contractCode", w.id as "worksiteId", w.name as "worksiteName",
        cj.incentive_only as "incentiveOnly"
      from students s join organizations o on o.id = s.organization_id
        left join enrollment_programs ep on ep.id = s.enrollment_program_id ${CURRENT_JOB}
        left join contracts c on c.id = j.contract_id
      where s.id = ${studentId} ${andStudentScope(user)}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The participant');
  const {
    jobId,
    jobName,
    jobStartDate,
    jobEndDate,
    contractId,
    contractCode,
    worksiteId,
    worksiteName,
    incentiveOnly,
    ...rest
  } = row;
  const currentJob =
    jobId !== null &&
    jobName !== null &&
    jobStartDate !== null &&
    jobEndDate !== null &&
    contractId !== null &&
    contractCode !== null &&
    worksiteId !== null &&
    worksiteName !== null
      ? {
          jobId,
          jobName,
          jobStartDate,
          jobEndDate,
          contractId,
          contractCode,
          worksiteId,
          worksiteName,
          incentiveOnly: incentiveOnly ?? false,
        }
      : null;
  return { ...rest, age: Math.min(120, Math.max(0, ageOn(row.birthDate, today))), currentJob };
}

/**
 * Whether any participant has the SSN, in every organization: deliberately outside the row scope,
 * so the Add Participant wizard can warn about a youth another provider enrolled (ADR 065). The
 * answer is a yes or no and names no one.
 */
export async function ssnExists(db: Db, ssn: string): Promise<boolean> {
  const row = (
    await sql<{ found: boolean }>`select exists (select 1 from students where ssn = ${ssn}) as found`.execute(db)
  ).rows[0];
  return row?.found ?? false;
}
