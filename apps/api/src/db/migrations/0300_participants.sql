-- Participants: the participant (students), their job assignments (student_jobs), one table per
-- sub-record kind, and interviews. Case notes are notes of type 'students' in the one notes table.
-- References into other areas (enrollment programs, lookups, jobs, contracts, schools, programs,
-- locations, email templates) are checked by the handlers, which answer 404/422 with a message;
-- only organizations (core) is a foreign key here, so the areas' migrations stay independent.

create table students (
  id serial primary key,
  organization_id integer not null references organizations (id),
  enrollment_program_id integer not null,
  first_name text not null,
  middle_name text,
  last_name text not null,
  suffix_name text,
  birth_date date not null,
  -- Full nnn-nn-nnnn; list reads mask it (*****1234), detail reads and writes carry it whole.
  ssn text not null check (ssn ~ '^[0-9]{3}-[0-9]{2}-[0-9]{4}$'),
  gender_id integer,
  ethnic_group_id integer,
  email_address text,
  main_phone text,
  cell_phone text,
  address_line1 text not null,
  address_line2 text,
  city text not null,
  state_code text not null,
  zip_code text not null,
  zip_plus4 text,
  grade_level_id integer,
  school_id integer,
  payment_method text not null check (payment_method in ('Debit', 'Check', 'Deposit')),
  status text not null default 'Enrolled'
    check (status in ('Enrolled', 'Recruited', 'Awaiting Assignment', 'Assigned', 'Completed', 'Exited')),
  paper_check boolean not null default false,
  -- Clearances and work permit (ADR 065): the expiry of each; null when the participant has none on file.
  child_abuse_clearance_expires date,
  fbi_clearance_expires date,
  pa_state_criminal_clearance_expires date,
  work_permit_expires date,
  -- The earliest of the four, for the "expiring within N days" filter (least() skips nulls).
  clearance_next_expiry date generated always as (
    least(child_abuse_clearance_expires, fbi_clearance_expires, pa_state_criminal_clearance_expires, work_permit_expires)
  ) stored,
  -- The quick search's one column: names and the SSN's last four digits, lower-cased, trigram-indexed.
  search_text text generated always as (
    lower(first_name || ' ' || last_name || ' ' || coalesce(middle_name, '') || ' ' || right(ssn, 4))
  ) stored,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index students_search_trgm_idx on students using gin (search_text gin_trgm_ops);
create index students_last_name_idx on students (lower(last_name), id);
create index students_first_name_idx on students (lower(first_name), id);
create index students_birth_date_idx on students (birth_date, id);
create index students_status_idx on students (status, id);
create index students_organization_idx on students (organization_id, id);
create index students_enrollment_program_idx on students (enrollment_program_id);
create index students_ssn_idx on students (ssn);
create index students_clearance_expiry_idx on students (clearance_next_expiry);
create index students_last_update_idx on students ((coalesce(last_update_date, create_date)), id);

create table student_jobs (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  job_id integer not null,
  start_date date not null,
  end_date date not null,
  hourly_rate numeric(12, 2) not null,
  incentive_only boolean not null default false,
  status text not null default 'Assigned' check (status in ('Assigned', 'Active', 'Completed', 'Unassigned')),
  unassign_reason_id integer,
  unassign_comment text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (start_date <= end_date)
);
-- One current assignment per participant: the search joins it without a per-row subquery.
create unique index student_jobs_current_key on student_jobs (student_id) where status in ('Assigned', 'Active');
create index student_jobs_student_idx on student_jobs (student_id);
create index student_jobs_job_idx on student_jobs (job_id, status);

create table student_contracts (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  contract_id integer not null,
  start_date date not null,
  end_date date not null,
  max_hours numeric(6, 2),
  max_incentive_amount numeric(12, 2),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (start_date <= end_date)
);
create index student_contracts_student_idx on student_contracts (student_id);

create table student_eligibilities (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  funding_source_id integer not null,
  determination_date date not null,
  is_eligible boolean not null,
  family_size integer not null check (family_size between 1 and 20),
  annual_income numeric(12, 2) not null,
  income_range_id integer,
  comments text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_eligibilities_student_idx on student_eligibilities (student_id);

create table student_programs (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  program_id integer not null,
  start_date date not null,
  end_date date,
  outcome text not null check (outcome in ('Active', 'Completed', 'Withdrawn', 'Exited')),
  comments text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_programs_student_idx on student_programs (student_id);

create table student_barriers (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  barrier_type_id integer not null,
  identified_date date not null,
  resolved_date date,
  comments text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_barriers_student_idx on student_barriers (student_id);

create table student_educations (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  school_id integer not null,
  grade_level_id integer not null,
  school_status text not null check (school_status in ('In School', 'Graduated', 'GED', 'Dropped Out', 'Not Enrolled')),
  school_year text not null,
  expected_graduation_date date,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_educations_student_idx on student_educations (student_id);

create table student_guardians (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  relationship_id integer not null,
  first_name text not null,
  last_name text not null,
  main_phone text not null,
  cell_phone text,
  email_address text,
  address_line1 text,
  city text,
  state_code text,
  zip_code text,
  is_primary_contact boolean not null default false,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_guardians_student_idx on student_guardians (student_id);

create table student_interests (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  interest_id integer not null,
  rank integer not null check (rank between 1 and 10),
  comments text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_interests_student_idx on student_interests (student_id);

create table student_referrals (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  referral_date date not null,
  referred_to text not null,
  service_type_id integer not null,
  outcome text not null check (outcome in ('Pending', 'Accepted', 'Declined', 'Completed')),
  comments text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_referrals_student_idx on student_referrals (student_id);

create table student_follow_ups (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  follow_up_date date not null,
  method text not null check (method in ('Phone', 'Email', 'Text Message', 'In Person', 'Mail')),
  employment_status text not null check (employment_status in ('Employed', 'Unemployed', 'In School', 'Military', 'Unknown')),
  employer_name text,
  comments text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_follow_ups_student_idx on student_follow_ups (student_id);

create table student_career_programs (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  career_program_type_id integer not null,
  start_date date not null,
  end_date date,
  outcome text not null check (outcome in ('Active', 'Completed', 'Withdrawn', 'Exited')),
  credential_earned boolean not null default false,
  credential_name text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_career_programs_student_idx on student_career_programs (student_id);

create table interviews (
  id serial primary key,
  student_id integer not null references students (id) on delete cascade,
  scheduled_at timestamptz not null,
  location_id integer not null,
  email_template_id integer,
  outcome text not null default 'Scheduled' check (outcome in ('Scheduled', 'Attended', 'No Show', 'Cancelled')),
  note text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index interviews_student_idx on interviews (student_id);
create index interviews_scheduled_idx on interviews (scheduled_at, id);
-- At most one Scheduled interview per participant (the schedule operation's 409).
create unique index interviews_scheduled_key on interviews (student_id) where outcome = 'Scheduled';
