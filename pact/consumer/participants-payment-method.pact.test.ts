import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  failureOf,
  integer,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();

const lastFour = (example: string) => regex(/^\d{4}$/, example);

// The participant's payment method (ADR 181): masked reads, write-only numbers.
describe('participant payment method', () => {
  it('reads the payment method with the last four digits of the card on file', async () => {
    const ids = { studentId: 3051, cardLast4: '4821', version: 3 };
    await pact
      .addInteraction()
      .given('participant {studentId} is paid by Debit card ending {cardLast4} at version {version}', ids)
      .uponReceiving('a request for the payment method of a participant')
      .withRequest('GET', statePath('/api/students/${studentId}/payment-method', ids), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          studentId: integer(ids.studentId),
          paymentMethod: 'Debit',
          paperCheck: boolean(false),
          cardProxyLast4: '4821',
          routingNumberLast4: null,
          accountNumberLast4: null,
          accountType: null,
          updatedBy: string('kwashington'),
          updatedOn: timestamp('2026-06-18T09:41:27Z'),
          version: 3,
        }),
      )
      .executeTest(async (server) => {
        const method = await apiFor(server).students.paymentMethod(ids.studentId);
        expect(method).toMatchObject({ paymentMethod: 'Debit', cardProxyLast4: '4821', accountNumberLast4: null });
      });
  });

  it('changes it to a Deposit: the numbers go, only their last four digits come back', async () => {
    const ids = { studentId: 3051, cardLast4: '4821', version: 3 };
    const body = {
      paymentMethod: 'Deposit',
      routingNumber: '043000096',
      accountNumber: '1234567890',
      accountType: 'Checking',
      version: 3,
    } as const;
    await pact
      .addInteraction()
      .given('participant {studentId} is paid by Debit card ending {cardLast4} at version {version}', ids)
      .uponReceiving('a change of the payment method of a participant to a Deposit')
      .withRequest('PUT', statePath('/api/students/${studentId}/payment-method', ids), (req) =>
        req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          studentId: integer(ids.studentId),
          paymentMethod: 'Deposit',
          paperCheck: boolean(false),
          cardProxyLast4: lastFour('4821'),
          routingNumberLast4: '0096',
          accountNumberLast4: '7890',
          accountType: 'Checking',
          updatedBy: string('admin'),
          updatedOn: timestamp('2026-07-14T15:02:11Z'),
          version: 4,
        }),
      )
      .executeTest(async (server) => {
        const method = await apiFor(server).students.changePaymentMethod(ids.studentId, body);
        expect(method).toMatchObject({ routingNumberLast4: '0096', accountNumberLast4: '7890', version: 4 });
        expect(JSON.stringify(method)).not.toContain('1234567890');
      });
  });

  it('a routing number without its check digit is refused with 422 on the field', async () => {
    const ids = { studentId: 3051, cardLast4: '4821', version: 3 };
    const body = {
      paymentMethod: 'Deposit',
      routingNumber: '043000097',
      accountNumber: '1234567890',
      accountType: 'Savings',
      version: 3,
    } as const;
    await pact
      .addInteraction()
      .given('participant {studentId} is paid by Debit card ending {cardLast4} at version {version}', ids)
      .uponReceiving('a change of the payment method with a routing number that fails its check digit')
      .withRequest('PUT', statePath('/api/students/${studentId}/payment-method', ids), (req) =>
        req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ routingNumber: string('Routing Number must be 9 digits with a valid check digit.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).students.changePaymentMethod(ids.studentId, body));
        expect(error.status).toBe(422);
        expect(error.fieldMessages.routingNumber).toContain('check digit');
      });
  });

  it('a change with a stale version is refused with 409', async () => {
    const ids = { studentId: 3051, cardLast4: '4821', version: 5 };
    const body = { paymentMethod: 'Check', version: 4 } as const;
    await pact
      .addInteraction()
      .given('participant {studentId} is paid by Debit card ending {cardLast4} at version {version}', ids)
      .uponReceiving('a change of the payment method with a stale version')
      .withRequest('PUT', statePath('/api/students/${studentId}/payment-method', ids), (req) =>
        req.headers(bearer).jsonBody(body),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).students.changePaymentMethod(ids.studentId, body));
        expect(error.status).toBe(409);
      });
  });
});
