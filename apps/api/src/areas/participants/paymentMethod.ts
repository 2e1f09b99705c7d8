import type { components } from '@pathway/api-client/schema';
import { lastFour, paymentMethodErrors, type AccountTypeName, type PaymentMethodName } from '@pathway/validation';
import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { notFound, stale, unprocessable } from '../../core/errors.ts';
import type { Principal } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Sealer } from '../../lib/sealer.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { studentScope, visibleStudent, type Db } from './common.ts';

type StudentPaymentMethod = components['schemas']['StudentPaymentMethod'];
type PaymentMethodUpdate = components['schemas']['StudentPaymentMethodUpdateRequest'];

/** The columns of migration 0502 a read shows (never a sealed one). */
interface MaskedRow {
  id: number;
  payment_method: PaymentMethodName;
  paper_check: boolean;
  card_proxy_last4: string | null;
  bank_routing_last4: string | null;
  bank_account_last4: string | null;
  bank_account_type: AccountTypeName | null;
  payment_details_updated_by: string | null;
  payment_details_updated_on: string | null;
  version: number;
}

const MASKED = [
  's.id',
  's.payment_method',
  's.paper_check',
  's.card_proxy_last4',
  's.bank_routing_last4',
  's.bank_account_last4',
  's.bank_account_type',
  's.payment_details_updated_by',
  's.payment_details_updated_on',
  's.version',
] as const;

/** The method and account type as the check constraints of migration 0502 keep them. */
interface Narrowed {
  payment_method: PaymentMethodName;
  bank_account_type: AccountTypeName | null;
}

const toWire = (row: MaskedRow): StudentPaymentMethod => ({
  studentId: row.id,
  paymentMethod: row.payment_method,
  paperCheck: row.paper_check,
  cardProxyLast4: row.card_proxy_last4,
  routingNumberLast4: row.bank_routing_last4,
  accountNumberLast4: row.bank_account_last4,
  accountType: row.bank_account_type,
  updatedBy: row.payment_details_updated_by,
  updatedOn: row.payment_details_updated_on,
  version: row.version,
});

/** A participant's payment method as every read shows it: the last four digits of each number, no more. */
export async function readPaymentMethod(db: Db, user: Principal | null, studentId: number) {
  const scope = scopeCondition(user, studentScope('s'));
  const row: MaskedRow | undefined = await db
    .selectFrom('students as s')
    .select(MASKED)
    .where('s.id', '=', studentId)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .$narrowType<Narrowed>()
    .executeTakeFirst();
  // Out of scope reads like missing.
  if (!row) throw notFound('The participant');
  return toWire(row);
}

/** The rules' field messages for a body the contract's patterns refused (the form's words, not "is invalid."). */
export function paymentMethodBodyMessages(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object') return {};
  const change = body as Partial<Record<keyof PaymentMethodUpdate, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const method = change.paymentMethod;
  if (method !== 'Debit' && method !== 'Check' && method !== 'Deposit') return {};
  const accountType = change.accountType === 'Checking' || change.accountType === 'Savings' ? change.accountType : null;
  const errors = paymentMethodErrors(
    {
      paymentMethod: method,
      cardProxyNumber: text(change.cardProxyNumber),
      routingNumber: text(change.routingNumber),
      accountNumber: text(change.accountNumber),
      accountType,
    },
    // Whether a card is on file is the handler's question; here only the shapes count.
    { cardProxy: true },
  );
  return errors;
}

/**
 * Sets a participant's payment method and the numbers it needs (ADR 181): numbers sealed with the
 * 'participant-payment-details' key, their last four beside them; a Deposit's bank account replaced
 * whole; leaving Deposit forgets the bank account, while a Debit card stays on file (it is the
 * provider's card, still the participant's). Audited with the last four digits only.
 */
export async function changePaymentMethod(
  db: Db,
  user: Principal | null,
  studentId: number,
  body: PaymentMethodUpdate,
  sealer: Sealer,
) {
  const student = await visibleStudent(db, user, studentId, { lock: true });
  if (student.version !== body.version) throw stale();
  const before: MaskedRow & { card_proxy_sealed: string | null } = await db
    .selectFrom('students as s')
    .select([...MASKED, 's.card_proxy_sealed'])
    .where('s.id', '=', student.id)
    .$narrowType<Narrowed>()
    .executeTakeFirstOrThrow();
  const errors = paymentMethodErrors(body, { cardProxy: before.card_proxy_sealed !== null });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const card = body.paymentMethod === 'Debit' ? body.cardProxyNumber : undefined;
  const deposit = body.paymentMethod === 'Deposit';
  const bank = deposit
    ? { routing: body.routingNumber ?? '', account: body.accountNumber ?? '', type: body.accountType ?? null }
    : null;
  const userName = user?.userName ?? 'system';
  const updated = await db
    .updateTable('students')
    .set({
      payment_method: body.paymentMethod,
      // A card stays on file unless a new one is given (it is still the participant's card).
      ...(card
        ? {
            card_proxy_sealed: sealer.seal(card),
            card_proxy_last4: lastFour(card),
            card_proxy_match: sealer.match(card),
          }
        : {}),
      bank_routing_sealed: bank ? sealer.seal(bank.routing) : null,
      bank_routing_last4: bank ? lastFour(bank.routing) : null,
      bank_account_sealed: bank ? sealer.seal(bank.account) : null,
      bank_account_last4: bank ? lastFour(bank.account) : null,
      bank_account_type: bank?.type ?? null,
      // The routing and account numbers together name one account (ADR 227).
      bank_account_match: bank ? sealer.match(`${bank.routing}:${bank.account}`) : null,
      payment_details_updated_by: userName,
      payment_details_updated_on: sql<string>`now()`,
      ...touchedBy(userName),
    })
    .where('id', '=', student.id)
    .where('version', '=', body.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale();
  const after = await readPaymentMethod(db, user, student.id);
  const audited = (view: StudentPaymentMethod) => ({
    paymentMethod: view.paymentMethod,
    cardProxyLast4: view.cardProxyLast4,
    routingNumberLast4: view.routingNumberLast4,
    accountNumberLast4: view.accountNumberLast4,
    accountType: view.accountType,
  });
  await writeAudit(db, user, {
    entity: 'Participant',
    entityId: student.id,
    action: 'payment-method',
    before: audited(toWire(before)),
    after: audited(after),
  });
  return after;
}
