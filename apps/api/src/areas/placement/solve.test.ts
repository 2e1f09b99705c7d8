import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ageOn,
  at,
  brokenRules,
  DEFAULT_WEIGHTS,
  eligibility,
  miles,
  pairValue,
  papersToCollect,
  PLACEMENT_VALUE,
  preferencePoints,
  type PlacementJob,
  type PlacementYouth,
} from './model.ts';
import { greedyPlacement, PlacementError, proposePlacement, type PairRef } from './solve.ts';

const HILL = { latitude: 40.4406, longitude: -79.9959 };

const youth = (id: number, over: Partial<PlacementYouth> = {}): PlacementYouth => ({
  id,
  organizationId: 1,
  programId: 7,
  contractId: null,
  birthDate: '2009-03-01',
  appliedOn: `2026-02-${String(10 + id).padStart(2, '0')}`,
  availableFrom: '2026-06-29',
  availableTo: '2026-08-07',
  interests: [],
  home: HILL,
  workPermitValidThrough: '2027-06-30',
  clearancesValidThrough: '2027-01-01',
  clearancesLapseOn: '2027-01-01',
  returningToWorksiteId: null,
  heldJobs: [],
  ...over,
});

const job = (id: number, over: Partial<PlacementJob> = {}): PlacementJob => ({
  id,
  worksiteId: 100 + id,
  organizationId: 1,
  programId: 7,
  contractId: 30,
  startDate: '2026-07-06',
  endDate: '2026-08-07',
  minimumAge: 14,
  maximumAge: 24,
  sector: null,
  requiresClearances: false,
  site: HILL,
  openSlots: 1,
  welcomesReturning: false,
  ...over,
});

describe('hard rules', () => {
  test('age is taken on the job’s start date', () => {
    expect(ageOn('2010-07-06', '2026-07-06')).toBe(16);
    expect(ageOn('2010-07-07', '2026-07-06')).toBe(15);
    expect(brokenRules(youth(1, { birthDate: '2010-07-07' }), job(1, { minimumAge: 16 }))).toEqual([
      'under the minimum age of 16 on 2026-07-06',
    ]);
    expect(brokenRules(youth(1, { birthDate: '2010-07-06' }), job(1, { minimumAge: 16 }))).toEqual([]);
  });

  test('the job’s maximum age is kept too, on its start date', () => {
    expect(brokenRules(youth(1, { birthDate: '2001-07-06' }), job(1))).toEqual([
      'over the maximum age of 24 on 2026-07-06',
    ]);
    expect(brokenRules(youth(1, { birthDate: '2001-07-07' }), job(1))).toEqual([]);
  });

  test('a participant recruited to a contract is placed on its jobs only', () => {
    expect(brokenRules(youth(1, { contractId: 31 }), job(1))).toEqual(['recruited to another contract']);
    expect(brokenRules(youth(1, { contractId: 30 }), job(1))).toEqual([]);
  });

  test('an under-18’s work permit on file must be valid on their first day; one not on file is to collect', () => {
    expect(brokenRules(youth(1, { workPermitValidThrough: '2026-07-05' }), job(1))).toEqual([
      'the work permit lapses before the job starts',
    ]);
    expect(brokenRules(youth(1, { workPermitValidThrough: '2026-07-06' }), job(1))).toEqual([]);
    // As the job assignment: a paper the enrollment review still collects is not a refusal.
    expect(brokenRules(youth(1, { workPermitValidThrough: null }), job(1))).toEqual([]);
    expect(papersToCollect(youth(1, { workPermitValidThrough: null }), job(1))).toEqual([
      'work permit to collect before the first day',
    ]);
    expect(papersToCollect(youth(1), job(1))).toEqual([]);
    // An adult needs no permit; their clearances, when not all on file, are to collect.
    const adult = youth(1, { workPermitValidThrough: null, birthDate: '2008-07-06', clearancesValidThrough: null });
    expect(brokenRules(adult, job(1))).toEqual([]);
    expect(papersToCollect(adult, job(1))).toEqual(['clearances to collect before the first day']);
  });

  test('an adult’s clearances on file must not lapse before their first day, as the job assignment asks', () => {
    const adult = { birthDate: '2006-01-01', workPermitValidThrough: null };
    expect(brokenRules(youth(1, { ...adult, clearancesLapseOn: '2026-07-05' }), job(1))).toEqual([
      'clearances on file lapse before the job starts',
    ]);
    expect(brokenRules(youth(1, { ...adult, clearancesLapseOn: '2026-07-06' }), job(1))).toEqual([]);
    // None on file: the enrollment review collects them; the assignment does not refuse it.
    expect(brokenRules(youth(1, { ...adult, clearancesLapseOn: null }), job(1))).toEqual([]);
    // A minor's clearances are not asked for.
    expect(brokenRules(youth(1, { clearancesLapseOn: '0001-01-01' }), job(1))).toEqual([]);
  });

  test('age and papers are judged on the day the youth can start, when that is after the job’s start', () => {
    const lateStarter = { availableFrom: '2026-07-20' };
    expect(brokenRules(youth(1, { ...lateStarter, birthDate: '2001-07-10' }), job(1))).toEqual([
      'over the maximum age of 24 on 2026-07-20',
    ]);
    expect(brokenRules(youth(1, { ...lateStarter, workPermitValidThrough: '2026-07-19' }), job(1))).toEqual([
      'the work permit lapses before the job starts',
    ]);
  });

  test('clearances must last the whole job when the job needs them', () => {
    const needs = job(1, { requiresClearances: true });
    expect(brokenRules(youth(1, { clearancesValidThrough: null }), needs)).toEqual(['no clearances']);
    expect(brokenRules(youth(1, { clearancesValidThrough: '2026-08-06' }), needs)).toEqual([
      'clearances expire before the job ends',
    ]);
    expect(brokenRules(youth(1, { clearancesValidThrough: '2026-08-07' }), needs)).toEqual([]);
    expect(brokenRules(youth(1, { clearancesValidThrough: null }), job(1))).toEqual([]);
  });

  test('same organization and program, overlapping availability, not in another job then', () => {
    expect(brokenRules(youth(1, { organizationId: 2 }), job(1))).toEqual(['another organization']);
    expect(brokenRules(youth(1, { programId: 8 }), job(1))).toEqual(['another program']);
    expect(brokenRules(youth(1, { availableTo: '2026-07-05' }), job(1))).toEqual(['not available then']);
    expect(brokenRules(youth(1, { availableFrom: '2026-08-07' }), job(1))).toEqual([]);
    expect(brokenRules(youth(1, { heldJobs: [{ startDate: '2026-08-07', endDate: '2026-08-20' }] }), job(1))).toEqual([
      'already in a job at that time',
    ]);
  });

  test('the solver’s quick check agrees with the rules in words, on any dates and ages', () => {
    const day = fc
      .date({ min: new Date('1996-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.record({
          birthDate: day,
          availableFrom: day,
          availableTo: day,
          workPermitValidThrough: fc.option(day, { nil: null }),
          clearancesValidThrough: fc.option(day, { nil: null }),
          clearancesLapseOn: fc.option(day, { nil: null }),
          organizationId: fc.constantFrom(1, 2),
          programId: fc.constantFrom(7, 8),
          contractId: fc.constantFrom(null, 30, 31),
          heldJobs: fc.array(fc.record({ startDate: day, endDate: day }), { maxLength: 1 }),
        }),
        fc.record({
          startDate: fc.constantFrom('2026-07-06', '2028-02-29', '2027-03-01'),
          endDate: day,
          minimumAge: fc.integer({ min: 14, max: 21 }),
          maximumAge: fc.integer({ min: 16, max: 24 }),
          requiresClearances: fc.boolean(),
        }),
        (y, j) => {
          const candidate = job(1, j);
          expect(eligibility([candidate])(youth(1, y), candidate, 0)).toBe(
            brokenRules(youth(1, y), candidate).length === 0,
          );
        },
      ),
      { numRuns: 2000, seed: 20261202 },
    );
  });
});

describe('preferences', () => {
  test('distance in miles between zip centroids', () => {
    const oakland = { latitude: 40.4417, longitude: -79.9559 };
    expect(miles(HILL, oakland)).toBeCloseTo(2.1, 1);
    expect(miles(null, oakland)).toBeNull();
  });

  test('interest, returning and distance add up with the program’s weights', () => {
    const far = { latitude: HILL.latitude + 0.1, longitude: HILL.longitude };
    const value = pairValue(
      youth(1, { interests: ['Parks'], returningToWorksiteId: 101 }),
      job(1, { sector: 'Parks', welcomesReturning: true, site: far }),
      DEFAULT_WEIGHTS,
    );
    expect(value.interestMatch).toBe(true);
    expect(value.returning).toBe(true);
    expect(value.points).toBeCloseTo(30 + 40 - 2 * (value.distanceMiles ?? 0), 6);
  });
});

test('the solver’s quick points agree with the preferences in words', () => {
  const point = fc.option(
    fc.record({
      latitude: fc.double({ min: 40, max: 41, noNaN: true }),
      longitude: fc.double({ min: -81, max: -79, noNaN: true }),
    }),
    { nil: null },
  );
  fc.assert(
    fc.property(
      point,
      point,
      fc.constantFrom('Parks', 'Retail', null),
      fc.boolean(),
      fc.constantFrom(101, 102, null),
      (home, site, sector, welcomesReturning, returningToWorksiteId) => {
        const y = youth(1, { home, interests: ['Parks'], returningToWorksiteId });
        const j = job(1, { site, sector, welcomesReturning });
        expect(preferencePoints([y], [j], DEFAULT_WEIGHTS)(0, 0)).toBeCloseTo(
          pairValue(y, j, DEFAULT_WEIGHTS).points,
          9,
        );
      },
    ),
    { numRuns: 500, seed: 20261202 },
  );
});

describe('proposePlacement', () => {
  test('places more youths than first fit by application date, and says why', async () => {
    // Youth 1 applied first and fits both jobs; youth 2 fits only job 1. First fit gives job 1
    // to youth 1 and leaves youth 2 out; the optimum places both.
    const request = {
      youths: [youth(1), youth(2, { birthDate: '2011-01-01' })],
      jobs: [job(1), job(2, { minimumAge: 16 })],
    };
    expect(greedyPlacement(request).summary.placed).toBe(1);
    const proposal = await proposePlacement(request);
    expect(proposal.summary.placed).toBe(2);
    expect(proposal.pairs.map(({ youthId, jobId }) => [youthId, jobId]).sort()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(proposal.pairs[0]?.reasons[0]).toMatch(/meets every hard rule/);
    expect(proposal.solver.integral).toBe(true);
  });

  test('a pin holds against the preferences, an exclusion is never proposed', async () => {
    const near = job(1, { sector: 'Parks' });
    const plain = job(2);
    const one = youth(1, { interests: ['Parks'] });
    const free = await proposePlacement({ youths: [one], jobs: [near, plain] });
    expect(free.pairs.map((pair) => pair.jobId)).toEqual([1]);
    const pinned = await proposePlacement({ youths: [one], jobs: [near, plain], pins: [{ youthId: 1, jobId: 2 }] });
    expect(pinned.pairs).toMatchObject([{ youthId: 1, jobId: 2, pinned: true }]);
    expect(pinned.pairs[0]?.reasons).toContain('pinned by staff');
    const excluded = await proposePlacement({
      youths: [one],
      jobs: [near, plain],
      exclusions: [{ youthId: 1, jobId: 1 }],
    });
    expect(excluded.pairs.map((pair) => pair.jobId)).toEqual([2]);
  });

  test('nobody to place, or no open slot, is an empty proposal rather than a failure', async () => {
    const none = await proposePlacement({ youths: [], jobs: [job(1)] });
    expect(none.pairs).toEqual([]);
    const full = await proposePlacement({ youths: [youth(1)], jobs: [job(1, { openSlots: 0 })] });
    expect(full.pairs).toEqual([]);
    expect(full.summary.placed).toBe(0);
    expect(full.baseline.summary.placed).toBe(0);
  });

  test('a pin the rules refuse, or pins more than a job holds, are refused in words', async () => {
    await expect(
      proposePlacement({
        youths: [youth(1, { workPermitValidThrough: '2026-06-30' })],
        jobs: [job(1)],
        pins: [{ youthId: 1, jobId: 1 }],
      }),
    ).rejects.toThrow(
      new PlacementError('Participant 1 cannot be pinned to job 1: the work permit lapses before the job starts.'),
    );
    await expect(
      proposePlacement({
        youths: [youth(1), youth(2)],
        jobs: [job(1)],
        pins: [
          { youthId: 1, jobId: 1 },
          { youthId: 2, jobId: 1 },
        ],
      }),
    ).rejects.toThrow(PlacementError);
  });

  test('the columns left out of the first round are priced in: one candidate each gives the same optimum', async () => {
    const youths = Array.from({ length: 12 }, (_, i) =>
      youth(i + 1, {
        home: { latitude: HILL.latitude + i * 0.01, longitude: HILL.longitude },
        interests: i % 2 === 0 ? ['Parks'] : ['Retail'],
      }),
    );
    const jobs = Array.from({ length: 5 }, (_, i) =>
      job(i + 1, {
        worksiteId: 100 + (i % 3),
        sector: i % 2 === 0 ? 'Parks' : 'Retail',
        openSlots: 2,
        site: { latitude: HILL.latitude + i * 0.02, longitude: HILL.longitude },
      }),
    );
    const narrow = await proposePlacement({ youths, jobs, candidatesPerYouth: 1 });
    const wide = await proposePlacement({ youths, jobs, candidatesPerYouth: 100 });
    expect(narrow.solver.rounds).toBeGreaterThan(1);
    expect(objective(narrow.pairs, youths, jobs)).toBeCloseTo(objective(wide.pairs, youths, jobs), 6);
  });

  test('on random small cases it is the optimum of every possible placement, and keeps every rule', async () => {
    const cases = fc.record({
      youths: fc.array(
        fc.record({
          age: fc.integer({ min: 13, max: 19 }),
          permit: fc.boolean(),
          interest: fc.constantFrom('Parks', 'Retail', 'Office'),
          lat: fc.integer({ min: 0, max: 20 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      jobs: fc.array(
        fc.record({
          minimumAge: fc.integer({ min: 14, max: 18 }),
          sector: fc.constantFrom('Parks', 'Retail', 'Office'),
          slots: fc.integer({ min: 1, max: 2 }),
          worksite: fc.integer({ min: 0, max: 1 }),
          lat: fc.integer({ min: 0, max: 20 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      exclude: fc.option(fc.record({ y: fc.nat(4), j: fc.nat(2) }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(cases, async (drawn) => {
        const youths = drawn.youths.map((y, i) =>
          youth(i + 1, {
            birthDate: `${String(2026 - y.age)}-01-01`,
            workPermitValidThrough: y.permit ? '2027-06-30' : '2026-01-31',
            interests: [y.interest],
            home: { latitude: HILL.latitude + y.lat * 0.01, longitude: HILL.longitude },
          }),
        );
        const jobs = drawn.jobs.map((j, i) =>
          job(i + 1, {
            minimumAge: j.minimumAge,
            sector: j.sector,
            openSlots: j.slots,
            worksiteId: 200 + j.worksite,
            site: { latitude: HILL.latitude + j.lat * 0.01, longitude: HILL.longitude },
          }),
        );
        const exclusions: PairRef[] = drawn.exclude
          ? [{ youthId: drawn.exclude.y + 1, jobId: drawn.exclude.j + 1 }]
          : [];
        const proposal = await proposePlacement({ youths, jobs, exclusions, candidatesPerYouth: 1 });
        const taken = new Map<number, number>();
        for (const pair of proposal.pairs) {
          const y = youths.find((candidate) => candidate.id === pair.youthId);
          const j = jobs.find((candidate) => candidate.id === pair.jobId);
          if (!y || !j) throw new Error('a pairing of someone or something not offered');
          expect(brokenRules(y, j)).toEqual([]);
          expect(exclusions.some((e) => e.youthId === y.id && e.jobId === j.id)).toBe(false);
          taken.set(j.id, (taken.get(j.id) ?? 0) + 1);
        }
        expect(new Set(proposal.pairs.map((pair) => pair.youthId)).size).toBe(proposal.pairs.length);
        for (const j of jobs) expect(taken.get(j.id) ?? 0).toBeLessThanOrEqual(j.openSlots);
        expect(objective(proposal.pairs, youths, jobs)).toBeCloseTo(bruteForce(youths, jobs, exclusions), 6);
        expect(proposal.summary.placed).toBeGreaterThanOrEqual(proposal.baseline.summary.placed);
      }),
      { numRuns: 60, seed: 20261202 },
    );
  });
});

/** The programme's objective for a set of pairings, computed the way the model states it. */
function objective(pairs: readonly PairRef[], youths: readonly PlacementYouth[], jobs: readonly PlacementJob[]) {
  const slots = new Map<number, number>();
  for (const j of jobs) slots.set(j.worksiteId, (slots.get(j.worksiteId) ?? 0) + j.openSlots);
  const placedAt = new Map<number, number>();
  let total = 0;
  for (const pair of pairs) {
    const y = youths.find((candidate) => candidate.id === pair.youthId);
    const j = jobs.find((candidate) => candidate.id === pair.jobId);
    if (!y || !j) throw new Error('a pairing of someone or something not offered');
    placedAt.set(j.worksiteId, (placedAt.get(j.worksiteId) ?? 0) + 1);
    total += PLACEMENT_VALUE + pairValue(y, j, DEFAULT_WEIGHTS).points;
  }
  for (const [worksite, placed] of placedAt)
    total += DEFAULT_WEIGHTS.balance * Math.min(placed, Math.ceil((slots.get(worksite) ?? 0) / 2));
  return total;
}

/** Every way to give each youth one allowed job or none; the best objective among them. */
function bruteForce(youths: readonly PlacementYouth[], jobs: readonly PlacementJob[], exclusions: readonly PairRef[]) {
  let best = 0;
  const chosen: PairRef[] = [];
  const left = new Map(jobs.map((j) => [j.id, j.openSlots]));
  const walk = (index: number) => {
    if (index === youths.length) {
      best = Math.max(best, objective(chosen, youths, jobs));
      return;
    }
    walk(index + 1);
    const y = at(youths, index);
    for (const j of jobs) {
      if ((left.get(j.id) ?? 0) === 0 || brokenRules(y, j).length > 0) continue;
      if (exclusions.some((e) => e.youthId === y.id && e.jobId === j.id)) continue;
      left.set(j.id, (left.get(j.id) ?? 0) - 1);
      chosen.push({ youthId: y.id, jobId: j.id });
      walk(index + 1);
      chosen.pop();
      left.set(j.id, (left.get(j.id) ?? 0) + 1);
    }
  };
  walk(0);
  return best;
}
