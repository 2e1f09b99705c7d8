import { sql } from 'kysely';
import { FIRST_NAMES, LAST_NAMES } from '../../seed/data.ts';
import type { Random } from '../../seed/random.ts';
import type { Seeder } from '../../seed/run.ts';
import type { Db } from './common.ts';
import { LOOKUPS } from './lookups.ts';

interface ContractSeed {
  code: string;
  name: string;
  organizationId: number;
  start: string;
  end: string;
  status: 'Draft' | 'Active' | 'Closed';
  rate: number;
}

/** Summer 2026 contracts of the three organizations, last summer's (Closed) and next summer's (Draft). */
const CONTRACTS: readonly ContractSeed[] = [
  {
    code: 'P4W-SYEP-2026',
    name: 'Summer Youth Employment 2026',
    organizationId: 1,
    start: '2026-06-01',
    end: '2026-08-31',
    status: 'Active',
    rate: 12,
  },
  {
    code: 'P4W-YEAR-2026',
    name: 'Year-Round Youth Work Experience 2026',
    organizationId: 1,
    start: '2026-01-05',
    end: '2026-12-18',
    status: 'Active',
    rate: 13,
  },
  {
    code: 'P4W-SYEP-2025',
    name: 'Summer Youth Employment 2025',
    organizationId: 1,
    start: '2025-06-02',
    end: '2025-08-29',
    status: 'Closed',
    rate: 11.5,
  },
  {
    code: 'P4W-SYEP-2027',
    name: 'Summer Youth Employment 2027',
    organizationId: 1,
    start: '2027-06-01',
    end: '2027-08-31',
    status: 'Draft',
    rate: 12.5,
  },
  {
    code: 'ULGP-SYEP-2026',
    name: 'Urban League Summer Jobs 2026',
    organizationId: 2,
    start: '2026-06-08',
    end: '2026-08-28',
    status: 'Active',
    rate: 12.5,
  },
  {
    code: 'ULGP-LIB-2026',
    name: 'Library Youth Corps 2026',
    organizationId: 2,
    start: '2026-06-15',
    end: '2026-08-14',
    status: 'Active',
    rate: 13.5,
  },
  {
    code: 'TRY-SYEP-2026',
    name: 'Three Rivers Summer Works 2026',
    organizationId: 3,
    start: '2026-06-15',
    end: '2026-08-21',
    status: 'Active',
    rate: 12.25,
  },
  {
    code: 'TRY-ARTS-2026',
    name: 'Northside Arts Apprenticeship 2026',
    organizationId: 3,
    start: '2026-09-08',
    end: '2026-12-11',
    status: 'Draft',
    rate: 13,
  },
];

/** Eight worksites per core contractor (1-5), with the sector and the jobs that fit them. */
const WORKSITES: Record<number, { sector: string; sites: readonly string[]; titles: readonly string[] }> = {
  1: {
    sector: 'Parks and Recreation',
    sites: [
      'Frick Park Grounds',
      'Schenley Park Trails',
      'Highland Park Reservoir Gardens',
      'Riverview Park Crew Yard',
      'Mellon Park Greenhouse',
      'Arsenal Park',
      'Point State Park Lawns',
      'Allegheny Commons',
    ],
    titles: ['Park Maintenance Aide', 'Grounds Crew Member', 'Landscaping Assistant', 'Office Clerk'],
  },
  2: {
    sector: 'Parks and Recreation',
    sites: [
      'Hartwood Acres',
      'North Park Boathouse',
      'South Park Nature Center',
      'Settlers Cabin Park',
      'Boyce Park Lodge',
      'Deer Lakes Park',
      'Round Hill Farm',
      'White Oak Park',
    ],
    titles: ['Camp Counselor', 'Park Maintenance Aide', 'Nature Center Guide', 'Recreation Aide'],
  },
  3: {
    sector: 'Nonprofit and Community Services',
    sites: [
      'Centre Avenue Garden',
      'Wylie Avenue Orchard',
      'Kaufmann Center Plots',
      'Hill House Kitchen Garden',
      'Bedford Dwellings Garden',
      'Herron Avenue Farm Stand',
      'Crawford Square Greenhouse',
      'Freedom Corner Planters',
    ],
    titles: ['Garden Assistant', 'Farm Stand Cashier', 'Community Outreach Aide', 'Office Clerk'],
  },
  4: {
    sector: 'Arts and Culture',
    sites: [
      'Manchester Craftsmen Studio',
      'Allegheny Center Mural Lab',
      'Mexican War Streets Print Shop',
      'Brighton Heights Theater',
      'Troy Hill Music Room',
      'Spring Garden Ceramics',
      'Observatory Hill Photo Lab',
      'East Allegheny Dance Hall',
    ],
    titles: ['Arts Program Aide', 'Camp Counselor', 'Stage Crew Assistant', 'Office Clerk'],
  },
  5: {
    sector: 'Education and Child Care',
    sites: [
      'Hill District Branch',
      'Homewood Branch',
      'East Liberty Branch',
      'Hazelwood Branch',
      'Knoxville Branch',
      'Sheraden Branch',
      'Squirrel Hill Branch',
      'Lawrenceville Branch',
    ],
    titles: ['Library Assistant', 'Reading Buddy', 'Teen Tech Helper', 'Office Clerk'],
  },
};

const STREETS = [
  'Forbes Ave',
  'Centre Ave',
  'Penn Ave',
  'Butler St',
  'Liberty Ave',
  'Brownsville Rd',
  'Perrysville Ave',
  'Murray Ave',
];
const ZIPS = ['15206', '15208', '15210', '15212', '15213', '15214', '15217', '15219', '15224', '15233'];
const NOTES = [
  'Site visit: supervisor asked for two more aides in August.',
  'Safety orientation held on the first Monday; all youth attended.',
  'Parking is behind the building; youth use the side entrance.',
  'Supervisor will be on leave the week of July 20; backup is the site manager.',
  'Timesheets are signed on Fridays before 3 pm.',
];

async function options(db: Db, lookupName: string) {
  return (
    await sql<{ id: number; text: string; organization_id: number | null }>`select id, text, organization_id
      from lookup_options where lookup_name = ${lookupName} order by sort_order, id`.execute(db)
  ).rows;
}

const money = (random: Random, min: number, max: number) => (random.int(min * 4, max * 4) / 4).toFixed(2);

/**
 * Record an approval decision as the approvals screen reads it: the snapshot holds the fields of
 * jobSnapshot / worksiteSnapshot, or a later edit lists a field left out here as changed.
 */
async function recordDecision(
  db: Db,
  entity: 'worksite' | 'job',
  id: number,
  decision: string,
  comment: string | null,
) {
  const snapshot =
    entity === 'worksite'
      ? sql`select jsonb_build_object('name', name, 'contractorId', contractor_id, 'jobSectorId', job_sector_id,
          'description', description, 'addressLine1', address_line1, 'addressLine2', address_line2, 'city', city,
          'stateCode', state_code, 'zipCode', zip_code, 'mainPhone', main_phone, 'isPublicSector', is_public_sector,
          'isActive', is_active) from worksites where id = ${id}`
      : sql`select jsonb_build_object('name', title, 'worksiteId', worksite_id, 'contractId', contract_id,
          'jobSectorId', job_sector_id, 'description', description, 'startDate', start_date, 'endDate', end_date,
          'hoursPerWeek', hours_per_week, 'positions', capacity, 'hourlyRate', hourly_rate, 'incentiveOnly', incentive_only,
          'maxHoursPerStudent', max_hours_per_student, 'maxIncentiveAmount', max_incentive_amount, 'minAge', min_age,
          'maxAge', max_age, 'supervisorName', supervisor_name, 'supervisorPhone', supervisor_phone,
          'supervisorEmail', supervisor_email, 'workSchedule', work_schedule) from jobs where id = ${id}`;
  await sql`insert into approval_history (entity, entity_id, decision, comment, snapshot, changes, decided_by, decided_at)
    select ${entity}, ${id}, ${decision}, ${comment}, s.snap,
      (select coalesce(jsonb_agg(jsonb_build_object('field', e.key, 'before', null, 'after', e.value) order by e.key), '[]')
        from jsonb_each(s.snap) e),
      'admin', '2026-05-15T14:00:00Z'
    from (${snapshot}) as s(snap)`.execute(db);
}

export const seeder: Seeder = {
  order: 200,
  name: 'contract',
  async seed({ db, random }) {
    const [contractTypes, fundingSources, frequencies, sectors, contactTypes, fbis] = await Promise.all([
      options(db, LOOKUPS.contractTypes),
      options(db, LOOKUPS.fundingSources),
      options(db, LOOKUPS.payrollFrequencies),
      options(db, LOOKUPS.jobSectors),
      options(db, LOOKUPS.contactTypes),
      options(db, LOOKUPS.fbis),
    ]);
    const first = <T>(list: readonly T[], what: string): T => {
      const item = list[0];
      if (item === undefined) throw new Error(`the contract seed needs the ${what} lookup list`);
      return item;
    };
    const sectorId = (name: string) => (sectors.find((s) => s.text === name) ?? first(sectors, 'job-sectors')).id;
    const typeId = (name: string) =>
      (contactTypes.find((t) => t.text === name) ?? first(contactTypes, 'contact-types')).id;

    const contractIds = new Map<string, number>();
    for (const contract of CONTRACTS) {
      const row = (
        await sql<{
          id: number;
        }>`insert into contracts (contract_code, name, organization_id, start_date, end_date, status,
            contract_type_id, funding_source_id, payroll_frequency_id, budget_amount, default_hourly_rate,
            max_hours_per_student, max_incentive_amount, create_user, create_date)
          values (${contract.code}, ${contract.name}, ${contract.organizationId}, ${contract.start}, ${contract.end},
            ${contract.status}, ${random.pick(contractTypes).id}, ${random.pick(fundingSources).id},
            ${
              first(
                frequencies.filter((f) => f.text === 'Bi-Weekly'),
                'payroll-frequencies',
              ).id
            },
            ${random.int(20, 90) * 10000}, ${contract.rate}, ${random.pick([150, 180, 200])}, ${random.pick([250, 400, 500])},
            'admin', '2026-02-02T15:00:00Z') returning id`.execute(db)
      ).rows[0];
      if (row) contractIds.set(contract.code, row.id);
    }

    const contractors = (
      await sql<{
        id: number;
        organization_id: number;
      }>`select id, organization_id from contractors order by id`.execute(db)
    ).rows;
    let jobCount = 0;
    for (const contractor of contractors) {
      const plan = WORKSITES[contractor.id];
      if (!plan) continue;
      for (const [index, siteName] of plan.sites.entries()) {
        // Mostly approved; every contractor also has work waiting in the approvals queue.
        const status =
          index === 6
            ? 'Pending Approval'
            : index === 7
              ? contractor.id % 2 === 0
                ? 'Rejected'
                : 'Pending Approval'
              : index === 5 && contractor.id === 3
                ? 'Inactive'
                : 'Approved';
        const worksite = (
          await sql<{
            id: number;
          }>`insert into worksites (contractor_id, organization_id, name, job_sector_id, description,
              address_line1, city, state_code, zip_code, main_phone, is_public_sector, is_active, status, create_user,
              create_date)
            values (${contractor.id}, ${contractor.organization_id}, ${siteName}, ${sectorId(plan.sector)},
              ${`${siteName}: youth crews work here during the programme season.`},
              ${`${String(random.int(100, 7999))} ${random.pick(STREETS)}`}, 'Pittsburgh', 'PA', ${random.pick(ZIPS)},
              ${random.phone()}, ${contractor.id === 5 || random.chance(0.3)}, ${status !== 'Inactive'}, ${status},
              ${contractor.id === 1 ? 'contractor' : 'admin'}, '2026-03-10T13:30:00Z') returning id`.execute(db)
        ).rows[0];
        if (!worksite) continue;
        if (status === 'Approved' || status === 'Inactive')
          await recordDecision(db, 'worksite', worksite.id, 'Approved', null);
        if (status === 'Rejected') {
          await recordDecision(
            db,
            'worksite',
            worksite.id,
            'Rejected',
            'The address could not be verified; please add the suite number.',
          );
        }

        // Contacts: a site supervisor (with the contract code) and a billing contact.
        const ownActive = CONTRACTS.filter(
          (c) => c.organizationId === contractor.organization_id && c.status === 'Active',
        );
        const mainContract = ownActive[index % Math.max(1, ownActive.length)];
        for (const [kind, type] of [
          ['supervisor', 'Site Supervisor'],
          ['billing', 'Billing Contact'],
        ] as const) {
          if (kind === 'billing' && index % 3 !== 0) continue;
          const firstName = random.pick(FIRST_NAMES);
          const lastName = random.pick(LAST_NAMES);
          await sql`insert into contacts (source_name, source_id, contact_type_luid, salutation, first_name, last_name,
              main_phone, main_email, criminal_background_flag, child_abuse_background_flag, fbi_uid,
              disclosure_statement, description, contract_code, create_user, create_date)
            values ('worksites', ${worksite.id}, ${typeId(type)}, ${random.pick(['Ms.', 'Mr.', 'Mx.'])}, ${firstName},
              ${lastName}, ${random.phone()},
              ${`${firstName[0] ?? 'x'}${lastName}@worksite${String(worksite.id)}.example.org`.toLowerCase()},
              ${kind === 'supervisor'}, ${kind === 'supervisor'}, ${kind === 'supervisor' ? random.pick(fbis).id : null},
              ${kind === 'supervisor'},
              ${kind === 'supervisor' ? 'Site supervisor for the summer crew; on site weekdays 8am-4pm.' : 'Invoices and payroll questions.'},
              ${kind === 'supervisor' && mainContract ? mainContract.code : null}, 'admin', '2026-04-14T13:10:00Z')`.execute(
            db,
          );
        }
        if (index % 2 === 0) {
          await sql`insert into notes (note_type, source_id, note, create_user, create_date)
            values ('worksites', ${worksite.id}, ${random.pick(NOTES)}, 'admin', '2026-05-20T10:00:00Z')`.execute(db);
        }

        if (status !== 'Approved' && status !== 'Inactive') continue;
        // Linked to this organization's contracts of the summer (and last summer's for a few).
        const closed = CONTRACTS.filter(
          (c) => c.organizationId === contractor.organization_id && c.status === 'Closed',
        );
        const linked = [...(index < 2 ? ownActive : mainContract ? [mainContract] : []), ...(index < 3 ? closed : [])];
        for (const contract of linked) {
          const contractId = contractIds.get(contract.code);
          if (contractId === undefined) continue;
          await sql`insert into contract_worksites (contract_id, worksite_id, linked_by, linked_on)
            values (${contractId}, ${worksite.id}, 'admin', '2026-05-01T12:00:00Z')`.execute(db);
          const titles = plan.titles.slice(0, contract.status === 'Closed' ? 2 : random.int(2, 4));
          for (const title of titles) {
            const capacity = random.int(2, 10);
            const young = title === 'Camp Counselor' || title === 'Office Clerk';
            const jobStatus =
              contract.status === 'Closed'
                ? 'Approved'
                : random.pick([
                    'Approved',
                    'Approved',
                    'Approved',
                    'Approved',
                    'Approved',
                    'Pending Approval',
                    'Rejected',
                  ]);
            const supervisor = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
            const job = (
              await sql<{
                id: number;
              }>`insert into jobs (worksite_id, contract_id, title, job_sector_id, description, start_date,
                  end_date, hours_per_week, hourly_rate, capacity, incentive_only, max_hours_per_student,
                  max_incentive_amount, min_age, max_age, supervisor_name, supervisor_phone, supervisor_email,
                  work_schedule, status, create_user, create_date)
                values (${worksite.id}, ${contractId}, ${title}, ${sectorId(plan.sector)},
                  ${`${title} at ${siteName}.`}, ${contract.start}, ${contract.end}, ${random.pick([20, 25, 30])},
                  ${money(random, 12, 15.5)}, ${capacity}, ${random.chance(0.05)}, ${random.pick([120, 150])},
                  ${random.pick([200, 250])}, ${young ? 16 : 14}, ${young ? 21 : 18}, ${supervisor}, ${random.phone()},
                  ${`${supervisor.replace(' ', '.').toLowerCase()}@worksite${String(worksite.id)}.example.org`},
                  'Mon-Thu 9:00-3:00', ${jobStatus}, ${contractor.id === 1 ? 'contractor' : 'admin'},
                  '2026-04-01T14:00:00Z') returning id`.execute(db)
            ).rows[0];
            if (!job) continue;
            jobCount += 1;
            if (jobStatus === 'Approved') await recordDecision(db, 'job', job.id, 'Approved', null);
            if (jobStatus === 'Rejected') {
              await recordDecision(
                db,
                'job',
                job.id,
                'Rejected',
                'The hourly rate is above the contract default; please explain.',
              );
            }
            if (jobCount % 4 === 0) {
              await sql`insert into notes (note_type, source_id, note, create_user, create_date)
                values ('jobs', ${job.id}, ${random.pick(NOTES)}, 'admin', '2026-05-22T09:30:00Z')`.execute(db);
            }
          }
        }
      }
      // Two contacts of the contractor itself.
      for (const type of ['Executive Director', 'Program Coordinator']) {
        const firstName = random.pick(FIRST_NAMES);
        const lastName = random.pick(LAST_NAMES);
        await sql`insert into contacts (source_name, source_id, contact_type_luid, first_name, last_name, main_phone,
            main_email, create_user, create_date)
          values ('contractors', ${contractor.id}, ${typeId(type)}, ${firstName}, ${lastName}, ${random.phone()},
            ${`${firstName}.${lastName}@contractor${String(contractor.id)}.example.org`.toLowerCase()}, 'admin',
            '2026-02-10T16:00:00Z')`.execute(db);
      }
    }
    // The next summer's draft starts from this summer's links (a copy in the making).
    const draft = contractIds.get('P4W-SYEP-2027');
    const current = contractIds.get('P4W-SYEP-2026');
    if (draft !== undefined && current !== undefined) {
      await sql`insert into contract_worksites (contract_id, worksite_id, linked_by, linked_on)
        select ${draft}, worksite_id, 'admin', '2026-09-01T12:00:00Z' from contract_worksites
        where contract_id = ${current} order by worksite_id limit 4`.execute(db);
    }
  },
};
