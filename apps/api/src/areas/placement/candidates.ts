// Which pairings the network is built from, without asking the rules of every youth × job (ADR
// 226). Two indexes do it:
//
// - Rule classes. `eligibility` reads of a job only its organization, program, contract, dates,
//   age limits and clearance need; jobs alike in all of these are one class, asked once per youth
//   (the benchmark city has 12 classes for its 1,500 jobs), and only the classes of the
//   youth's own organization and program are asked at all.
// - A grid of worksites. A pairing's points fall by `perMile` for each mile, so a youth's best jobs
//   are near home; the grid is walked ring by ring outwards, and a ring is left unread once no job
//   in it could beat what is asked (the k-th best so far, or for the pricing a reduced cost below
//   zero). Jobs or homes with no known place are read always.
import {
  at,
  eligibility,
  PLACEMENT_VALUE,
  preferencePoints,
  type PlacementJob,
  type PlacementWeights,
  type PlacementYouth,
} from './model.ts';

/** Costs are whole thousandths of a point: exact for weights with two decimals, and below any score shown. */
export const VALUE_SCALE = 1000;

/** A pairing's worth as the network weighs it: PLACEMENT_VALUE plus its points, in whole thousandths. */
export const pairWorth = (points: number) => Math.round((PLACEMENT_VALUE + points) * VALUE_SCALE);

const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;
/** Distance bounds are shaded by this much, so rounding in the trigonometry never prunes a pairing it should not. */
const SHADE = 1e-9;

export interface CandidateIndex {
  /**
   * Calls `visit(j)` for each allowed job of youth y (rules and exclusions), the unplaced
   * jobs first and then ring by ring outwards while `reach(miles)` says a job that far may count.
   */
  scan: (y: number, reach: (miles: number) => boolean, visit: (j: number) => void) => void;
  /** `preferencePoints` of youth y and job j. */
  points: (y: number, j: number) => number;
  /** The most points any pairing can have before its distance is taken off. */
  bestPoints: number;
  /**
   * The most points youth y can have before distance from a job the scan reads ring by ring: the
   * jobs of the worksite the youth returns to are read before the rings, so only an interest counts.
   */
  bestPointsOf: (y: number) => number;
  perMile: number;
}

/**
 * Jobs alike in everything `eligibility` reads of them, as classes: `markClasses(y, marks)` sets
 * marks[c] = y for each class youth y may join, asking the rules once per class of the youth's own
 * organization and program, and says whether there is any.
 */
export function ruleClasses(youths: readonly PlacementYouth[], jobs: readonly PlacementJob[]) {
  const classOf = new Int32Array(jobs.length);
  const representatives: PlacementJob[] = [];
  const classKey = new Map<string, number>();
  const classesOf = new Map<string, number[]>();
  const classJobs: number[][] = [];
  jobs.forEach((job, j) => {
    const key = [
      job.organizationId,
      job.programId,
      job.contractId,
      job.startDate,
      job.endDate,
      job.minimumAge,
      job.maximumAge,
      job.requiresClearances,
    ].join('|');
    let c = classKey.get(key);
    if (c === undefined) {
      c = representatives.length;
      classKey.set(key, c);
      representatives.push(job);
      classJobs.push([]);
      const group = `${String(job.organizationId)}|${String(job.programId)}`;
      const list = classesOf.get(group) ?? [];
      list.push(c);
      classesOf.set(group, list);
    }
    classOf[j] = c;
    at(classJobs, c).push(j);
  });
  const eligible = eligibility(representatives);
  const markClasses = (y: number, marks: Int32Array) => {
    const youth = at(youths, y);
    let any = false;
    for (const c of classesOf.get(`${String(youth.organizationId)}|${String(youth.programId)}`) ?? []) {
      if (!eligible(youth, at(representatives, c), c)) continue;
      marks[c] = y;
      any = true;
    }
    return any;
  };
  return { classOf, classJobs, classCount: representatives.length, markClasses };
}

export function candidateIndex(
  youths: readonly PlacementYouth[],
  jobs: readonly PlacementJob[],
  weights: PlacementWeights,
  excluded: ReadonlySet<number>,
): CandidateIndex {
  const J = jobs.length;
  const points = preferencePoints(youths, jobs, weights);

  const { classOf, classJobs, classCount, markClasses } = ruleClasses(youths, jobs);
  const allowedClass = new Int32Array(classCount).fill(-1);

  // The grid: about eight sited jobs to a cell.
  const sited: number[] = [];
  const unsited: number[] = [];
  jobs.forEach((job, j) => (job.site === null ? unsited : sited).push(j));
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  let widest = 0;
  for (const j of sited) {
    const site = at(jobs, j).site;
    if (site === null) continue;
    minLat = Math.min(minLat, site.latitude);
    maxLat = Math.max(maxLat, site.latitude);
    minLon = Math.min(minLon, site.longitude);
    maxLon = Math.max(maxLon, site.longitude);
    widest = Math.max(widest, Math.abs(site.latitude));
  }
  const side = Math.max(1, Math.round(Math.sqrt(sited.length / 8)));
  const cellLat = maxLat > minLat ? (maxLat - minLat) / side : 1;
  const cellLon = maxLon > minLon ? (maxLon - minLon) / side : 1;
  const row = (lat: number) => Math.min(side - 1, Math.max(0, Math.floor((lat - minLat) / cellLat)));
  const col = (lon: number) => Math.min(side - 1, Math.max(0, Math.floor((lon - minLon) / cellLon)));
  const cellStart = new Int32Array(side * side + 1);
  for (const j of sited) {
    const site = at(jobs, j).site;
    if (!site) continue;
    const c = row(site.latitude) * side + col(site.longitude) + 1;
    cellStart[c] = (cellStart[c] ?? 0) + 1;
  }
  for (let c = 0; c < side * side; c += 1) cellStart[c + 1] = (cellStart[c + 1] ?? 0) + (cellStart[c] ?? 0);
  const cellJobs = new Int32Array(sited.length);
  const cellFill = cellStart.slice(0, side * side);
  for (const j of sited) {
    const site = at(jobs, j).site;
    if (!site) continue;
    const c = row(site.latitude) * side + col(site.longitude);
    cellJobs[cellFill[c] ?? 0] = j;
    cellFill[c] = (cellFill[c] ?? 0) + 1;
  }

  /**
   * The fewest miles from a home to any cell r rings out: r − 1 whole cells of latitude or of
   * longitude lie between (great-circle distance is at least the latitude's arc, and at least the
   * longitude's arc at the higher latitude of the two).
   */
  const ringMiles = (r: number, latitude: number) => {
    if (r <= 1) return 0;
    const gapLat = (r - 1) * cellLat * RAD;
    const gapLon = (r - 1) * cellLon * RAD;
    const cos = Math.cos(Math.max(widest, Math.abs(latitude)) * RAD);
    const byLat = EARTH_RADIUS_MILES * gapLat;
    const byLon = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, cos * Math.sin(Math.min(Math.PI, gapLon) / 2)));
    return Math.min(byLat, byLon) * (1 - SHADE) - SHADE;
  };

  // The jobs a returning youth may earn the returning points at: read before the rings.
  const returningJobs = new Map<number, number[]>();
  if (weights.returning > 0)
    jobs.forEach((job, j) => {
      if (!job.welcomesReturning || job.site === null) return;
      const list = returningJobs.get(job.worksiteId) ?? [];
      list.push(j);
      returningJobs.set(job.worksiteId, list);
    });
  const readFirst = new Int32Array(J);
  let scans = 0;

  const visitIf = (y: number, j: number, visit: (j: number) => void) => {
    if (allowedClass[classOf[j] ?? 0] !== y || readFirst[j] === scans) return;
    if (excluded.size > 0 && excluded.has(y * J + j)) return;
    visit(j);
  };

  const scan: CandidateIndex['scan'] = (y, reach, visit) => {
    scans += 1;
    if (!markClasses(y, allowedClass)) return;
    const home = at(youths, y).home;
    if (home === null || weights.perMile <= 0 || sited.length === 0) {
      // Distance takes nothing off: every allowed job is a candidate.
      for (let c = 0; c < classJobs.length; c += 1)
        if (allowedClass[c] === y) for (const j of at(classJobs, c)) visitIf(y, j, visit);
      return;
    }
    for (const j of unsited) visitIf(y, j, visit);
    const back = at(youths, y).returningToWorksiteId;
    const again = back === null ? undefined : returningJobs.get(back);
    if (again)
      for (const j of again) {
        visitIf(y, j, visit);
        readFirst[j] = scans;
      }
    const r0 = row(home.latitude);
    const c0 = col(home.longitude);
    for (let r = 0; r < side + 1; r += 1) {
      if (!reach(ringMiles(r, home.latitude))) break;
      for (let i = r0 - r; i <= r0 + r; i += 1) {
        if (i < 0 || i >= side) continue;
        const edge = i === r0 - r || i === r0 + r;
        for (let k = c0 - r; k <= c0 + r; k += edge ? 1 : 2 * r) {
          if (k >= 0 && k < side) {
            const cell = i * side + k;
            for (let s = cellStart[cell] ?? 0; s < (cellStart[cell + 1] ?? 0); s += 1)
              visitIf(y, cellJobs[s] ?? 0, visit);
          }
          if (r === 0) break;
        }
      }
    }
  };

  return {
    scan,
    points,
    bestPoints: Math.max(0, weights.interest) + Math.max(0, weights.returning),
    bestPointsOf: (y) => (at(youths, y).interests.length > 0 ? Math.max(0, weights.interest) : 0),
    perMile: weights.perMile,
  };
}
