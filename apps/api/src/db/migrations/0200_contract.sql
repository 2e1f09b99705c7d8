-- Contract area: contracts and their card delivery, worksites, the worksite-contract links, jobs,
-- the approval history of worksites and jobs, contacts of every source kind and the one notes table.
-- Lookup ids (job sector, contract type, contact type, ...) point into lookup_options and card
-- providers into card_providers; those belong to other areas, so the handlers check them instead of
-- foreign keys that would tie this migration to their order.

create table contracts (
  id serial primary key,
  contract_code text not null,
  name text not null,
  organization_id integer not null references organizations (id),
  start_date date not null,
  end_date date not null,
  status text not null default 'Draft' check (status in ('Draft', 'Active', 'Closed')),
  contract_type_id integer not null,
  funding_source_id integer not null,
  payroll_frequency_id integer not null,
  budget_amount numeric(12, 2),
  default_hourly_rate numeric(12, 2) not null,
  -- The caps payroll enforces per participant ("Participant Hours cannot exceed ...").
  max_hours_per_student numeric(6, 2) not null,
  max_incentive_amount numeric(12, 2) not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (end_date >= start_date)
);
create unique index contracts_contract_code_key on contracts (lower(contract_code));
create index contracts_organization_idx on contracts (organization_id);
create index contracts_name_trgm on contracts using gin (name gin_trgm_ops);

create table card_delivery_setups (
  id serial primary key,
  contract_id integer not null references contracts (id) on delete cascade,
  card_provider_id integer not null,
  delivery_method text not null
    check (delivery_method in ('Mail to Participant', 'Pickup at Worksite', 'Pickup at Provider Office')),
  delivery_location_id integer,
  attention_to text,
  first_pay_date date,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index card_delivery_setups_contract_key on card_delivery_setups (contract_id);
create index card_delivery_setups_provider_idx on card_delivery_setups (card_provider_id);

create table worksites (
  id serial primary key,
  contractor_id integer not null references contractors (id),
  -- The contractor's organization, kept on the row so organization users' scope is one comparison.
  organization_id integer not null references organizations (id),
  name text not null,
  job_sector_id integer not null,
  description text,
  address_line1 text not null,
  address_line2 text,
  city text not null,
  state_code text not null,
  zip_code text not null,
  main_phone text,
  is_public_sector boolean not null default false,
  is_active boolean not null default true,
  status text not null default 'Pending Approval'
    check (status in ('Pending Approval', 'Approved', 'Rejected', 'Inactive')),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index worksites_contractor_idx on worksites (contractor_id);
create index worksites_organization_idx on worksites (organization_id);
create index worksites_status_idx on worksites (status);
create index worksites_name_trgm on worksites using gin (name gin_trgm_ops);

create table contract_worksites (
  contract_id integer not null references contracts (id) on delete cascade,
  worksite_id integer not null references worksites (id),
  linked_on timestamptz not null default now(),
  linked_by text not null,
  primary key (contract_id, worksite_id)
);
create index contract_worksites_worksite_idx on contract_worksites (worksite_id);

create table jobs (
  id serial primary key,
  worksite_id integer not null references worksites (id),
  contract_id integer not null references contracts (id),
  title text not null,
  job_sector_id integer not null,
  description text,
  start_date date not null,
  end_date date not null,
  -- Weekly hours of the position (reports); the contract's Job has no field for it yet.
  hours_per_week numeric(6, 2),
  hourly_rate numeric(12, 2) not null,
  -- Open positions: how many participants the job takes (the wire's `positions`).
  capacity integer not null check (capacity between 1 and 500),
  incentive_only boolean not null default false,
  max_hours_per_student numeric(6, 2) not null,
  max_incentive_amount numeric(12, 2) not null,
  min_age integer not null,
  max_age integer not null,
  supervisor_name text,
  supervisor_phone text,
  supervisor_email text,
  work_schedule text,
  status text not null default 'Pending Approval'
    check (status in ('Pending Approval', 'Approved', 'Rejected', 'Inactive')),
  renewed_from_job_id integer references jobs (id) on delete set null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (end_date >= start_date),
  check (min_age <= max_age)
);
create index jobs_worksite_idx on jobs (worksite_id);
create index jobs_contract_idx on jobs (contract_id);
create index jobs_status_idx on jobs (status);
create index jobs_title_trgm on jobs using gin (title gin_trgm_ops);

-- Every approve/reject decision with the record as decided and what changed since the decision
-- before it, so the approvals screen can show the difference.
create table approval_history (
  id serial primary key,
  entity text not null check (entity in ('worksite', 'job')),
  entity_id integer not null,
  decision text not null check (decision in ('Approved', 'Rejected')),
  comment text,
  snapshot jsonb not null,
  changes jsonb not null,
  decided_by text not null,
  decided_at timestamptz not null default now()
);
create index approval_history_entity_idx on approval_history (entity, entity_id, id desc);

create table contacts (
  id serial primary key,
  source_name text not null check (source_name in ('worksites', 'contractors', 'organizations', 'schools')),
  source_id integer not null,
  contact_type_luid integer not null,
  salutation text,
  first_name text not null,
  last_name text not null,
  middle_initial text,
  main_phone text,
  cell_phone text,
  main_email text,
  criminal_background_flag boolean not null default false,
  child_abuse_background_flag boolean not null default false,
  fbi_uid integer,
  disclosure_statement boolean not null default false,
  description text,
  contract_code text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index contacts_source_idx on contacts (source_name, source_id);

-- The one note store: job, participant (students) and worksite notes.
create table notes (
  id serial primary key,
  note_type text not null check (note_type in ('jobs', 'students', 'worksites')),
  source_id integer not null,
  note text not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index notes_source_idx on notes (note_type, source_id, create_date desc);
