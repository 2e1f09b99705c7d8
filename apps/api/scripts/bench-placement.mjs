// `pnpm bench:placement`: the placement optimiser at a summer programme's scale (issues 30, 47). A
// seeded city (the same every run): youths with homes, ages, permits, clearances and interests, and
// jobs at worksites with a minimum age, a sector, clearance needs and open slots. Contenders: the
// min-cost flow (solve.ts, the production path, ADR 226), HiGHS (solve-highs.ts, ADR 211; only up to
// BENCH_HIGHS_MAX youths, as it takes minutes beyond) and the greedy first-fit baseline. Both
// proposals include the baseline beside them, as the API serves it.
//
// Each solve runs in a fresh Node process (after one small untimed city, so the code is compiled),
// so one contender's heap never helps or hinders the next, and the process's peak resident memory
// is the solve's own: printed as the peak less the resident memory just before the solve, with the
// heap in use after the solve less before it. The flow's phases are printed with each run (first-round
// candidates, solves, pricing, answer, baseline), and the load average as each run ends. Runs are interleaved
// (every size and contender once, then again: BENCH_REPEAT rounds), and each figure is printed as
// min and median over the rounds. A benchmark that prints figures, not a test.
//
//   BENCH_SIZES=1000x150,10000x1500,30000x4500,100000x15000  BENCH_REPEAT=3  BENCH_HIGHS_MAX=10000
//   BENCH_CANDIDATES (first-round jobs per youth)
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

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

/** One solve in this process: `--child <youths>x<jobs> <contender>`; prints one JSON line. */
async function child(size, contender) {
  const [youthCount, jobCount] = size.split('x').map(Number);
  const set = benchmarkSet(youthCount, jobCount);
  const request = {
    ...set,
    ...(process.env.BENCH_CANDIDATES ? { candidatesPerYouth: Number(process.env.BENCH_CANDIDATES) } : {}),
  };
  const solve =
    contender === 'flow'
      ? (await import('../src/areas/placement/solve.ts')).proposePlacement
      : contender === 'HiGHS'
        ? (await import('../src/areas/placement/solve-highs.ts')).proposePlacementHighs
        : (await import('../src/areas/placement/solve.ts')).greedyPlacement;
  // A small city first, so the code is compiled as in a server that has solved before; not timed.
  await solve(benchmarkSet(200, 30));
  const { rss: rssBefore, heapUsed: heapBefore } = process.memoryUsage();
  // The flow's phases (milliseconds): first-round candidates, solves, pricing, answer, baseline.
  const phases = {};
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const answer = await solve(request, phases);
  const ms = performance.now() - started;
  // Processor time of this process (all its threads, the collector's too): on a shared machine,
  // the wall time counts the waits for a core as well.
  const cpu = process.cpuUsage(cpuBefore);
  const heap = process.memoryUsage().heapUsed - heapBefore;
  // maxRSS is in kibibytes: the process's peak, reached during the solve (the city was built before).
  const peak = process.resourceUsage().maxRSS * 1024;
  const slots = set.jobs.reduce((sum, job) => sum + job.openSlots, 0);
  console.log(
    JSON.stringify({
      ms,
      grew: Math.max(0, peak - rssBefore),
      peak,
      heap,
      cpuMs: (cpu.user + cpu.system) / 1000,
      phases,
      slots,
      summary: answer.summary,
      solver: answer.solver,
    }),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The flow's work, counted rather than timed, among its phases. */
const COUNTS = new Set(['pushes', 'relabels', 'phases']);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mebibytes = (bytes) => `${Math.round(bytes / 1048576).toLocaleString('en-US')} MiB`;
const milesText = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(2)} mi`);

async function parent() {
  const sizes = (process.env.BENCH_SIZES ?? '1000x150,10000x1500,30000x4500,100000x15000').split(',');
  const repeat = Number(process.env.BENCH_REPEAT ?? 3);
  const highsMax = Number(process.env.BENCH_HIGHS_MAX ?? 10000);
  const here = fileURLToPath(import.meta.url);
  const runs = sizes.map((size) => {
    const [youths, jobs] = size.split('x').map(Number);
    const contenders = ['flow', ...(youths <= highsMax ? ['HiGHS'] : []), 'greedy'];
    return {
      size,
      youths,
      label: `${youths.toLocaleString('en-US')} × ${jobs.toLocaleString('en-US')}`,
      results: Object.fromEntries(contenders.map((name) => [name, []])),
    };
  });
  for (let round = 0; round < repeat; round += 1) {
    for (const run of runs) {
      for (const [contender, results] of Object.entries(run.results)) {
        const output = execFileSync(process.execPath, [...process.execArgv, here, '--child', run.size, contender], {
          encoding: 'utf8',
          maxBuffer: 1 << 24,
        });
        const result = JSON.parse(output.trim().split('\n').at(-1));
        results.push(result);
        const phases = Object.entries(result.phases ?? {})
          .map(([phase, value]) =>
            COUNTS.has(phase) ? `${phase} ${value.toLocaleString('en-US')}` : `${phase} ${seconds(value)}`,
          )
          .join(', ');
        console.log(
          `round ${String(round + 1)} ${run.label} ${contender}: ${seconds(result.ms)} (processor ${seconds(result.cpuMs)}), RSS +${mebibytes(result.grew)} (peak ${mebibytes(result.peak)}), heap after ${result.heap < 0 ? '−' : '+'}${mebibytes(Math.abs(result.heap))}, load ${os.loadavg()[0].toFixed(1)}${phases ? ` (${phases})` : ''}`,
        );
      }
    }
  }

  console.log('\nplacement (budget: 10,000 × 1,500 in ≤ 1 s, 100,000 × 15,000 in ≤ 30 s)');
  let before;
  for (const run of runs) {
    const first = Object.values(run.results)[0][0];
    console.log(`${run.label} (${first.slots.toLocaleString('en-US')} open slots)`);
    for (const [contender, results] of Object.entries(run.results)) {
      const times = results.map((result) => result.ms);
      const grew = results.map((result) => result.grew);
      const growth =
        before && before.results[contender]
          ? ` (×${(median(times) / median(before.results[contender].map((result) => result.ms))).toFixed(1)} for ×${(run.youths / before.youths).toFixed(0)} youths)`
          : '';
      const { summary, solver } = results[0];
      const how = solver
        ? `; ${String(solver.rounds)} rounds, ${solver.columns.toLocaleString('en-US')} pairings, whole: ${String(solver.integral)}`
        : '';
      console.log(
        `  ${contender.padEnd(6)}  time min ${seconds(Math.min(...times))} median ${seconds(median(times))}${growth}; memory min +${mebibytes(Math.min(...grew))} median +${mebibytes(median(grew))}${how}`,
      );
      console.log(
        `          placed ${summary.placed.toLocaleString('en-US')}, mean distance ${milesText(summary.meanDistanceMiles)}, interest matches ${summary.interestMatches.toLocaleString('en-US')}, returning ${summary.returning.toLocaleString('en-US')}`,
      );
    }
    before = run;
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else await parent();
