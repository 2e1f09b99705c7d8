// The placement as a min-cost circulation (ADR 226): youths → jobs → worksites → one node that is
// both source and sink. A unit of flow is a youth placed; a job passes at most its open slots; a
// worksite's arc back to the hub pays the balance bonus for its first `bonusCap` units and nothing
// after (two parallel arcs: the reward is concave, so the cheaper one always fills first).
//
// Youths are added one at a time, as the Hungarian method adds rows. The circulation before youth
// y is optimal without y, so any negative cycle after adding the arc hub → y runs through that arc:
// the cheapest path from y back to the hub in the residual network is the best that y can change,
// and when it costs less than nothing the flow is pushed round it. A path may end at a worksite
// with room (one more youth placed) or at a youth sent back to the hub (y takes their place because
// y is worth more there). Dijkstra finds the path on reduced costs, so it needs no negative arcs;
// the hub's own outgoing arcs are never on such a path, which is why they may be left out of the
// potentials while solving, and are brought in once at the end (`certify`) for the pricing.
//
// Every cost is a whole number (`pairWorth`), so the answer is exact and the same input gives the
// same answer: youths are taken in index order, arcs in the order given, and a tie in the heap
// goes to the node pushed first.

export interface FlowNetwork {
  youths: number;
  jobs: number;
  worksites: number;
  /** Arcs of youth y are arcStart[y] … arcStart[y + 1] − 1. */
  arcStart: Int32Array;
  arcJob: Int32Array;
  /** The worth of the pairing as a positive whole number; the arc costs minus this. */
  arcWorth: Float64Array;
  jobSlots: Int32Array;
  jobWorksite: Int32Array;
  /** Units of each worksite that earn `bonus`. */
  bonusCap: Int32Array;
  /** Whole-number worth of one unit within a worksite's `bonusCap`; zero or more. */
  bonus: number;
}

export interface FlowAnswer {
  /** The arc each youth takes, or −1. */
  chosenArc: Int32Array;
  /** Node potentials under which every residual arc, the hub's included, has a reduced cost ≥ 0. */
  potential: Float64Array;
  /** Node of job j is youths + j. */
  jobNode: (j: number) => number;
  /** Number of nodes the searches settled, over all youths (the work done). */
  settled: number;
}

/** A binary min-heap of (key, node) with lazy deletion: a stale entry is skipped when popped. */
class Heap {
  keys = new Float64Array(1024);
  nodes = new Int32Array(1024);
  /** Push order breaks ties, so equal keys pop in a fixed order. */
  order = new Float64Array(1024);
  size = 0;
  pushed = 0;

  clear() {
    this.size = 0;
  }

  private less(a: number, b: number) {
    const ka = this.keys[a] ?? 0;
    const kb = this.keys[b] ?? 0;
    return ka < kb || (ka === kb && (this.order[a] ?? 0) < (this.order[b] ?? 0));
  }

  private swap(a: number, b: number) {
    const k = this.keys[a] ?? 0;
    const n = this.nodes[a] ?? 0;
    const o = this.order[a] ?? 0;
    this.keys[a] = this.keys[b] ?? 0;
    this.nodes[a] = this.nodes[b] ?? 0;
    this.order[a] = this.order[b] ?? 0;
    this.keys[b] = k;
    this.nodes[b] = n;
    this.order[b] = o;
  }

  push(key: number, node: number) {
    if (this.size === this.keys.length) {
      const grow = <T extends Float64Array | Int32Array>(from: T, to: T) => {
        to.set(from);
        return to;
      };
      this.keys = grow(this.keys, new Float64Array(this.size * 2));
      this.nodes = grow(this.nodes, new Int32Array(this.size * 2));
      this.order = grow(this.order, new Float64Array(this.size * 2));
    }
    let i = this.size;
    this.size += 1;
    this.keys[i] = key;
    this.nodes[i] = node;
    this.order[i] = this.pushed;
    this.pushed += 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** The smallest key (the heap must not be empty). */
  topKey() {
    return this.keys[0] ?? 0;
  }

  /** Removes the smallest entry and returns its node. */
  pop() {
    const node = this.nodes[0] ?? 0;
    this.size -= 1;
    if (this.size > 0) {
      this.keys[0] = this.keys[this.size] ?? 0;
      this.nodes[0] = this.nodes[this.size] ?? 0;
      this.order[0] = this.order[this.size] ?? 0;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= this.size) break;
        const right = left + 1;
        const child = right < this.size && this.less(right, left) ? right : left;
        if (!this.less(child, i)) break;
        this.swap(i, child);
        i = child;
      }
    }
    return node;
  }
}

/** The optimal circulation of `net`, with potentials that prove it. */
export function solveFlow(net: FlowNetwork): FlowAnswer {
  const { youths: Y, jobs: J, worksites: W, arcStart, arcJob, arcWorth, jobSlots, jobWorksite, bonusCap, bonus } = net;
  const jobBase = Y;
  const siteBase = Y + J;
  const HUB = Y + J + W;
  const nodes = HUB + 1;

  // Youths of each job: a segment of `jobSlots[j]` places, holding the arcs that fill it.
  const seatStart = new Int32Array(J + 1);
  for (let j = 0; j < J; j += 1) seatStart[j + 1] = (seatStart[j] ?? 0) + (jobSlots[j] ?? 0);
  const seats = new Int32Array(seatStart[J] ?? 0);
  const seated = new Int32Array(J);
  // Jobs of each worksite, for the backward arcs worksite → job.
  const siteJobStart = new Int32Array(W + 1);
  for (let j = 0; j < J; j += 1)
    siteJobStart[(jobWorksite[j] ?? 0) + 1] = (siteJobStart[(jobWorksite[j] ?? 0) + 1] ?? 0) + 1;
  for (let w = 0; w < W; w += 1) siteJobStart[w + 1] = (siteJobStart[w + 1] ?? 0) + (siteJobStart[w] ?? 0);
  const siteJobs = new Int32Array(J);
  const fill = siteJobStart.slice(0, W);
  for (let j = 0; j < J; j += 1) {
    const w = jobWorksite[j] ?? 0;
    siteJobs[fill[w] ?? 0] = j;
    fill[w] = (fill[w] ?? 0) + 1;
  }
  const arcYouth = new Int32Array(arcJob.length);
  for (let y = 0; y < Y; y += 1) arcYouth.fill(y, arcStart[y] ?? 0, arcStart[y + 1] ?? 0);
  const siteUnits = new Int32Array(W);
  const bonusUnits = new Int32Array(W);
  const chosenArc = new Int32Array(Y).fill(-1);

  // Starting potentials: the network has no residual backward arc yet, and these make every
  // forward arc's reduced cost zero or more (hub 0, worksite `bonus`, job its worksite's, youth the
  // most any of its arcs asks).
  const potential = new Float64Array(nodes);
  for (let w = 0; w < W; w += 1) potential[siteBase + w] = bonus;
  for (let j = 0; j < J; j += 1) potential[jobBase + j] = bonus;
  for (let y = 0; y < Y; y += 1) {
    let most = 0;
    for (let a = arcStart[y] ?? 0; a < (arcStart[y + 1] ?? 0); a += 1)
      most = Math.max(most, (potential[jobBase + (arcJob[a] ?? 0)] ?? 0) + (arcWorth[a] ?? 0));
    potential[y] = most;
  }

  const dist = new Float64Array(nodes);
  const seen = new Int32Array(nodes);
  const done = new Int32Array(nodes);
  const parent = new Int32Array(nodes);
  // The youth's arc an edge stands for (forward youth → job, or backward job → youth); −1 otherwise.
  const parentArc = new Int32Array(nodes);
  const settledList = new Int32Array(nodes);
  const heap = new Heap();
  let epoch = 0;
  let settledTotal = 0;

  const reduced = (cost: number, from: number, to: number) => {
    const value = cost + (potential[from] ?? 0) - (potential[to] ?? 0);
    // A negative reduced cost is a bug in the potentials, and Dijkstra would answer wrongly.
    if (value < 0)
      throw new Error(`placement: negative reduced cost ${String(value)} on ${String(from)}→${String(to)}`);
    return value;
  };

  /**
   * Dijkstra from `root` over the residual network. With `bound`, stops at the hub or once nothing
   * below the bound is left; `fromHub` starts at the hub with its outgoing arcs (for `certify`).
   */
  const search = (root: number, bound: number, fromHub: boolean) => {
    epoch += 1;
    heap.clear();
    let count = 0;
    const relax = (to: number, d: number, from: number, arc: number) => {
      if (done[to] === epoch) return;
      if (seen[to] !== epoch || d < (dist[to] ?? 0)) {
        seen[to] = epoch;
        dist[to] = d;
        parent[to] = from;
        parentArc[to] = arc;
        heap.push(d, to);
      }
    };
    if (fromHub) {
      seen[HUB] = epoch;
      dist[HUB] = 0;
      done[HUB] = epoch;
      settledList[count] = HUB;
      count += 1;
      // The hub's arcs: to each youth not placed, and back along each worksite's used units. They
      // may be negative under the potentials; they are the only ones that may, which Dijkstra bears.
      for (let y = 0; y < Y; y += 1)
        if (chosenArc[y] === -1) relax(y, (potential[HUB] ?? 0) - (potential[y] ?? 0), HUB, -1);
      for (let w = 0; w < W; w += 1) {
        const plain = (siteUnits[w] ?? 0) - (bonusUnits[w] ?? 0);
        const cost = plain > 0 ? 0 : (bonusUnits[w] ?? 0) > 0 ? bonus : Infinity;
        if (cost !== Infinity)
          relax(siteBase + w, cost + (potential[HUB] ?? 0) - (potential[siteBase + w] ?? 0), HUB, -1);
      }
    } else {
      seen[root] = epoch;
      dist[root] = 0;
      parent[root] = -1;
      heap.push(0, root);
    }
    let reached = false;
    while (heap.size > 0) {
      const key = heap.topKey();
      const u = heap.pop();
      if (done[u] === epoch || key > (dist[u] ?? 0)) continue;
      if (key >= bound) break;
      done[u] = epoch;
      settledList[count] = u;
      count += 1;
      if (u === HUB) {
        reached = true;
        break;
      }
      const d = key;
      if (u < jobBase) {
        const taken = chosenArc[u] ?? -1;
        for (let a = arcStart[u] ?? 0; a < (arcStart[u + 1] ?? 0); a += 1) {
          if (a === taken) continue;
          const v = jobBase + (arcJob[a] ?? 0);
          relax(v, d + reduced(-(arcWorth[a] ?? 0), u, v), u, a);
        }
        // A placed youth may go back to the hub: unplaced, so that the searching youth takes the seat.
        if (taken !== -1 && !fromHub) relax(HUB, d + reduced(0, u, HUB), u, -1);
      } else if (u < siteBase) {
        const j = u - jobBase;
        const w = siteBase + (jobWorksite[j] ?? 0);
        if ((seated[j] ?? 0) < (jobSlots[j] ?? 0)) relax(w, d + reduced(0, u, w), u, -1);
        for (let s = seatStart[j] ?? 0; s < (seatStart[j] ?? 0) + (seated[j] ?? 0); s += 1) {
          const a = seats[s] ?? 0;
          const v = arcYouth[a] ?? 0;
          relax(v, d + reduced(arcWorth[a] ?? 0, u, v), u, a);
        }
      } else {
        const w = u - siteBase;
        if (!fromHub) {
          const cost = (bonusUnits[w] ?? 0) < (bonusCap[w] ?? 0) ? -bonus : 0;
          relax(HUB, d + reduced(cost, u, HUB), u, -1);
        }
        for (let s = siteJobStart[w] ?? 0; s < (siteJobStart[w + 1] ?? 0); s += 1) {
          const j = siteJobs[s] ?? 0;
          if ((seated[j] ?? 0) > 0) relax(jobBase + j, d + reduced(0, u, jobBase + j), u, -1);
        }
      }
    }
    settledTotal += count;
    return { reached, count };
  };

  const unseat = (j: number, arc: number) => {
    const from = seatStart[j] ?? 0;
    const last = from + (seated[j] ?? 0) - 1;
    for (let s = from; s <= last; s += 1) {
      if (seats[s] !== arc) continue;
      seats[s] = seats[last] ?? 0;
      seated[j] = (seated[j] ?? 0) - 1;
      return;
    }
    throw new Error('placement: a seat to free that is not taken');
  };

  for (let y = 0; y < Y; y += 1) {
    if ((arcStart[y + 1] ?? 0) === (arcStart[y] ?? 0)) continue;
    // The path's true cost is its reduced length less potential[y] (the hub's stays 0): worth it
    // only when that is below zero.
    const { reached, count } = search(y, potential[y] ?? 0, false);
    if (!reached) continue;
    // Push one unit round the cycle, from the hub back to y.
    let v = HUB;
    while (v !== y) {
      const u = parent[v] ?? 0;
      const arc = parentArc[v] ?? -1;
      if (v === HUB) {
        if (u >= siteBase) {
          const w = u - siteBase;
          if ((bonusUnits[w] ?? 0) < (bonusCap[w] ?? 0)) bonusUnits[w] = (bonusUnits[w] ?? 0) + 1;
          siteUnits[w] = (siteUnits[w] ?? 0) + 1;
        } else chosenArc[u] = -1;
      } else if (u < jobBase && v < siteBase) {
        const j = v - jobBase;
        seats[(seatStart[j] ?? 0) + (seated[j] ?? 0)] = arc;
        seated[j] = (seated[j] ?? 0) + 1;
        chosenArc[u] = arc;
      } else if (u >= jobBase && u < siteBase && v < jobBase) {
        unseat(u - jobBase, arc);
      }
      // job → worksite and worksite → job change no seat: a job's flow on to its worksite is its
      // seats taken.
      v = u;
    }
    // Potentials: settled nodes move by their distance (less the path's, a constant for all).
    const total = dist[HUB] ?? 0;
    for (let i = 0; i < count; i += 1) {
      const node = settledList[i] ?? 0;
      potential[node] = (potential[node] ?? 0) - (total - (dist[node] ?? 0));
    }
  }

  // Certify: shortest distances from the hub, its outgoing arcs included, give potentials under
  // which no residual arc is negative; an arc left out of the network is then worth adding only
  // when its own reduced cost is negative (the pricing in solve.ts).
  const { count } = search(HUB, Infinity, true);
  let farthest = 0;
  for (let i = 0; i < count; i += 1) farthest = Math.max(farthest, dist[settledList[i] ?? 0] ?? 0);
  const certified = new Float64Array(nodes);
  for (let node = 0; node < nodes; node += 1)
    certified[node] = (potential[node] ?? 0) + (done[node] === epoch ? (dist[node] ?? 0) : farthest);
  return { chosenArc, potential: certified, jobNode: (j) => jobBase + j, settled: settledTotal };
}
