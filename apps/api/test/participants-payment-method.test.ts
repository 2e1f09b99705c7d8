import { isAbaRoutingNumber, messages, paymentDetailMessages } from '@pathway/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../src/lib/paymentAccounts.ts';
import { STALE_VERSION_MESSAGE } from '../src/core/errors.ts';
import { createSealer } from '../src/lib/sealer.ts';
import { ENGINES, SMALL_SEED, startTestServer, type TestServer } from './support/server.ts';

interface PaymentMethod {
  studentId: number;
  paymentMethod: string;
  paperCheck: boolean;
  cardProxyLast4: string | null;
  routingNumberLast4: string | null;
  accountNumberLast4: string | null;
  accountType: string | null;
  updatedBy: string | null;
  updatedOn: string | null;
  version: number;
}

interface Stored {
  payment_method: string;
  card_proxy_sealed: string | null;
  card_proxy_last4: string | null;
  bank_routing_sealed: string | null;
  bank_account_sealed: string | null;
  bank_account_type: string | null;
  version: number;
}

describe.each(ENGINES)('participant payment details on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;

  const db = () => server.database.db;
  const sealer = () => createSealer(server.config)('participant-payment-details');
  const url = (id: number) => `/api/students/${String(id)}/payment-method`;
  const read = async (id: number, token = admin) => {
    const response = await server.call('GET', url(id), { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as PaymentMethod;
  };
  const change = (id: number, body: Record<string, unknown>, token = admin) =>
    server.call('PUT', url(id), { token, body });
  const stored = async (id: number): Promise<Stored> => {
    const row = (
      await sql<Stored>`select payment_method, card_proxy_sealed, card_proxy_last4, bank_routing_sealed,
          bank_account_sealed, bank_account_type, version
        from students where id = ${id}`.execute(db())
    ).rows[0];
    if (!row) throw new Error(`no participant ${String(id)}`);
    return row;
  };
  /** A participant of organization 1 (orgstaff's) paid by `method`. */
  const participantPaidBy = async (method: string) =>
    (
      await sql<{ id: number }>`select id from students where organization_id = 1 and payment_method = ${method}
        order by id limit 1`.execute(db())
    ).rows[0]?.id ?? 0;

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: SMALL_SEED });
    [admin, orgstaff, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('viewer'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds every Debit participant a card and every Deposit one a bank account, sealed, with valid routing numbers', async () => {
    const rows = (
      await sql<Stored & { id: number; bank_routing_last4: string | null }>`select id, payment_method,
          card_proxy_sealed, card_proxy_last4, bank_routing_sealed, bank_routing_last4, bank_account_sealed,
          bank_account_type, version
        from students order by id`.execute(db())
    ).rows;
    const debit = rows.filter((row) => row.payment_method === 'Debit');
    const deposit = rows.filter((row) => row.payment_method === 'Deposit');
    expect(debit.length).toBeGreaterThan(0);
    expect(deposit.length).toBeGreaterThan(0);
    const open = sealer();
    for (const row of debit) {
      const proxy = open.open(row.card_proxy_sealed ?? '');
      expect(proxy).toMatch(/^9000\d{9}$/);
      expect(row.card_proxy_last4).toBe(proxy.slice(-4));
    }
    for (const row of deposit) {
      const routing = open.open(row.bank_routing_sealed ?? '');
      expect(isAbaRoutingNumber(routing), routing).toBe(true);
      expect(routing.startsWith('50')).toBe(true);
      expect(open.open(row.bank_account_sealed ?? '')).toMatch(/^\d{8,12}$/);
      expect(['Checking', 'Savings']).toContain(row.bank_account_type);
    }
    // The participants the enrollment seed made from enrolled applicants have theirs too.
    const enrolled = (
      await sql<{ n: number }>`select count(*)::int as n from applicants a join students s on s.id = a.student_id
        where (s.payment_method = 'Debit' and s.card_proxy_sealed is null)
          or (s.payment_method = 'Deposit' and s.bank_account_sealed is null)`.execute(db())
    ).rows[0]?.n;
    expect(enrolled).toBe(0);
  });

  it('reads the payment method masked: last four digits only, never a sealed value', async () => {
    const id = await participantPaidBy('Deposit');
    const row = await stored(id);
    const view = await read(id);
    const routing = sealer().open(row.bank_routing_sealed ?? '');
    const account = sealer().open(row.bank_account_sealed ?? '');
    expect(view).toMatchObject({
      studentId: id,
      paymentMethod: 'Deposit',
      routingNumberLast4: routing.slice(-4),
      accountNumberLast4: account.slice(-4),
      accountType: row.bank_account_type,
      version: row.version,
    });
    const text = JSON.stringify(view);
    expect(text).not.toContain(routing);
    expect(text).not.toContain(account);
    expect(await read(id, orgstaff)).toEqual(view);
  });

  it('changes to a Deposit: the routing number needs its check digit; the numbers are sealed, echoed as last four, audited as last four', async () => {
    const id = await participantPaidBy('Debit');
    const { version } = await read(id);
    const bad = await change(id, {
      paymentMethod: 'Deposit',
      routingNumber: '043000097',
      accountNumber: '987654321012',
      accountType: 'Savings',
      version,
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ routingNumber: paymentDetailMessages.routingNumber });

    const short = await change(id, {
      paymentMethod: 'Deposit',
      routingNumber: '04300009',
      accountNumber: '12',
      version,
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      routingNumber: paymentDetailMessages.routingNumber,
      accountNumber: paymentDetailMessages.accountNumber,
      accountType: messages.required,
    });

    const good = await change(id, {
      paymentMethod: 'Deposit',
      routingNumber: '043000096',
      accountNumber: '987654321012',
      accountType: 'Savings',
      version,
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body).toMatchObject({
      paymentMethod: 'Deposit',
      routingNumberLast4: '0096',
      accountNumberLast4: '1012',
      accountType: 'Savings',
      updatedBy: 'admin',
      version: version + 1,
    });
    // The card stays on file; a read shows what the answer showed.
    expect((good.body as PaymentMethod).cardProxyLast4).toMatch(/^\d{4}$/);
    expect(await read(id)).toEqual(good.body);
    expect(JSON.stringify(good.body)).not.toContain('987654321012');

    const row = await stored(id);
    expect(row.bank_account_sealed).not.toContain('987654321012');
    expect(sealer().open(row.bank_account_sealed ?? '')).toBe('987654321012');
    expect(sealer().open(row.bank_routing_sealed ?? '')).toBe('043000096');

    const audit = (
      await sql<{ before: unknown; after: unknown; user_name: string }>`select before, after, user_name from audit_log
        where entity = 'Participant' and entity_id = ${String(id)} and action = 'payment-method'
        order by id desc limit 1`.execute(db())
    ).rows[0];
    expect(audit?.user_name).toBe('admin');
    expect(audit?.after).toEqual({
      paymentMethod: 'Deposit',
      cardProxyLast4: (good.body as PaymentMethod).cardProxyLast4,
      routingNumberLast4: '0096',
      accountNumberLast4: '1012',
      accountType: 'Savings',
    });
    expect(audit?.before).toMatchObject({ paymentMethod: 'Debit', accountNumberLast4: null });
    const everything = JSON.stringify((await sql`select before, after from audit_log order by id`.execute(db())).rows);
    expect(everything).not.toContain('987654321012');
    expect(everything).not.toContain('043000096');
  });

  it('a stale version is refused with 409 and nothing changes', async () => {
    const id = await participantPaidBy('Check');
    const { version } = await read(id);
    const response = await change(id, { paymentMethod: 'Debit', cardProxyNumber: '123456789', version: version + 1 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: STALE_VERSION_MESSAGE });
    expect((await stored(id)).payment_method).toBe('Check');
  });

  it('a Debit needs a card unless one is on file; leaving Deposit forgets the bank account; numbers of another method are refused', async () => {
    const id = await participantPaidBy('Check');
    await sql`update students set card_proxy_sealed = null, card_proxy_last4 = null where id = ${id}`.execute(db());
    let { version } = await read(id);
    const none = await change(id, { paymentMethod: 'Debit', version });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ cardProxyNumber: paymentDetailMessages.cardProxyRequired });

    const carded = await change(id, { paymentMethod: 'Debit', cardProxyNumber: '6009123456781234', version });
    expect(carded.status).toBe(200);
    expect(carded.body).toMatchObject({ paymentMethod: 'Debit', cardProxyLast4: '1234', accountNumberLast4: null });
    ({ version } = carded.body as PaymentMethod);

    const deposit = await change(id, {
      paymentMethod: 'Deposit',
      routingNumber: '011000015',
      accountNumber: '4455',
      accountType: 'Checking',
      version,
    });
    expect(deposit.status).toBe(200);
    ({ version } = deposit.body as PaymentMethod);

    const wrong = await change(id, { paymentMethod: 'Check', cardProxyNumber: '6009123456781234', version });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ cardProxyNumber: paymentDetailMessages.notForCheck });

    // Back to Debit without a number: the card on file is kept, the bank account forgotten.
    const back = await change(id, { paymentMethod: 'Debit', version });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      paymentMethod: 'Debit',
      cardProxyLast4: '1234',
      routingNumberLast4: null,
      accountNumberLast4: null,
      accountType: null,
    });
    const row = await stored(id);
    expect(row.bank_routing_sealed).toBeNull();
    expect(row.bank_account_sealed).toBeNull();
    expect(sealer().open(row.card_proxy_sealed ?? '')).toBe('6009123456781234');
  });

  it('takes the claims and row scope of the contract: VIEW_STUDENT reads, MAINTAIN_STUDENT changes, out of scope is 404', async () => {
    const id = await participantPaidBy('Debit');
    const { version } = await read(id);
    expect((await server.call('GET', url(id), { token: viewer })).status).toBe(403);
    expect((await change(id, { paymentMethod: 'Check', version }, viewer)).status).toBe(403);
    const other = (
      await sql<{ id: number }>`select id from students where organization_id <> 1 order by id limit 1`.execute(db())
    ).rows[0]?.id;
    expect((await server.call('GET', url(other ?? 0), { token: orgstaff })).status).toBe(404);
    expect((await change(other ?? 0, { paymentMethod: 'Check', version: 0 }, orgstaff)).status).toBe(404);
    expect((await server.call('GET', url(999_999), { token: admin })).status).toBe(404);
  });

  it('the stored list row shows none of the payment details; a change moves its last update', async () => {
    const id = await participantPaidBy('Debit');
    const listRow = async () =>
      (await sql<{ row: Record<string, unknown> }>`select row from student_list_row where id = ${id}`.execute(db()))
        .rows[0]?.row;
    const before = await listRow();
    expect(Object.keys(before ?? {}).filter((key) => /card|bank|routing|account|payment/i.test(key))).toEqual([]);
    const { version } = await read(id);
    expect((await change(id, { paymentMethod: 'Debit', cardProxyNumber: '1234567890', version })).status).toBe(200);
    const after = await listRow();
    expect(JSON.stringify(after)).not.toContain('1234567890');
    expect(after?.lastUpdateDate).not.toBe(before?.lastUpdateDate);
  });

  it('paymentAccounts reads many participants in one query, the ids as one array parameter', async () => {
    const ids = (
      await sql<{ id: number }>`select id from students where payment_method in ('Debit', 'Deposit')
        order by id limit 5`.execute(db())
    ).rows.map((row) => row.id);
    // More ids than PostgreSQL's 65,535 bind parameters: only one array travels.
    const asked = [...ids, ...Array.from({ length: 70_000 }, (_, index) => 1_000_000 + index)];
    const accounts = await paymentAccounts(db(), sealer(), asked);
    expect([...accounts.keys()]).toEqual(ids);
    for (const id of ids) {
      const row = await stored(id);
      const account = accounts.get(id);
      expect(account?.method).toBe(row.payment_method);
      if (row.card_proxy_sealed) expect(account?.cardProxy).toBe(sealer().open(row.card_proxy_sealed));
      if (row.payment_method === 'Deposit') {
        expect(account?.routingNumber).toMatch(/^\d{9}$/);
        expect(account?.accountNumber).toMatch(/^\d{4,17}$/);
        expect(account?.accountType).toBe(row.bank_account_type);
      } else {
        expect(account?.routingNumber).toBeUndefined();
      }
    }
    expect((await paymentAccounts(db(), sealer(), [])).size).toBe(0);
  });
});
