-- Uploaded files live in the database (issue 27, ADR 187): written in the operation's transaction,
-- read by every replica, and part of every backup. `storage_key` is the key the documents and
-- system_documents rows already carry.
create table document_files (
  storage_key text primary key,
  content bytea not null,
  create_date timestamptz not null default now()
);
