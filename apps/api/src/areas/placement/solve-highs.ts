// The placement as a linear programme solved by HiGHS (ADR 211): no longer the production path
// (the min-cost flow of solve.ts is, ADR 226), but the independent answer the tests hold it to and
// a contender of `bench:placement`. Pairings are worth what the network makes them (`pairWorth`, in
// whole thousandths), so the two optima are the same number.
//
// The linear programme: one column per allowed (youth, job) pairing, x ≤ 1, worth PLACEMENT_VALUE
// plus its preference points; a row per youth (at most one job), per job (at most its open slots)
// and per worksite (placements there, less a balance column worth `weights.balance` for each of
// the first half of the worksite's slots). Job rows nest inside worksite rows, so each side of the
// bipartite graph is a laminar family and the matrix is totally unimodular: the simplex's vertex
// optimum is whole. It is checked, and a fractional answer is solved again as a MIP.
//
// A city's every pairing (10,000 × 1,500) is too many columns to hand a solver at once, so the
// columns come in rounds (column generation): the best `candidatesPerYouth` jobs of each youth
// first, then every allowed pairing whose reduced cost under the round's duals is positive, until
// none is. When no left-out pairing could improve the objective the answer is optimal for the whole
// problem, not just for the pairings first tried.
import loadHighs from 'highs';
import { pairWorth, VALUE_SCALE } from './candidates.ts';
import {
  at,
  brokenRules,
  DEFAULT_WEIGHTS,
  preferencePoints,
  pairValue,
  PLACEMENT_VALUE,
  type PlacementJob,
  type PlacementWeights,
} from './model.ts';
import {
  allowedPairs,
  greedyPlacement,
  PlacementError,
  proposed,
  summarize,
  type PlacementProposal,
  type PlacementRequest,
} from './solve.ts';

/**
 * Pairings within this many points of entering are added with those that would enter now: the
 * next duals often make them worth it, and a column costs less than another round of pricing.
 */
const NEAR = 2;

interface Column {
  youth: number;
  job: number;
  /** Preference points (pairValue's), without PLACEMENT_VALUE. */
  points: number;
  pinned: boolean;
}

type Highs = Awaited<ReturnType<typeof loadHighs>>;
let highsLoaded: Promise<Highs> | undefined;
/** The WebAssembly module is compiled once per process. */
const highs = () => (highsLoaded ??= loadHighs());

/** The same proposal by HiGHS: the cross-check of the tests and a contender of the benchmark. */
export async function proposePlacementHighs(request: PlacementRequest): Promise<PlacementProposal> {
  const weights = request.weights ?? DEFAULT_WEIGHTS;
  const perYouth = request.candidatesPerYouth ?? 12;
  const youths = request.youths;
  const jobs = request.jobs.filter((job) => job.openSlots > 0);
  const allowed = allowedPairs(request, jobs);
  const exact = preferencePoints(youths, jobs, weights);
  const points = (y: number, j: number) => pairWorth(exact(y, j)) / VALUE_SCALE - PLACEMENT_VALUE;
  const youthIndex = new Map(youths.map((youth, index) => [youth.id, index]));
  const jobIndex = new Map(jobs.map((job, index) => [job.id, index]));
  const worksites = [...new Set(jobs.map((job) => job.worksiteId))];
  const worksiteIndex = new Map(worksites.map((id, index) => [id, index]));
  const slotsAt = new Map<number, number>();
  for (const job of jobs) slotsAt.set(job.worksiteId, (slotsAt.get(job.worksiteId) ?? 0) + job.openSlots);
  const worksiteSlots = worksites.map((id) => slotsAt.get(id) ?? 0);
  const worksiteRows = Int32Array.from(
    jobs,
    (job) => youths.length + jobs.length + (worksiteIndex.get(job.worksiteId) ?? 0),
  );
  const layout = {
    youthRows: youths.length,
    jobRow: (j: number) => youths.length + j,
    worksiteRow: (j: number) => worksiteRows[j] ?? 0,
    rows: youths.length + jobs.length + worksites.length,
  };

  // Pins first: each must be allowed, and they are columns from the first round, fixed at one.
  const columns: Column[] = [];
  // One byte per possible pairing (15 MB for 10,000 × 1,500): whether it is a column already.
  const inModel = new Uint8Array(youths.length * jobs.length);
  const cell = (y: number, j: number) => y * jobs.length + j;
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
    if (inModel[cell(y, j)] === 1) continue;
    inModel[cell(y, j)] = 1;
    columns.push({ youth: y, job: j, points: points(y, j), pinned: true });
  }

  // Nobody to place or nowhere to place them: nothing to solve (HiGHS calls an empty model no optimum).
  if (youths.length === 0 || jobs.length === 0) {
    return {
      pairs: [],
      summary: summarize([]),
      baseline: greedyPlacement(request),
      solver: { name: 'HiGHS', rounds: 0, columns: 0, integral: true },
    };
  }

  // Round one: each youth's best `perYouth` allowed jobs, kept in a short list sorted best first.
  youths.forEach((youth, y) => {
    const best: Column[] = [];
    for (let j = 0; j < jobs.length; j += 1) {
      const value = points(y, j);
      if (best.length === perYouth && value <= (best[best.length - 1]?.points ?? -Infinity)) continue;
      if (inModel[cell(y, j)] === 1 || !allowed(youth, j)) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1]?.points ?? 0) < value) at -= 1;
      best.splice(at, 0, { youth: y, job: j, points: value, pinned: false });
      if (best.length > perYouth) best.pop();
    }
    for (const column of best) {
      inModel[cell(y, column.job)] = 1;
      columns.push(column);
    }
  });

  // The most a pairing's preferences can add: a bound that spares the pricing most distances.
  const bestPoints = Math.max(0, weights.interest) + Math.max(0, weights.returning);
  const solver = await highs();
  const model = solver.createModel(firstRound(solver, columns, jobs, worksiteSlots, weights, layout));
  try {
    // Devex pricing in the dual simplex: about twice as fast as the default steepest edge on the
    // benchmark city (3.1 s against 5.5 s for the first round), same optimum.
    model.options.set({ output_flag: false, simplex_dual_edge_weight_strategy: 1 });
    let rounds = 0;
    for (;;) {
      rounds += 1;
      model.run();
      if (model.getModelStatus() !== solver.constants.modelStatus.optimal)
        throw new PlacementError('The pins cannot all hold: a participant or a job is pinned more than it can take.');
      const { rowDual } = model.getSolution();
      // Pricing: an allowed pairing left out whose reduced cost is positive would raise the objective.
      const added: Column[] = [];
      let improving = 0;
      // A job's dual and its worksite's, once per round rather than once per pairing.
      const jobDual = Float64Array.from(
        jobs,
        (_, j) => (rowDual[layout.jobRow(j)] ?? 0) + (rowDual[layout.worksiteRow(j)] ?? 0),
      );
      youths.forEach((youth, y) => {
        const youthDual = PLACEMENT_VALUE - (rowDual[y] ?? 0);
        for (let j = 0; j < jobs.length; j += 1) {
          const slack = youthDual - (jobDual[j] ?? 0);
          if (slack + bestPoints <= -NEAR || inModel[cell(y, j)] === 1) continue;
          const value = points(y, j);
          if (slack + value <= -NEAR || !allowed(youth, j)) continue;
          if (slack + value > 1e-6) improving += 1;
          added.push({ youth: y, job: j, points: value, pinned: false });
        }
      });
      if (improving === 0) break;
      for (const column of added) inModel[cell(column.youth, column.job)] = 1;
      // Appended to the solved model: the next run starts from this round's basis.
      model.addCols(pairColumns(added, layout));
      columns.push(...added);
    }
    const { colValue } = model.getSolution();
    const x = colValue.subarray(worksites.length);
    let integral = Array.from(x).every((v) => Math.abs(v - Math.round(v)) < 1e-6);
    let chosen = x;
    if (!integral) {
      // Not expected (the matrix is totally unimodular), but a fractional vertex is never rounded by hand.
      model.changeColsIntegrality(
        { kind: 'range', from: worksites.length, to: worksites.length + columns.length - 1 },
        new Int32Array(columns.length).fill(1),
      );
      model.run();
      chosen = model.getSolution().colValue.subarray(worksites.length);
      integral = false;
    }
    const pairs = columns.flatMap((column, c) => {
      if ((chosen[c] ?? 0) <= 0.5) return [];
      const youth = at(youths, column.youth);
      const job = at(jobs, column.job);
      return [proposed(youth, job, pairValue(youth, job, weights), column.pinned)];
    });
    return {
      pairs,
      summary: summarize(pairs),
      baseline: greedyPlacement(request),
      solver: { name: 'HiGHS', rounds, columns: columns.length, integral },
    };
  } finally {
    model.dispose();
  }
}

interface Layout {
  rows: number;
  youthRows: number;
  jobRow: (j: number) => number;
  worksiteRow: (j: number) => number;
}

/** Pairing columns in CSC form: a one in the youth's, the job's and the worksite's rows (ascending). */
function pairColumns(columns: readonly Column[], layout: Layout) {
  const starts = new Int32Array(columns.length + 1);
  const indices = new Int32Array(3 * columns.length);
  const values = new Float64Array(indices.length).fill(1);
  const cost = new Float64Array(columns.length);
  const lower = new Float64Array(columns.length);
  const upper = new Float64Array(columns.length).fill(1);
  columns.forEach((column, c) => {
    starts[c] = 3 * c;
    indices[3 * c] = column.youth;
    indices[3 * c + 1] = layout.jobRow(column.job);
    indices[3 * c + 2] = layout.worksiteRow(column.job);
    cost[c] = PLACEMENT_VALUE + column.points;
    lower[c] = column.pinned ? 1 : 0;
  });
  starts[columns.length] = indices.length;
  return {
    cost,
    lower,
    upper,
    matrix: { format: 'csc' as const, numRows: layout.rows, numCols: columns.length, starts, indices, values },
  };
}

/** The first round's programme: the worksites' balance columns, then the pairings so far. */
function firstRound(
  solver: Highs,
  columns: readonly Column[],
  jobs: readonly PlacementJob[],
  worksiteSlots: readonly number[],
  weights: PlacementWeights,
  layout: Layout,
) {
  const balance = worksiteSlots.length;
  const pairs = pairColumns(columns, layout);
  const total = balance + columns.length;
  const starts = new Int32Array(total + 1);
  const indices = new Int32Array(balance + pairs.matrix.indices.length);
  const values = new Float64Array(indices.length);
  const cost = new Float64Array(total);
  const lower = new Float64Array(total);
  const upper = new Float64Array(total);
  // Balance column w: minus one in worksite w's row, worth `weights.balance` up to half its slots.
  worksiteSlots.forEach((slots, w) => {
    starts[w] = w;
    indices[w] = layout.youthRows + (layout.rows - layout.youthRows - balance) + w;
    values[w] = -1;
    cost[w] = weights.balance;
    upper[w] = Math.ceil(slots / 2);
  });
  for (let c = 0; c <= columns.length; c += 1) starts[balance + c] = balance + (pairs.matrix.starts[c] ?? 0);
  indices.set(pairs.matrix.indices, balance);
  values.set(pairs.matrix.values, balance);
  cost.set(pairs.cost, balance);
  lower.set(pairs.lower, balance);
  upper.set(pairs.upper, balance);
  const rowLower = new Float64Array(layout.rows).fill(-solver.infinity);
  const rowUpper = new Float64Array(layout.rows).fill(solver.infinity);
  rowUpper.fill(1, 0, layout.youthRows);
  jobs.forEach((job, j) => {
    rowUpper[layout.jobRow(j)] = job.openSlots;
  });
  // Worksite rows: placements there less the balance column stay ≥ 0.
  rowLower.fill(0, layout.rows - balance);
  return {
    numCols: total,
    numRows: layout.rows,
    sense: solver.constants.objectiveSense.maximize,
    colCost: cost,
    colLower: lower,
    colUpper: upper,
    rowLower,
    rowUpper,
    matrix: { format: 'csc' as const, numRows: layout.rows, numCols: total, starts, indices, values },
  };
}
