-- Maintenance: every named lookup list in one table, programs and their intakes (enrollment
-- programs), schools, income ranges, locations, tax codes, email templates, the data dictionary,
-- quality-review configuration, the online application's setup, documents and document requests.

-- The lists GET /lookups/<name> serves; `is_maintainable` lists appear under Maintenance > Lookup Options.
create table lookup_names (
  name text primary key,
  text text not null,
  is_organization_specific boolean not null default false,
  has_date_range boolean not null default false,
  is_maintainable boolean not null default true
);

create table lookup_options (
  id serial primary key,
  lookup_name text not null references lookup_names (name),
  text text not null,
  code text,
  organization_id integer references organizations (id),
  start_date date,
  end_date date,
  sort_order integer not null default 0,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (end_date is null or start_date is null or start_date <= end_date)
);
create index lookup_options_name_idx on lookup_options (lookup_name, sort_order, lower(text));
create index lookup_options_organization_idx on lookup_options (organization_id);

create table programs (
  id serial primary key,
  organization_id integer not null references organizations (id),
  name text not null,
  code text not null,
  description text,
  start_date date,
  end_date date,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index programs_code_key on programs (organization_id, lower(code));
create index programs_name_idx on programs (lower(name));

create table enrollment_programs (
  id serial primary key,
  program_id integer not null references programs (id),
  organization_id integer not null references organizations (id),
  name text not null,
  code text not null,
  funding_source_id integer references lookup_options (id),
  start_date date not null,
  end_date date not null,
  application_start_date date,
  application_end_date date,
  min_age integer,
  max_age integer,
  hourly_rate numeric(12, 2),
  max_hours_per_student numeric(6, 2),
  max_incentive_amount numeric(12, 2),
  payment_method text check (payment_method in ('Debit', 'Check', 'Deposit')),
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index enrollment_programs_code_key on enrollment_programs (organization_id, lower(code));
create index enrollment_programs_program_idx on enrollment_programs (program_id);
create index enrollment_programs_name_idx on enrollment_programs (lower(name));

create table schools (
  id serial primary key,
  name text not null,
  school_code text,
  school_district text,
  address_line1 text,
  city text,
  state_code text,
  zip_code text,
  main_phone text,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index schools_name_idx on schools (lower(name));
create index schools_name_trgm_idx on schools using gin (name gin_trgm_ops);

create table income_ranges (
  id serial primary key,
  organization_id integer not null references organizations (id),
  family_size integer not null check (family_size between 1 and 20),
  funding_type text not null,
  range_from numeric(12, 2) not null,
  range_to numeric(12, 2) not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index income_ranges_organization_idx on income_ranges (organization_id, funding_type, family_size);

create table locations (
  id serial primary key,
  name text not null,
  apartment text,
  street text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index locations_name_idx on locations (lower(name));

create table tax_codes (
  id serial primary key,
  code text not null,
  name text not null,
  tax_type text not null,
  psd_code text,
  rate_percent numeric(7, 4) not null,
  effective_date date not null,
  end_date date,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index tax_codes_code_key on tax_codes (code);

create table email_templates (
  id serial primary key,
  name text not null,
  template_type_id integer not null references lookup_options (id),
  organization_id integer references organizations (id),
  subject text not null,
  body text not null,
  is_html boolean not null default false,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index email_templates_organization_idx on email_templates (organization_id);

create table data_dictionary (
  id serial primary key,
  table_name text not null,
  column_name text not null,
  label text not null,
  description text not null,
  is_sensitive boolean not null default false,
  data_type text not null,
  max_length integer,
  is_nullable boolean not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index data_dictionary_column_key on data_dictionary (table_name, column_name);

create table quality_review_config_items (
  id serial primary key,
  enrollment_program_id integer not null references enrollment_programs (id),
  section_id integer not null references lookup_options (id),
  name text not null,
  page_kind text not null,
  verification_name text not null,
  field_type text not null,
  display_order integer not null,
  is_required boolean not null default true,
  is_provider_screening boolean not null default false,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index quality_review_config_items_program_idx on quality_review_config_items (enrollment_program_id, display_order);

-- One row per enrollment program: its online application's pages (and their fields) as saved.
create table online_app_page_setups (
  enrollment_program_id integer primary key references enrollment_programs (id) on delete cascade,
  pages jsonb not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

create table online_app_environment (
  id integer primary key check (id = 1),
  is_application_open boolean not null,
  application_open_date date not null,
  application_close_date date not null,
  min_age integer not null,
  max_age integer not null,
  closed_message text,
  support_email text not null,
  support_phone text not null,
  max_upload_size_mb integer not null,
  allowed_upload_extensions text[] not null,
  time_zone text not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

-- The one document store: files attached to a record (participants, applicants, worksites, …),
-- kept under the data folder; `storage_key` is the file's path below `<dataDir>/documents/`.
create table documents (
  id serial primary key,
  source_type text not null,
  source_id integer not null,
  document_type_id integer not null references lookup_options (id),
  name text not null,
  description text,
  file_name text not null,
  content_type text not null,
  size_bytes integer not null,
  storage_key text not null,
  verification_status text not null default 'Uploaded' check (verification_status in ('Uploaded', 'Verified', 'Rejected')),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index documents_source_idx on documents (source_type, source_id);

create table system_documents (
  id serial primary key,
  name text not null,
  document_type_id integer not null references lookup_options (id),
  description text,
  organization_id integer references organizations (id),
  is_public boolean not null default false,
  file_name text not null,
  content_type text not null,
  size_bytes integer not null,
  storage_key text not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index system_documents_organization_idx on system_documents (organization_id);

-- Requests mailed to applicants to upload documents (recorded here when no function host is configured).
create table document_requests (
  id serial primary key,
  applicant_id integer not null,
  email_address text not null,
  document_type_ids integer[] not null,
  message text,
  status text not null default 'Sent' check (status in ('Sent', 'Opened', 'Completed', 'Expired', 'Cancelled')),
  sent_date timestamptz not null default now(),
  due_date date,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index document_requests_applicant_idx on document_requests (applicant_id, sent_date desc);
