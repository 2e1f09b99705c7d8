import { abaCheckDigit } from '@pathway/validation';
import { sql } from 'kysely';
import type { Db } from '../core/schema.ts';
import type { Sealer } from '../lib/sealer.ts';
import type { Random } from './random.ts';

type Value = string | number | boolean | null;

/** `count` random digits. */
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

/**
 * What each demo participant's payment method needs (ADR 181), sealed as the server seals it: a
 * card proxy number for Debit (13 digits starting 9000), a bank account for Deposit. The routing
 * numbers carry a valid ABA check digit but start 50, a Federal Reserve district that does not
 * exist, so none is a real bank's. For the participants whose method lacks its numbers (the
 * enrollment seed's new participants call it too), after every other draw of the calling seeder so
 * the rest of the demo data stays what it was; one update per 5,000 participants (about 18 s for
 * 80,000 on PGlite, the list-row triggers included: migration 0502).
 */
export async function seedPaymentDetails(db: Db, random: Random, sealer: Sealer) {
  const missing = (
    await sql<{ id: number; payment_method: string }>`select id, payment_method from students
      where (payment_method = 'Debit' and card_proxy_sealed is null)
        or (payment_method = 'Deposit' and bank_account_sealed is null)
      order by id`.execute(db)
  ).rows;
  const rows: Value[][] = missing.map(({ id, payment_method: method }) => {
    if (method === 'Debit') {
      const proxy = `9000${digits(random, 9)}`;
      return [id, sealer.seal(proxy), proxy.slice(-4), sealer.match(proxy), null, null, null, null, null, null];
    }
    const firstEight = `50${digits(random, 6)}`;
    const routing = `${firstEight}${String(abaCheckDigit(firstEight))}`;
    const account = digits(random, random.int(8, 12));
    const type = random.chance(0.75) ? 'Checking' : 'Savings';
    const match = sealer.match(`${routing}:${account}`);
    return [
      id,
      null,
      null,
      null,
      sealer.seal(routing),
      routing.slice(-4),
      sealer.seal(account),
      account.slice(-4),
      type,
      match,
    ];
  });
  const types = ['int4', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text'];
  for (let start = 0; start < rows.length; start += 5000) {
    const part = rows.slice(start, start + 5000);
    const arrays = types.map((type, index) => sql`${part.map((row) => row[index] ?? null)}::${sql.raw(type)}[]`);
    await sql`update students s set card_proxy_sealed = coalesce(v.card_sealed, s.card_proxy_sealed),
        card_proxy_last4 = coalesce(v.card_last4, s.card_proxy_last4),
        card_proxy_match = coalesce(v.card_match, s.card_proxy_match),
        bank_account_match = v.account_match,
        bank_routing_sealed = v.routing_sealed, bank_routing_last4 = v.routing_last4,
        bank_account_sealed = v.account_sealed, bank_account_last4 = v.account_last4, bank_account_type = v.account_type,
        payment_details_updated_by = s.create_user, payment_details_updated_on = s.create_date
      from unnest(${sql.join(arrays)}) as v(id, card_sealed, card_last4, card_match, routing_sealed, routing_last4,
        account_sealed, account_last4, account_type, account_match)
      where s.id = v.id`.execute(db);
  }
}
