-- One-time activation links an administrator hands over (issue 26, ADR 201): a link's code lives
-- beside the mailed code of the same purpose, so issuing a link voids only an earlier link.
alter table one_time_codes add column via_link boolean not null default false;
