-- The stored list row carries its last update as the wire does: ISO-8601 UTC with milliseconds
-- (2026-07-19T14:49:00.000Z), as the timestamp reader (parsers.ts) gives every other instant. As
-- PostgreSQL printed it inside JSON (2026-07-19T14:49:00+00:00), the server rewrote 50 dates per
-- search page: a date parse and format each, a tenth of the server's time per search (ADR 115).
-- to_char's MS truncates to the millisecond, as that reading did.
--
-- The same function as migration 0303's but for that one field; every stored row is rebuilt.
--
-- The search now joins the page's stored rows itself (ADR 179), so the function that read them is
-- dropped.
create or replace function student_list_row_refresh(ids integer[]) returns void language sql volatile as $$
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
        'lastUpdateDate', to_char(coalesce(s.last_update_date, s.create_date) at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    -- Joined to the ids rather than `s.id = any (ids)`: with the array a parameter, that filter
    -- compared every participant with every id (seeding 100,000 took 65 s instead of 20).
    from (select distinct unnest(ids) as id) changed join students s on s.id = changed.id
      left join (student_jobs cj join jobs j on j.id = cj.job_id join worksites w on w.id = j.worksite_id)
        on cj.student_id = s.id and cj.status in ('Assigned', 'Active')
  on conflict (id) do update set row = excluded.row;
$$;

select student_list_row_refresh(array(select id from students));

drop function student_list_rows(integer[]);
