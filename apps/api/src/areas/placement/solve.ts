// The placement as a min-cost flow (ADR 226, in place of ADR 211's linear programme), and the
// greedy baseline staff compare it with.
//
// Youths → jobs → worksites → back to a hub: a youth places at most once, a job takes at most its
// open slots, and a worksite earns `weights.balance` for each of the first half of its slots (a
// concave reward: two parallel arcs, the bonus one first). Nothing forces flow, so a youth the
// rules or the competition leave out simply stays out. A pin is taken out before the solve: its
// youth is gone, its job has a slot less and its worksite a bonus unit less, which is what the
// programme's lower bound of one did.
//
// The network is built from each youth's best `candidatesPerYouth` allowed jobs (candidates.ts
// finds them without reading every pairing), solved (flow.ts, cost scaling), and priced: the
// allowed pairings left out whose reduced cost under the flow's potentials is below −1 (scaled; the
// flow is 1-optimal) are added, a youth's furthest below first, and the flow is solved again from
// where it stands, until none is left. The answer is then optimal over every allowed pairing, not
// just those built. HiGHS (solve-highs.ts) answers the same question in the tests, to the same
// objective.
import {
  at,
  brokenRules,
  DEFAULT_WEIGHTS,
  eligibility,
  pairValue,
  papersToCollect,
  reasons,
  type PairValue,
  type PlacementJob,
  type PlacementWeights,
  type PlacementYouth,
} from './model.ts';
import { candidateIndex, pairWorth, ruleClasses, VALUE_SCALE } from './candidates.ts';
import { PlacementFlow } from './flow.ts';

export type SolverName = 'min-cost flow' | 'HiGHS';

export interface PairRef {
  youthId: number;
  jobId: number;
}

export interface PlacementRequest {
  youths: readonly PlacementYouth[];
  jobs: readonly PlacementJob[];
  weights?: PlacementWeights;
  /** Pairings staff fixed: proposed whatever the preferences say, or refused with the rule broken. */
  pins?: readonly PairRef[];
  /** Pairings staff ruled out. */
  exclusions?: readonly PairRef[];
  /** Jobs per youth in the first round (defaults: the fastest on the benchmark set); later rounds add what the duals ask for. */
  candidatesPerYouth?: number;
}

export interface ProposedPair extends PairRef {
  worksiteId: number;
  /** Preference points of the pairing (distance, interest, returning), rounded to a tenth. */
  score: number;
  distanceMiles: number | null;
  interestMatch: boolean;
  returning: boolean;
  pinned: boolean;
  reasons: string[];
}

export interface PlacementSummary {
  placed: number;
  /** Mean home-to-worksite distance over the placed youths whose both zips are known. */
  meanDistanceMiles: number | null;
  interestMatches: number;
  returning: number;
}

export interface PlacementProposal {
  pairs: ProposedPair[];
  summary: PlacementSummary;
  baseline: { pairs: ProposedPair[]; summary: PlacementSummary };
  /**
   * Which solver answered; its `rounds` of pricing, the pairings (`columns`) it was built from, and
   * whether its answer was whole without a second, integer solve.
   */
  solver: { name: SolverName; rounds: number; columns: number; integral: boolean };
}

/** A pin or request the rules refuse; the message says which pairing and why. */
export class PlacementError extends Error {}

export const key = (youthId: number, jobId: number) => `${String(youthId)}:${String(jobId)}`;

/** Whether a youth may take a job (by their indexes in the request): the hard rules and staff's exclusions. */
export function allowedPairs(request: PlacementRequest, jobs: readonly PlacementJob[]) {
  const excluded = new Set((request.exclusions ?? []).map((pair) => key(pair.youthId, pair.jobId)));
  const eligible = eligibility(jobs);
  return (youth: PlacementYouth, j: number) => {
    const job = jobs[j];
    return (
      job !== undefined &&
      job.openSlots > 0 &&
      eligible(youth, job, j) &&
      (excluded.size === 0 || !excluded.has(key(youth.id, job.id)))
    );
  };
}

export function summarize(pairs: readonly ProposedPair[]): PlacementSummary {
  const distances = pairs.flatMap((pair) => (pair.distanceMiles === null ? [] : [pair.distanceMiles]));
  return {
    placed: pairs.length,
    meanDistanceMiles:
      distances.length === 0 ? null : distances.reduce((sum, distance) => sum + distance, 0) / distances.length,
    interestMatches: pairs.filter((pair) => pair.interestMatch).length,
    returning: pairs.filter((pair) => pair.returning).length,
  };
}

export function proposed(youth: PlacementYouth, job: PlacementJob, value: PairValue, pinned: boolean): ProposedPair {
  return {
    youthId: youth.id,
    jobId: job.id,
    worksiteId: job.worksiteId,
    score: Math.round(value.points * 10) / 10,
    distanceMiles: value.distanceMiles === null ? null : Math.round(value.distanceMiles * 10) / 10,
    interestMatch: value.interestMatch,
    returning: value.returning,
    pinned,
    reasons: reasons(value, pinned, papersToCollect(youth, job)),
  };
}

/**
 * First fit by application date: each youth, oldest application first, takes the first job (by id)
 * that allows them and has room. Jobs are read by rule class: a class's first job with room only
 * moves forward, so each youth asks a few classes rather than every job.
 */
export function greedyPlacement(request: PlacementRequest): PlacementProposal['baseline'] {
  const weights = request.weights ?? DEFAULT_WEIGHTS;
  const jobs = request.jobs.filter((job) => job.openSlots > 0).sort((a, b) => a.id - b.id);
  const youths = [...request.youths].sort((a, b) => a.appliedOn.localeCompare(b.appliedOn) || a.id - b.id);
  const excluded = new Set((request.exclusions ?? []).map((pair) => key(pair.youthId, pair.jobId)));
  const { classJobs, classCount, markClasses } = ruleClasses(youths, jobs);
  const marks = new Int32Array(classCount).fill(-1);
  const left = Int32Array.from(jobs, (job) => job.openSlots);
  // Per class, the first of its jobs (ascending ids) that may still have room.
  const firstOpen = new Int32Array(classCount);
  const pairs: ProposedPair[] = [];
  youths.forEach((youth, y) => {
    if (!markClasses(y, marks)) return;
    let chosen = -1;
    for (let c = 0; c < classCount; c += 1) {
      if (marks[c] !== y) continue;
      const list = at(classJobs, c);
      while ((firstOpen[c] ?? 0) < list.length && (left[at(list, firstOpen[c] ?? 0)] ?? 0) === 0)
        firstOpen[c] = (firstOpen[c] ?? 0) + 1;
      for (let s = firstOpen[c] ?? 0; s < list.length; s += 1) {
        const j = at(list, s);
        // Job indexes ascend with ids, so a later one cannot beat the one in hand.
        if (chosen !== -1 && j > chosen) break;
        if ((left[j] ?? 0) === 0 || (excluded.size > 0 && excluded.has(key(youth.id, at(jobs, j).id)))) continue;
        chosen = j;
        break;
      }
    }
    if (chosen === -1) return;
    left[chosen] = (left[chosen] ?? 0) - 1;
    const job = at(jobs, chosen);
    pairs.push(proposed(youth, job, pairValue(youth, job, weights), false));
  });
  return { pairs, summary: summarize(pairs) };
}

/**
 * First-round jobs per youth (and the most pairings a youth gains in one pricing round): of 8, 12,
 * 16, 24, 32 and 48, the fastest on the 10,000 × 1,500 benchmark city, and within a tenth of the
 * fastest at 30,000 × 4,500.
 */
const CANDIDATES_PER_YOUTH = 16;

/** The best placement under the hard rules, the pins and the weights, with the greedy baseline beside it. */
export async function proposePlacement(
  request: PlacementRequest,
  phases?: PlacementPhases,
): Promise<PlacementProposal> {
  // The solve is synchronous now; the promise stays, as callers (and HiGHS's loader) await one.
  await Promise.resolve();
  return solvePlacement(request, phases);
}

/**
 * Milliseconds spent in each phase of a solve, added up over its rounds, and the flow's work as
 * counts (`pushes`, `relabels`, `phases`): for `bench:placement`.
 */
export type PlacementPhases = Record<string, number>;

function solvePlacement(request: PlacementRequest, phases?: PlacementPhases): PlacementProposal {
  let clock = performance.now();
  const mark = (phase: string) => {
    if (!phases) return;
    const now = performance.now();
    phases[phase] = (phases[phase] ?? 0) + now - clock;
    clock = now;
  };
  const weights = request.weights ?? DEFAULT_WEIGHTS;
  const perYouth = Math.max(1, request.candidatesPerYouth ?? CANDIDATES_PER_YOUTH);
  // Ordered by id, so the same youths and jobs give the same answer in whatever order they came.
  const youths = [...request.youths].sort((a, b) => a.id - b.id);
  const jobs = request.jobs.filter((job) => job.openSlots > 0).sort((a, b) => a.id - b.id);
  const Y = youths.length;
  const J = jobs.length;
  const youthIndex = new Map(youths.map((youth, index) => [youth.id, index]));
  const jobIndex = new Map(jobs.map((job, index) => [job.id, index]));

  // Pins first: each must be allowed; then together they must fit (one job a youth, slots a job).
  const pins: { y: number; j: number }[] = [];
  const pinnedTo = new Int32Array(Y).fill(-1);
  for (const pin of request.pins ?? []) {
    const y = youthIndex.get(pin.youthId);
    const j = jobIndex.get(pin.jobId);
    if (y === undefined) throw new PlacementError(`Participant ${String(pin.youthId)} is not waiting for a job.`);
    if (j === undefined) throw new PlacementError(`Job ${String(pin.jobId)} has no open slot.`);
    const youth = at(youths, y);
    const job = at(jobs, j);
    const broken = brokenRules(youth, job);
    if (broken.length > 0)
      throw new PlacementError(
        `Participant ${String(youth.id)} cannot be pinned to job ${String(job.id)}: ${broken.join(', ')}.`,
      );
    if (pins.some((other) => other.y === y && other.j === j)) continue;
    pins.push({ y, j });
  }
  const pinnedAt = new Int32Array(J);
  for (const { y, j } of pins) {
    pinnedAt[j] = (pinnedAt[j] ?? 0) + 1;
    if (pinnedTo[y] !== -1 || (pinnedAt[j] ?? 0) > at(jobs, j).openSlots)
      throw new PlacementError('The pins cannot all hold: a participant or a job is pinned more than it can take.');
    pinnedTo[y] = j;
  }

  if (Y === 0 || J === 0) {
    return {
      pairs: [],
      summary: summarize([]),
      baseline: greedyPlacement(request),
      solver: { name: 'min-cost flow', rounds: 0, columns: 0, integral: true },
    };
  }

  const worksiteIndex = new Map<number, number>();
  const jobWorksite = Int32Array.from(jobs, (job) => {
    let w = worksiteIndex.get(job.worksiteId);
    if (w === undefined) {
      w = worksiteIndex.size;
      worksiteIndex.set(job.worksiteId, w);
    }
    return w;
  });
  const W = worksiteIndex.size;
  const siteSlots = new Int32Array(W);
  const sitePinned = new Int32Array(W);
  jobs.forEach((job, j) => {
    const w = jobWorksite[j] ?? 0;
    siteSlots[w] = (siteSlots[w] ?? 0) + job.openSlots;
    sitePinned[w] = (sitePinned[w] ?? 0) + (pinnedAt[j] ?? 0);
  });
  // The pins take their worksite's first bonus units, as the concave reward gives them to anyone first.
  const bonusCap = Int32Array.from(siteSlots, (slots, w) => Math.max(0, Math.ceil(slots / 2) - (sitePinned[w] ?? 0)));
  const jobSlots = Int32Array.from(jobs, (job, j) => job.openSlots - (pinnedAt[j] ?? 0));

  const excluded = new Set<number>();
  for (const pair of request.exclusions ?? []) {
    const y = youthIndex.get(pair.youthId);
    const j = jobIndex.get(pair.jobId);
    if (y !== undefined && j !== undefined) excluded.add(y * J + j);
  }
  const index = candidateIndex(youths, jobs, weights, excluded);

  // Round one: each youth's best `perYouth` allowed jobs (points, then the lower job index). Jobs
  // read are kept unsorted in two typed buffers and cut back to the best `perYouth` only when twice
  // as many pile up, so the scan makes no garbage.
  const room = 2 * perYouth;
  const heldJob = new Int32Array(room);
  const heldPoints = new Float64Array(room);
  const order: number[] = [];
  const chosen: number[][] = youths.map((_, y) => {
    if (pinnedTo[y] !== -1) return [];
    let held = 0;
    let worst = -Infinity;
    const reachable = index.bestPointsOf(y);
    const cut = () => {
      order.length = 0;
      for (let i = 0; i < held; i += 1) order.push(i);
      order.sort((a, b) => (heldPoints[b] ?? 0) - (heldPoints[a] ?? 0) || (heldJob[a] ?? 0) - (heldJob[b] ?? 0));
      const keep = Math.min(held, perYouth);
      const jobsKept = order.slice(0, keep).map((i) => heldJob[i] ?? 0);
      const pointsKept = order.slice(0, keep).map((i) => heldPoints[i] ?? 0);
      heldJob.set(jobsKept);
      heldPoints.set(pointsKept);
      held = keep;
      worst = keep === perYouth ? (heldPoints[keep - 1] ?? -Infinity) : -Infinity;
    };
    index.scan(
      y,
      (miles) => held < perYouth || reachable - index.perMile * miles >= worst,
      (j) => {
        const points = index.points(y, j);
        if (points < worst) return;
        heldJob[held] = j;
        heldPoints[held] = points;
        held += 1;
        if (held === room) cut();
        else if (held === perYouth) {
          worst = Infinity;
          for (let i = 0; i < held; i += 1) worst = Math.min(worst, heldPoints[i] ?? 0);
        }
      },
    );
    cut();
    return Array.from(heldJob.subarray(0, held)).sort((a, b) => a - b);
  });

  const bonus = Math.round(Math.max(0, weights.balance) * VALUE_SCALE);
  const worth = (y: number, j: number) => pairWorth(index.points(y, j));
  mark('candidates');
  const flow = new PlacementFlow(
    { youths: Y, jobs: J, worksites: W, jobSlots, jobWorksite, bonusCap, bonus },
    chosen,
    worth,
  );
  mark('solve');
  const inNetwork = new Int32Array(J).fill(-1);
  const { scale, potential } = flow;
  const most = pairWorth(index.bestPoints) * scale;
  let rounds = 1;
  for (;;) {
    // Pricing: a pairing left out pays when its scaled reduced cost is below −1 (the flow is
    // 1-optimal for every arc it has), that is when its worth × scale exceeds the youth's potential
    // less the job's, plus one. Distance bounds the worth, so a youth's scan stops at the ring where
    // even the best points could not pay against the highest job potential.
    let highestJob = -Infinity;
    for (let j = 0; j < J; j += 1) highestJob = Math.max(highestJob, potential[Y + j] ?? 0);
    let added = 0;
    const extra = chosen.map((list, y) => {
      if (pinnedTo[y] !== -1 || list.length === 0) return [];
      for (const j of list) inNetwork[j] = y;
      const own = (potential[y] ?? 0) + 1;
      const reachable = index.bestPointsOf(y);
      // The youth's `perYouth` pairings furthest below zero (then the lower job index): a youth
      // left out may find every free job in the city below zero, and a few of them are enough.
      let found: { j: number; gain: number }[] = [];
      const cut = () => {
        found.sort((a, b) => b.gain - a.gain || a.j - b.j);
        found = found.slice(0, perYouth);
      };
      index.scan(
        y,
        (miles) => pairWorth(reachable - index.perMile * miles) * scale > own - highestJob,
        (j) => {
          // The worth needed, against the most any pairing is worth: most jobs fail it unread.
          const needed = own - (potential[Y + j] ?? 0);
          if (inNetwork[j] === y || needed >= most) return;
          const gain = pairWorth(index.points(y, j)) * scale - needed;
          if (gain <= 0) return;
          found.push({ j, gain });
          if (found.length >= 2 * perYouth) cut();
        },
      );
      cut();
      const more = found.map((entry) => entry.j);
      added += more.length;
      list.push(...more);
      return more;
    });
    mark('pricing');
    if (added === 0) break;
    rounds += 1;
    flow.extend(extra, worth);
    mark('solve');
  }

  const pairs = pins.map(({ y, j }) => {
    const youth = at(youths, y);
    const job = at(jobs, j);
    return proposed(youth, job, pairValue(youth, job, weights), true);
  });
  flow.jobOf.forEach((j, y) => {
    if (j === -1) return;
    const youth = at(youths, y);
    const job = at(jobs, j);
    pairs.push(proposed(youth, job, pairValue(youth, job, weights), false));
  });
  mark('answer');
  if (phases) {
    phases.pushes = flow.pushes;
    phases.relabels = flow.relabels;
    phases.phases = flow.phases;
  }
  const baseline = greedyPlacement(request);
  mark('baseline');
  return {
    pairs,
    summary: summarize(pairs),
    baseline,
    solver: { name: 'min-cost flow', rounds, columns: flow.pairings + pins.length, integral: true },
  };
}
