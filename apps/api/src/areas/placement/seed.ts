import { sql } from 'kysely';
import type { Seeder } from '../../db/seed/run.ts';

/**
 * Returning youths for the placement demo (issue 30, ADR 214): about one in ten of the city crews'
 * pool is someone who worked last summer and asked to go back to that worksite. A returning youth is
 * the same person as last summer's participant (SSN, name and birth date), so the placement finds
 * their last worksite the way it finds anyone's. Only last summer's participants whose worksite has
 * an approved job this summer are chosen, so the preference can be met.
 */
export const seeder: Seeder = {
  order: 450,
  name: 'placement',
  async seed({ db, log }) {
    const found = (await sql<{ found: boolean }>`select to_regclass('student_jobs') is not null as found`.execute(db))
      .rows[0]?.found;
    if (!found) return;
    const result = await sql`
      with program as (
        select id, organization_id, start_date, end_date from enrollment_programs where code = 'SYEP-26C'
      ),
      pool as (
        select s.id, row_number() over (order by s.id) as n, count(*) over () as size
        from students s join program on program.id = s.enrollment_program_id
        where s.status in ('Recruited', 'Awaiting Assignment')
      ),
      returning_to as (
        select distinct j.worksite_id
        from jobs j join contracts c on c.id = j.contract_id join program on program.organization_id = c.organization_id
        where c.status = 'Active' and j.status = 'Approved'
          and j.start_date <= program.end_date and program.start_date <= j.end_date
      ),
      last_summer as (
        select p.id, p.ssn, p.first_name, p.middle_name, p.last_name, p.birth_date,
          row_number() over (order by p.id) as n
        from students p
          join enrollment_programs pep on pep.id = p.enrollment_program_id
          join program on program.organization_id = pep.organization_id and pep.start_date < program.start_date
        where (
          select j.worksite_id from student_jobs sj join jobs j on j.id = sj.job_id
          where sj.student_id = p.id order by sj.start_date desc limit 1
        ) in (select worksite_id from returning_to)
      )
      update students s set ssn = l.ssn, first_name = l.first_name, middle_name = l.middle_name,
        last_name = l.last_name, birth_date = l.birth_date, wants_previous_worksite = true
      from pool join last_summer l on l.n = pool.n
      where s.id = pool.id and pool.n <= least(15, greatest(1, pool.size / 10))`.execute(db);
    // Career interests, as the online application asks them, for the pool's youths who gave none:
    // one or two, drawn by id so the demo is the same on every start.
    const interests = await sql`
      with program as (select id, organization_id from enrollment_programs where code = 'SYEP-26C'),
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
