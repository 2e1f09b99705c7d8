// The min-cost flow (solve.ts) against HiGHS (solve-highs.ts) on seeded random cities of several
// shapes: two solvers written apart must reach the same optimum to the thousandth of a point, with
// pins, exclusions, full worksites, unknown places and the balance weight in play (ADR 226).
import { describe, expect, test } from 'vitest';
import { pairWorth, VALUE_SCALE } from './candidates.ts';
import {
  brokenRules,
  DEFAULT_WEIGHTS,
  preferencePoints,
  type PlacementJob,
  type PlacementWeights,
  type PlacementYouth,
} from './model.ts';
import { proposePlacementHighs } from './solve-highs.ts';
import { proposePlacement, type PairRef, type PlacementProposal, type PlacementRequest } from './solve.ts';

/** A seeded stream of numbers in [0, 1): the same city on every run. */
function stream(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

interface Shape {
  youths: number;
  jobs: number;
  worksites: number;
  /** Most open slots a job has (at least one). */
  slots: number;
  pins: number;
  exclusions: number;
  /** Share of homes and sites with no known place. */
  unknown: number;
  weights: PlacementWeights;
  /** Organizations and programs to split the city into. */
  groups: number;
}

const SECTORS = ['Parks', 'Retail', 'Office', 'Arts'];

function city(seed: number, shape: Shape): PlacementRequest {
  const next = stream(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const place = () =>
    next() < shape.unknown ? null : { latitude: 40.4 + next() * 0.1, longitude: -80.05 + next() * 0.12 };
  const day = (from: string, days: number) =>
    new Date(Date.parse(from) + Math.floor(next() * days) * 86_400_000).toISOString().slice(0, 10);
  const jobs: PlacementJob[] = Array.from({ length: shape.jobs }, (_, i) => {
    const group = Math.floor(next() * shape.groups);
    return {
      id: 1000 + i,
      worksiteId: 500 + Math.floor(next() * shape.worksites),
      organizationId: 1 + group,
      programId: 10 + group,
      contractId: 20 + group,
      startDate: next() < 0.7 ? '2026-07-06' : '2026-07-20',
      endDate: '2026-08-14',
      minimumAge: pick([14, 14, 16, 18]),
      maximumAge: 24,
      sector: next() < 0.9 ? pick(SECTORS) : null,
      requiresClearances: next() < 0.2,
      site: place(),
      // A few full jobs: no open slot, so the rules never offer them.
      openSlots: next() < 0.08 ? 0 : 1 + Math.floor(next() * shape.slots),
      welcomesReturning: next() < 0.5,
    };
  });
  const youths: PlacementYouth[] = Array.from({ length: shape.youths }, (_, i) => {
    const group = Math.floor(next() * shape.groups);
    return {
      id: 1 + i,
      organizationId: 1 + group,
      programId: 10 + group,
      contractId: next() < 0.2 ? 20 + group : null,
      birthDate: day('2004-09-01', 365 * 8),
      appliedOn: day('2026-01-15', 100),
      availableFrom: next() < 0.9 ? '2026-06-29' : '2026-07-27',
      availableTo: next() < 0.9 ? '2026-08-14' : '2026-07-17',
      interests: [pick(SECTORS)],
      home: place(),
      workPermitValidThrough: next() < 0.85 ? '2027-06-30' : null,
      clearancesValidThrough: next() < 0.5 ? day('2026-07-01', 400) : null,
      clearancesLapseOn: null,
      returningToWorksiteId: next() < 0.15 ? 500 + Math.floor(next() * shape.worksites) : null,
      heldJobs: [],
    };
  });
  // Pins the rules allow, one per youth and no more than a job's slots; exclusions anywhere.
  const pins: PairRef[] = [];
  const pinnedYouths = new Set<number>();
  const pinsAt = new Map<number, number>();
  for (let tries = 0; pins.length < shape.pins && tries < 50 * shape.pins; tries += 1) {
    const youth = pick(youths);
    const job = pick(jobs);
    if (pinnedYouths.has(youth.id) || job.openSlots === 0 || brokenRules(youth, job).length > 0) continue;
    if ((pinsAt.get(job.id) ?? 0) >= job.openSlots) continue;
    pins.push({ youthId: youth.id, jobId: job.id });
    pinnedYouths.add(youth.id);
    pinsAt.set(job.id, (pinsAt.get(job.id) ?? 0) + 1);
  }
  const exclusions = Array.from({ length: shape.exclusions }, () => ({
    youthId: pick(youths).id,
    jobId: pick(jobs).id,
  }));
  return { youths, jobs, pins, exclusions, weights: shape.weights };
}

/** The objective both solvers maximise, in whole thousandths of a point. */
function objective(request: PlacementRequest, proposal: PlacementProposal) {
  const weights = request.weights ?? DEFAULT_WEIGHTS;
  const youths = [...request.youths];
  const jobs = [...request.jobs];
  const points = preferencePoints(youths, jobs, weights);
  const youthAt = new Map(youths.map((youth, index) => [youth.id, index]));
  const jobAt = new Map(jobs.map((job, index) => [job.id, index]));
  const slots = new Map<number, number>();
  for (const job of jobs) slots.set(job.worksiteId, (slots.get(job.worksiteId) ?? 0) + job.openSlots);
  const placed = new Map<number, number>();
  let total = 0;
  for (const pair of proposal.pairs) {
    const y = youthAt.get(pair.youthId);
    const j = jobAt.get(pair.jobId);
    if (y === undefined || j === undefined) throw new Error('a pairing of someone or something not offered');
    total += pairWorth(points(y, j));
    placed.set(pair.worksiteId, (placed.get(pair.worksiteId) ?? 0) + 1);
  }
  const bonus = Math.round(Math.max(0, weights.balance) * VALUE_SCALE);
  for (const [worksite, count] of placed) total += bonus * Math.min(count, Math.ceil((slots.get(worksite) ?? 0) / 2));
  return total;
}

/** Every rule, pin, exclusion and capacity kept. */
function keepsTheRules(request: PlacementRequest, proposal: PlacementProposal) {
  const youths = new Map(request.youths.map((youth) => [youth.id, youth]));
  const jobs = new Map(request.jobs.map((job) => [job.id, job]));
  const excluded = new Set((request.exclusions ?? []).map((pair) => `${String(pair.youthId)}:${String(pair.jobId)}`));
  const pinned = new Set((request.pins ?? []).map((pair) => `${String(pair.youthId)}:${String(pair.jobId)}`));
  const taken = new Map<number, number>();
  const seen = new Set<number>();
  for (const pair of proposal.pairs) {
    const youth = youths.get(pair.youthId);
    const job = jobs.get(pair.jobId);
    if (!youth || !job) throw new Error('a pairing of someone or something not offered');
    expect(brokenRules(youth, job)).toEqual([]);
    const key = `${String(pair.youthId)}:${String(pair.jobId)}`;
    if (!pinned.has(key)) expect(excluded.has(key)).toBe(false);
    expect(seen.has(pair.youthId)).toBe(false);
    seen.add(pair.youthId);
    taken.set(job.id, (taken.get(job.id) ?? 0) + 1);
  }
  for (const job of request.jobs) expect(taken.get(job.id) ?? 0).toBeLessThanOrEqual(job.openSlots);
  for (const pin of pinned)
    expect(proposal.pairs.some((pair) => `${String(pair.youthId)}:${String(pair.jobId)}` === pin)).toBe(true);
}

const plain: Shape = {
  youths: 6,
  jobs: 4,
  worksites: 2,
  slots: 2,
  pins: 0,
  exclusions: 0,
  unknown: 0,
  weights: DEFAULT_WEIGHTS,
  groups: 1,
};

const shapes: { name: string; shape: Shape; seeds: number }[] = [
  { name: 'tiny cities', shape: plain, seeds: 40 },
  { name: 'tiny cities with pins and exclusions', shape: { ...plain, pins: 2, exclusions: 3 }, seeds: 40 },
  {
    name: 'more youths than slots, worksites filling up, a heavy balance weight',
    shape: { ...plain, youths: 60, jobs: 10, worksites: 3, slots: 3, weights: { ...DEFAULT_WEIGHTS, balance: 35 } },
    seeds: 12,
  },
  {
    name: 'two organizations, unknown places, no balance, pins and exclusions',
    shape: {
      ...plain,
      youths: 80,
      jobs: 25,
      worksites: 8,
      slots: 4,
      pins: 6,
      exclusions: 40,
      unknown: 0.15,
      groups: 2,
      weights: { interest: 12.5, perMile: 3.25, returning: 60, balance: 0 },
    },
    seeds: 8,
  },
  {
    name: 'a town: 300 youths, 60 jobs',
    shape: { ...plain, youths: 300, jobs: 60, worksites: 15, slots: 6, pins: 10, exclusions: 30 },
    seeds: 4,
  },
  {
    // Big enough for the cost scaling's phases, global updates and pricing rounds all to matter.
    name: 'a small city: 1,500 youths, 220 jobs',
    shape: { ...plain, youths: 1500, jobs: 220, worksites: 50, slots: 9, pins: 20, exclusions: 200 },
    seeds: 2,
  },
];

describe('the min-cost flow reaches HiGHS’s optimum', () => {
  for (const { name, shape, seeds } of shapes) {
    test(
      name,
      async () => {
        for (let seed = 1; seed <= seeds; seed += 1) {
          const request = city(seed * 7919 + shape.youths, shape);
          const flow = await proposePlacement(request);
          const highs = await proposePlacementHighs(request);
          expect(flow.solver.name).toBe('min-cost flow');
          expect(highs.solver.integral).toBe(true);
          expect(objective(request, flow), `seed ${String(seed)}`).toBe(objective(request, highs));
          keepsTheRules(request, flow);
        }
        // HiGHS takes seconds on the small city, more on a busy machine.
      },
      60_000,
    );
  }

  test('the same request gives the same answer, in whatever order youths and jobs come', async () => {
    const request = city(42, { ...plain, youths: 120, jobs: 30, worksites: 6, slots: 3, pins: 3, exclusions: 10 });
    const first = await proposePlacement(request);
    const again = await proposePlacement({
      ...request,
      youths: [...request.youths].reverse(),
      jobs: [...request.jobs].reverse(),
    });
    expect(again.pairs).toEqual(first.pairs);
  });

  test('one candidate a youth at first: the pricing finds the rest, to the same optimum', async () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const request = city(seed, { ...plain, youths: 90, jobs: 20, worksites: 5, slots: 4, pins: 2, exclusions: 5 });
      const narrow = await proposePlacement({ ...request, candidatesPerYouth: 1 });
      const wide = await proposePlacement({ ...request, candidatesPerYouth: 1000 });
      expect(objective(request, narrow)).toBe(objective(request, wide));
    }
  });
});
