import type { AccountTypeName, PaymentMethodName } from '@pathway/validation';
import type { Db } from '../core/schema.ts';
import { intArray } from '../db/arrays.ts';
import type { Sealer } from './sealer.ts';

/** The method and account type as the check constraints of migration 0502 keep them. */
interface Narrowed {
  payment_method: PaymentMethodName;
  bank_account_type: AccountTypeName | null;
}

/** What payroll needs to pay one participant, the numbers opened. */
export interface PaymentAccount {
  method: PaymentMethodName;
  paperCheck: boolean;
  /** The Debit card's proxy number at the card provider, when one is on file. */
  cardProxy?: string;
  /** The Deposit bank account, when the method is Deposit (all three together). */
  routingNumber?: string;
  accountNumber?: string;
  accountType?: AccountTypeName;
}

interface SealedRow {
  id: number;
  payment_method: PaymentMethodName;
  paper_check: boolean;
  card_proxy_sealed: string | null;
  bank_routing_sealed: string | null;
  bank_account_sealed: string | null;
  bank_account_type: AccountTypeName | null;
}

/**
 * The payment accounts of many participants at once, for the payroll files (ADR 181): one query,
 * the ids as ONE array parameter (never a bind parameter per id: PostgreSQL takes at most 65,535).
 * Ids without a participant are left out of the map. `sealer` is `services.sealers('participant-payment-details')`.
 * No scope check: the caller (payroll) has already chosen the participants it pays.
 */
export async function paymentAccounts(
  db: Db,
  sealer: Sealer,
  studentIds: readonly number[],
): Promise<Map<number, PaymentAccount>> {
  const accounts = new Map<number, PaymentAccount>();
  if (studentIds.length === 0) return accounts;
  const rows: SealedRow[] = await db
    .selectFrom('students as s')
    .select([
      's.id',
      's.payment_method',
      's.paper_check',
      's.card_proxy_sealed',
      's.bank_routing_sealed',
      's.bank_account_sealed',
      's.bank_account_type',
    ])
    .where('s.id', '=', (eb) => eb.fn.any(intArray([...new Set(studentIds)])))
    .orderBy('s.id')
    .$narrowType<Narrowed>()
    .execute();
  for (const row of rows) {
    const account: PaymentAccount = { method: row.payment_method, paperCheck: row.paper_check };
    if (row.card_proxy_sealed !== null) account.cardProxy = sealer.open(row.card_proxy_sealed);
    if (row.bank_routing_sealed !== null && row.bank_account_sealed !== null && row.bank_account_type !== null) {
      account.routingNumber = sealer.open(row.bank_routing_sealed);
      account.accountNumber = sealer.open(row.bank_account_sealed);
      account.accountType = row.bank_account_type;
    }
    accounts.set(row.id, account);
  }
  return accounts;
}
