// Reports, report definitions, business views and data extracts (pact/consumer/reports.pact.test.ts).
// The pact's rows are marked by their names.
import { sql } from 'kysely';
import { num, PACT_USER, type StateKit, type StateTable } from './kit.ts';

/** The required dates of the pact's report definitions: the only parameters they have. */
const PACT_REPORT_DATES = ['startDate', 'endDate'].map((name) => ({
  name,
  label: name === 'startDate' ? 'Start date' : 'End date',
  fieldType: 'date',
  isRequired: true,
  lookupName: null,
}));

const removePactDefinitions = (kit: StateKit) =>
  sql`delete from report_definitions where name in ('Pact Weekly Hours', 'Pact Weekly Hours (new)')`.execute(kit.db);

/** The pact's business views go with their extracts (an extract holds its view). */
async function removePactViews(kit: StateKit): Promise<void> {
  await sql`delete from data_extracts where business_view_id in (select id from business_views
      where name like 'Pact Participants%')`.execute(kit.db);
  await sql`delete from business_views where name like 'Pact Participants%'`.execute(kit.db);
}

/** A business view of participants with two columns, for the pact's views and extracts. */
async function insertPactView(kit: StateKit, version: number): Promise<number> {
  await removePactViews(kit);
  const columns = [
    { name: 'lastName', label: 'Last name', dataType: 'text' },
    { name: 'status', label: 'Status', dataType: 'text' },
  ];
  const row = await kit.first(
    'business view',
    sql<{ id: number }>`insert into business_views (name, description, view_name, columns, is_active, version,
        create_user)
      values ('Pact Participants', 'Participants by name and status.', 'students', ${JSON.stringify(columns)}, true,
        ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

export const reportStates: StateTable = {
  // ADR 125: a Payroll definition of the hours-and-pay report whose only parameters are its two dates
  'the hours and pay report with id {reportId} exists': {
    holds:
      'An active Payroll report definition "Pact Hours and Pay" (/Pathway/Payroll/HoursAndPay, Excel and CSV) whose only parameters are the required dates startDate and endDate.',
    setUp: async (kit) => {
      await sql`delete from report_definitions where name = 'Pact Hours and Pay'`.execute(kit.db);
      const row = await kit.first(
        'report definition',
        sql<{ id: number }>`insert into report_definitions (name, description, category, report_path, formats,
            parameter_definitions, is_active, create_user)
          values ('Pact Hours and Pay', 'Hours and pay per period, worksite and contract.', 'Payroll',
            '/Pathway/Payroll/HoursAndPay', ${JSON.stringify(['Excel', 'CSV'])}, ${JSON.stringify(PACT_REPORT_DATES)},
            true, ${PACT_USER}) returning id`,
      );
      return { reportId: row.id };
    },
  },
  'a report definition with id {reportDefinitionId} exists at version {version}': {
    holds: 'A Payroll report definition "Pact Weekly Hours" with the two required dates, at that version.',
    setUp: async (kit, p) => {
      await removePactDefinitions(kit);
      const row = await kit.first(
        'report definition',
        sql<{ id: number }>`insert into report_definitions (name, description, category, report_path, formats,
            parameter_definitions, is_active, version, create_user)
          values ('Pact Weekly Hours', 'Hours and pay per period.', 'Payroll', '/Pathway/Payroll/HoursAndPay',
            ${JSON.stringify(['Excel', 'CSV'])}, ${JSON.stringify(PACT_REPORT_DATES)}, true, ${num(p, 'version')},
            ${PACT_USER}) returning id`,
      );
      return { reportDefinitionId: row.id, version: num(p, 'version') };
    },
  },
  'no report definition of the pact exists': {
    holds: 'No report definition named "Pact Weekly Hours" or "Pact Weekly Hours (new)".',
    setUp: async (kit) => {
      await removePactDefinitions(kit);
      return undefined;
    },
  },
  'a business view with id {businessViewId} exists at version {version}': {
    holds: 'A business view "Pact Participants" over participants (lastName, status) at that version.',
    setUp: async (kit, p) => ({
      businessViewId: await insertPactView(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'a user holding BUSINESS_VIEW_MAINTENANCE is signed in': {
    holds: "Nothing new: the admin holds BUSINESS_VIEW_MAINTENANCE; the entities are the server's own catalogue.",
    setUp: () => Promise.resolve(undefined),
  },
  'no business view of the pact exists': {
    holds: 'No business view named "Pact Participants…" (nor its extracts).',
    setUp: async (kit) => {
      await removePactViews(kit);
      return undefined;
    },
  },
  'a data extract with id {dataExtractId} of business view {businessViewId} exists at version {version}': {
    holds:
      'The business view "Pact Participants" with a CSV data extract "Pact Participants Extract" (lastName, status; status = Assigned) at that version.',
    setUp: async (kit, p) => {
      const businessViewId = await insertPactView(kit, 0);
      const row = await kit.first(
        'data extract',
        sql<{ id: number }>`insert into data_extracts (business_view_id, name, description, columns, filters, format,
            version, create_user)
          values (${businessViewId}, 'Pact Participants Extract', 'Names and status.',
            ${JSON.stringify(['lastName', 'status'])},
            ${JSON.stringify([{ field: 'status', operator: 'eq', value: 'Assigned' }])}, 'CSV', ${num(p, 'version')},
            ${PACT_USER}) returning id`,
      );
      return { dataExtractId: row.id, businessViewId, version: num(p, 'version') };
    },
  },
};
