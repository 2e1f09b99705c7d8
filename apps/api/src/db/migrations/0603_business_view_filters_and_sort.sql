-- Business views (issue 15): the filters and sort a view applies whenever it opens as a grid.
alter table business_views add column filters jsonb not null default '[]';
alter table business_views add column sort jsonb not null default '[]';
