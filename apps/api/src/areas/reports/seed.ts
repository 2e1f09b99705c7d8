import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import type { Seeder } from '../../seed/run.ts';
import { SOURCES } from './sources.ts';

type ReportParameter = components['schemas']['ReportParameter'];
type ReportCategory = components['schemas']['ReportCategory'];

const dates = (isRequired: boolean): ReportParameter[] => [
  { name: 'startDate', label: 'Start date', fieldType: 'date', isRequired, lookupName: null },
  { name: 'endDate', label: 'End date', fieldType: 'date', isRequired, lookupName: null },
];
const organizationAndProgram: ReportParameter[] = [
  {
    name: 'organizationId',
    label: 'Organization',
    fieldType: 'buttons',
    isRequired: false,
    lookupName: 'organizations',
  },
  { name: 'programId', label: 'Program', fieldType: 'buttons', isRequired: false, lookupName: 'programs' },
];

/** The reports directors and funders ask for every week (issue 15), one per computed report. */
export const DEFINITIONS: readonly {
  name: string;
  description: string;
  category: ReportCategory;
  reportPath: string;
  parameters: ReportParameter[];
}[] = [
  {
    // The General category is seen with the plain REPORTS claim (organization staff, ADR 125).
    name: 'Applications by Week and State',
    description: 'Online applications by the week they were submitted and the state they are in now.',
    category: 'General',
    reportPath: '/Pathway/Management/EnrollmentFunnel',
    parameters: [...dates(false), ...organizationAndProgram],
  },
  {
    name: 'Enrollment Funnel by State and Week',
    description: 'Participants by the week they were enrolled and the state they are in now.',
    category: 'Management',
    reportPath: '/Pathway/Management/EnrollmentFunnel',
    parameters: [...dates(false), ...organizationAndProgram],
  },
  {
    name: 'Participants by Worksite, Job and Status',
    description: 'Participants assigned to each job of each worksite, by assignment status.',
    category: 'Contractor',
    reportPath: '/Pathway/Contractor/ParticipantsByWorksite',
    parameters: [...dates(false), ...organizationAndProgram],
  },
  {
    name: 'Hours and Pay by Period, Worksite and Contract',
    description: 'Timesheets, worked hours, gross pay and incentives per pay period, worksite and contract.',
    category: 'Payroll',
    reportPath: '/Pathway/Payroll/HoursAndPay',
    parameters: [...dates(true), ...organizationAndProgram],
  },
  {
    name: 'Payroll Totals by Card-Provider File',
    description: 'Payments, amounts sent and amounts paid in each outbound card-provider file.',
    category: 'Payroll',
    reportPath: '/Pathway/Payroll/CardProviderFileTotals',
    parameters: [...dates(false), ...organizationAndProgram],
  },
  {
    name: 'Clearance and Work-Permit Expiries',
    description: 'Participants whose clearances or work permit expire, by month and kind.',
    category: 'Admin',
    reportPath: '/Pathway/Admin/ClearanceExpiries',
    parameters: [...dates(false), ...organizationAndProgram],
  },
  {
    name: 'Interviews Scheduled and Outcomes',
    description: 'Interviews by the week they are scheduled for and their outcome.',
    category: 'Management',
    reportPath: '/Pathway/Management/Interviews',
    parameters: [...dates(false), ...organizationAndProgram],
  },
];

/** The tables the reports read: their planner statistics are refreshed once the demo data is in. */
const REPORTED_TABLES = [
  'applicants',
  'students',
  'student_jobs',
  'interviews',
  'jobs',
  'worksites',
  'contracts',
  'timesheets',
  'card_provider_files',
  'card_provider_file_lines',
] as const;

/**
 * One business view per entity with every allow-listed column, and an extract of each to start
 * from. Last of the seeders, it also refreshes the statistics of the tables the reports read:
 * PGlite runs no autovacuum, and without statistics after a bulk load the planner takes 54,000
 * timesheets for 272 and picks nested loops that triple the payroll reports' time.
 */
export const seeder: Seeder = {
  order: 600,
  name: 'reports',
  async seed({ db }) {
    for (const definition of DEFINITIONS) {
      await sql`insert into report_definitions (name, description, category, report_path, formats,
          parameter_definitions, is_active, create_date, create_user)
        values (${definition.name}, ${definition.description}, ${definition.category}, ${definition.reportPath},
          ${JSON.stringify(['Excel', 'CSV', 'PDF'])}, ${JSON.stringify(definition.parameters)}, true,
          '2026-03-02T14:00:00Z', 'system')`.execute(db);
    }
    for (const [viewName, source] of Object.entries(SOURCES)) {
      const columns = Object.entries(source.columns).map(([name, column]) => ({
        name,
        label: column.label,
        dataType: column.dataType,
      }));
      const view = (
        await sql<{ id: number }>`insert into business_views (name, description, view_name, columns, is_active,
            create_date, create_user)
          values (${source.label}, ${`Every ${source.label.toLowerCase()} row the user may see.`}, ${viewName},
            ${JSON.stringify(columns)}, true, '2026-03-02T14:00:00Z', 'system') returning id`.execute(db)
      ).rows[0];
      if (!view) throw new Error('business view insert returned no id');
      const chosen = columns.slice(0, 6).map((column) => column.name);
      await sql`insert into data_extracts (business_view_id, name, description, columns, filters, format,
          create_date, create_user)
        values (${view.id}, ${`${source.label} - all`}, ${`The main columns of every ${source.label.toLowerCase()} row.`},
          ${JSON.stringify(chosen)}, '[]', 'CSV', '2026-03-02T14:00:00Z', 'system')`.execute(db);
    }
    await sql`analyze ${sql.join(REPORTED_TABLES.map((table) => sql.table(table)))}`.execute(db);
  },
};
