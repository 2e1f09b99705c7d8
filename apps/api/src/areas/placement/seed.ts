import { sql } from 'kysely';
import type { Seeder } from '../../seed/run.ts';

/**
 * Returning youths for the placement demo (issue 30, ADR 214): about one in ten of each summer
 * program's pool is someone who worked last summer and asked to go back to that worksite. A returning youth is
 * the same person as last summer's participant (SSN, name and birth date), so the placement finds
 * their last worksite the way it finds anyone's. Only last summer's participants whose worksite has
 * an approved job this summer are chosen, so the preference can be met.
 */
/** The demo's summer 2026 programs: the one the lottery fills and the city crews. */
const SUMMER = sql.join(['SYEP-26', 'SYEP-26C']);

export const seeder: Seeder = {
  order: 450,
  name: 'placement',
  async seed({ db, log }) {
    const found = (await sql<{ found: boolean }>`select to_regclass('student_jobs') is not null as found`.execute(db))
      .rows[0]?.found;
    if (!found) return;
    const result = await sql`
      with program as (
        select id, organization_id, start_date, end_date from enrollment_programs where code in (${SUMMER})
      ),
      pool as (
        select s.id, program.organization_id as org,
          row_number() over (partition by program.id order by s.id) as r, count(*) over (partition by program.id) as size
        from students s join program on program.id = s.enrollment_program_id
        -- Never assigned, so never paid: the payroll's pre-flight stops a file paying one SSN twice,
        -- and last summer's participant may be paid in the seeded periods.
        where s.status = 'Recruited' and not exists (select 1 from student_jobs sj where sj.student_id = s.id)
      ),
      chosen as (
        select id, org, row_number() over (partition by org order by id) as n
        from pool where r <= least(15, greatest(1, size / 10))
      ),
      returning_to as (
        select distinct c.organization_id as org, j.worksite_id
        from jobs j join contracts c on c.id = j.contract_id join program on program.organization_id = c.organization_id
        where c.status = 'Active' and j.status = 'Approved'
          and j.start_date <= program.end_date and program.start_date <= j.end_date
      ),
      last_summer as (
        select p.id, pep.organization_id as org, p.ssn, p.first_name, p.middle_name, p.last_name, p.birth_date,
          row_number() over (partition by pep.organization_id order by p.id) as n
        from students p join enrollment_programs pep on pep.id = p.enrollment_program_id
        where pep.end_date < (select min(start_date) from program)
          -- Last summer's jobs only, so no pay in this summer's periods: a file paying one SSN twice
          -- is stopped by the payroll's pre-flight.
          and not exists (select 1 from student_jobs sj where sj.student_id = p.id and sj.end_date > pep.end_date)
          and (
            select j.worksite_id from student_jobs sj join jobs j on j.id = sj.job_id
            where sj.student_id = p.id order by sj.start_date desc limit 1
          ) in (select worksite_id from returning_to where returning_to.org = pep.organization_id)
      )
      update students s set ssn = l.ssn, first_name = l.first_name, middle_name = l.middle_name,
        last_name = l.last_name, birth_date = l.birth_date, wants_previous_worksite = true
      from chosen join last_summer l on l.org = chosen.org and l.n = chosen.n
      where s.id = chosen.id`.execute(db);
    // Career interests, as the online application asks them, for the pool's youths who gave none:
    // one or two, drawn by id so the demo is the same on every start.
    const interests = await sql`
      with program as (select id, organization_id from enrollment_programs where code in (${SUMMER})),
      options as (
        select o.id, row_number() over (order by o.sort_order, o.id) - 1 as n, count(*) over () as size
        from lookup_options o, program
        where o.lookup_name = 'student-interests' and (o.organization_id is null or o.organization_id = program.organization_id)
      ),
      bare as (
        select s.id from students s join program on program.id = s.enrollment_program_id
        where s.status in ('Recruited', 'Awaiting Assignment')
          and not exists (select 1 from student_interests si where si.student_id = s.id)
      )
      insert into student_interests (student_id, interest_id, rank, create_user)
      select bare.id, options.id, choice.rank, 'system'
      from bare cross join (values (1), (2)) as choice (rank)
        join options on options.n = (bare.id * 7 + choice.rank * 3) % options.size
      where choice.rank = 1 or bare.id % 2 = 0`.execute(db);
    log(
      `placement: ${String(result.numAffectedRows ?? 0)} returning youths want last summer's worksite; ` +
        `${String(interests.numAffectedRows ?? 0)} interests given`,
    );
  },
};
