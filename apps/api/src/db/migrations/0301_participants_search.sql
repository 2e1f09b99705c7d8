-- The participant search's own narrow table (ADR 115): per participant only what the search matches,
-- scopes and sorts on. The quick search's trigram scan rechecks every candidate row in the heap;
-- here a row is ~60 bytes instead of ~270, so the ~650 rows matching a common last name in 100,000
-- sit on ~500 pages of 1,100 instead of ~590 of 3,400, and nothing wide is read for the count and
-- the sort. The page's columns are then read from students for its 50 rows alone.
--
-- Kept in step by statement triggers on students, in the writing transaction itself (no lag, no
-- job); a participant's deletion cascades.
create table student_search (
  id integer primary key references students (id) on delete cascade,
  organization_id integer not null,
  search_text text not null,
  last_name_key text not null,
  first_name_key text not null,
  birth_date date not null,
  last_update timestamptz not null
);

create function student_search_sync() returns trigger language plpgsql as $$
begin
  insert into student_search as q (id, organization_id, search_text, last_name_key, first_name_key, birth_date, last_update)
    select c.id, c.organization_id, c.search_text, lower(c.last_name), lower(c.first_name), c.birth_date,
      coalesce(c.last_update_date, c.create_date)
    from changed c
  on conflict (id) do update set organization_id = excluded.organization_id, search_text = excluded.search_text,
    last_name_key = excluded.last_name_key, first_name_key = excluded.first_name_key,
    birth_date = excluded.birth_date, last_update = excluded.last_update;
  return null;
end
$$;

create trigger students_search_insert after insert on students
  referencing new table as changed for each statement execute function student_search_sync();
create trigger students_search_update after update on students
  referencing new table as changed for each statement execute function student_search_sync();

insert into student_search (id, organization_id, search_text, last_name_key, first_name_key, birth_date, last_update)
  select id, organization_id, search_text, lower(last_name), lower(first_name), birth_date,
    coalesce(last_update_date, create_date)
  from students;
-- Built after the copy, so the rows go into the index itself rather than its pending list.
create index student_search_trgm_idx on student_search using gin (search_text gin_trgm_ops);

-- The quick search reads student_search now; this index on the wide table only cost writes.
drop index students_search_trgm_idx;
