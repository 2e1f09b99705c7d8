import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  number,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';
import { pactRoot } from '../src/paths.ts';

const pact = pathwayPact();
const processStatus = (example: string) =>
  regex(
    /^(Pending|Submitted for Payroll|Approved for Payroll|Payroll in Process|Payroll Exception|Payrolled)$/,
    example,
  );
const fileStatus = (example: string) => regex(/^(Pending|Sent|Completed|Failed)$/, example);

const summary = {
  status: processStatus('Pending'),
  organizationId: integer(3),
  organizationName: string('Partner4Work'),
  periodStartDate: calendarDate('2031-01-06'),
  periodEndDate: calendarDate('2031-01-19'),
  totalHours: number(10),
  totalIncentiveAmount: number(0),
  totalPayrollAmount: number(125),
  studentsNumber: integer(1),
  entryProcessId: integer(2207),
  version: integer(1),
};

const file = {
  id: integer(414),
  fileName: string('FSV3171_20260727_001.csv'),
  direction: regex(/^(Inbound|Outbound)$/, 'Outbound'),
  status: fileStatus('Pending'),
  fileTypeCode: string('3171'),
  cardProviderId: integer(1),
  cardProviderName: string('FSV Payments'),
  payrollProcessIds: eachLike(integer(2207)),
  recordCount: integer(1),
  totalAmount: number(125),
  createDate: timestamp('2026-07-27T14:05:11Z'),
  version: integer(0),
};

const generateBody = { cardProviderId: 1, payrollFileTypeId: 1, organizationId: 3, companyEntryProcessIds: [2207] };
const generateIds = {
  cardProviderId: 1,
  payrollFileTypeId: 1,
  organizationId: 3,
  entryProcessId: 2207,
};
const generateState =
  'approved pact process {entryProcessId} of organization {organizationId} may go in a file of card provider {cardProviderId} type {payrollFileTypeId}';
const generateRequest = {
  cardProviderId: fromProviderState('${cardProviderId}', 1),
  payrollFileTypeId: fromProviderState('${payrollFileTypeId}', 1),
  organizationId: fromProviderState('${organizationId}', 3),
  companyEntryProcessIds: [fromProviderState('${entryProcessId}', 2207)],
};

// The example funding file of ADR 067, as the download answers it.
const sample = readFileSync(
  join(pactRoot, '..', 'apps', 'api', 'src', 'areas', 'payroll', 'fixtures', 'FSV3171_20260715_001.csv'),
);

describe('payroll processing', () => {
  it('searches the process summaries', async () => {
    const search = { page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given('payroll processes exist')
      .uponReceiving('a payroll processing search')
      .withRequest('POST', '/api/payroll/processing/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(summary), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).payrollProcesses.search(search);
        expect(page.items[0]).toMatchObject({ organizationName: 'Partner4Work', totalPayrollAmount: 125 });
      });
  });

  it('rejects a submitted process', async () => {
    const body = { organizationId: 3, companyEntryProcessIds: [2207] };
    await pact
      .addInteraction()
      .given('organization {organizationId} has a submitted pact process {entryProcessId}', {
        organizationId: 3,
        entryProcessId: 2207,
      })
      .uponReceiving('a payroll process rejection')
      .withRequest('POST', '/api/payroll/processing/reject', (req) =>
        req.headers(bearer).jsonBody({
          organizationId: fromProviderState('${organizationId}', 3),
          companyEntryProcessIds: [fromProviderState('${entryProcessId}', 2207)],
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ ...summary, status: processStatus('Pending') })))
      .executeTest(async (server) => {
        const [rejected] = await apiFor(server).payrollCycle.reject(body);
        expect(rejected?.status).toBe('Pending');
      });
  });

  it('moves an approved process back to pending', async () => {
    const body = { organizationId: 3, companyEntryProcessIds: [2207] };
    await pact
      .addInteraction()
      .given('organization {organizationId} has an approved pact process {entryProcessId}', {
        organizationId: 3,
        entryProcessId: 2207,
      })
      .uponReceiving('a payroll process moved back to pending')
      .withRequest('POST', '/api/payroll/processing/move-to-pending', (req) =>
        req.headers(bearer).jsonBody({
          organizationId: fromProviderState('${organizationId}', 3),
          companyEntryProcessIds: [fromProviderState('${entryProcessId}', 2207)],
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ ...summary, status: processStatus('Pending') })))
      .executeTest(async (server) => {
        const [moved] = await apiFor(server).payrollCycle.moveToPending(body);
        expect(moved?.status).toBe('Pending');
      });
  });
});

describe('card-provider files', () => {
  it('runs the pre-flight of a file', async () => {
    await pact
      .addInteraction()
      .given(generateState, generateIds)
      .uponReceiving('a card-provider file pre-flight')
      .withRequest('POST', '/api/payroll/card-provider-files/preflight', (req) =>
        req.headers(bearer).jsonBody(generateRequest),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          errors: [],
          warnings: [],
          recordCount: integer(1),
          totalAmount: number(125),
          fileTotalLimit: number(50000),
          overLimit: boolean(false),
          approvedBy: [],
          secondApproverRequired: boolean(false),
          canGenerate: boolean(true),
          repayCount: 0,
          repayAmount: 0,
        }),
      )
      .executeTest(async (server) => {
        const report = await apiFor(server).payrollCycle.preflight(generateBody);
        expect(report).toMatchObject({ errors: [], canGenerate: true });
      });
  });

  it('generates a file', async () => {
    await pact
      .addInteraction()
      .given(generateState, generateIds)
      .uponReceiving('a card-provider file generation')
      .withRequest('POST', '/api/payroll/card-provider-files/generate', (req) =>
        req.headers(bearer).jsonBody(generateRequest),
      )
      .willRespondWith(201, (res) => res.jsonBody({ ...file, status: fileStatus('Pending') }))
      .executeTest(async (server) => {
        const created = await apiFor(server).payrollCycle.generate(generateBody);
        expect(created.status).toBe('Pending');
      });
  });

  it('a second file while one is Pending is refused with the 3171 message', async () => {
    await pact
      .addInteraction()
      .given('a pending card-provider file {cardProviderFileId} exists at version {version}', {
        cardProviderFileId: 414,
        version: 0,
      })
      .uponReceiving('a card-provider file generation while a file is pending')
      .withRequest('POST', '/api/payroll/card-provider-files/generate', (req) =>
        req.headers(bearer).jsonBody({ ...generateBody, companyEntryProcessIds: [1] }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({
          message:
            'A Pending or Sent FSV Outbound File 3171 process already exists. Please complete the active process before attempting to create a new one.',
        }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).payrollCycle.generate({ ...generateBody, companyEntryProcessIds: [1] }),
        );
        expect(error.status).toBe(409);
        expect(error.serverMessage).toMatch(/^A Pending or Sent FSV Outbound File 3171 process already exists\./);
      });
  });

  it('sends a pending file with its version', async () => {
    await pact
      .addInteraction()
      .given('a pending card-provider file {cardProviderFileId} exists at version {version}', {
        cardProviderFileId: 414,
        version: 0,
      })
      .uponReceiving('a card-provider file send')
      .withRequest(
        'POST',
        statePath('/api/payroll/card-provider-files/${cardProviderFileId}/send', { cardProviderFileId: 414 }),
        (req) => req.headers(bearer).jsonBody({ version: 0 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...file, status: fileStatus('Sent'), sentOn: timestamp('2026-07-27T15:00:00Z') }),
      )
      .executeTest(async (server) => {
        const sent = await apiFor(server).payrollCycle.send(414, 0);
        expect(sent.status).toBe('Sent');
      });
  });

  it('removes a pending file with its version', async () => {
    await pact
      .addInteraction()
      .given('a pending card-provider file {cardProviderFileId} exists at version {version}', {
        cardProviderFileId: 414,
        version: 0,
      })
      .uponReceiving('a card-provider file removal')
      .withRequest(
        'DELETE',
        statePath('/api/payroll/card-provider-files/${cardProviderFileId}', { cardProviderFileId: 414 }),
        (req) => req.headers(bearer).query({ version: '0' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).cardProviderFiles.remove(414, 0)).resolves.toBeUndefined();
      });
  });

  it('loads the inbound file the provider answered', async () => {
    await pact
      .addInteraction()
      .given('card provider {cardProviderId} has an inbound file waiting', { cardProviderId: 1 })
      .uponReceiving('an inbound file load')
      .withRequest('POST', '/api/payroll/card-provider-files/load-inbound', (req) =>
        req.headers(bearer).jsonBody({ cardProviderId: fromProviderState('${cardProviderId}', 1) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          filesLoaded: integer(1),
          recordsMatched: integer(1),
          recordsRejected: integer(0),
          exceptions: [],
          summary: regex(/^\d+ matched$/, '1 matched'),
          files: eachLike({
            ...file,
            direction: regex(/^(Inbound|Outbound)$/, 'Inbound'),
            fileTypeCode: string('3172'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).payrollCycle.loadInbound(1);
        expect(result.files[0]?.direction).toBe('Inbound');
        expect(result).toMatchObject({ exceptions: [], summary: '1 matched' });
      });
  });

  it('searches the files', async () => {
    const search = { page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given('card-provider files exist')
      .uponReceiving('a card-provider file search')
      .withRequest('POST', '/api/payroll/card-provider-files/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(file), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).cardProviderFiles.search(search);
        expect(page.items[0]?.cardProviderName).toBe('FSV Payments');
      });
  });

  it('reads one file', async () => {
    await pact
      .addInteraction()
      .given('a card-provider file with id {cardProviderFileId} exists', { cardProviderFileId: 412 })
      .uponReceiving('a read of a card-provider file')
      .withRequest(
        'GET',
        statePath('/api/payroll/card-provider-files/${cardProviderFileId}', { cardProviderFileId: 412 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...file, id: fromProviderState('${cardProviderFileId}', 412) }))
      .executeTest(async (server) => {
        const read = await apiFor(server).cardProviderFiles.get(412);
        expect(read.id).toBe(412);
      });
  });

  it('downloads a file as written', async () => {
    await pact
      .addInteraction()
      .given('card-provider file {cardProviderFileId} holds the sample funding file', { cardProviderFileId: 412 })
      .uponReceiving('a card-provider file download')
      .withRequest(
        'GET',
        statePath('/api/payroll/card-provider-files/${cardProviderFileId}/download', { cardProviderFileId: 412 }),
        (req) => req.headers(bearer),
      )
      // The verifier sniffs binary bodies and sees CSV text, so the body is declared text/plain; the
      // header is the contract's application/octet-stream.
      .willRespondWith(200, (res) =>
        res
          .body('text/plain', sample)
          .headers({ 'Content-Type': regex(/^(application\/octet-stream|text\/plain)/, 'application/octet-stream') }),
      )
      .executeTest(async (server) => {
        const blob = await apiFor(server).payrollCycle.download(412);
        expect(Buffer.from(await blob.arrayBuffer()).equals(sample)).toBe(true);
      });
  });
});

describe('payroll reconciliation', () => {
  it('searches what was approved against what was paid', async () => {
    const search = { filters: [{ field: 'isMismatch', operator: 'eq' as const, value: false }], page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given('payroll was reconciled')
      .uponReceiving('a payroll reconciliation search')
      .withRequest('POST', '/api/payroll/reconciliation/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            studentId: integer(3051),
            name: string('Carter, Jasmine'),
            ssn: regex(/^\*{5}\d{4}$/, '*****6789'),
            payrollProcessId: integer(2190),
            periodStartDate: calendarDate('2026-06-29'),
            approvedHours: number(34),
            approvedAmount: number(425),
            paidAmount: number(425),
            difference: number(0),
            isMismatch: boolean(false),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).payrollReconciliation.search(search);
        expect(page.items[0]?.isMismatch).toBe(false);
      });
  });
});
