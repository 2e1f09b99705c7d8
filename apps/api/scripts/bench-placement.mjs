// `pnpm bench:placement`: the placement optimiser at a summer programme's scale (issue 30). A seeded
// city (the same every run): youths with homes, ages, permits, clearances and interests, and jobs
// at worksites with a minimum age, a sector, clearance needs and open slots. For each size it times
// the HiGHS proposal (column generation, solve.ts) and the greedy first-fit baseline, and prints
// what each places: youths placed, mean home-to-worksite miles, interest matches.
// Sizes run interleaved (every size once, then again; BENCH_REPEAT rounds), and each figure is
// printed as min and median over the rounds. A benchmark that prints figures, not a test.
//
//   BENCH_SIZES=1000x150,10000x1500  BENCH_REPEAT=3  BENCH_CANDIDATES=12 (first-round jobs per youth)
import { greedyPlacement, proposePlacement } from '../src/areas/placement/solve.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000x150,10000x1500').split(',').map((size) => {
  const [youths, jobs] = size.split('x').map(Number);
  return { youths, jobs, label: `${youths.toLocaleString('en-US')} × ${jobs.toLocaleString('en-US')}` };
});
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const SECTORS = ['Parks', 'Retail', 'Office', 'Health care', 'Child care', 'Food service', 'Arts', 'Construction'];

/** A small seeded generator (mulberry32): the same city for every run and every machine. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (next, list) => list[Math.floor(next() * list.length)];
const day = (base, offset) => new Date(Date.parse(base) + offset * 86_400_000).toISOString().slice(0, 10);
/** Somewhere in a 15 × 12 mile city around 40.44 N, 79.99 W. */
const place = (next) => ({ latitude: 40.36 + next() * 0.17, longitude: -80.12 + next() * 0.28 });

/** The seeded set: about as many open slots as youths, five jobs to a worksite. */
export function benchmarkSet(youthCount, jobCount) {
  const next = random(20260601 + youthCount + jobCount);
  const worksites = Array.from({ length: Math.ceil(jobCount / 5) }, () => place(next));
  const slotsPerJob = (2 * youthCount) / jobCount;
  const jobs = Array.from({ length: jobCount }, (_, i) => {
    const worksiteId = 1 + Math.floor(i / 5);
    return {
      id: i + 1,
      worksiteId,
      organizationId: 1,
      programId: 1,
      contractId: 1,
      startDate: next() < 0.8 ? '2026-07-06' : '2026-07-20',
      endDate: '2026-08-14',
      minimumAge: next() < 0.7 ? 14 : next() < 0.6 ? 16 : 18,
      maximumAge: 24,
      sector: pick(next, SECTORS),
      requiresClearances: next() < 0.25,
      site: worksites[worksiteId - 1],
      openSlots: 1 + Math.floor(next() * slotsPerJob),
      welcomesReturning: next() < 0.5,
    };
  });
  const youths = Array.from({ length: youthCount }, (_, i) => ({
    id: i + 1,
    organizationId: 1,
    programId: 1,
    contractId: null,
    birthDate: day('2004-09-01', Math.floor(next() * 365 * 8)),
    appliedOn: day('2026-01-15', Math.floor(next() * 100)),
    availableFrom: next() < 0.9 ? '2026-06-29' : '2026-07-27',
    availableTo: next() < 0.9 ? '2026-08-14' : '2026-07-17',
    interests: next() < 0.5 ? [pick(next, SECTORS)] : [pick(next, SECTORS), pick(next, SECTORS)],
    home: next() < 0.97 ? place(next) : null,
    workPermitValidThrough: next() < 0.85 ? '2027-06-30' : null,
    clearancesValidThrough: next() < 0.5 ? day('2026-07-01', Math.floor(next() * 400)) : null,
    clearancesLapseOn: null,
    returningToWorksiteId: next() < 0.12 ? 1 + Math.floor(next() * worksites.length) : null,
    heldJobs: [],
  }));
  return { youths, jobs };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const milesText = (value) => (value === null ? '–' : `${value.toFixed(2)} mi`);

const sets = SIZES.map((size) => ({ ...size, ...benchmarkSet(size.youths, size.jobs), times: [], greedyTimes: [] }));
for (let round = 0; round < REPEAT; round += 1) {
  for (const set of sets) {
    const started = performance.now();
    set.proposal = await proposePlacement({
      youths: set.youths,
      jobs: set.jobs,
      ...(process.env.BENCH_CANDIDATES ? { candidatesPerYouth: Number(process.env.BENCH_CANDIDATES) } : {}),
    });
    set.times.push(performance.now() - started);
    const greedyStarted = performance.now();
    set.baseline = greedyPlacement({ youths: set.youths, jobs: set.jobs });
    set.greedyTimes.push(performance.now() - greedyStarted);
    console.log(
      `round ${String(round + 1)} ${set.label}: HiGHS ${seconds(set.times.at(-1))}, greedy ${seconds(set.greedyTimes.at(-1))}`,
    );
  }
}

console.log('\nplacement (budget: 10,000 × 1,500 in ≤ 10 s)');
let before;
for (const set of sets) {
  const slots = set.jobs.reduce((sum, job) => sum + job.openSlots, 0);
  const { summary, solver } = set.proposal;
  const base = set.baseline.summary;
  const growth = before
    ? ` (×${(median(set.times) / median(before.times)).toFixed(1)} for ×${(set.youths.length / before.youths.length).toFixed(0)} youths)`
    : '';
  console.log(`${set.label} (${slots.toLocaleString('en-US')} open slots)`);
  console.log(
    `  HiGHS   min ${seconds(Math.min(...set.times))}  median ${seconds(median(set.times))}${growth}; ${String(solver.rounds)} rounds, ${solver.columns.toLocaleString('en-US')} columns, whole: ${String(solver.integral)}`,
  );
  console.log(`  greedy  min ${seconds(Math.min(...set.greedyTimes))}  median ${seconds(median(set.greedyTimes))}`);
  console.log(
    `  placed          HiGHS ${summary.placed.toLocaleString('en-US')}  greedy ${base.placed.toLocaleString('en-US')}`,
  );
  console.log(
    `  mean distance   HiGHS ${milesText(summary.meanDistanceMiles)}  greedy ${milesText(base.meanDistanceMiles)}`,
  );
  console.log(
    `  interest match  HiGHS ${summary.interestMatches.toLocaleString('en-US')}  greedy ${base.interestMatches.toLocaleString('en-US')}`,
  );
  console.log(
    `  returning       HiGHS ${summary.returning.toLocaleString('en-US')}  greedy ${base.returning.toLocaleString('en-US')}`,
  );
  before = set;
}
