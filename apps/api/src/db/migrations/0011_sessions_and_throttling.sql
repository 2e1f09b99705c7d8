-- Sessions the server can end (issue 27, ADR 185). A token names its session (`sid`); every request
-- checks the session (not revoked, inside its absolute lifetime) and re-reads the user's claims.
-- Sign-out revokes one session; deactivation, a password change or reset, a role taken away and an
-- administrator's "sign out everywhere" revoke every session of the user.
create table sessions (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- The current token's expiry: moved by refresh-session, never past absolute_expires_at.
  expires_at timestamptz not null,
  -- created_at + PATHWAY_SESSION_MAX_HOURS: after it the user signs in again.
  absolute_expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_live_by_user_idx on sessions (user_id) where revoked_at is null;

-- Sessions replace the per-user cut-off instant.
alter table users drop column tokens_valid_after;

-- Throttling (ADR 185): growing delays per key, never a lock-out of the right password from
-- elsewhere. Keys are `<kind>:<scope>:<value>`, e.g. `sign-in:pair:jcarter|10.0.0.7`.
create table throttle (
  key text primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  -- No attempt under this key before then (429 with Retry-After).
  next_attempt_at timestamptz not null
);
create index throttle_last_failure_idx on throttle (last_failure_at);

-- Where a user signed in successfully: failures of others from elsewhere never slow them here.
create table known_sign_ins (
  user_name text not null,
  address text not null,
  last_success_at timestamptz not null,
  primary key (user_name, address)
);

drop table login_failures;
