-- The placement optimiser (issue 30, ADR 214). The facts its hard rules and preferences read that
-- the product did not hold: whether a job needs the three clearances whatever the youth's age, the
-- days a participant can work (none stated: the whole job), whether a participant asks to go back
-- to last year's worksite and whether a worksite takes its returning youths back.
alter table jobs add column requires_clearances boolean not null default false;
alter table worksites add column welcomes_returning boolean not null default true;
alter table students add column available_from date;
alter table students add column available_to date;
alter table students add column wants_previous_worksite boolean not null default false;
alter table students add constraint students_availability_order
  check (available_from is null or available_to is null or available_from <= available_to);

-- How much each preference counts, per enrollment program; a program without a row uses the
-- defaults (placement/model.ts DEFAULT_WEIGHTS).
create table placement_settings (
  enrollment_program_id integer primary key references enrollment_programs (id) on delete cascade,
  interest_weight numeric(8, 2) not null check (interest_weight between 0 and 1000),
  per_mile_weight numeric(8, 2) not null check (per_mile_weight between 0 and 1000),
  returning_weight numeric(8, 2) not null check (returning_weight between 0 and 1000),
  balance_weight numeric(8, 2) not null check (balance_weight between 0 and 1000),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

-- The pool is read by program and status; a returning youth's last worksite by SSN (students_ssn_idx).
create index students_program_status_idx on students (enrollment_program_id, status);
-- A participant's application date (the greedy baseline's order) is found from the participant.
create index applicants_student_idx on applicants (student_id);
