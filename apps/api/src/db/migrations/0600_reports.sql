-- Reports (issue 15): report definitions (what the Reports screen lists and runs), business views
-- (the data sources data extracts read, each one of the server's allow-listed entities) and data
-- extracts (a saved choice of a business view's columns and filters, run to CSV or Excel). The
-- reports themselves are SQL over the other areas' tables (areas/reports/catalog.ts); the indexes
-- below are the ones those queries need on the 100,000-participant data set.

create table report_definitions (
  id serial primary key,
  name text not null,
  description text,
  category text not null check (category in ('Payroll', 'Admin', 'Contractor', 'Management')),
  -- Which of the server's computed reports this definition runs (areas/reports/catalog.ts).
  report_path text not null,
  formats jsonb not null,
  parameter_definitions jsonb not null,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index report_definitions_name_idx on report_definitions (lower(name), id);
create index report_definitions_category_idx on report_definitions (category);

create table business_views (
  id serial primary key,
  name text not null,
  description text,
  -- One of the allow-listed entities of areas/reports/sources.ts (students, applications, worksites, jobs, timesheets).
  view_name text not null,
  columns jsonb not null,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index business_views_name_idx on business_views (lower(name), id);

create table data_extracts (
  id serial primary key,
  name text not null,
  description text,
  business_view_id integer not null references business_views (id),
  columns jsonb not null,
  filters jsonb not null,
  format text not null check (format in ('Excel', 'CSV')),
  last_run_on timestamptz,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index data_extracts_name_idx on data_extracts (lower(name), id);
create index data_extracts_business_view_idx on data_extracts (business_view_id);

-- The reports' ranges: timesheets by pay period, assignments by their dates.
create index timesheets_period_start_idx on timesheets (period_start_date);
create index student_jobs_dates_idx on student_jobs (start_date, end_date);
