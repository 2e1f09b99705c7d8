-- Payroll you can trust with money (issue 25, ADR 182): one timesheet per job assignment and pay
-- period, corrections as signed adjustments, a status for pay the provider did not pay as sent,
-- exceptions that keep every unpaid or overpaid cent visible until someone acts, and the indexes the
-- set-based payroll statements join on.

-- A correction of a processed timesheet: its own row, signed, linked to the original (same job
-- assignment and period), moving through payroll like any timesheet.
alter table timesheets add column adjusts_timesheet_id integer references timesheets (id);
create index timesheets_adjusts_idx on timesheets (adjusts_timesheet_id) where adjusts_timesheet_id is not null;
alter table timesheets drop constraint timesheets_worked_hours_check;
alter table timesheets drop constraint timesheets_incentive_amount_check;
alter table timesheets add constraint timesheets_amounts_check
  check (adjusts_timesheet_id is not null or (worked_hours >= 0 and incentive_amount >= 0));

-- Payroll Exception: the provider's answer did not pay what was sent (short, over, rejected, missing).
alter table timesheets drop constraint timesheets_status_check;
alter table timesheets add constraint timesheets_status_check check (
  status in ('Pending', 'Submitted for Payroll', 'Approved for Payroll', 'Payroll in Process', 'Payroll Exception',
    'Payrolled'));
alter table payroll_processes drop constraint payroll_processes_status_check;
alter table payroll_processes add constraint payroll_processes_status_check check (
  status in ('Pending', 'Submitted for Payroll', 'Approved for Payroll', 'Payroll in Process', 'Payroll Exception',
    'Payrolled'));

-- Data entered before this rule: a timesheet overlapping an earlier one of the same assignment is
-- what a correction now is, so it becomes an adjustment of the earliest one it overlaps. Nothing is
-- lost and every amount stays where it was.
update timesheets t set adjusts_timesheet_id = first.id
from (
  select t2.id, min(t1.id) as first_id
  from timesheets t1 join timesheets t2 on t2.student_job_id = t1.student_job_id and t2.id > t1.id
    and t2.period_start_date <= t1.period_end_date and t2.period_end_date >= t1.period_start_date
  group by t2.id) later
join timesheets first on first.id = later.first_id
where t.id = later.id;
update timesheets t set adjusts_timesheet_id = (select a.adjusts_timesheet_id from timesheets a where a.id = t.adjusts_timesheet_id)
where t.adjusts_timesheet_id in (select id from timesheets where adjusts_timesheet_id is not null);

-- One timesheet per job assignment and pay period: no two originals of an assignment overlap.
alter table timesheets add constraint timesheets_one_per_period exclude using gist (
  int4range(student_job_id, student_job_id, '[]') with =,
  daterange(period_start_date, period_end_date, '[]') with &&
) where (adjusts_timesheet_id is null);

-- The answer's update joins a file's timesheets on (file, line): with no index on the pair the
-- planner looped over the file for every line (issue 25: 265 s for 10,000 timesheets).
create index card_provider_file_timesheets_line_idx on card_provider_file_timesheets (card_provider_file_id, line_number);

-- A timesheet is paid by one outbound line, ever: a line the provider did not pay becomes an
-- exception and is paid again by a re-pay line, not by putting the timesheet in another file. Rows
-- of the earlier model (a rejected line's timesheets went into a later file) stay, superseded.
alter table card_provider_file_timesheets add column superseded boolean not null default false;
update card_provider_file_timesheets ft set superseded = true
where exists (
  select 1 from card_provider_file_timesheets later
  where later.timesheet_id = ft.timesheet_id and later.card_provider_file_id > ft.card_provider_file_id);
create unique index card_provider_file_timesheets_once_key on card_provider_file_timesheets (timesheet_id)
  where not superseded;

-- What the provider's answer said of a line that did not match: open until someone re-pays or closes it.
create table payroll_exceptions (
  id serial primary key,
  organization_id integer not null references organizations (id),
  card_provider_id integer not null references card_providers (id),
  -- The outbound file whose answer raised it, and that answer.
  card_provider_file_id integer not null references card_provider_files (id),
  inbound_file_id integer references card_provider_files (id),
  -- The outbound line (null for an answer line that matches none).
  line_number integer,
  -- The answer's own line number (what the provider wrote).
  answer_line_number integer,
  student_id integer,
  payroll_process_id integer references payroll_processes (id),
  participant_ref text not null,
  kind text not null check (kind in ('Short', 'Over', 'Rejected', 'Missing', 'Unknown', 'Duplicate')),
  -- What the line sent (0 for an answer line of no outbound line) and what the answer paid.
  expected_amount numeric(12, 2) not null,
  paid_amount numeric(12, 2) not null,
  -- Still owed to the participant (positive) or paid beyond what was sent (negative); re-pays reduce it.
  outstanding numeric(12, 2) not null,
  status text not null check (status in ('Open', 'Repay Requested', 'Repaying', 'Resolved', 'Closed')),
  provider_reason text,
  resolution text,
  resolved_by text,
  resolved_on timestamptz,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index payroll_exceptions_open_idx on payroll_exceptions (organization_id, status);
create index payroll_exceptions_student_idx on payroll_exceptions (student_id, status);
create index payroll_exceptions_file_idx on payroll_exceptions (card_provider_file_id, line_number);

-- A re-pay line of an outbound file pays (part of) an exception; it carries no timesheet of its own.
alter table card_provider_file_lines add column exception_id integer references payroll_exceptions (id);
create index card_provider_file_lines_exception_idx on card_provider_file_lines (exception_id)
  where exception_id is not null;
create index card_provider_file_lines_process_idx on card_provider_file_lines (payroll_process_id);

-- What a file type writes and which payments it carries (ADR 182): the 3171 funding file pays Debit
-- cards, a NACHA file pays Deposit accounts. A bank that takes NACHA files is a provider too; its
-- routing number is the files' immediate destination and, its first 8 digits, the originating bank.
alter table payroll_file_types add column payment_method text not null default 'Debit'
  check (payment_method in ('Debit', 'Deposit'));
alter table payroll_file_types add column format text not null default 'FSV'
  check (format in ('FSV', 'NACHA'));
alter table card_providers add column routing_number text check (routing_number ~ '^[0-9]{9}$');
