-- Core: organizations and contractors (every scoped row hangs off them), security, settings,
-- the audit log, the mail outbox, one-time codes and sign-in throttling.
create extension if not exists pg_trgm;

create table organizations (
  id serial primary key,
  name text not null,
  abbreviation text,
  address_line1 text,
  city text,
  state_code text,
  zip_code text,
  main_phone text,
  main_email text,
  federal_tax_id text,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index organizations_name_key on organizations (lower(name));

create table contractors (
  id serial primary key,
  name text not null,
  organization_id integer not null references organizations (id),
  federal_tax_id text,
  address_line1 text,
  address_line2 text,
  city text,
  state_code text,
  zip_code text,
  main_phone text,
  main_email text,
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create index contractors_organization_idx on contractors (organization_id);

create table users (
  id serial primary key,
  user_name text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  user_type text not null check (user_type in ('global', 'organization', 'contractor')),
  contractor_id integer references contractors (id),
  password_hash text,
  password_expiration_date date,
  -- Tokens issued before this instant are refused (password change, deactivation, role change).
  tokens_valid_after timestamptz not null default '1970-01-01',
  is_active boolean not null default true,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index users_user_name_key on users (lower(user_name));
create index users_email_idx on users (lower(email));

create table user_organizations (
  user_id integer not null references users (id) on delete cascade,
  organization_id integer not null references organizations (id),
  primary key (user_id, organization_id)
);

create table permissions (
  id serial primary key,
  name text not null,
  description text,
  scope text not null default 'GLOBAL' check (scope in ('GLOBAL', 'ORGANIZATION', 'CONTRACTOR')),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index permissions_name_key on permissions (name);

create table roles (
  id serial primary key,
  name text not null,
  description text,
  scope text not null default 'GLOBAL' check (scope in ('GLOBAL', 'ORGANIZATION', 'CONTRACTOR')),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);
create unique index roles_name_key on roles (lower(name));

create table role_permissions (
  role_id integer not null references roles (id) on delete cascade,
  permission_id integer not null references permissions (id),
  primary key (role_id, permission_id)
);

create table user_roles (
  user_id integer not null references users (id) on delete cascade,
  role_id integer not null references roles (id),
  primary key (user_id, role_id)
);
create index user_roles_role_idx on user_roles (role_id);

create table groups (
  id serial primary key,
  name text not null,
  description text,
  organization_id integer references organizations (id),
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

create table resources (
  id serial primary key,
  name text not null,
  description text,
  resource_type text not null,
  path text,
  create_date timestamptz not null default now(),
  create_user text not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

create table group_users (
  group_id integer not null references groups (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  primary key (group_id, user_id)
);
create index group_users_user_idx on group_users (user_id);

create table group_resources (
  group_id integer not null references groups (id) on delete cascade,
  resource_id integer not null references resources (id) on delete cascade,
  primary key (group_id, resource_id)
);

create table system_settings (
  id integer primary key check (id = 1),
  session_time_limit_minutes integer not null,
  last_update_date timestamptz,
  last_update_user text,
  version integer not null default 0
);

create table applications (
  id serial primary key,
  name text not null,
  code text not null,
  url text not null,
  version text not null,
  is_current boolean not null default false
);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  user_name text not null,
  entity text not null,
  entity_id text,
  action text not null,
  before jsonb,
  after jsonb
);
create index audit_log_entity_idx on audit_log (entity, entity_id);
create index audit_log_at_idx on audit_log (at desc);

create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create table one_time_codes (
  id bigserial primary key,
  purpose text not null check (purpose in ('activation', 'password-recovery')),
  code_hash text not null,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index one_time_codes_user_idx on one_time_codes (user_id, purpose);

create table login_failures (
  key text primary key,
  failures integer not null,
  window_start timestamptz not null,
  blocked_until timestamptz
);

create table client_errors (
  id bigserial primary key,
  at timestamptz not null default now(),
  user_name text,
  message text not null,
  url text
);
