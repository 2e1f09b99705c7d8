-- Integrity findings across participants (issue 48, ADR 227): the thresholds in Payroll Settings,
-- the acknowledgements of findings with who, when and why, the programmes' requirements as data,
-- and what the rules need that the data model lacked, each the least that lets a rule be said.

-- Thresholds (edited through PUT /payroll/integrity/settings, audited like every write). Without a
-- payroll_settings row the defaults below apply (src/areas/payroll/integrity.ts says them again).
alter table payroll_settings
  -- (a) one bank account or card may be shared within this many households; more is a finding.
  add column integrity_account_households integer not null default 1 check (integrity_account_households between 1 and 50),
  -- (b) one address, phone or e-mail may be shared by this many participants (a household); more is a finding.
  add column integrity_contact_people integer not null default 6 check (integrity_contact_people between 1 and 100),
  -- (d) hours at or within this margin of the period's cap count as "at the cap" …
  add column integrity_cap_margin_hours numeric(6, 2) not null default 1.00 check (integrity_cap_margin_hours >= 0),
  -- … and a participant at the cap in at least this share of at least integrity_cap_min_periods periods is a finding.
  add column integrity_cap_share numeric(3, 2) not null default 0.75 check (integrity_cap_share > 0 and integrity_cap_share <= 1),
  add column integrity_cap_min_periods integer not null default 4 check (integrity_cap_min_periods between 2 and 53),
  -- (e) whether the user who entered a timesheet may not also approve it for payroll.
  add column integrity_separation_of_duties boolean not null default false,
  -- Which kinds the pre-flight shows as warnings (to acknowledge) and which as errors (stop the file
  -- until each finding is acknowledged with a reason on the Integrity screen). A kind in neither is
  -- shown only on the Integrity screen. SSN is not a default warning: the demo seed's SSNs are all in
  -- area 900-999 on purpose (never a real person's), which the rule rightly calls impossible.
  add column integrity_warning_kinds text[] not null
    default '{Shared Account,Shared Contact,Hours,Separation of Duties,Requirements}',
  add column integrity_error_kinds text[] not null default '{}';

-- (a) Bank and card numbers are sealed with a random IV, so equal numbers never look equal. Beside
-- each, a keyed hash (HMAC-SHA256, a key of its own derived from the server secret) that is equal
-- exactly when the numbers are: a match key that says nothing of the number without the key.
alter table students
  add column card_proxy_match text,
  add column bank_account_match text;
create index students_card_proxy_match_idx on students (organization_id, card_proxy_match) where card_proxy_match is not null;
create index students_bank_account_match_idx on students (organization_id, bank_account_match)
  where bank_account_match is not null;

-- (a), (b) A household is the participants at one address: the first address line with everything
-- but letters and digits dropped, and the five-digit ZIP code. That key, and the phones' digits and
-- the e-mail in lower case, are stored columns, so the rules compare plain values on an index rather
-- than computing an expression for every participant (ADR 227 says why a household is not a record).
alter table students
  add column household_key text
    generated always as (regexp_replace(lower(address_line1), '[^a-z0-9]+', '', 'g') || left(zip_code, 5)) stored,
  add column main_phone_key text generated always as (nullif(regexp_replace(main_phone, '[^0-9]+', '', 'g'), '')) stored,
  add column cell_phone_key text generated always as (nullif(regexp_replace(cell_phone, '[^0-9]+', '', 'g'), '')) stored,
  add column email_key text generated always as (nullif(lower(trim(email_address)), '')) stored;
create index students_household_idx on students (organization_id, household_key);
create index students_main_phone_key_idx on students (organization_id, main_phone_key) where main_phone_key is not null;
create index students_cell_phone_key_idx on students (organization_id, cell_phone_key) where cell_phone_key is not null;
create index students_email_key_idx on students (organization_id, email_key) where email_key is not null;

-- (c) Another record of the same name and birth date.
create index students_name_birth_idx on students (organization_id, lower(last_name), lower(first_name), birth_date);

-- (d) The days a worksite is closed (holidays, shutdowns): time entered for a period that lies
-- wholly on closed days is a finding. Timesheets carry a period's total, not its days, so a period
-- that is partly closed is not one (ADR 227).
create table worksite_closures (
  id serial primary key,
  worksite_id integer not null references worksites (id) on delete cascade,
  start_date date not null,
  end_date date not null,
  reason text not null,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check (start_date <= end_date)
);
create index worksite_closures_worksite_idx on worksite_closures (worksite_id, start_date);

-- (e) Who entered a timesheet (create_user) and who approved it for payroll (approved_by) are on the
-- row already; the approvals of a process join on it.
create index timesheets_process_status_idx on timesheets (payroll_process_id, status);

-- (f) What a programme requires before it pays a participant, as data: an attended interview, an
-- attended orientation, or a document of a type on file (not rejected).
create table program_requirements (
  id serial primary key,
  program_id integer not null references programs (id) on delete cascade,
  kind text not null check (kind in ('Interview', 'Orientation', 'Document')),
  -- The document type (lookup option) a Document requirement names; null otherwise.
  document_type_id integer references lookup_options (id),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0,
  check ((kind = 'Document') = (document_type_id is not null))
);
create unique index program_requirements_key on program_requirements (program_id, kind, coalesce(document_type_id, 0));
-- An orientation is an interview record of its own kind: scheduled, attended or missed like one.
alter table interviews add column kind text not null default 'Interview' check (kind in ('Interview', 'Orientation'));
create index interviews_attended_idx on interviews (student_id, kind) where outcome = 'Attended';
create index documents_students_type_idx on documents (source_id, document_type_id) where source_type = 'students';

-- A finding acknowledged: who, when and why. A finding is named by its kind and a key made of what
-- it is about and the records in it, so a finding that gains a record is a new finding.
create table payroll_integrity_acknowledgements (
  id serial primary key,
  organization_id integer not null references organizations (id),
  kind text not null check (
    kind in ('Shared Account', 'Shared Contact', 'SSN', 'Hours', 'Separation of Duties', 'Requirements')),
  finding_key text not null,
  reason text not null check (length(reason) between 1 and 2000),
  acknowledged_by text not null,
  acknowledged_on timestamptz not null default now(),
  unique (organization_id, kind, finding_key)
);
