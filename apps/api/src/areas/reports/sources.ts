import type { components } from '@pathway/api-client/schema';
import { sql, type RawBuilder } from 'kysely';
import { bool, date, datetime, int, number, text, type Column } from '../../lib/search.ts';
import { contractorOwns, type ScopeRule } from '../../lib/scope.ts';
import { ownEntry } from '../../lib/allowList.ts';

type ColumnDataType = components['schemas']['ColumnDataType'];

/** One column a business view may expose: its SQL (via the search column) and its wire data type. */
export interface SourceColumn {
  label: string;
  dataType: ColumnDataType;
  column: Column;
}

/**
 * An entity data extracts and business views may read: the allow-list of its columns (never a full
 * SSN: the participant's is masked in the SQL itself), its joins and its row scope.
 */
export interface Source {
  label: string;
  from: RawBuilder<unknown>;
  key: RawBuilder<unknown>;
  scope: ScopeRule;
  columns: Record<string, SourceColumn>;
}

const col = (label: string, dataType: ColumnDataType, column: Column): SourceColumn => ({ label, dataType, column });
const maskedSsn = (alias: string) => text(sql`'*****' || right(${sql.ref(`${alias}.ssn`)}, 4)`);

/** The business views' `viewName`s: the entities the server offers, by name. */
export const SOURCES: Record<string, Source> = {
  students: {
    label: 'Participants',
    from: sql`students s
      left join organizations o on o.id = s.organization_id
      left join enrollment_programs ep on ep.id = s.enrollment_program_id`,
    key: sql`s.id`,
    scope: { organization: 's.organization_id', contractor: contractorOwns.student('s') },
    columns: {
      id: col('Participant id', 'number', int('s.id')),
      firstName: col('First name', 'text', text('s.first_name')),
      lastName: col('Last name', 'text', text('s.last_name')),
      ssn: col('SSN', 'text', maskedSsn('s')),
      birthDate: col('Birth date', 'date', date('s.birth_date')),
      status: col('Status', 'text', text('s.status')),
      city: col('City', 'text', text('s.city')),
      zipCode: col('ZIP code', 'text', text('s.zip_code')),
      emailAddress: col('Email', 'text', text('s.email_address')),
      paymentMethod: col('Payment method', 'text', text('s.payment_method')),
      paperCheck: col('Paper check', 'boolean', bool('s.paper_check')),
      organizationId: col('Organization id', 'number', int('s.organization_id')),
      organizationName: col('Organization', 'text', text('o.name')),
      enrollmentProgramName: col('Enrollment program', 'text', text('ep.name')),
      workPermitExpires: col('Work permit expires', 'date', date('s.work_permit_expires')),
      clearanceNextExpiry: col('Next clearance expiry', 'date', date('s.clearance_next_expiry')),
      createDate: col('Created', 'date', datetime('s.create_date')),
    },
  },
  applications: {
    label: 'Applications',
    from: sql`applicants a
      left join organizations o on o.id = a.organization_id
      left join enrollment_programs ep on ep.id = a.enrollment_program_id`,
    key: sql`a.id`,
    // Applicants belong to an organization; no contractor has any (ADR 060).
    scope: { organization: 'a.organization_id' },
    columns: {
      id: col('Application id', 'number', int('a.id')),
      firstName: col('First name', 'text', text('a.first_name')),
      lastName: col('Last name', 'text', text('a.last_name')),
      ssn: col('SSN', 'text', maskedSsn('a')),
      birthDate: col('Birth date', 'date', date('a.birth_date')),
      status: col('Status', 'text', text('a.status')),
      submittedOn: col('Submitted', 'date', datetime('a.submitted_on')),
      city: col('City', 'text', text('a.city')),
      zipCode: col('ZIP code', 'text', text('a.zip_code')),
      familySize: col('Family size', 'number', int('a.family_size')),
      familyIncome: col('Family income', 'money', number('a.family_income')),
      organizationId: col('Organization id', 'number', int('a.organization_id')),
      organizationName: col('Organization', 'text', text('o.name')),
      enrollmentProgramName: col('Enrollment program', 'text', text('ep.name')),
    },
  },
  worksites: {
    label: 'Worksites',
    from: sql`worksites w
      join contractors c on c.id = w.contractor_id
      join organizations o on o.id = w.organization_id`,
    key: sql`w.id`,
    scope: { organization: 'w.organization_id', contractor: contractorOwns.worksite('w') },
    columns: {
      id: col('Worksite id', 'number', int('w.id')),
      name: col('Worksite', 'text', text('w.name')),
      contractorName: col('Contractor', 'text', text('c.name')),
      organizationId: col('Organization id', 'number', int('w.organization_id')),
      organizationName: col('Organization', 'text', text('o.name')),
      addressLine1: col('Address', 'text', text('w.address_line1')),
      city: col('City', 'text', text('w.city')),
      zipCode: col('ZIP code', 'text', text('w.zip_code')),
      isPublicSector: col('Public sector', 'boolean', bool('w.is_public_sector')),
      status: col('Status', 'text', text('w.status')),
    },
  },
  jobs: {
    label: 'Jobs',
    from: sql`jobs j
      join worksites w on w.id = j.worksite_id
      join contracts ct on ct.id = j.contract_id`,
    key: sql`j.id`,
    scope: { organization: 'w.organization_id', contractor: contractorOwns.worksite('w') },
    columns: {
      id: col('Job id', 'number', int('j.id')),
      title: col('Job', 'text', text('j.title')),
      worksiteName: col('Worksite', 'text', text('w.name')),
      contractCode: col('Contract', 'text', text('ct.contract_code')),
      startDate: col('Start date', 'date', date('j.start_date')),
      endDate: col('End date', 'date', date('j.end_date')),
      hoursPerWeek: col('Hours per week', 'number', number('j.hours_per_week')),
      hourlyRate: col('Hourly rate', 'money', number('j.hourly_rate')),
      capacity: col('Positions', 'number', int('j.capacity')),
      status: col('Status', 'text', text('j.status')),
    },
  },
  timesheets: {
    label: 'Timesheets',
    from: sql`timesheets t
      join student_jobs sj on sj.id = t.student_job_id
      join students s on s.id = sj.student_id
      join jobs j on j.id = sj.job_id
      join worksites w on w.id = j.worksite_id`,
    key: sql`t.id`,
    scope: { organization: 's.organization_id', contractor: contractorOwns.worksite('w') },
    columns: {
      id: col('Timesheet id', 'number', int('t.id')),
      firstName: col('First name', 'text', text('s.first_name')),
      lastName: col('Last name', 'text', text('s.last_name')),
      ssn: col('SSN', 'text', maskedSsn('s')),
      worksiteName: col('Worksite', 'text', text('w.name')),
      jobTitle: col('Job', 'text', text('j.title')),
      periodStartDate: col('Period start', 'date', date('t.period_start_date')),
      periodEndDate: col('Period end', 'date', date('t.period_end_date')),
      hourlyRate: col('Hourly rate', 'money', number('t.hourly_rate')),
      workedHours: col('Worked hours', 'number', number('t.worked_hours')),
      incentiveAmount: col('Incentive', 'money', number('t.incentive_amount')),
      grossPay: col('Gross pay', 'money', number(sql`round(t.worked_hours * t.hourly_rate, 2)`)),
      status: col('Status', 'text', text('t.status')),
    },
  },
};

/** The search columns of a source restricted to `names`, in that order. */
export function columnsOf(source: Source, names: readonly string[]): Record<string, Column> {
  const out: Record<string, Column> = {};
  for (const name of names) {
    const found = ownEntry(source.columns, name);
    if (found) out[name] = found.column;
  }
  return out;
}

/** Every column of a source as search columns (filters may name any allow-listed column). */
export function allColumnsOf(source: Source): Record<string, Column> {
  return columnsOf(source, Object.keys(source.columns));
}

type Entity = components['schemas']['BusinessViewEntity'];

/**
 * The sources as the entities a business view may be made over, by label: each column with its
 * label, wire type and whether a view's quick search matches it (text and date columns, as in the rows).
 */
export function entitiesOf(sources: Readonly<Record<string, Source>>): Entity[] {
  return Object.entries(sources)
    .map(([name, source]) => ({
      name,
      label: source.label,
      columns: Object.entries(source.columns).map(([columnName, column]) => ({
        name: columnName,
        label: column.label,
        dataType: column.dataType,
        quickSearch: isQuickSearched(column.column),
      })),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/**
 * A view opened as a grid matches a quick search's words against its text columns and a date
 * against its dates (lib/search.ts reads every date of the spec; this flag tells the client so).
 */
export const isQuickSearched = (column: Column): boolean =>
  column.type === 'text' || column.type === 'date' || column.type === 'datetime';
