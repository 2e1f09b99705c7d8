-- What a participant's payment method needs to pay them (ADR 181): for Debit the card's proxy number
-- at the card provider, for Deposit the bank routing number, account number and account type.
-- The numbers are sealed (AES-256-GCM, the server's 'participant-payment-details' key, src/lib/sealer.ts);
-- beside each, its last four digits in the clear, which is all any read shows. payment_method and
-- paper_check stay as they are; students.version remains the one optimistic-lock stamp.
alter table students
  add column card_proxy_sealed text,
  add column card_proxy_last4 text check (card_proxy_last4 ~ '^[0-9]{4}$'),
  add column bank_routing_sealed text,
  add column bank_routing_last4 text check (bank_routing_last4 ~ '^[0-9]{4}$'),
  add column bank_account_sealed text,
  add column bank_account_last4 text check (bank_account_last4 ~ '^[0-9]{4}$'),
  add column bank_account_type text check (bank_account_type in ('Checking', 'Savings')),
  -- Who last changed the payment method or its numbers, and when.
  add column payment_details_updated_by text,
  add column payment_details_updated_on timestamptz,
  -- A number is stored with its last four; a bank account is all four parts or none.
  add constraint students_card_proxy_whole check ((card_proxy_sealed is null) = (card_proxy_last4 is null)),
  add constraint students_bank_account_whole check (
    (bank_account_sealed is null) = (bank_routing_sealed is null)
    and (bank_account_sealed is null) = (bank_routing_last4 is null)
    and (bank_account_sealed is null) = (bank_account_last4 is null)
    and (bank_account_sealed is null) = (bank_account_type is null));

-- The participant's stored list row (0303) and search row (0301) show none of these columns, yet
-- their statement triggers rebuilt both for every updated participant: the demo seed, which sets
-- the numbers of all participants in one update, rebuilt every list row and search row a second
-- time. The update triggers now pass on only the participants where something besides the payment
-- details changed (a change of payment method also moves version and last_update_*, so it still
-- refreshes its one row: the list shows the last update).
create function student_changes_beyond_payment_details(before_row students, after_row students) returns boolean
language sql immutable as $$
  select (to_jsonb(after_row) - '{card_proxy_sealed,card_proxy_last4,bank_routing_sealed,bank_routing_last4,bank_account_sealed,bank_account_last4,bank_account_type,payment_details_updated_by,payment_details_updated_on}'::text[])
    is distinct from
    (to_jsonb(before_row) - '{card_proxy_sealed,card_proxy_last4,bank_routing_sealed,bank_routing_last4,bank_account_sealed,bank_account_last4,bank_account_type,payment_details_updated_by,payment_details_updated_on}'::text[])
$$;

create function student_search_sync_updates() returns trigger language plpgsql as $$
begin
  insert into student_search as q (id, organization_id, search_text, last_name_key, first_name_key, birth_date, last_update)
    select c.id, c.organization_id, c.search_text, lower(c.last_name), lower(c.first_name), c.birth_date,
      coalesce(c.last_update_date, c.create_date)
    from after_rows c join before_rows b on b.id = c.id
    where student_changes_beyond_payment_details(b, c)
  on conflict (id) do update set organization_id = excluded.organization_id, search_text = excluded.search_text,
    last_name_key = excluded.last_name_key, first_name_key = excluded.first_name_key,
    birth_date = excluded.birth_date, last_update = excluded.last_update;
  return null;
end
$$;

create function student_list_row_from_student_updates() returns trigger language plpgsql as $$
begin
  perform student_list_row_refresh(array(
    select a.id from after_rows a join before_rows b on b.id = a.id
    where student_changes_beyond_payment_details(b, a)));
  return null;
end
$$;

drop trigger students_search_update on students;
create trigger students_search_update after update on students
  referencing old table as before_rows new table as after_rows
  for each statement execute function student_search_sync_updates();
drop trigger students_list_row_update on students;
create trigger students_list_row_update after update on students
  referencing old table as before_rows new table as after_rows
  for each statement execute function student_list_row_from_student_updates();
