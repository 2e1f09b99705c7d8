-- Enrollment: online applications (applicants) on their way from Applied to Enrolled (ADR 016/061),
-- their review items (quality review and provider screening), the reviewers' document decisions,
-- and the recruitment of enrolled participants to a contract's worksite.
-- The core's `applications` table lists the product's own applications (system area), so the
-- online applications live in `applicants`; the maintenance area's documents attach to it with
-- source type 'applicants'. References into other areas are checked by the handlers.

create table applicants (
  id serial primary key,
  organization_id integer not null references organizations (id),
  enrollment_program_id integer not null,
  status text not null default 'Applied' check (
    status in ('Applied', 'Quality Review', 'Provider Screening', 'Eligible', 'Ineligible', 'Enrolled', 'Withdrawn')
  ),
  -- The participant made by enroll.
  student_id integer,
  first_name text not null,
  middle_name text,
  last_name text not null,
  suffix_name text,
  birth_date date not null,
  -- Full nnn-nn-nnnn; list reads mask it (*****1234).
  ssn text not null check (ssn ~ '^[0-9]{3}-[0-9]{2}-[0-9]{4}$'),
  email_address text,
  main_phone text,
  referral_code text,
  family_income numeric(12, 2),
  family_size integer check (family_size between 1 and 20),
  address_line1 text not null,
  address_line2 text,
  city text not null,
  state_code text not null default 'PA',
  state_name text not null default 'Pennsylvania',
  zip_code text not null check (zip_code ~ '^[0-9]{5}$'),
  payment_method text not null default 'Debit' check (payment_method in ('Debit', 'Check', 'Deposit')),
  disable_oe_launch boolean not null default false,
  is_pathway_transferred boolean not null default false,
  applicant_info_reviewed boolean not null default false,
  incentive_only_flag boolean not null default false,
  submitted_on timestamptz not null,
  is_locked boolean not null default false,
  locked_by text,
  review_status text not null default 'Not Started'
    check (review_status in ('Not Started', 'In Progress', 'Incomplete', 'Complete')),
  reviewer text,
  summary_status text,
  summary_comment text,
  quality_review_completed_on timestamptz,
  is_provider_screening_complete boolean not null default false,
  -- The comment of the last state change (withdraw reason, ineligibility).
  status_comment text,
  search_text text generated always as (
    lower(first_name || ' ' || last_name || ' ' || coalesce(middle_name, '') || ' ' || right(ssn, 4))
  ) stored,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index applicants_search_trgm_idx on applicants using gin (search_text gin_trgm_ops);
create index applicants_status_idx on applicants (status, id);
create index applicants_organization_idx on applicants (organization_id, id);
create index applicants_last_name_idx on applicants (lower(last_name), id);
create index applicants_submitted_idx on applicants (submitted_on, id);
create index applicants_program_idx on applicants (enrollment_program_id);

-- One row per requested-document item of an applicant, copied from the enrollment program's
-- quality-review configuration when the application arrives; the variant columns hold what the
-- applicant answered for the item's page kind.
create table applicant_review_items (
  id serial primary key,
  applicant_id integer not null references applicants (id) on delete cascade,
  config_item_id integer,
  section_id integer not null,
  name text not null,
  page_kind text not null,
  field_type text not null,
  display_order integer not null,
  is_required boolean not null default true,
  is_provider_screening boolean not null default false,
  status_id integer,
  comment text,
  first_document_id integer,
  second_document_id integer,
  third_document_id integer,
  clearance_company_id integer,
  clearance_order_number text,
  payment_method_id integer,
  verification_type_id integer,
  document_id integer,
  other text,
  media_usage_id integer,
  income_eligibility_proof_id integer,
  waiver_release_id integer,
  buckley_amendment_id integer,
  deductions integer check (deductions between 0 and 99),
  is_work_permit boolean,
  work_permit_number text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index applicant_review_items_applicant_idx on applicant_review_items (applicant_id, display_order, id);

-- Each verify or reject of an applicant's document, with the reviewer's comment.
create table applicant_document_decisions (
  id serial primary key,
  applicant_id integer not null references applicants (id) on delete cascade,
  document_id integer not null,
  decision text not null check (decision in ('Verified', 'Rejected')),
  comment text,
  create_date timestamptz not null default now(),
  create_user text not null
);
create index applicant_document_decisions_document_idx on applicant_document_decisions (document_id, id);

-- A recruited participant's contract and worksite (ADR 016: Enrolled -> Recruited); removed on release.
create table student_recruitments (
  student_id integer primary key,
  contract_id integer not null,
  worksite_id integer not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index student_recruitments_worksite_idx on student_recruitments (worksite_id);

-- Each release with its reason (lookup 'release-reasons') and comment.
create table student_releases (
  id serial primary key,
  student_id integer not null,
  contract_id integer,
  worksite_id integer,
  reason_id integer not null,
  comment text,
  create_date timestamptz not null default now(),
  create_user text not null
);
create index student_releases_student_idx on student_releases (student_id, id);
