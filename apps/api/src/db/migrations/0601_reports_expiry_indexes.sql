-- The clearance and work-permit expiries report: one range scan per expiry column
-- (areas/reports/catalog.ts); a lateral unpivot of every participant took seconds on 100,000.
create index students_child_abuse_expires_idx on students (child_abuse_clearance_expires)
  where child_abuse_clearance_expires is not null;
create index students_fbi_expires_idx on students (fbi_clearance_expires) where fbi_clearance_expires is not null;
create index students_pa_criminal_expires_idx on students (pa_state_criminal_clearance_expires)
  where pa_state_criminal_clearance_expires is not null;
create index students_work_permit_expires_idx on students (work_permit_expires) where work_permit_expires is not null;
