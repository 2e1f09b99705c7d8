-- The nightly maintenance claims its night here (issue 27, ADR 187): of several replicas whose
-- timers fire together, or one after another, only the first runs that night's turn.
create table maintenance_runs (
  task text not null,
  run_date date not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  primary key (task, run_date)
);
