import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  eachLike,
  fromProviderState,
  integer,
  number,
  pathwayPact,
  regex,
  string,
  timestamp,
} from '../src/consumer.ts';

// Issue 48 (ADR 227): Payroll > Payroll Integrity reads the findings of a pay period, exports them,
// acknowledges one with a reason, reads every acknowledgement of the organization, and reads and saves
// the thresholds of Payroll Settings.
const pact = pathwayPact();
const integrityKind = (example: string) =>
  regex(/^(Shared Account|Shared Contact|SSN|Hours|Separation of Duties|Requirements)$/, example);

const ssnFinding =
  'organization {organizationId} has an SSN integrity finding {key} in the period {periodStartDate} to {periodEndDate}';
const ssnIds = {
  organizationId: 1,
  key: 'Sn1Qa2Wb3Ec4Rd5Tf6Yg7Uh8Ij9Ok0Pl',
  periodStartDate: '2026-06-29',
  periodEndDate: '2026-07-12',
};
const period = { organizationId: 1, periodStartDate: '2026-06-29', periodEndDate: '2026-07-12' };
/** The period's query, from the state: the first payroll process's organization and period. */
const periodQuery = {
  organizationId: fromProviderState('${organizationId}', '1'),
  periodStartDate: fromProviderState('${periodStartDate}', '2026-06-29'),
  periodEndDate: fromProviderState('${periodEndDate}', '2026-07-12'),
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const settings = {
  accountHouseholds: integer(1),
  contactPeople: integer(6),
  capMarginHours: number(1),
  capShare: number(0.75),
  capMinPeriods: integer(4),
  separationOfDuties: boolean(false),
  warningKinds: eachLike(integrityKind('Shared Account')),
};

describe('payroll integrity findings', () => {
  it('reads the SSN findings of a pay period, each with its reason and its participants by name', async () => {
    await pact
      .addInteraction()
      .given(ssnFinding, ssnIds)
      .uponReceiving('a read of the SSN integrity findings of a pay period')
      .withRequest('GET', '/api/payroll/integrity/findings', (req) =>
        req.headers(bearer).query({ ...periodQuery, kind: 'SSN' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            kind: 'SSN',
            key: string('Sn1Qa2Wb3Ec4Rd5Tf6Yg7Uh8Ij9Ok0Pl'),
            reason: string('The SSN *****0000 cannot have been issued (serial 0000).'),
            preflight: regex(/^(Error|Warning|None)$/, 'None'),
            participants: eachLike({ studentId: integer(3140), name: string("O'Neil, Shawn") }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const list = await apiFor(server).payrollIntegrity.findings({ ...period, kind: 'SSN' });
        expect(list.items[0]?.kind).toBe('SSN');
        expect(list.items[0]?.participants[0]?.name).toBe("O'Neil, Shawn");
      });
  });

  it('exports the findings of a pay period as a workbook', async () => {
    await pact
      .addInteraction()
      .given(ssnFinding, ssnIds)
      .uponReceiving('an export of the integrity findings of a pay period')
      .withRequest('GET', '/api/payroll/integrity/findings/export', (req) =>
        req.headers({ ...bearer, Accept: XLSX }).query(periodQuery),
      )
      // The workbook's bytes are the server's: the pact holds its type.
      .willRespondWith(200, (res) =>
        res.headers({
          'Content-Type': regex(/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/, XLSX),
        }),
      )
      .executeTest(async (server) => {
        const blob = await apiFor(server).payrollIntegrity.exportFindings(period);
        expect(blob.type).toContain('spreadsheetml');
      });
  });

  it('acknowledges a finding with a reason: who, when and why', async () => {
    const reason = 'The SSN was typed wrongly on the application; corrected from the card.';
    await pact
      .addInteraction()
      .given(ssnFinding, ssnIds)
      .uponReceiving('an acknowledgement of an integrity finding')
      .withRequest('POST', '/api/payroll/integrity/acknowledgements', (req) =>
        req.headers(bearer).jsonBody({
          organizationId: fromProviderState('${organizationId}', 1),
          periodStartDate: fromProviderState('${periodStartDate}', '2026-06-29'),
          periodEndDate: fromProviderState('${periodEndDate}', '2026-07-12'),
          kind: 'SSN',
          key: fromProviderState('${key}', ssnIds.key),
          reason,
        }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({
          id: integer(12),
          kind: 'SSN',
          key: fromProviderState('${key}', ssnIds.key),
          reason,
          acknowledgedBy: string('admin'),
          acknowledgedOn: timestamp('2026-07-20T14:05:11Z'),
        }),
      )
      .executeTest(async (server) => {
        const acknowledgement = await apiFor(server).payrollIntegrity.acknowledge({
          ...period,
          kind: 'SSN',
          key: ssnIds.key,
          reason,
        });
        expect(acknowledgement.reason).toBe(reason);
      });
  });
});

describe('payroll integrity acknowledgement history', () => {
  it('reads every acknowledgement of an organization with the finding as it was acknowledged', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has an acknowledged SSN integrity finding {acknowledgementId}', {
        organizationId: 1,
        acknowledgementId: 12,
      })
      .uponReceiving('a read of the acknowledgement history of the integrity findings')
      .withRequest('GET', '/api/payroll/integrity/acknowledgements', (req) =>
        req
          .headers(bearer)
          .query({ organizationId: fromProviderState('${organizationId}', '1'), page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            id: integer(12),
            kind: integrityKind('SSN'),
            reason: string('The SSN was typed wrongly on the application; corrected from the card.'),
            acknowledgedBy: string('admin'),
            acknowledgedOn: timestamp('2026-07-20T14:05:11Z'),
            findingReason: string('The SSN *****0000 cannot have been issued (serial 0000).'),
            participants: eachLike({ studentId: integer(3140), name: string("O'Neil, Shawn") }),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).payrollIntegrity.acknowledgements({
          organizationId: 1,
          page: 1,
          pageSize: 10,
        });
        expect(page.items[0]?.findingReason).toBe('The SSN *****0000 cannot have been issued (serial 0000).');
        expect(page.items[0]?.participants[0]?.name).toBe("O'Neil, Shawn");
      });
  });
});

describe('payroll integrity settings', () => {
  it('reads the thresholds of an organization', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has integrity settings at version {version}', {
        organizationId: 1,
        version: 3,
      })
      .uponReceiving('a read of the integrity settings of an organization')
      .withRequest('GET', '/api/payroll/integrity/settings', (req) =>
        req.headers(bearer).query({ organizationId: fromProviderState('${organizationId}', '1') }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...settings, version: fromProviderState('${version}', 3) }))
      .executeTest(async (server) => {
        const read = await apiFor(server).payrollIntegrity.settings(1);
        expect(read.version).toBe(3);
      });
  });

  it('saves the thresholds and which kinds are warnings or errors, with the version read', async () => {
    const body = {
      accountHouseholds: 1,
      contactPeople: 5,
      capMarginHours: 0.5,
      capShare: 0.8,
      capMinPeriods: 4,
      separationOfDuties: true,
      warningKinds: ['Shared Contact', 'Hours', 'Requirements'] as const,
      errorKinds: ['Shared Account', 'Separation of Duties'] as const,
    };
    await pact
      .addInteraction()
      .given('organization {organizationId} has integrity settings at version {version}', {
        organizationId: 1,
        version: 3,
      })
      .uponReceiving('a save of the integrity settings of an organization')
      .withRequest('PUT', '/api/payroll/integrity/settings', (req) =>
        req
          .headers(bearer)
          .query({ organizationId: fromProviderState('${organizationId}', '1') })
          .jsonBody({ ...body, version: fromProviderState('${version}', 3) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...body, version: integer(4) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).payrollIntegrity.updateSettings(1, {
          ...body,
          warningKinds: [...body.warningKinds],
          errorKinds: [...body.errorKinds],
          version: 3,
        });
        expect(saved.version).toBe(4);
        expect(saved.errorKinds).toEqual(['Shared Account', 'Separation of Duties']);
      });
  });
});
