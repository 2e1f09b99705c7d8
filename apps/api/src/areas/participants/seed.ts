import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/schema.ts';
import { bulkInsert } from '../../db/arrays.ts';
import { restoreSearchOrder } from '../../db/searchOrder.ts';
import { FIRST_NAMES, LAST_NAMES, NEIGHBOURHOODS, STREETS } from '../../seed/data.ts';
import type { Random } from '../../seed/random.ts';
import type { Seeder } from '../../seed/run.ts';
import { seedPaymentDetails } from '../../seed/paymentDetails.ts';
import { ageOn } from './common.ts';

type Db = Kysely<Database>;
type Value = string | number | boolean | null;

/** Column name and the Postgres array type its values travel as. */
type Columns = readonly (readonly [string, string])[];

/** Lists this area reads that the maintenance lists do not hold (added when missing). */
const OWN_LOOKUPS = [
  {
    name: 'referral-service-types',
    text: 'Referral Service Types',
    options: [
      'Housing Assistance',
      'Mental Health Counseling',
      'GED Preparation',
      'Childcare',
      'Transportation Pass',
      'Food Assistance',
    ],
  },
  {
    name: 'career-program-types',
    text: 'Career Program Types',
    options: [
      'Health Care Pathway',
      'Building Trades Pre-Apprenticeship',
      'IT Fundamentals',
      'Culinary Arts',
      'Advanced Manufacturing',
    ],
  },
  {
    name: 'unassign-reasons',
    text: 'Unassign Reasons',
    options: [
      'Attendance',
      'Participant Request',
      'Worksite Request',
      'Transportation',
      'Found Other Employment',
      'Health',
    ],
  },
];

async function ensureLookups(db: Db) {
  for (const list of OWN_LOOKUPS) {
    await sql`insert into lookup_names (name, text) values (${list.name}, ${list.text}) on conflict (name) do nothing`.execute(
      db,
    );
    const has = (
      await sql<{ n: number }>`select count(*)::int as n from lookup_options where lookup_name = ${list.name}`.execute(
        db,
      )
    ).rows[0]?.n;
    if (has) continue;
    for (const [index, text] of list.options.entries()) {
      await sql`insert into lookup_options (lookup_name, text, sort_order, create_user)
        values (${list.name}, ${text}, ${index + 1}, 'system')`.execute(db);
    }
  }
}

async function idsOf(db: Db, lookupName: string): Promise<number[]> {
  return (
    await sql<{
      id: number;
    }>`select id from lookup_options where lookup_name = ${lookupName} order by sort_order, id`.execute(db)
  ).rows.map((row) => row.id);
}

const pickOrNull = (random: Random, ids: readonly number[]) => (ids.length > 0 ? random.pick(ids) : null);
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

interface Program {
  id: number;
  organization_id: number;
  start_date: string;
  min_age: number | null;
  max_age: number | null;
}
interface Job {
  id: number;
  organization_id: number;
  start_date: string;
  end_date: string;
  hourly_rate: number;
  capacity: number;
  min_age: number;
  max_age: number;
  incentive_only: boolean;
  taken: number;
}

const STUDENT_COLUMNS: Columns = [
  ['id', 'int4'],
  ['organization_id', 'int4'],
  ['enrollment_program_id', 'int4'],
  ['first_name', 'text'],
  ['middle_name', 'text'],
  ['last_name', 'text'],
  ['birth_date', 'date'],
  ['ssn', 'text'],
  ['gender_id', 'int4'],
  ['ethnic_group_id', 'int4'],
  ['email_address', 'text'],
  ['main_phone', 'text'],
  ['cell_phone', 'text'],
  ['address_line1', 'text'],
  ['city', 'text'],
  ['state_code', 'text'],
  ['zip_code', 'text'],
  ['grade_level_id', 'int4'],
  ['school_id', 'int4'],
  ['payment_method', 'text'],
  ['status', 'text'],
  ['paper_check', 'bool'],
  ['child_abuse_clearance_expires', 'date'],
  ['fbi_clearance_expires', 'date'],
  ['pa_state_criminal_clearance_expires', 'date'],
  ['work_permit_expires', 'date'],
  ['create_date', 'timestamptz'],
  ['create_user', 'text'],
  ['last_update_date', 'timestamptz'],
  ['last_update_user', 'text'],
];

const STUDENT_JOB_COLUMNS: Columns = [
  ['student_id', 'int4'],
  ['job_id', 'int4'],
  ['start_date', 'date'],
  ['end_date', 'date'],
  ['hourly_rate', 'numeric'],
  ['incentive_only', 'bool'],
  ['status', 'text'],
  ['unassign_reason_id', 'int4'],
  ['create_user', 'text'],
];

const CASE_WORKERS = ['jmorales', 'kwashington', 'orgstaff', 'admin'];

/**
 * More surnames of the region (Polish, Italian, Slovak, German, Irish and African American families
 * of Allegheny County), so a large set spreads like a real one: one in three participants carries a
 * name of the shared list, and a common name matches well under 1% of 100,000 people.
 */
const MORE_SURNAMES = [
  'Kowalski',
  'Nowak',
  'Wisniewski',
  'Zielinski',
  'Kaminski',
  'Lewandowski',
  'Dombrowski',
  'Sobczak',
  'Mazur',
  'Krawczyk',
  'DeLuca',
  'Rossi',
  'Russo',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Novak',
  'Horvath',
  'Kovac',
  'Varga',
  'Toth',
  'Balog',
  'Hudak',
  'Sabol',
  'Petrik',
  'Krajcik',
  'Schmidt',
  'Mueller',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schroeder',
  'Neumann',
  'Braun',
  'Zimmerman',
  'Krueger',
  'Hartman',
  'Murphy',
  'Kelly',
  'Sullivan',
  'Walsh',
  "O'Brien",
  'Byrne',
  'Ryan',
  "O'Connor",
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Doherty',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'McLaughlin',
  'Carroll',
  'Connolly',
  'Washington',
  'Jefferson',
  'Banks',
  'Booker',
  'Mosley',
  'Gaines',
  'Dixon',
  'Pryor',
  'Ware',
  'Hairston',
  'Tolbert',
  'Peoples',
  'Gilliam',
  'Whitfield',
  'Battle',
  'Merriweather',
  'Holloway',
  'Rucker',
  'Staton',
  'Womack',
  'Nguyen',
  'Tran',
  'Le',
  'Pham',
  'Patel',
  'Shah',
  'Singh',
  'Kim',
  'Park',
  'Chen',
  'Garcia',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
  'Rivera',
  'Flores',
  'Gomez',
  'Diaz',
  'Reyes',
  'Cruz',
  'Morales',
  'Ortiz',
  'Gutierrez',
  'Chavez',
  'Abdullah',
  'Hassan',
  'Ibrahim',
  'Mohamed',
  'Osei',
  'Mensah',
  'Okafor',
  'Adeyemi',
  'Diallo',
  'Kamara',
  'Yost',
  'Shaffer',
  'Snyder',
  'Kline',
  'Stahl',
  'Fetterman',
  'Heinz',
  'Frick',
  'Mellon',
  'Rooney',
].filter((name) => !LAST_NAMES.includes(name));

/**
 * Participants (options.participants: 2,000 for the demo, 100,000 for the benchmark) across every
 * status, with clearances (some expiring in late 2026), job assignments to the approved jobs the
 * contract seed made (within capacity, age and clearance rules), and sub-records: a few of each
 * kind for the first 300, fewer beyond; interviews and case notes for the first ones.
 */
export const seeder: Seeder = {
  order: 300,
  name: 'participants',
  async seed({ db, random, options, log, sealers }) {
    await ensureLookups(db);
    const programs = (
      await sql<Program>`select id, organization_id, start_date, min_age, max_age from enrollment_programs order by id`.execute(
        db,
      )
    ).rows;
    if (programs.length === 0 || options.participants === 0) {
      log('participants: no enrollment programs yet, no participants seeded');
      return;
    }
    const lookups = {
      gender: await idsOf(db, 'genders'),
      ethnic: await idsOf(db, 'ethnic-groups'),
      grade: await idsOf(db, 'grade-levels'),
      funding: await idsOf(db, 'funding-sources'),
      interest: await idsOf(db, 'student-interests'),
      barrier: await idsOf(db, 'barrier-types'),
      relationship: await idsOf(db, 'guardian-relationships'),
      service: await idsOf(db, 'referral-service-types'),
      career: await idsOf(db, 'career-program-types'),
      reason: await idsOf(db, 'unassign-reasons'),
    };
    const schools = (await sql<{ id: number }>`select id from schools order by id`.execute(db)).rows.map((r) => r.id);
    const jobs = (
      await sql<Job>`select j.id, c.organization_id, j.start_date, j.end_date, j.hourly_rate, j.capacity, j.min_age,
          j.max_age, j.incentive_only, 0 as taken
        from jobs j join contracts c on c.id = j.contract_id where j.status = 'Approved' order by j.id`.execute(db)
    ).rows;
    const contracts = (
      await sql<{
        id: number;
        organization_id: number;
        start_date: string;
        end_date: string;
      }>`select id, organization_id,
        start_date, end_date from contracts order by id`.execute(db)
    ).rows;
    const orgPrograms = (
      await sql<{ id: number; organization_id: number }>`select id, organization_id from programs order by id`.execute(
        db,
      )
    ).rows;

    const students: Value[][] = [];
    const studentJobs: Value[][] = [];
    const meta: { id: number; org: number; birth: string; first: string; last: string; status: string }[] = [];
    for (let id = 1; id <= options.participants; id += 1) {
      const program = random.pick(programs);
      const minAge = program.min_age ?? 14;
      const maxAge = Math.min(program.max_age ?? 21, minAge + 7);
      const age = random.int(minAge, maxAge);
      const birth = addDays(program.start_date, -(age * 365 + random.int(30, 330)));
      const first = random.pick(FIRST_NAMES);
      const last = random.chance(0.35) ? random.pick(LAST_NAMES) : random.pick(MORE_SURNAMES);
      const place = random.pick(NEIGHBOURHOODS);
      const adult = ageOn(birth, program.start_date) >= 18;
      // Clearances of adults, work permits of minors; about one in twelve expire before 2027.
      const expiry = () =>
        random.chance(0.08) ? random.date('2026-11-15', '2026-12-31') : random.date('2027-01-01', '2028-08-31');
      const createdAt = `${random.date('2026-01-05', '2026-05-29')}T${String(random.int(13, 21))}:${String(random.int(10, 59))}:00Z`;
      const worker = random.pick(CASE_WORKERS);
      const updated = random.chance(0.5);
      let status = random.pick([
        'Enrolled',
        'Recruited',
        'Recruited',
        'Assigned',
        'Assigned',
        'Assigned',
        'Awaiting Assignment',
        'Completed',
        'Exited',
      ]);
      const fits = (job: Job) =>
        job.organization_id === program.organization_id &&
        ageOn(birth, job.start_date) >= job.min_age &&
        ageOn(birth, job.start_date) <= job.max_age;
      if (status === 'Assigned' || status === 'Completed' || status === 'Awaiting Assignment') {
        const open = jobs.filter((job) => fits(job) && (status !== 'Assigned' || job.taken < job.capacity));
        const job = open.length > 0 ? random.pick(open) : undefined;
        if (!job) {
          status = 'Recruited';
        } else {
          if (status === 'Assigned') job.taken += 1;
          const jobStatus = status === 'Assigned' ? 'Active' : status === 'Completed' ? 'Completed' : 'Unassigned';
          const end = status === 'Awaiting Assignment' ? addDays(job.start_date, random.int(5, 20)) : job.end_date;
          studentJobs.push([
            id,
            job.id,
            job.start_date,
            end > job.end_date ? job.end_date : end,
            job.hourly_rate,
            job.incentive_only,
            jobStatus,
            jobStatus === 'Unassigned' ? pickOrNull(random, lookups.reason) : null,
            worker,
          ]);
        }
      }
      const clearances = adult ? [expiry(), expiry(), expiry(), null] : [null, null, null, expiry()];
      // An assigned participant's papers were valid when placed.
      students.push([
        id,
        program.organization_id,
        program.id,
        first,
        random.chance(0.4) ? random.pick(['A', 'J', 'L', 'M', 'R', 'T']) : null,
        last,
        birth,
        random.ssn(),
        pickOrNull(random, lookups.gender),
        pickOrNull(random, lookups.ethnic),
        random.chance(0.85) ? `${first}.${last}${String(id)}@example.org`.toLowerCase() : null,
        random.phone(),
        random.chance(0.7) ? random.phone() : null,
        `${String(random.int(100, 7999))} ${random.pick(STREETS)}`,
        place.city,
        'PA',
        place.zip,
        adult ? null : pickOrNull(random, lookups.grade),
        adult || schools.length === 0 ? null : random.pick(schools),
        random.pick(['Debit', 'Debit', 'Debit', 'Deposit', 'Check']),
        status,
        random.chance(0.04),
        ...clearances,
        createdAt,
        worker,
        updated ? `${random.date('2026-06-01', '2026-08-28')}T14:${String(random.int(10, 59))}:00Z` : null,
        updated ? random.pick(CASE_WORKERS) : null,
      ]);
      meta.push({ id, org: program.organization_id, birth, first, last, status });
    }
    await bulkInsert(db, 'students', STUDENT_COLUMNS, students);
    await bulkInsert(db, 'student_jobs', STUDENT_JOB_COLUMNS, studentJobs);

    // Sub-records: every kind for the first 300, a few kinds for one in ten beyond.
    const rich = Math.min(300, meta.length);
    const rows: Record<string, Value[][]> = {
      eligibilities: [],
      educations: [],
      guardians: [],
      interests: [],
      barriers: [],
      referrals: [],
      followUps: [],
      programs: [],
      careers: [],
      contracts: [],
    };
    for (const [index, s] of meta.entries()) {
      const full = index < rich;
      if (!full && index % 10 !== 0) continue;
      const user = random.pick(CASE_WORKERS);
      if (lookups.funding.length > 0) {
        rows.eligibilities?.push([
          s.id,
          random.pick(lookups.funding),
          random.date('2026-02-01', '2026-05-15'),
          random.chance(0.92),
          random.int(1, 7),
          random.int(8, 60) * 1000,
          'Income documents verified.',
          user,
        ]);
      }
      if (lookups.relationship.length > 0) {
        rows.guardians?.push([
          s.id,
          random.pick(lookups.relationship),
          random.pick(FIRST_NAMES),
          s.last,
          random.phone(),
          random.chance(0.5) ? random.phone() : null,
          random.chance(0.6) ? `guardian${String(s.id)}@example.org` : null,
          true,
          user,
        ]);
      }
      if (schools.length > 0 && lookups.grade.length > 0 && ageOn(s.birth, '2026-06-01') < 19) {
        rows.educations?.push([
          s.id,
          random.pick(schools),
          random.pick(lookups.grade),
          random.pick(['In School', 'In School', 'In School', 'Graduated', 'GED']),
          '2025-2026',
          random.date('2027-05-20', '2029-06-10'),
          user,
        ]);
      }
      if (!full) continue;
      if (lookups.interest.length > 0) {
        const chosen = new Set<number>();
        for (let rank = 1; rank <= random.int(1, 3); rank += 1) chosen.add(random.pick(lookups.interest));
        [...chosen].forEach((interest, rank) =>
          rows.interests?.push([s.id, interest, rank + 1, rank === 0 ? 'First choice at intake.' : null, user]),
        );
      }
      if (lookups.barrier.length > 0 && random.chance(0.5)) {
        const identified = random.date('2026-02-01', '2026-06-01');
        rows.barriers?.push([
          s.id,
          random.pick(lookups.barrier),
          identified,
          random.chance(0.4) ? addDays(identified, random.int(10, 90)) : null,
          'Identified at intake interview.',
          user,
        ]);
      }
      if (lookups.service.length > 0 && random.chance(0.4)) {
        rows.referrals?.push([
          s.id,
          random.date('2026-03-01', '2026-08-15'),
          random.pick([
            'Allegheny County DHS',
            'Pittsburgh Public Schools',
            'CareerLink Pittsburgh',
            'Jewish Family & Community Services',
          ]),
          random.pick(lookups.service),
          random.pick(['Pending', 'Accepted', 'Completed', 'Declined']),
          null,
          user,
        ]);
      }
      if (s.status === 'Completed' || s.status === 'Exited') {
        const employed = random.chance(0.4);
        rows.followUps?.push([
          s.id,
          random.date('2026-09-01', '2026-10-30'),
          random.pick(['Phone', 'Email', 'Text Message', 'In Person']),
          employed ? 'Employed' : random.pick(['In School', 'Unemployed', 'Unknown']),
          employed
            ? random.pick(['Giant Eagle', 'UPMC', 'Carnegie Library of Pittsburgh', 'PNC Park Concessions'])
            : null,
          'Thirty-day check-in after the season.',
          user,
        ]);
      }
      const ownPrograms = orgPrograms.filter((p) => p.organization_id === s.org);
      if (ownPrograms.length > 0 && random.chance(0.6)) {
        const start = random.date('2026-01-15', '2026-06-15');
        rows.programs?.push([
          s.id,
          random.pick(ownPrograms).id,
          start,
          random.chance(0.5) ? addDays(start, random.int(30, 120)) : null,
          random.pick(['Active', 'Completed', 'Withdrawn']),
          null,
          user,
        ]);
      }
      if (lookups.career.length > 0 && random.chance(0.2)) {
        const earned = random.chance(0.5);
        rows.careers?.push([
          s.id,
          random.pick(lookups.career),
          random.date('2026-09-01', '2026-10-01'),
          null,
          'Active',
          earned,
          earned
            ? random.pick(['CPR / First Aid', 'OSHA 10', 'ServSafe Food Handler', 'CompTIA IT Fundamentals+'])
            : null,
          user,
        ]);
      }
      const ownContracts = contracts.filter((c) => c.organization_id === s.org);
      if (ownContracts.length > 0 && (s.status === 'Assigned' || s.status === 'Completed')) {
        const contract = random.pick(ownContracts);
        rows.contracts?.push([
          s.id,
          contract.id,
          contract.start_date,
          contract.end_date,
          random.pick([120, 160, 200]),
          random.pick([250, 500]),
          user,
        ]);
      }
    }
    const audit = ['create_user', 'text'] as const;
    await bulkInsert(
      db,
      'student_eligibilities',
      [
        ['student_id', 'int4'],
        ['funding_source_id', 'int4'],
        ['determination_date', 'date'],
        ['is_eligible', 'bool'],
        ['family_size', 'int4'],
        ['annual_income', 'numeric'],
        ['comments', 'text'],
        audit,
      ],
      rows.eligibilities ?? [],
    );
    await bulkInsert(
      db,
      'student_guardians',
      [
        ['student_id', 'int4'],
        ['relationship_id', 'int4'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['main_phone', 'text'],
        ['cell_phone', 'text'],
        ['email_address', 'text'],
        ['is_primary_contact', 'bool'],
        audit,
      ],
      rows.guardians ?? [],
    );
    await bulkInsert(
      db,
      'student_educations',
      [
        ['student_id', 'int4'],
        ['school_id', 'int4'],
        ['grade_level_id', 'int4'],
        ['school_status', 'text'],
        ['school_year', 'text'],
        ['expected_graduation_date', 'date'],
        audit,
      ],
      rows.educations ?? [],
    );
    await bulkInsert(
      db,
      'student_interests',
      [['student_id', 'int4'], ['interest_id', 'int4'], ['rank', 'int4'], ['comments', 'text'], audit],
      rows.interests ?? [],
    );
    await bulkInsert(
      db,
      'student_barriers',
      [
        ['student_id', 'int4'],
        ['barrier_type_id', 'int4'],
        ['identified_date', 'date'],
        ['resolved_date', 'date'],
        ['comments', 'text'],
        audit,
      ],
      rows.barriers ?? [],
    );
    await bulkInsert(
      db,
      'student_referrals',
      [
        ['student_id', 'int4'],
        ['referral_date', 'date'],
        ['referred_to', 'text'],
        ['service_type_id', 'int4'],
        ['outcome', 'text'],
        ['comments', 'text'],
        audit,
      ],
      rows.referrals ?? [],
    );
    await bulkInsert(
      db,
      'student_follow_ups',
      [
        ['student_id', 'int4'],
        ['follow_up_date', 'date'],
        ['method', 'text'],
        ['employment_status', 'text'],
        ['employer_name', 'text'],
        ['comments', 'text'],
        audit,
      ],
      rows.followUps ?? [],
    );
    await bulkInsert(
      db,
      'student_programs',
      [
        ['student_id', 'int4'],
        ['program_id', 'int4'],
        ['start_date', 'date'],
        ['end_date', 'date'],
        ['outcome', 'text'],
        ['comments', 'text'],
        audit,
      ],
      rows.programs ?? [],
    );
    await bulkInsert(
      db,
      'student_career_programs',
      [
        ['student_id', 'int4'],
        ['career_program_type_id', 'int4'],
        ['start_date', 'date'],
        ['end_date', 'date'],
        ['outcome', 'text'],
        ['credential_earned', 'bool'],
        ['credential_name', 'text'],
        audit,
      ],
      rows.careers ?? [],
    );
    await bulkInsert(
      db,
      'student_contracts',
      [
        ['student_id', 'int4'],
        ['contract_id', 'int4'],
        ['start_date', 'date'],
        ['end_date', 'date'],
        ['max_hours', 'numeric'],
        ['max_incentive_amount', 'numeric'],
        audit,
      ],
      rows.contracts ?? [],
    );

    // Interviews for recruited participants among the first ones, and case notes (the one notes table).
    const locations = (await sql<{ id: number }>`select id from locations order by id`.execute(db)).rows.map(
      (r) => r.id,
    );
    const templates = (await sql<{ id: number }>`select id from email_templates order by id`.execute(db)).rows.map(
      (r) => r.id,
    );
    const interviews: Value[][] = [];
    const notes: Value[][] = [];
    for (const s of meta.slice(0, rich)) {
      if (locations.length > 0 && (s.status === 'Recruited' || s.status === 'Assigned') && random.chance(0.5)) {
        const day = random.date('2026-05-04', '2026-06-19');
        interviews.push([
          s.id,
          `${day}T${String(random.int(13, 20))}:${random.pick(['00', '30'])}:00Z`,
          random.pick(locations),
          pickOrNull(random, templates),
          s.status === 'Recruited' && random.chance(0.4)
            ? 'Scheduled'
            : random.pick(['Attended', 'Attended', 'No Show']),
          null,
          random.pick(CASE_WORKERS),
        ]);
      }
      if (random.chance(0.5)) {
        notes.push([
          'students',
          s.id,
          random.pick([
            `${s.first} called about the start date; confirmed the orientation on Monday.`,
            'Supervisor reports good attendance and a positive attitude.',
            'Parent asked about the paycard; explained the activation steps.',
            'Missed two shifts; discussed transportation options and a bus pass.',
          ]),
          random.pick(CASE_WORKERS),
        ]);
      }
    }
    await bulkInsert(
      db,
      'interviews',
      [
        ['student_id', 'int4'],
        ['scheduled_at', 'timestamptz'],
        ['location_id', 'int4'],
        ['email_template_id', 'int4'],
        ['outcome', 'text'],
        ['note', 'text'],
        ['create_user', 'text'],
      ],
      interviews,
    );
    await bulkInsert(
      db,
      'notes',
      [
        ['note_type', 'text'],
        ['source_id', 'int4'],
        ['note', 'text'],
        ['create_user', 'text'],
      ],
      notes,
    );
    await seedPaymentDetails(db, random, sealers('participant-payment-details'));
    // A bulk load leaves the planner without statistics, and the search's tables in insertion order:
    // rewrite them in name order (which also builds the trigram index afresh, without a pending list
    // to scan) and analyze.
    await restoreSearchOrder(db);
    for (const table of ['students', 'student_jobs', 'interviews']) await sql`analyze ${sql.table(table)}`.execute(db);
    log(`participants: ${String(meta.length)} participants, ${String(studentJobs.length)} job assignments`);
  },
};
