-- The participant search's tables kept in last-name order (ADR 115). The quick search reads every
-- row its trigram index matches, and in insertion order the ~650 participants matching a common
-- last name in 100,000 lie on ~480 of student_search's ~1,070 pages; in name order they lie on a
-- handful. The page's 50 stored list rows are then neighbours too. On PostgreSQL the scattered
-- pages were a third of a search's database time under load.
--
-- CLUSTER writes each table once in its name-order index's order; rows added later go at the end
-- until the next run of the search-order maintenance (src/db/searchOrder.ts: after a bulk load,
-- nightly in the server, and `pnpm --filter @pathway/api db:maintain`). With pages 90 % full, an
-- update that leaves the names alone (a save bumps last_update, a rename of the organization
-- rebuilds the list row) stays on its page instead of moving to the end.
create index student_search_name_order_idx on student_search (last_name_key, first_name_key, id);
alter table student_search set (fillfactor = 90);
alter table student_search cluster on student_search_name_order_idx;
cluster student_search;

create index student_list_row_name_order_idx on student_list_row
  (lower(row ->> 'lastName'), lower(row ->> 'firstName'), id);
alter table student_list_row set (fillfactor = 90);
alter table student_list_row cluster on student_list_row_name_order_idx;
cluster student_list_row;
