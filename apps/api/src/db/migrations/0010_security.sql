-- Security area: what Security > Users, Roles, Permissions, Groups, Resources and the audit-log
-- search need beyond the core tables of 0001.

-- The operation that wrote an audit row. A write transaction names its operation in the
-- transaction-local setting pathway.operation_id; rows written outside one (seeds) have none.
alter table audit_log add column operation_id text
  default nullif(current_setting('pathway.operation_id', true), '');
create index audit_log_user_idx on audit_log (lower(user_name), at desc);

-- One-time codes are looked up by the hash of the code the user types (the code is random; the
-- hash is SHA-256 so it can be found without the user name).
create index one_time_codes_hash_idx on one_time_codes (code_hash) where used_at is null;

-- Names are what people pick from lists: one group, resource or role per name, whatever the case.
create unique index groups_name_key on groups (lower(name));
create index groups_organization_idx on groups (organization_id);
create unique index resources_name_key on resources (lower(name));
alter table resources add constraint resources_type_check check (resource_type in ('Screen', 'Report', 'Action'));
create index group_resources_resource_idx on group_resources (resource_id);
create index role_permissions_permission_idx on role_permissions (permission_id);
create index user_organizations_organization_idx on user_organizations (organization_id);

