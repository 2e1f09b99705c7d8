import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  eachLike,
  fromProviderState,
  integer,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const SEED = '2026-06-01 Pick 3: 482';
const path = (suffix = '') =>
  statePath(`/api/enrollment-programs/\${enrollmentProgramId}/lottery${suffix}`, { enrollmentProgramId: 1 });
const entry = {
  rank: integer(1),
  applicantId: integer(60219),
  firstName: string('Jasmine'),
  lastName: string('Carter'),
  zipCode: string('15206'),
  tier: integer(1),
  tierLabel: string('Youth in foster care'),
  selected: boolean(true),
  status: string('Eligible'),
  version: integer(4),
};
const draw = {
  id: integer(4),
  seed: string(SEED),
  slots: integer(2),
  tiers: eachLike({ kind: string('fosterCare') }),
  applicantCount: integer(3),
  drawnOn: timestamp('2026-06-01T19:05:00.000Z'),
  drawnBy: string('admin'),
  entries: eachLike(entry),
};

// The applicant lottery (issue 30, ADR 212, 213): what the Lottery screen reads and sends.
describe('enrollment: applicant lottery', () => {
  it('reads a program lottery before its first draw', async () => {
    await pact
      .addInteraction()
      .given('enrollment program {enrollmentProgramId} has lottery settings at version {version} and no draw', {
        enrollmentProgramId: 1,
        version: 1,
      })
      .uponReceiving('a request for a program lottery')
      .withRequest('GET', path(), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          enrollmentProgramId: fromProviderState('${enrollmentProgramId}', 1),
          enrollmentProgramName: string('Summer Youth Employment 2026'),
          eligibleCount: integer(3),
          settings: { slots: integer(2), tiers: eachLike({ kind: string('fosterCare') }), version: integer(1) },
          draw: null,
        }),
      )
      .executeTest(async (server) => {
        const lottery = await apiFor(server).lottery.get(1);
        expect(lottery.settings.slots).toBe(2);
        expect(lottery.draw).toBeNull();
      });
  });

  it('saves the slots and tiers with the version it read', async () => {
    await pact
      .addInteraction()
      .given('enrollment program {enrollmentProgramId} has lottery settings at version {version} and no draw', {
        enrollmentProgramId: 1,
        version: 1,
      })
      .uponReceiving('a save of lottery settings')
      .withRequest('PUT', path('/settings'), (req) =>
        req.headers(bearer).jsonBody({
          slots: 2,
          tiers: [{ kind: 'fosterCare' }, { kind: 'zipCodes', zipCodes: ['15206', '15208'] }],
          version: 1,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          slots: integer(2),
          tiers: [{ kind: 'fosterCare' }, { kind: 'zipCodes', zipCodes: ['15206', '15208'] }],
          version: integer(2),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).lottery.saveSettings(1, {
          slots: 2,
          tiers: [{ kind: 'fosterCare' }, { kind: 'zipCodes', zipCodes: ['15206', '15208'] }],
          version: 1,
        });
        expect(saved.version).toBe(2);
      });
  });

  it('draws with the published seed', async () => {
    await pact
      .addInteraction()
      .given('enrollment program {enrollmentProgramId} has lottery settings at version {version} and no draw', {
        enrollmentProgramId: 1,
        version: 1,
      })
      .uponReceiving('a lottery draw')
      .withRequest('POST', path('/draw'), (req) => req.headers(bearer).jsonBody({ seed: SEED, version: 1 }))
      .willRespondWith(200, (res) => res.jsonBody(draw))
      .executeTest(async (server) => {
        const drawn = await apiFor(server).lottery.draw(1, { seed: SEED, version: 1 });
        expect(drawn.seed).toBe(SEED);
        expect(drawn.entries[0]?.rank).toBe(1);
      });
  });

  it('downloads the latest draw as a workbook', async () => {
    await pact
      .addInteraction()
      .given('enrollment program {enrollmentProgramId} has a lottery draw with seed {seed}', {
        enrollmentProgramId: 1,
        seed: SEED,
      })
      .uponReceiving('a lottery download')
      .withRequest('GET', path('/download'), (req) => req.headers(bearer))
      // The workbook's bytes carry the draw's time: the pact holds its type (the file name is the spec's).
      .willRespondWith(200, (res) =>
        res.headers({
          'Content-Type': regex(
            /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/,
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ),
        }),
      )
      .executeTest(async (server) => {
        const blob = await apiFor(server).lottery.download(1);
        expect(blob.type).toContain('spreadsheetml');
      });
  });
});
