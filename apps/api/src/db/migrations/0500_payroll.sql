-- Payroll: card providers and their file types, payment providers, card-provider credentials
-- (secrets encrypted), payroll calendars with their periods, timesheets, payroll processes (the
-- company entry processes of the Payroll Processing grid), card-provider files with their payment
-- lines, the provider's inbox of answer files, pre-flight records, payroll settings, and the youth
-- hour rules with the school terms they read (ADRs 066-069).
-- Participants, jobs, contracts and programs belong to other areas: the handlers check those ids
-- (as the other areas do) instead of foreign keys that would tie the migrations' order together.

create table card_providers (
  id serial primary key,
  name text not null,
  code text not null,
  contact_name text,
  contact_email text,
  contact_phone text,
  sftp_host text,
  outbound_folder text,
  inbound_folder text,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index card_providers_code_key on card_providers (code);
create index card_providers_name_idx on card_providers (lower(name));

create table payroll_file_types (
  id serial primary key,
  code text not null,
  name text not null,
  direction text not null check (direction in ('Outbound', 'Inbound')),
  card_provider_id integer not null references card_providers (id),
  file_name_pattern text not null,
  description text,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index payroll_file_types_code_key on payroll_file_types (card_provider_id, code);
create index payroll_file_types_code_idx on payroll_file_types (code);

create table payment_providers (
  id serial primary key,
  name text not null,
  payment_method text not null check (payment_method in ('Debit', 'Check', 'Deposit')),
  card_provider_id integer references card_providers (id),
  contact_name text,
  contact_email text,
  contact_phone text,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index payment_providers_name_idx on payment_providers (lower(name));

-- Secrets are AES-256-GCM ciphertexts (iv.tag.data, base64url) under a key derived from the
-- server secret; no read model selects them (ADR 069).
create table fsv_credentials (
  id serial primary key,
  card_provider_id integer not null references card_providers (id),
  organization_id integer not null references organizations (id),
  environment text not null check (environment in ('Test', 'Production')),
  company_id text not null,
  user_name text not null,
  expires_on date,
  is_active boolean not null default true,
  -- Null until someone enters it (the demo data ships no secrets).
  password_encrypted text,
  api_key_encrypted text,
  secrets_updated_on timestamptz,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index fsv_credentials_key on fsv_credentials (card_provider_id, organization_id, environment);
create index fsv_credentials_organization_idx on fsv_credentials (organization_id);

create table payroll_calendars (
  id serial primary key,
  name text not null,
  organization_id integer not null references organizations (id),
  payroll_frequency_id integer not null,
  year integer not null check (year between 1900 and 2100),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index payroll_calendars_organization_idx on payroll_calendars (organization_id, year);

create table payroll_periods (
  payroll_calendar_id integer not null references payroll_calendars (id) on delete cascade,
  period_number integer not null check (period_number between 1 and 53),
  period_start_date date not null,
  period_end_date date not null,
  timesheet_due_date date not null,
  pay_date date not null,
  primary key (payroll_calendar_id, period_number),
  check (period_end_date >= period_start_date)
);
create index payroll_periods_dates_idx on payroll_periods (period_start_date, period_end_date);

-- A company entry process: one organization's timesheets of one pay period, moved together through
-- submit, approve, card-provider file and inbound answer. Its status is the least advanced status
-- of its timesheets (kept here so the grid filters and sorts on a column).
create table payroll_processes (
  id serial primary key,
  organization_id integer not null references organizations (id),
  period_start_date date not null,
  period_end_date date not null,
  status text not null check (
    status in ('Pending', 'Submitted for Payroll', 'Approved for Payroll', 'Payroll in Process', 'Payrolled')
  ),
  comment text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index payroll_processes_status_idx on payroll_processes (status, organization_id);
create index payroll_processes_period_idx on payroll_processes (organization_id, period_start_date, period_end_date);

create table timesheets (
  id serial primary key,
  student_job_id integer not null,
  period_start_date date not null,
  period_end_date date not null,
  hourly_rate numeric(12, 2) not null check (hourly_rate >= 0),
  worked_hours numeric(6, 2) not null check (worked_hours >= 0),
  incentive_amount numeric(12, 2) not null default 0 check (incentive_amount >= 0),
  comments text,
  -- A manual check request: paid by check, never written to a card-provider file.
  manual_check boolean not null default false,
  status text not null default 'Pending' check (
    status in ('Pending', 'Submitted for Payroll', 'Approved for Payroll', 'Payroll in Process', 'Payrolled')
  ),
  payroll_process_id integer references payroll_processes (id),
  payrolled_amount numeric(12, 2) not null default 0,
  submitted_by text,
  approved_by text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (period_end_date >= period_start_date)
);
create index timesheets_student_job_idx on timesheets (student_job_id, period_start_date);
create index timesheets_status_idx on timesheets (status, period_start_date);
create index timesheets_process_idx on timesheets (payroll_process_id);

create table card_provider_files (
  id serial primary key,
  file_name text not null,
  direction text not null check (direction in ('Outbound', 'Inbound')),
  status text not null check (status in ('Pending', 'Sent', 'Completed', 'Failed')),
  payroll_file_type_id integer not null references payroll_file_types (id),
  card_provider_id integer not null references card_providers (id),
  organization_id integer not null references organizations (id),
  record_count integer not null default 0,
  total_amount numeric(12, 2) not null default 0,
  content text not null,
  sent_on timestamptz,
  sent_by text,
  parent_file_id integer references card_provider_files (id),
  -- Who generated the file and, above the payroll limit, the second approver (ADR 069).
  second_approver text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
-- The 3171 rule's backstop: one Pending or Sent outbound file per card provider at a time.
create unique index card_provider_files_active_key on card_provider_files (card_provider_id)
  where direction = 'Outbound' and status in ('Pending', 'Sent');
create index card_provider_files_created_idx on card_provider_files (create_date, id);
create index card_provider_files_parent_idx on card_provider_files (parent_file_id);

create table card_provider_file_processes (
  card_provider_file_id integer not null references card_provider_files (id) on delete cascade,
  payroll_process_id integer not null references payroll_processes (id),
  primary key (card_provider_file_id, payroll_process_id)
);
create index card_provider_file_processes_process_idx on card_provider_file_processes (payroll_process_id);

-- One payment of an outbound file: a participant's pay for one payroll process, and what the
-- provider's answer said about it.
create table card_provider_file_lines (
  card_provider_file_id integer not null references card_provider_files (id) on delete cascade,
  line_number integer not null,
  student_id integer not null,
  payroll_process_id integer not null references payroll_processes (id),
  participant_ref text not null,
  amount numeric(12, 2) not null,
  answer text check (answer in ('Accepted', 'Rejected')),
  paid_amount numeric(12, 2),
  paid_on date,
  reason text,
  primary key (card_provider_file_id, line_number)
);
create index card_provider_file_lines_student_idx on card_provider_file_lines (student_id, payroll_process_id);

create table card_provider_file_timesheets (
  card_provider_file_id integer not null,
  line_number integer not null,
  timesheet_id integer not null references timesheets (id),
  primary key (card_provider_file_id, timesheet_id),
  foreign key (card_provider_file_id, line_number)
    references card_provider_file_lines (card_provider_file_id, line_number) on delete cascade
);

-- Answer files the provider has dropped and load-inbound has not read yet.
create table card_provider_inbox (
  id serial primary key,
  card_provider_id integer not null references card_providers (id),
  file_name text not null,
  content text not null,
  received_on timestamptz not null default now(),
  loaded_file_id integer references card_provider_files (id)
);
create index card_provider_inbox_unloaded_idx on card_provider_inbox (card_provider_id, id) where loaded_file_id is null;

-- A pre-flight whose warnings were reported or whose total needs a second approver: the next
-- generate of the same processes with the same findings proceeds (ADR 069).
create table payroll_preflights (
  id serial primary key,
  organization_id integer not null references organizations (id),
  card_provider_id integer not null references card_providers (id),
  fingerprint text not null,
  total_amount numeric(12, 2) not null,
  findings jsonb not null,
  requested_by text not null,
  requested_on timestamptz not null default now(),
  used_by_file_id integer references card_provider_files (id) on delete set null
);
create index payroll_preflights_fingerprint_idx on payroll_preflights (fingerprint);

create table payroll_settings (
  organization_id integer primary key references organizations (id),
  -- A card-provider file above this total needs a second approver.
  file_total_limit numeric(12, 2) not null,
  -- Hours or pay above this multiple of the participant's own median is a pre-flight warning.
  outlier_factor numeric(4, 2) not null default 2.00,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

-- Youth hour rules (ADR 068): per program (null = every program) and age band; the most specific
-- row wins. Hours are the most a participant of that age may work.
create table youth_hour_rules (
  id serial primary key,
  program_id integer,
  rule_name text not null,
  min_age integer not null,
  max_age integer not null,
  school_day_hours numeric(6, 2) not null,
  school_week_hours numeric(6, 2) not null,
  non_school_day_hours numeric(6, 2) not null,
  non_school_week_hours numeric(6, 2) not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (min_age <= max_age)
);
create unique index youth_hour_rules_key on youth_hour_rules (coalesce(program_id, 0), min_age);

-- School terms: weekdays inside a term are school days; weekends and days outside every term are not.
create table school_terms (
  id serial primary key,
  program_id integer,
  name text not null,
  start_date date not null,
  end_date date not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (end_date >= start_date)
);
create index school_terms_dates_idx on school_terms (start_date, end_date);

-- The federal defaults for 14- and 15-year-olds (29 CFR 570.35) and Pennsylvania's limits for
-- 16- and 17-year-olds (Child Labor Act of 2012), for every program; a program adds its own rows.
insert into youth_hour_rules (program_id, rule_name, min_age, max_age, school_day_hours, school_week_hours,
  non_school_day_hours, non_school_week_hours, create_user)
values
  (null, 'US federal child labor rules (ages 14-15)', 14, 15, 3, 18, 8, 40, 'system'),
  (null, 'Pennsylvania Child Labor Act (ages 16-17)', 16, 17, 8, 28, 10, 48, 'system');
