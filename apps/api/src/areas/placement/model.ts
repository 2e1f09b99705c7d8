// The placement's rules, pure: which participant may take which job (hard rules) and how much a
// pairing is worth (weighted preferences). The solver (solve.ts) and the greedy baseline use the
// same two functions, so a proposal and its comparison are judged alike, and every pairing can say
// why (issue 30, ADR 211).

/** ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

export interface Point {
  latitude: number;
  longitude: number;
}

/** A recruited or awaiting-assignment participant, as the placement sees them. */
export interface PlacementYouth {
  id: number;
  organizationId: number;
  programId: number;
  /** The contract the participant was recruited to (Recruit/Release); null when any of the organization's. */
  contractId: number | null;
  birthDate: IsoDate;
  /** When the application was made: the greedy baseline's order, first come first placed. */
  appliedOn: IsoDate;
  availableFrom: IsoDate;
  availableTo: IsoDate;
  /** Sector names the participant said they are interested in. */
  interests: readonly string[];
  /** The zip centroid of the participant's address; null when the zip is unknown. */
  home: Point | null;
  /**
   * Last day the work permit is valid; null when none is on file (allowed, as the job assignment
   * allows it, and named as a paper to collect). One that lapsed before today is the loader's
   * '0001-01-01': the job assignment checks papers on its first day or today, the later.
   */
  workPermitValidThrough: IsoDate | null;
  /** Last day all three clearances are valid; null unless all three are on file. */
  clearancesValidThrough: IsoDate | null;
  /**
   * The first day any clearance on file lapses (null when none is on file; '0001-01-01' when one
   * lapsed before today): the job assignment refuses an adult whose clearance on file has lapsed
   * by the assignment's first day, whether or not the job asks for clearances (ADR 065).
   */
  clearancesLapseOn: IsoDate | null;
  /** Last year's worksite, when the participant asked to return to it. */
  returningToWorksiteId: number | null;
  /** Jobs the participant already holds, for the no-two-jobs-at-once rule. */
  heldJobs: readonly { startDate: IsoDate; endDate: IsoDate }[];
}

/** An approved job on an active contract with at least one open slot. */
export interface PlacementJob {
  id: number;
  worksiteId: number;
  organizationId: number;
  programId: number;
  contractId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Youngest age allowed, on the pairing's first day (startOf). */
  minimumAge: number;
  /** Oldest age allowed, on the pairing's first day (the job-assignment operation's rule). */
  maximumAge: number;
  sector: string | null;
  /** The job needs valid clearances for its whole length. */
  requiresClearances: boolean;
  /** The worksite's zip centroid; null when the zip is unknown. */
  site: Point | null;
  /** Capacity less the workers already assigned. */
  openSlots: number;
  /** The worksite wants its returning participants back. */
  welcomesReturning: boolean;
}

/** How much each preference counts, per enrollment program. */
export interface PlacementWeights {
  /** Points when the job's sector is one of the participant's interests. */
  interest: number;
  /** Points taken off per mile between home and worksite. */
  perMile: number;
  /** Points for a returning participant placed back at last year's worksite, when it wants them. */
  returning: number;
  /** Points for each placement in the first half of a worksite's open slots (spreads youths out). */
  balance: number;
}

export const DEFAULT_WEIGHTS: PlacementWeights = { interest: 30, perMile: 2, returning: 40, balance: 10 };

/** Worth of placing anyone at all: above any sum of preferences, so the most youths are placed first. */
export const PLACEMENT_VALUE = 10_000;

/** Under-18s need a work permit (PA Child Labor Act); the clearance tracker holds the expiry. */
export const WORK_PERMIT_BELOW_AGE = 18;

/** The element at an index the solver built itself; a missing one is a bug, said out loud. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`placement: no element at ${String(index)}`);
  return item;
}

/**
 * The pairing's first day, as the accepted assignment will have it: the job's start, or the day the
 * participant is available from, the later. Age and papers are judged on it, as the job assignment
 * judges them.
 */
export const startOf = (youth: PlacementYouth, job: PlacementJob): IsoDate =>
  youth.availableFrom > job.startDate ? youth.availableFrom : job.startDate;

/** Whole years from `birthDate` to `on`. */
export function ageOn(birthDate: IsoDate, on: IsoDate): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const overlaps = (aFrom: IsoDate, aTo: IsoDate, bFrom: IsoDate, bTo: IsoDate) => aFrom <= bTo && bFrom <= aTo;

/** The hard rules a pairing breaks, in words a case worker reads; empty when the pairing is allowed. */
export function brokenRules(youth: PlacementYouth, job: PlacementJob): string[] {
  const broken: string[] = [];
  if (youth.organizationId !== job.organizationId) broken.push('another organization');
  if (youth.programId !== job.programId) broken.push('another program');
  if (youth.contractId !== null && youth.contractId !== job.contractId) broken.push('recruited to another contract');
  const start = startOf(youth, job);
  const age = ageOn(youth.birthDate, start);
  if (age < job.minimumAge) broken.push(`under the minimum age of ${String(job.minimumAge)} on ${start}`);
  if (age > job.maximumAge) broken.push(`over the maximum age of ${String(job.maximumAge)} on ${start}`);
  if (age < WORK_PERMIT_BELOW_AGE) {
    if (youth.workPermitValidThrough !== null && youth.workPermitValidThrough < start)
      broken.push('the work permit lapses before the job starts');
  } else if (youth.clearancesLapseOn !== null && youth.clearancesLapseOn < start) {
    broken.push('clearances on file lapse before the job starts');
  }
  if (job.requiresClearances && (youth.clearancesValidThrough === null || youth.clearancesValidThrough < job.endDate))
    broken.push(youth.clearancesValidThrough === null ? 'no clearances' : 'clearances expire before the job ends');
  if (!overlaps(youth.availableFrom, youth.availableTo, job.startDate, job.endDate)) broken.push('not available then');
  if (youth.heldJobs.some((held) => overlaps(held.startDate, held.endDate, job.startDate, job.endDate)))
    broken.push('already in a job at that time');
  return broken;
}

/** The same date `years` earlier, as ISO text (29 February falls back to the 28th). */
function yearsBefore(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = date.split('-') as [string, string, string];
  const year = String(Number(y) - years).padStart(4, '0');
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  return `${year}-${m}-${m === '02' && d === '29' && !leap(Number(year)) ? '28' : d}`;
}

/**
 * `brokenRules(youth, job).length === 0`, asked millions of times by the solver: the job's dates
 * and age limits are turned into text bounds once, so each question is a handful of string
 * comparisons. The unit tests hold the two to the same answers.
 */
export function eligibility(jobs: readonly PlacementJob[]) {
  const bounds = jobs.map((job) => ({
    // Born on or before this date: old enough on the start date.
    oldEnough: yearsBefore(job.startDate, job.minimumAge),
    // Born after this date: not yet maximumAge + 1 on the start date.
    tooOldOnOrBefore: yearsBefore(job.startDate, job.maximumAge + 1),
    // Born after this date: under WORK_PERMIT_BELOW_AGE on the start date.
    minorAfter: yearsBefore(job.startDate, WORK_PERMIT_BELOW_AGE),
  }));
  return (youth: PlacementYouth, job: PlacementJob, index: number) => {
    const bound = bounds[index];
    if (bound === undefined) return false;
    // A youth available only after the job starts starts later, and is judged on that day: rare,
    // so its bounds are worked out on the spot.
    const start = startOf(youth, job);
    const on =
      start === job.startDate
        ? bound
        : {
            oldEnough: yearsBefore(start, job.minimumAge),
            tooOldOnOrBefore: yearsBefore(start, job.maximumAge + 1),
            minorAfter: yearsBefore(start, WORK_PERMIT_BELOW_AGE),
          };
    const minor = youth.birthDate > on.minorAfter;
    return (
      youth.organizationId === job.organizationId &&
      youth.programId === job.programId &&
      (youth.contractId === null || youth.contractId === job.contractId) &&
      youth.birthDate <= on.oldEnough &&
      youth.birthDate > on.tooOldOnOrBefore &&
      (minor
        ? youth.workPermitValidThrough === null || youth.workPermitValidThrough >= start
        : youth.clearancesLapseOn === null || youth.clearancesLapseOn >= start) &&
      (!job.requiresClearances ||
        (youth.clearancesValidThrough !== null && youth.clearancesValidThrough >= job.endDate)) &&
      youth.availableFrom <= job.endDate &&
      job.startDate <= youth.availableTo &&
      !youth.heldJobs.some((held) => held.startDate <= job.endDate && job.startDate <= held.endDate)
    );
  };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles; null when either place is unknown. */
export function miles(a: Point | null, b: Point | null): number | null {
  if (a === null || b === null) return null;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What a pairing is worth and which preferences made it so. */
export interface PairValue {
  /** Preference points, without PLACEMENT_VALUE and without the worksite balance bonus. */
  points: number;
  distanceMiles: number | null;
  interestMatch: boolean;
  returning: boolean;
}

export function pairValue(youth: PlacementYouth, job: PlacementJob, weights: PlacementWeights): PairValue {
  const interestMatch = job.sector !== null && youth.interests.includes(job.sector);
  const returning = job.welcomesReturning && youth.returningToWorksiteId === job.worksiteId;
  const distanceMiles = miles(youth.home, job.site);
  const points =
    (interestMatch ? weights.interest : 0) +
    (returning ? weights.returning : 0) -
    (distanceMiles === null ? 0 : weights.perMile * distanceMiles);
  return { points, distanceMiles, interestMatch, returning };
}

/**
 * `pairValue(...).points` for every pairing of a request, asked millions of times by the solver:
 * radians, cosines and interest sets are worked out once per youth and per job. The unit tests hold
 * the two to the same answers.
 */
export function preferencePoints(
  youths: readonly PlacementYouth[],
  jobs: readonly PlacementJob[],
  weights: PlacementWeights,
) {
  const rad = Math.PI / 180;
  // Places as radians and cosines (NaN when unknown), sectors as numbers, interests as a table.
  const J = jobs.length;
  const Y = youths.length;
  const siteLat = new Float64Array(J);
  const siteLon = new Float64Array(J);
  const siteCos = new Float64Array(J);
  const sector = new Int32Array(J);
  const returnsTo = new Float64Array(J);
  const sectorIndex = new Map<string, number>();
  jobs.forEach((job, j) => {
    siteLat[j] = job.site === null ? NaN : job.site.latitude * rad;
    siteLon[j] = job.site === null ? NaN : job.site.longitude * rad;
    siteCos[j] = job.site === null ? NaN : Math.cos(job.site.latitude * rad);
    let s = -1;
    if (job.sector !== null) {
      s = sectorIndex.get(job.sector) ?? sectorIndex.size;
      sectorIndex.set(job.sector, s);
    }
    sector[j] = s;
    // The worksite a returning youth must name for the returning points; NaN when it does not want them.
    returnsTo[j] = job.welcomesReturning ? job.worksiteId : NaN;
  });
  const S = sectorIndex.size;
  const homeLat = new Float64Array(Y);
  const homeLon = new Float64Array(Y);
  const homeCos = new Float64Array(Y);
  const returning = new Float64Array(Y);
  const interested = new Uint8Array(Y * S);
  youths.forEach((youth, y) => {
    homeLat[y] = youth.home === null ? NaN : youth.home.latitude * rad;
    homeLon[y] = youth.home === null ? NaN : youth.home.longitude * rad;
    homeCos[y] = youth.home === null ? NaN : Math.cos(youth.home.latitude * rad);
    returning[y] = youth.returningToWorksiteId ?? NaN;
    for (const interest of youth.interests) {
      const s = sectorIndex.get(interest);
      if (s !== undefined) interested[y * S + s] = 1;
    }
  });
  const { interest, returning: back, perMile } = weights;
  return (y: number, j: number) => {
    if (y < 0 || y >= Y || j < 0 || j >= J) throw new Error(`placement: no pairing ${String(y)}, ${String(j)}`);
    let points = 0;
    const s = sector[j] ?? -1;
    if (s !== -1 && interested[y * S + s] === 1) points += interest;
    if (returnsTo[j] === returning[y]) points += back;
    const hLat = homeLat[y] ?? NaN;
    const sLat = siteLat[j] ?? NaN;
    if (hLat === hLat && sLat === sLat) {
      const h =
        Math.sin((sLat - hLat) / 2) ** 2 +
        (homeCos[y] ?? 0) * (siteCos[j] ?? 0) * Math.sin(((siteLon[j] ?? 0) - (homeLon[y] ?? 0)) / 2) ** 2;
      points -= perMile * 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
    }
    return points;
  };
}

/**
 * The papers of an allowed pairing that are not on file yet. The job assignment does not refuse a
 * paper the enrollment review has still to collect (ADR 065), so neither does the placement; the
 * proposal names it, for staff to collect before the first day.
 */
export function papersToCollect(youth: PlacementYouth, job: PlacementJob): string[] {
  if (ageOn(youth.birthDate, startOf(youth, job)) < WORK_PERMIT_BELOW_AGE)
    return youth.workPermitValidThrough === null ? ['work permit to collect before the first day'] : [];
  return youth.clearancesValidThrough === null ? ['clearances to collect before the first day'] : [];
}

/** Why a pairing was proposed: the rules met, the preferences that won and the papers to collect. */
export function reasons(value: PairValue, pinned: boolean, toCollect: readonly string[] = []): string[] {
  const why = ['meets every hard rule (age, permit, clearances, organization, program, contract, dates)'];
  if (pinned) why.push('pinned by staff');
  if (value.returning) why.push('returns to last year’s worksite');
  if (value.interestMatch) why.push('the job’s sector is one of their interests');
  if (value.distanceMiles !== null) why.push(`${value.distanceMiles.toFixed(1)} miles from home`);
  why.push(...toCollect);
  return why;
}
