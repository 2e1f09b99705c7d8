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

-- The participant's stored list row (0303) and search row (0301) show none of these columns, so
-- neither changes. Their statement triggers still rebuild both for every updated participant, also
-- when only these columns changed (the demo seed sets every participant's numbers in one update per
-- 5,000). Measured on PGlite over 80,000 participants: the update takes 16.4 s without the triggers
-- and 18.4 s with them, while skipping unchanged rows by comparing old and new rows as JSON took
-- 25.3 s. The triggers stay as they are.
