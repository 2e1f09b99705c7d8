import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  abaCheckDigit,
  isAbaRoutingNumber,
  paymentDetailMessages,
  paymentMethodErrors,
  paymentMethodSchema,
} from './paymentDetails.ts';

describe('ABA routing numbers', () => {
  it('accepts 9 digits whose weighted sum is a multiple of 10', () => {
    // 011000015: 3·(0+0+0) + 7·(1+0+1) + (1+0+5) = 20.
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('043000096')).toBe(true);
    expect(isAbaRoutingNumber('043000097')).toBe(false);
    expect(isAbaRoutingNumber('04300009')).toBe(false);
    expect(isAbaRoutingNumber('04300009a')).toBe(false);
  });

  it('computes the digit that completes the first eight', () => {
    expect(abaCheckDigit('04300009')).toBe(6);
    expect(abaCheckDigit('01100001')).toBe(5);
    for (const eight of ['00000000', '12345678', '99999999', '31217651']) {
      expect(isAbaRoutingNumber(`${eight}${String(abaCheckDigit(eight))}`)).toBe(true);
    }
  });
});

describe('a change of payment method', () => {
  const none = { cardProxy: false };

  it('a Deposit needs the routing number, account number and type', () => {
    expect(paymentMethodErrors({ paymentMethod: 'Deposit' }, none)).toEqual({
      routingNumber: messages.required,
      accountNumber: messages.required,
      accountType: messages.required,
    });
    expect(
      paymentMethodErrors(
        { paymentMethod: 'Deposit', routingNumber: '043000096', accountNumber: '1234567', accountType: 'Savings' },
        none,
      ),
    ).toEqual({});
  });

  it('checks each number as typed', () => {
    expect(
      paymentMethodErrors(
        { paymentMethod: 'Deposit', routingNumber: '043000097', accountNumber: '123', accountType: 'Checking' },
        none,
      ),
    ).toEqual({
      routingNumber: paymentDetailMessages.routingNumber,
      accountNumber: paymentDetailMessages.accountNumber,
    });
    expect(paymentMethodErrors({ paymentMethod: 'Debit', cardProxyNumber: '12345' }, none)).toEqual({
      cardProxyNumber: paymentDetailMessages.cardProxyNumber,
    });
    expect(paymentMethodErrors({ paymentMethod: 'Debit', cardProxyNumber: '1'.repeat(20) }, none)).toEqual({
      cardProxyNumber: paymentDetailMessages.cardProxyNumber,
    });
  });

  it('a Debit needs a card proxy number unless one is on file', () => {
    expect(paymentMethodErrors({ paymentMethod: 'Debit' }, none)).toEqual({
      cardProxyNumber: paymentDetailMessages.cardProxyRequired,
    });
    expect(paymentMethodErrors({ paymentMethod: 'Debit', cardProxyNumber: '' }, { cardProxy: true })).toEqual({});
  });

  it('refuses numbers the chosen method does not use', () => {
    expect(paymentMethodErrors({ paymentMethod: 'Check', cardProxyNumber: '123456789' }, none)).toEqual({
      cardProxyNumber: paymentDetailMessages.notForCheck,
    });
    expect(
      paymentMethodErrors({ paymentMethod: 'Debit', cardProxyNumber: '123456789', routingNumber: '043000096' }, none),
    ).toEqual({ routingNumber: paymentDetailMessages.notForDebit });
    expect(
      paymentMethodErrors(
        {
          paymentMethod: 'Deposit',
          cardProxyNumber: '123456789',
          routingNumber: '043000096',
          accountNumber: '1234',
          accountType: 'Checking',
        },
        none,
      ),
    ).toEqual({ cardProxyNumber: paymentDetailMessages.notForDeposit });
  });

  it("the form's schema checks only the chosen method's fields", () => {
    const schema = paymentMethodSchema(false);
    const typed = { cardProxyNumber: '12', routingNumber: '1', accountNumber: '', accountType: null };
    expect(schema.safeParse({ ...typed, paymentMethod: 'Check' }).success).toBe(true);
    const deposit = schema.safeParse({ ...typed, paymentMethod: 'Deposit' });
    expect(deposit.success).toBe(false);
    expect(deposit.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['routingNumber', paymentDetailMessages.routingNumber],
      ['accountNumber', messages.required],
      ['accountType', messages.required],
    ]);
  });
});
