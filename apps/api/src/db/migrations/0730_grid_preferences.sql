-- Views that remember (issue 26, ADR 198): each user's last view of a screen's grid, kept on the
-- server so it follows the user to another browser. One row per user and screen; the view is the
-- contract's GridView as JSON (the grid owns its shape and ignores columns it no longer has).
create table grid_preferences (
  user_id integer not null references users (id) on delete cascade,
  screen_key text not null,
  view jsonb not null,
  last_update_date timestamptz not null default now(),
  primary key (user_id, screen_key)
);
