import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  fromProviderState,
  integer,
  number,
  pathwayPact,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();
const path = (suffix: string) =>
  statePath(`/api/enrollment-programs/\${enrollmentProgramId}/placement${suffix}`, { enrollmentProgramId: 1 });
const weights = { interest: number(30), perMile: number(2), returning: number(40), balance: number(10) };
const summary = {
  placed: integer(1),
  unplaced: integer(1),
  interestMatches: integer(0),
  returning: integer(0),
};
const PLACEABLE =
  'enrollment program {enrollmentProgramId} has recruited participant {studentId} at version {version} whom job {jobId} takes';

// The placement optimiser (issue 30, ADR 211, 214): what the Placement screen reads and sends.
describe('enrollment: placement', () => {
  it('reads a program placement weights', async () => {
    await pact
      .addInteraction()
      .given('enrollment program {enrollmentProgramId} has placement weights at version {version}', {
        enrollmentProgramId: 1,
        version: 1,
      })
      .uponReceiving('a request for placement weights')
      .withRequest('GET', path('/settings'), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ weights, version: integer(1) }))
      .executeTest(async (server) => {
        const settings = await apiFor(server).placement.settings(1);
        expect(settings.weights.interest).toBe(30);
      });
  });

  it('saves the weights with the version it read', async () => {
    const body = { weights: { interest: 50, perMile: 2, returning: 40, balance: 10 }, version: 1 };
    await pact
      .addInteraction()
      .given('enrollment program {enrollmentProgramId} has placement weights at version {version}', {
        enrollmentProgramId: 1,
        version: 1,
      })
      .uponReceiving('a save of placement weights')
      .withRequest('PUT', path('/settings'), (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(200, (res) =>
        res.jsonBody({ weights: { ...weights, interest: number(50) }, version: integer(2) }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).placement.saveSettings(1, body);
        expect(saved.version).toBe(2);
      });
  });

  it('proposes a placement with its reasons, the unplaced and the greedy baseline', async () => {
    await pact
      .addInteraction()
      .given(PLACEABLE, { enrollmentProgramId: 1, studentId: 48213, jobId: 9071, version: 4 })
      .uponReceiving('a placement proposal')
      .withRequest('POST', path('/proposal'), (req) => req.headers(bearer).jsonBody({ pins: [], exclusions: [] }))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          enrollmentProgramId: fromProviderState('${enrollmentProgramId}', 1),
          youthCount: integer(2),
          openSlots: integer(3),
          weights,
          pairs: eachLike({
            studentId: integer(48213),
            firstName: string('Jasmine'),
            lastName: string('Carter'),
            studentStatus: string('Recruited'),
            studentVersion: integer(4),
            jobId: integer(9071),
            jobTitle: string('Library Aide'),
            worksiteId: integer(1204),
            worksiteName: string('Carnegie Library - Hill District'),
            contractCode: string('SYEP-2026-014'),
            startDate: calendarDate('2026-06-29'),
            endDate: calendarDate('2026-08-07'),
            score: number(-4.5),
            interestMatch: boolean(false),
            returning: boolean(false),
            pinned: boolean(false),
            reasons: eachLike(string('meets every hard rule')),
          }),
          unplaced: eachLike({
            studentId: integer(48214),
            firstName: string('Marcus'),
            lastName: string('Nguyen'),
            reason: string('No open job meets every hard rule (under the minimum age of 14 on 2026-06-29).'),
          }),
          summary,
          baseline: summary,
          solver: {
            name: string('HiGHS'),
            rounds: integer(1),
            columns: integer(2),
            integral: boolean(true),
            milliseconds: integer(41),
          },
        }),
      )
      .executeTest(async (server) => {
        const proposal = await apiFor(server).placement.propose(1, { pins: [], exclusions: [] });
        expect(proposal.pairs[0]?.reasons[0]).toBe('meets every hard rule');
        expect(proposal.solver.name).toBe('HiGHS');
      });
  });

  it('accepts a proposed pair with the participant version it showed', async () => {
    await pact
      .addInteraction()
      .given(PLACEABLE, { enrollmentProgramId: 1, studentId: 48213, jobId: 9071, version: 4 })
      .uponReceiving('an accept of a proposed placement')
      .withRequest('POST', path('/accept'), (req) =>
        req.headers(bearer).jsonBody({
          items: [
            {
              studentId: fromProviderState('${studentId}', 48213),
              jobId: fromProviderState('${jobId}', 9071),
              version: fromProviderState('${version}', 4),
            },
          ],
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          succeeded: integer(1),
          failed: integer(0),
          results: eachLike({
            id: fromProviderState('${studentId}', 48213),
            succeeded: boolean(true),
            message: null,
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).placement.accept(1, {
          items: [{ studentId: 48213, jobId: 9071, version: 4 }],
        });
        expect(result.succeeded).toBe(1);
      });
  });
});
