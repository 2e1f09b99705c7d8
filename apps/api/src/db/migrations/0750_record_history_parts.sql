-- A participant's History lists the writes to its parts (contracts, guardians, jobs…), which the
-- audit log keeps under the part's own id with the participant in studentId (issue 45).
create index audit_log_student_idx on audit_log (((coalesce(after, before) ->> 'studentId')));
