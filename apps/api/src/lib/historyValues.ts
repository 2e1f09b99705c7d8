import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { intArray } from '../db/arrays.ts';
import { maskForAudit } from './audit.ts';
import type { Db } from '../core/schema.ts';

type RecordType = components['schemas']['HistoryRecordType'];
type Change = components['schemas']['HistoryChange'];

/** What a history shows for an id whose record or option no longer exists. */
export const REMOVED = '(removed)';

const MAX_TEXT = 4000;
const MAX_CHANGES = 200;

/** Fields every write moves; a history that listed them would bury what the user changed. */
const BOOKKEEPING = new Set([
  'id',
  'version',
  'createDate',
  'createUser',
  'lastUpdateDate',
  'lastUpdateUser',
  'lastUpdatedBy',
  'lastUpdatedOn',
]);

/**
 * Where an id field's name lives. A field not listed here but ending in `Id` is numbered (`#12`)
 * rather than guessed: a wrong name would be worse than none.
 */
const SOURCES = {
  organization: { from: sql`organizations t`, name: sql`t.name` },
  contractor: { from: sql`contractors t`, name: sql`t.name` },
  worksite: { from: sql`worksites t`, name: sql`t.name` },
  job: { from: sql`jobs t`, name: sql`t.title` },
  contract: { from: sql`contracts t`, name: sql`t.contract_code` },
  student: { from: sql`students t`, name: sql`t.first_name || ' ' || t.last_name` },
  user: { from: sql`users t`, name: sql`t.user_name` },
  role: { from: sql`roles t`, name: sql`t.name` },
  school: { from: sql`schools t`, name: sql`t.name` },
  enrollmentProgram: { from: sql`enrollment_programs t`, name: sql`t.name` },
  program: { from: sql`programs t`, name: sql`t.name` },
  document: { from: sql`documents t`, name: sql`t.name` },
  lookup: { from: sql`lookup_options t`, name: sql`t.text` },
  // An assignment as the timesheet screen shows it: the participant and the job.
  studentJob: {
    from: sql`student_jobs t join students s on s.id = t.student_id join jobs j on j.id = t.job_id`,
    name: sql`s.first_name || ' ' || s.last_name || ' – ' || j.title`,
  },
  payrollProcess: {
    from: sql`payroll_processes t`,
    name: sql`'Payroll ' || to_char(t.period_start_date::date, 'MM/DD/YYYY') || ' – ' || to_char(t.period_end_date::date, 'MM/DD/YYYY')`,
  },
} as const;
type Source = keyof typeof SOURCES;

/** Id fields of the audited records, by the list or table that names them. */
const REFERENCES: Record<string, Source> = {
  organizationId: 'organization',
  contractorOrganizationId: 'organization',
  contractorId: 'contractor',
  worksiteId: 'worksite',
  recruitedWorksiteId: 'worksite',
  jobId: 'job',
  renewedFromJobId: 'job',
  contractId: 'contract',
  studentId: 'student',
  userId: 'user',
  roleId: 'role',
  schoolId: 'school',
  enrollmentProgramId: 'enrollmentProgram',
  programId: 'program',
  documentId: 'document',
  studentJobId: 'studentJob',
  payrollProcessId: 'payrollProcess',
  // The timesheet's payroll process, under the name the timesheet screens use.
  entryProcessId: 'payrollProcess',
  firstDocumentId: 'document',
  secondDocumentId: 'document',
  thirdDocumentId: 'document',
  // Options of the named lists (lookup_options), whatever the list.
  jobSectorId: 'lookup',
  contractTypeId: 'lookup',
  fundingSourceId: 'lookup',
  payrollFrequencyId: 'lookup',
  contactTypeId: 'lookup',
  genderId: 'lookup',
  ethnicGroupId: 'lookup',
  gradeLevelId: 'lookup',
  statusId: 'lookup',
  reasonId: 'lookup',
  unassignReasonId: 'lookup',
  interestId: 'lookup',
  verificationTypeId: 'lookup',
  waiverReleaseId: 'lookup',
  mediaUsageId: 'lookup',
  buckleyAmendmentId: 'lookup',
  incomeEligibilityProofId: 'lookup',
  clearanceCompanyId: 'lookup',
  paymentMethodId: 'lookup',
  // A participant's parts (its Details tabs), in its History (issue 45).
  relationshipId: 'lookup',
  barrierTypeId: 'lookup',
  careerProgramTypeId: 'lookup',
  serviceTypeId: 'lookup',
};

/** Fields holding a list of ids ("3,7" as stored, or a list), shown as the list of names. */
const LIST_REFERENCES: Record<string, Source> = {
  roleIds: 'role',
  organizationIds: 'organization',
};

/** Labels as the records' screens show them, where spelling out the wire name would read wrong. */
const LABELS: Record<string, string> = {
  ssn: 'SSN',
  zipPlus4: 'Zip+4',
  stateCode: 'State',
  emailAddress: 'Email',
  email: 'Email',
  mainPhone: 'Phone',
  isActive: 'Active',
  isPublicSector: 'Public Sector',
  welcomesReturning: 'Takes Back Returning Participants',
  positions: 'Capacity',
  maxHoursPerStudent: 'Max Hours per Participant',
  hoursPerWeek: 'Hours per Week',
  supervisorName: 'Supervisor',
  requiresClearances: 'Requires Clearances at Any Age',
  budgetAmount: 'Budget',
  contractorOrganizationId: 'Contractor Organization',
  renewedFromJobId: 'Renewed From Job',
  roleIds: 'Roles',
  organizationIds: 'Organizations',
  changes: 'Changes Since Last Approval',
};

/** The same wire name labelled differently on one kind of record's screen. */
const KIND_LABELS: Partial<Record<RecordType, Record<string, string>>> = {
  job: { name: 'Title' },
  participant: { mainPhone: 'Main Phone' },
};

/** Fields whose contract type is Money: shown as $1,234.50. */
const MONEY = new Set([
  'amount',
  'annualIncome',
  'approvedAmount',
  'budgetAmount',
  'cumulativeIncentives',
  'defaultHourlyRate',
  'expectedAmount',
  'familyIncome',
  'hourlyRate',
  'incentiveAmount',
  'maxIncentiveAmount',
  'otherIncentiveAmount',
  'outstanding',
  'paidAmount',
  'payAmount',
  'payrolledAmount',
  'remainingIncentiveAmount',
  'repayAmount',
  'totalAmount',
  'totalIncentiveAmount',
  'totalPayrollAmount',
]);

/** Rows written from a table row (a deleted applicant) carry column names: organization_id. */
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** "mainPhone" → "Main Phone". */
const spell = (field: string) =>
  field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/** The label of a wire field on a record's screen: "contractTypeId" → "Contract Type". */
export function fieldLabel(type: RecordType, field: string): string {
  const key = camel(field);
  const own = KIND_LABELS[type]?.[key] ?? LABELS[key];
  if (own !== undefined) return own;
  return spell(key.endsWith('Id') && key.length > 2 ? key.slice(0, -2) : key);
}

const pad = (value: number) => String(value).padStart(2, '0');

const money = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A stored plain value as the record's screens mask it: mm/dd/yyyy, $1,234.50, Yes/No. */
function display(field: string, value: string | number | boolean | null): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return MONEY.has(field) ? money(value) : String(value);
  if (MONEY.has(field) && /^-?\d+(\.\d+)?$/.test(value)) return money(Number(value));
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) return `${date[2] ?? ''}/${date[3] ?? ''}/${date[1] ?? ''}`;
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : null;
  if (at && !Number.isNaN(at.getTime())) {
    const hours = at.getUTCHours() % 12 === 0 ? 12 : at.getUTCHours() % 12;
    return `${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCDate())}/${String(at.getUTCFullYear())} ${String(hours)}:${pad(at.getUTCMinutes())} ${at.getUTCHours() < 12 ? 'AM' : 'PM'} UTC`;
  }
  return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
}

type Plain = string | number | boolean | null;

/** One plain value of a write, at its path, with the field (last key) that says how to show it. */
interface Leaf {
  field: string;
  label: string;
  value: Plain;
}

/** A field change as an approval stores it with the decision: the record's own fields. */
interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isFieldChanges = (value: unknown): value is FieldChange[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => isObject(item) && typeof item.field === 'string' && 'before' in item && 'after' in item);

const isPlain = (value: unknown): value is Plain =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A write's stored values flattened to labelled plain leaves; nested objects and lists by path. */
class Flattener {
  readonly leaves = new Map<string, Leaf>();
  /** Field changes carried inside a write (an approval's changes since the last approval). */
  readonly carried: { path: string; label: string; field: string; before: unknown; after: unknown }[] = [];

  private readonly type: RecordType;

  constructor(type: RecordType) {
    this.type = type;
  }

  add(value: unknown, path = '', label = '') {
    if (isFieldChanges(value)) {
      for (const change of value) {
        const field = camel(change.field);
        this.carried.push({
          path: path === '' ? field : `${path}.${field}`,
          label: label === '' ? fieldLabel(this.type, field) : `${label} › ${fieldLabel(this.type, field)}`,
          field,
          before: change.before,
          after: change.after,
        });
      }
      return;
    }
    if (isObject(value)) {
      const keys = Object.keys(value).map(camel);
      for (const [rawKey, inner] of Object.entries(value)) {
        const key = camel(rawKey);
        if (path === '' && BOOKKEEPING.has(key)) continue;
        // A display name read beside its id (organizationName by organizationId) would say it twice.
        if (key.endsWith('Name') && keys.includes(`${key.slice(0, -4)}Id`)) continue;
        if (key === 'contractCode' && keys.includes('contractId')) continue;
        const own = fieldLabel(this.type, key);
        this.add(inner, path === '' ? key : `${path}.${key}`, label === '' ? own : `${label} › ${own}`);
      }
      return;
    }
    const field = path.slice(path.lastIndexOf('.') + 1);
    if (Array.isArray(value)) {
      if (value.every(isPlain)) {
        this.leaves.set(path, { field, label, value: value.length === 0 ? null : value.map(String).join(', ') });
        return;
      }
      value.forEach((item, index) => {
        const n = String(index + 1);
        this.add(item, path === '' ? n : `${path}.${n}`, label === '' ? `Item ${n}` : `${label} ${n}`);
      });
      return;
    }
    // Only JSON reaches here: anything not plain is undefined (a field the write left out).
    this.leaves.set(path, { field, label, value: isPlain(value) ? value : null });
  }
}

/** The ids of a page of history by the source that names them. */
type Wanted = Map<Source, Set<number>>;

/** The ids a stored value holds: one, or a list as text ("3,7") or as a list. */
const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])
    .map((id) => (typeof id === 'number' ? id : typeof id === 'string' && id.trim() !== '' ? Number(id) : NaN))
    .filter((id) => Number.isInteger(id) && id > 0);

function want(wanted: Wanted, field: string, value: unknown) {
  const source = REFERENCES[field] ?? LIST_REFERENCES[field];
  if (source === undefined) return;
  const ids = wanted.get(source) ?? new Set<number>();
  for (const id of idsIn(value)) ids.add(id);
  wanted.set(source, ids);
}

/**
 * The names of every id of a page, in one statement whatever the number of writes and fields: one
 * branch per kind of record named, each id list one array parameter. A union of a page's own set of
 * tables is a shape the builder cannot express, hence the template.
 */
async function namesOf(db: Db, wanted: Wanted): Promise<Map<string, string>> {
  const branches = [...wanted].map(
    ([source, ids]) =>
      sql`select ${source}::text as source, t.id::int as id, ${SOURCES[source].name} as name
        from ${SOURCES[source].from} where t.id = any(${intArray([...ids])})`,
  );
  const names = new Map<string, string>();
  if (branches.length === 0) return names;
  // Raw SQL: a union of one branch per kind of record the page names, each from its own table.
  const rows = (
    await sql<{ source: string; id: number; name: string }>`${sql.join(branches, sql` union all `)}
      order by 1, 2`.execute(db)
  ).rows;
  for (const row of rows) names.set(`${row.source} ${String(row.id)}`, row.name);
  return names;
}

/** One stored write: its masked before and after as the audit log holds them. */
export interface StoredWrite {
  before: unknown;
  after: unknown;
}

const masked = (value: unknown) => (value === undefined ? null : maskForAudit(value));

/**
 * The changes of each write of a page as the record's screens would show them: labels, names for
 * ids (one query for the whole page), nested values flattened, dates, money and flags masked. A
 * create lists what it set, a delete what it removed, an update or action what differs.
 */
export async function presentChanges(db: Db, type: RecordType, writes: readonly StoredWrite[]): Promise<Change[][]> {
  const flattened = writes.map((write) => {
    const before = new Flattener(type);
    const after = new Flattener(type);
    before.add(masked(write.before));
    after.add(masked(write.after));
    return { before, after };
  });
  const wanted: Wanted = new Map();
  for (const { before, after } of flattened) {
    for (const leaf of [...before.leaves.values(), ...after.leaves.values()]) want(wanted, leaf.field, leaf.value);
    for (const change of [...before.carried, ...after.carried]) {
      want(wanted, change.field, change.before);
      want(wanted, change.field, change.after);
    }
  }
  const names = await namesOf(db, wanted);
  const show = (field: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    const list = LIST_REFERENCES[field];
    if (list !== undefined)
      return idsIn(value)
        .map((id) => names.get(`${list} ${String(id)}`) ?? REMOVED)
        .join(', ');
    const source = REFERENCES[field];
    if (source !== undefined) return names.get(`${source} ${String(idsIn(value)[0] ?? 0)}`) ?? REMOVED;
    // An id of something without a name (a payroll process): numbered, never a bare number.
    if (field.endsWith('Id') && typeof value === 'number') return `#${String(value)}`;
    if (isPlain(value)) return display(field, value);
    // A nested value inside a carried change: its plain leaves, labelled, on one line.
    const inner = new Flattener(type);
    inner.add(value, field, '');
    return (
      [...inner.leaves.values()].map((leaf) => `${leaf.label}: ${show(leaf.field, leaf.value) ?? '—'}`).join('; ') ||
      null
    );
  };
  return flattened.map(({ before, after }) => {
    const changes: Change[] = [];
    const paths = new Set([...before.leaves.keys(), ...after.leaves.keys()]);
    for (const path of paths) {
      const was = before.leaves.get(path);
      const now = after.leaves.get(path);
      if ((was?.value ?? null) === (now?.value ?? null)) continue;
      const leaf = now ?? was;
      if (!leaf) continue;
      changes.push({
        field: path.slice(0, 100),
        label: leaf.label,
        before: show(leaf.field, was?.value ?? null),
        after: show(leaf.field, now?.value ?? null),
      });
    }
    for (const carried of [...before.carried, ...after.carried]) {
      // The value sits under before/after, not under its field's name, so the mask is applied here.
      const mask = (value: unknown) =>
        (maskForAudit({ [carried.field]: value }) as Record<string, unknown>)[carried.field];
      changes.push({
        field: carried.path.slice(0, 100),
        label: carried.label,
        before: show(carried.field, mask(carried.before)),
        after: show(carried.field, mask(carried.after)),
      });
    }
    return changes.slice(0, MAX_CHANGES);
  });
}

/**
 * The names of the ids among some field values, read in one statement: the answer names a
 * reference field's value ((removed) when gone) and leaves any other field's value as it is.
 */
export async function idNamer(db: Db, values: readonly { field: string; value: unknown }[]) {
  const wanted: Wanted = new Map();
  for (const { field, value } of values) want(wanted, field, value);
  const names = await namesOf(db, wanted);
  return (field: string, value: string | null): string | null => {
    const source = REFERENCES[field];
    if (source === undefined || value === null) return value;
    return names.get(`${source} ${String(idsIn(value)[0] ?? 0)}`) ?? REMOVED;
  };
}
