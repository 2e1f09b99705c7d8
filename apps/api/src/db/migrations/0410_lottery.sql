-- The applicant lottery (issue 30, ADR 212, 213). Facts the priority tiers read: an applicant in
-- foster care or with a disability, both stated at provider screening. A returning youth is not
-- stored: it is an applicant whose SSN was enrolled in an earlier program of the same organization.
alter table applicants add column is_foster_care boolean not null default false;
alter table applicants add column has_disability boolean not null default false;
create index applicants_ssn_idx on applicants (ssn);

-- One lottery set-up per enrollment program: its slots and its tiers in priority order, each
-- `{ "kind": "returning" | "fosterCare" | "disability" | "zipCodes", "zipCodes": [...] }`.
create table lottery_settings (
  enrollment_program_id integer primary key references enrollment_programs (id) on delete cascade,
  slots integer not null check (slots between 1 and 100000),
  tiers jsonb not null default '[]'::jsonb,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

-- A draw keeps what it was drawn from (seed, slots, tiers and a digest of the applicants' facts),
-- so the same inputs find the same draw instead of making a second one.
create table lottery_draws (
  id serial primary key,
  enrollment_program_id integer not null references enrollment_programs (id) on delete cascade,
  seed text not null,
  slots integer not null,
  tiers jsonb not null,
  input_digest text not null,
  applicant_count integer not null,
  drawn_on timestamptz not null default now(),
  drawn_by text not null
);
create unique index lottery_draws_inputs_key on lottery_draws (enrollment_program_id, input_digest);
create index lottery_draws_program_idx on lottery_draws (enrollment_program_id, id);

create table lottery_draw_entries (
  draw_id integer not null references lottery_draws (id) on delete cascade,
  rank integer not null,
  applicant_id integer not null references applicants (id) on delete cascade,
  -- The facts the tiers read, as they were at the draw, so the draw can be re-run from its own record.
  is_returning boolean not null,
  is_foster_care boolean not null,
  has_disability boolean not null,
  zip_code text,
  tier integer not null,
  tier_label text not null,
  selected boolean not null,
  primary key (draw_id, rank)
);
create index lottery_draw_entries_applicant_idx on lottery_draw_entries (applicant_id);
