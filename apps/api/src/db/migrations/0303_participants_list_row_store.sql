-- Each participant's list row, stored (ADR 115). The search built a page's 50 rows on every request
-- from six tables (the participant, organization and enrollment program names, the current job and
-- its worksite) into JSON: about a fifth of a search's database time on PGlite. Here each row is
-- kept as the JSON the list sends, rebuilt by statement triggers inside the writing transaction
-- whenever one of its sources changes, so a page is 50 key lookups.
--
-- A row's sources: students (every field), organizations.name, enrollment_programs.name,
-- student_jobs (the current assignment: status Assigned or Active), jobs.title and
-- jobs.worksite_id, worksites.name.
create table student_list_row (
  id integer primary key references students (id) on delete cascade,
  row json not null
);

-- Rebuilds the stored rows of the given participants (the same JSON migration 0302 built per search).
--
-- Locks the stored rows first and builds them in a second statement. Two transactions may rebuild
-- one row from different changes (an organization renamed while one of its participants is
-- assigned a job): built in one statement, the one that waited for the other's row lock would
-- write the row as its own snapshot saw it, without the other's change. In a volatile function
-- each statement takes a new snapshot, so the build after the wait sees what the other committed.
create function student_list_row_refresh(ids integer[]) returns void language sql volatile as $$
  select 1 from student_list_row where id in (select unnest(ids)) order by id for update;
  insert into student_list_row as r (id, row)
    select s.id, json_build_object(
        'id', s.id, 'firstName', s.first_name, 'lastName', s.last_name, 'ssn', '*****' || right(s.ssn, 4),
        'birthDate', s.birth_date, 'status', s.status, 'paperCheck', s.paper_check,
        'organizationName', coalesce((select o.name from organizations o where o.id = s.organization_id),
          'Organization ' || s.organization_id),
        'enrollmentProgramName', coalesce((select ep.name from enrollment_programs ep where ep.id = s.enrollment_program_id),
          'Enrollment program ' || s.enrollment_program_id),
        'jobName', j.title, 'worksiteName', w.name, 'city', s.city, 'zipCode', s.zip_code,
        'lastUpdateDate', coalesce(s.last_update_date, s.create_date))
    -- Joined to the ids rather than `s.id = any (ids)`: with the array a parameter, that filter
    -- compared every participant with every id (seeding 100,000 took 65 s instead of 20).
    from (select distinct unnest(ids) as id) changed join students s on s.id = changed.id
      left join (student_jobs cj join jobs j on j.id = cj.job_id join worksites w on w.id = j.worksite_id)
        on cj.student_id = s.id and cj.status in ('Assigned', 'Active')
  on conflict (id) do update set row = excluded.row;
$$;

-- One trigger function per source table; each finds the participants whose rows read a changed row.
create function student_list_row_from_students() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(select id from changed));
  return null;
end
$$;

create function student_list_row_from_student_jobs() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(select distinct student_id from changed));
  return null;
end
$$;

-- Organizations, enrollment programs, jobs and worksites: an update rebuilds the rows that show one
-- of its changed columns (a renamed organization, not a new address). Neither a participant's
-- enrollment program nor an assignment's job is a foreign key, so an enrollment program or a job
-- that is added or removed also rebuilds the rows that name its id. (Organizations and worksites
-- are foreign keys of students and jobs: none is removed while a row shows it.)
-- An assignment that moves (another participant, a released or reinstated status) changes the rows
-- of the participants before and after.
create function student_list_row_from_student_job_updates() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select student_id from after_rows union select student_id from before_rows));
  return null;
end
$$;

create function student_list_row_from_organizations() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select s.id from students s
    where s.organization_id in (
      select a.id from after_rows a join before_rows b on b.id = a.id
      where a.name is distinct from b.name)));
  return null;
end
$$;

create function student_list_row_from_enrollment_programs() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select s.id from students s
    where s.enrollment_program_id in (
      select a.id from after_rows a join before_rows b on b.id = a.id
      where a.name is distinct from b.name)));
  return null;
end
$$;

create function student_list_row_from_jobs() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select distinct cj.student_id from student_jobs cj
    where cj.status in ('Assigned', 'Active') and cj.job_id in (
      select a.id from after_rows a join before_rows b on b.id = a.id
      where a.title is distinct from b.title or a.worksite_id is distinct from b.worksite_id)));
  return null;
end
$$;

create function student_list_row_from_worksites() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select distinct cj.student_id from student_jobs cj join jobs j on j.id = cj.job_id
    where cj.status in ('Assigned', 'Active') and j.worksite_id in (
      select a.id from after_rows a join before_rows b on b.id = a.id
      where a.name is distinct from b.name)));
  return null;
end
$$;

create function student_list_row_from_enrollment_program_ids() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select s.id from students s where s.enrollment_program_id in (select id from changed)));
  return null;
end
$$;

create function student_list_row_from_job_ids() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select distinct cj.student_id from student_jobs cj
    where cj.status in ('Assigned', 'Active') and cj.job_id in (select id from changed)));
  return null;
end
$$;

-- A statement trigger with transition tables takes one event: inserts, updates and deletes each get
-- theirs.
create trigger students_list_row_insert after insert on students
  referencing new table as changed for each statement execute function student_list_row_from_students();
create trigger students_list_row_update after update on students
  referencing new table as changed for each statement execute function student_list_row_from_students();
create trigger student_jobs_list_row_insert after insert on student_jobs
  referencing new table as changed for each statement execute function student_list_row_from_student_jobs();
create trigger student_jobs_list_row_update after update on student_jobs
  referencing old table as before_rows new table as after_rows
  for each statement execute function student_list_row_from_student_job_updates();
create trigger student_jobs_list_row_delete after delete on student_jobs
  referencing old table as changed for each statement execute function student_list_row_from_student_jobs();

create trigger organizations_list_row_update after update on organizations
  referencing old table as before_rows new table as after_rows
  for each statement execute function student_list_row_from_organizations();
create trigger enrollment_programs_list_row_update after update on enrollment_programs
  referencing old table as before_rows new table as after_rows
  for each statement execute function student_list_row_from_enrollment_programs();
create trigger jobs_list_row_update after update on jobs
  referencing old table as before_rows new table as after_rows
  for each statement execute function student_list_row_from_jobs();
create trigger worksites_list_row_update after update on worksites
  referencing old table as before_rows new table as after_rows
  for each statement execute function student_list_row_from_worksites();
create trigger enrollment_programs_list_row_insert after insert on enrollment_programs
  referencing new table as changed for each statement execute function student_list_row_from_enrollment_program_ids();
create trigger enrollment_programs_list_row_delete after delete on enrollment_programs
  referencing old table as changed for each statement execute function student_list_row_from_enrollment_program_ids();
create trigger jobs_list_row_insert after insert on jobs
  referencing new table as changed for each statement execute function student_list_row_from_job_ids();
create trigger jobs_list_row_delete after delete on jobs
  referencing old table as changed for each statement execute function student_list_row_from_job_ids();

select student_list_row_refresh(array(select id from students));

-- The search's page rows, now read from the store in the page's order.
create or replace function student_list_rows(ids integer[]) returns json language sql stable as $$
  select coalesce(json_agg(r.row order by p.n), '[]')
  from unnest(ids) with ordinality as p(id, n) join student_list_row r on r.id = p.id
$$;
