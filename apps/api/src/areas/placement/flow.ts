// The placement as a min-cost circulation (ADR 226), solved by cost scaling (Goldberg and Tarjan's
// push-relabel, first in first out). The network: the hub → each youth with candidates (one unit,
// free), the youth → each candidate job (one unit, minus the pairing's worth), the job → its
// worksite (its open slots, free), and the worksite → the hub twice: its first `bonusCap` units
// earn the balance bonus, the rest nothing (the reward is concave, so the bonus arc fills first).
// The hub is source and sink at once, so a youth left out costs nothing and nothing forces flow.
//
// Costs are whole numbers (`pairWorth`) times `scale`, one more than the nodes; potentials are whole
// numbers too. A flow is ε-optimal when no residual arc's reduced cost (cost + potential[from] −
// potential[to]) is below −ε. A phase (`refine`) saturates every arc below zero, lowers potentials
// towards the deficits (`globalUpdate`), then pushes each excess along arcs below zero, lowering a
// node's potential when it has none (relabel), until nothing is in excess: the circulation is then
// ε-optimal. ε falls by ALPHA a phase, down to 1; a 1-optimal circulation is optimal for the
// unscaled costs (a cycle has at most n arcs, so its scaled cost is a multiple of `scale` above −n,
// so not below zero). After each phase once ε is small, a bounded search for potentials that make
// the flow 1-optimal already (`settle`) may end the phases early. Everything is a whole number
// below 2^53, so Float64Array holds it exactly (checked).
//
// A job reads only its worksite arc and the youths seated there (`seats`), not every youth who
// could take it. After a solve the potentials are tightened to distances from the hub (`tighten`),
// for the pricing. Pairings the pricing adds are new arcs: the flow and potentials stay, and the
// phases start again from the new arcs' worst violation. Arcs are read in the order built (youths,
// then jobs, by index): the same input gives the same answer.

export interface FlowNetwork {
  youths: number;
  jobs: number;
  worksites: number;
  jobSlots: Int32Array;
  jobWorksite: Int32Array;
  /** Units of each worksite that earn `bonus`. */
  bonusCap: Int32Array;
  /** Whole-number worth of one unit within a worksite's `bonusCap`; zero or more. */
  bonus: number;
}

/** How much ε shrinks from one phase to the next (2 to 16 tried on the benchmark cities: 4 did least). */
const ALPHA = 4;
/**
 * The first solve's first phase starts at the largest cost over 4096 (about 2.5 points): the phases
 * above it only sort out who is placed, which that phase does as well (fewest pushes of 4 to 2^20).
 */
const FIRST_DIVIDE = 4096;
const SAFE = 2 ** 52;
/** ε (unscaled) below which each phase ends with a try at `settle`: a point, in thousandths. */
const SETTLE_FROM = 1000;

/** A binary min-heap of (key, node) with lazy deletion: a stale entry is skipped when popped. */
class Heap {
  keys = new Float64Array(1024);
  nodes = new Int32Array(1024);
  size = 0;

  push(key: number, node: number) {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const nodes = new Int32Array(this.size * 2);
      nodes.set(this.nodes);
      this.nodes = nodes;
    }
    const keysNow = this.keys;
    const nodesNow = this.nodes;
    let i = this.size;
    this.size += 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      const upKey = keysNow[up] ?? 0;
      if (upKey <= key) break;
      keysNow[i] = upKey;
      nodesNow[i] = nodesNow[up] ?? 0;
      i = up;
    }
    keysNow[i] = key;
    nodesNow[i] = node;
  }

  /** Removes the smallest entry; its key is `top` before the call. */
  pop() {
    const keys = this.keys;
    const nodes = this.nodes;
    const node = nodes[0] ?? 0;
    this.size -= 1;
    const size = this.size;
    if (size > 0) {
      const key = keys[size] ?? 0;
      const last = nodes[size] ?? 0;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && (keys[child + 1] ?? 0) < (keys[child] ?? 0)) child += 1;
        if ((keys[child] ?? 0) >= key) break;
        keys[i] = keys[child] ?? 0;
        nodes[i] = nodes[child] ?? 0;
        i = child;
      }
      keys[i] = key;
      nodes[i] = last;
    }
    return node;
  }
}

/** A growable list of the network's edges (forward arcs), with their capacity, cost and flow. */
class Edges {
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  cap = new Int32Array(1024);
  cost = new Float64Array(1024);
  flow = new Int32Array(1024);
  size = 0;

  add(from: number, to: number, cap: number, cost: number) {
    if (this.size === this.from.length) {
      const grow = <T extends Int32Array | Float64Array>(old: T, fresh: T) => {
        fresh.set(old);
        return fresh;
      };
      const length = this.size * 2;
      this.from = grow(this.from, new Int32Array(length));
      this.to = grow(this.to, new Int32Array(length));
      this.cap = grow(this.cap, new Int32Array(length));
      this.cost = grow(this.cost, new Float64Array(length));
      this.flow = grow(this.flow, new Int32Array(length));
    }
    const e = this.size;
    this.from[e] = from;
    this.to[e] = to;
    this.cap[e] = cap;
    this.cost[e] = cost;
    this.flow[e] = 0;
    this.size += 1;
  }
}

export class PlacementFlow {
  /** Costs and potentials are in units of 1/scale of a whole-number worth. */
  readonly scale: number;
  /** Node potentials (scaled): youths 0…Y−1, jobs Y…Y+J−1, then worksites, then the hub. */
  readonly potential: Float64Array;
  /** The job each youth is placed at, or −1 (after `solve` or `extend`). */
  readonly jobOf: Int32Array;
  /** Youth → job arcs built, over every round. */
  pairings = 0;
  /** Work done, over every phase: pushes, relabels and phases. */
  pushes = 0;
  relabels = 0;
  phases = 0;
  private readonly Y: number;
  private readonly J: number;
  private readonly HUB: number;
  private readonly nodes: number;
  private readonly edges = new Edges();
  /** Edge of each youth's arc from the hub, or −1 when the youth has no candidate yet. */
  private readonly hubEdge: Int32Array;
  // The residual network, rebuilt from `edges` when arcs are added: arcs by tail (first), each with
  // its head, residual capacity, scaled cost and partner arc.
  private first = new Int32Array(0);
  private head = new Int32Array(0);
  private cap = new Int32Array(0);
  private cost = new Float64Array(0);
  private partner = new Int32Array(0);
  /** The forward arc of each edge. */
  private edgeArc = new Int32Array(0);
  private readonly excess: Int32Array;
  private readonly current: Int32Array;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private readonly heap = new Heap();
  private seats = new Int32Array(0);
  private readonly distance: Float64Array;
  private readonly seated: Int32Array;

  constructor(net: FlowNetwork, lists: readonly (readonly number[])[], worth: (y: number, j: number) => number) {
    const { youths: Y, jobs: J, worksites: W, jobSlots, jobWorksite, bonusCap, bonus } = net;
    this.Y = Y;
    this.J = J;
    this.HUB = Y + J + W;
    this.nodes = this.HUB + 1;
    this.scale = this.nodes + 1;
    const { scale, edges, HUB } = this;
    this.potential = new Float64Array(this.nodes);
    this.jobOf = new Int32Array(Y).fill(-1);
    this.hubEdge = new Int32Array(Y).fill(-1);
    this.excess = new Int32Array(this.nodes);
    this.current = new Int32Array(this.nodes);
    this.queue = new Int32Array(this.nodes);
    this.queued = new Uint8Array(this.nodes);
    this.seated = new Int32Array(J);
    this.distance = new Float64Array(this.nodes);
    const siteBase = Y + J;
    const siteSlots = new Int32Array(W);
    for (let j = 0; j < J; j += 1) {
      const w = jobWorksite[j] ?? 0;
      siteSlots[w] = (siteSlots[w] ?? 0) + (jobSlots[j] ?? 0);
    }
    for (let j = 0; j < J; j += 1) edges.add(Y + j, siteBase + (jobWorksite[j] ?? 0), jobSlots[j] ?? 0, 0);
    for (let w = 0; w < W; w += 1) {
      const slots = siteSlots[w] ?? 0;
      const bonusUnits = bonus > 0 ? Math.min(slots, bonusCap[w] ?? 0) : 0;
      if (bonusUnits > 0) edges.add(siteBase + w, HUB, bonusUnits, -bonus * scale);
      if (slots > bonusUnits) edges.add(siteBase + w, HUB, slots - bonusUnits, 0);
    }
    // Starting potentials under which no arc is below zero but the hub's to the youths: hub 0,
    // worksite and job the bonus, youth the most any of its pairings asks.
    const { potential } = this;
    for (let node = Y; node < HUB; node += 1) potential[node] = bonus * scale;
    this.addPairings(lists, worth);
    this.rebuild();
    this.run();
  }

  /** Adds each youth's jobs of `extra` (none already built) and solves again from the flow as it is. */
  extend(extra: readonly (readonly number[])[], worth: (y: number, j: number) => number) {
    this.addPairings(extra, worth);
    this.rebuild();
    this.run();
  }

  private addPairings(lists: readonly (readonly number[])[], worth: (y: number, j: number) => number) {
    const { Y, HUB, edges, scale, potential, hubEdge } = this;
    for (let y = 0; y < Y; y += 1) {
      const list = lists[y];
      if (list === undefined || list.length === 0) continue;
      // A youth new to the network starts where none of their arcs is below zero; one already in
      // keeps their potential, and the phases mend the new arcs below zero.
      const fresh = hubEdge[y] === -1;
      if (fresh) {
        hubEdge[y] = edges.size;
        edges.add(HUB, y, 1, 0);
        potential[y] = -Infinity;
      }
      for (const j of list) {
        const cost = -worth(y, j) * scale;
        edges.add(y, Y + j, 1, cost);
        if (fresh) potential[y] = Math.max(potential[y] ?? 0, (potential[Y + j] ?? 0) - cost);
      }
      this.pairings += list.length;
    }
  }

  /** Lays the residual network out by tail, keeping each edge's flow. */
  private rebuild() {
    const { nodes, edges } = this;
    const E = edges.size;
    // The flows of the network as it was, before its arrays are replaced.
    for (let e = 0; e < this.edgeArc.length; e += 1)
      edges.flow[e] = this.cap[this.partner[this.edgeArc[e] ?? 0] ?? 0] ?? 0;
    const first = new Int32Array(nodes + 1);
    for (let e = 0; e < E; e += 1) {
      const from = (edges.from[e] ?? 0) + 1;
      const to = (edges.to[e] ?? 0) + 1;
      first[from] = (first[from] ?? 0) + 1;
      first[to] = (first[to] ?? 0) + 1;
    }
    for (let v = 0; v < nodes; v += 1) first[v + 1] = (first[v + 1] ?? 0) + (first[v] ?? 0);
    const fill = first.slice(0, nodes);
    const head = new Int32Array(2 * E);
    const cap = new Int32Array(2 * E);
    const cost = new Float64Array(2 * E);
    const partner = new Int32Array(2 * E);
    const edgeArc = new Int32Array(E);
    for (let e = 0; e < E; e += 1) {
      const from = edges.from[e] ?? 0;
      const to = edges.to[e] ?? 0;
      const flow = edges.flow[e] ?? 0;
      const a = fill[from] ?? 0;
      fill[from] = a + 1;
      const b = fill[to] ?? 0;
      fill[to] = b + 1;
      head[a] = to;
      head[b] = from;
      cap[a] = (edges.cap[e] ?? 0) - flow;
      cap[b] = flow;
      cost[a] = edges.cost[e] ?? 0;
      cost[b] = -(edges.cost[e] ?? 0);
      partner[a] = b;
      partner[b] = a;
      edgeArc[e] = a;
    }
    this.first = first;
    this.head = head;
    this.cap = cap;
    this.cost = cost;
    this.partner = partner;
    this.edgeArc = edgeArc;
    this.seats = new Int32Array(2 * E);
  }

  /** The phases, from the largest violation down to ε = 1; then who is placed where. */
  private run() {
    const { nodes, first, head, cap, cost, potential } = this;
    let worst = 0;
    for (let v = 0; v < nodes; v += 1) {
      const pv = potential[v] ?? 0;
      for (let a = first[v] ?? 0; a < (first[v + 1] ?? 0); a += 1)
        if ((cap[a] ?? 0) > 0) worst = Math.max(worst, -((cost[a] ?? 0) + pv - (potential[head[a] ?? 0] ?? 0)));
    }
    let epsilon = worst;
    let divide = this.phases === 0 ? FIRST_DIVIDE : ALPHA;
    do {
      epsilon = Math.max(1, Math.floor(epsilon / divide));
      divide = ALPHA;
      this.refine(epsilon);
      // Often the flow is optimal well before ε is down to 1: a search for potentials under which
      // it is 1-optimal already, cut short when it is long, spares the phases left.
    } while (epsilon > 1 && (epsilon > SETTLE_FROM * this.scale || !this.settle()));
    this.tighten();
    for (let v = 0; v < nodes; v += 1)
      if (Math.abs(potential[v] ?? 0) > SAFE) throw new Error('placement: a potential beyond exact whole numbers');
    const { Y, J, jobOf } = this;
    jobOf.fill(-1);
    for (let y = 0; y < Y; y += 1)
      for (let a = first[y] ?? 0; a < (first[y + 1] ?? 0); a += 1) {
        const to = head[a] ?? 0;
        if (to >= Y && to < Y + J && cap[a] === 0) jobOf[y] = to - Y;
      }
  }

  /**
   * Whether potentials exist under which the circulation is 1-optimal (and so optimal), and if so
   * takes them: shortest distances from every node at once, with each arc's reduced cost plus one
   * as its length, by a first-in first-out search that gives up after a few passes' worth of work
   * (a cycle below zero, or just a long search: the phases go on).
   */
  private settle() {
    const { nodes, first, head, cap, cost, potential, queue, queued } = this;
    const dist = new Float64Array(nodes);
    let budget = 3 * (first[nodes] ?? 0);
    let top = 0;
    let tail = 0;
    let waiting = nodes;
    for (let v = 0; v < nodes; v += 1) {
      queue[v] = v;
      queued[v] = 1;
    }
    while (waiting > 0) {
      const u = queue[top] ?? 0;
      top = top + 1 === nodes ? 0 : top + 1;
      waiting -= 1;
      queued[u] = 0;
      const du = (dist[u] ?? 0) + (potential[u] ?? 0) + 1;
      const end = first[u + 1] ?? 0;
      const from = first[u] ?? 0;
      budget -= end - from;
      if (budget < 0) {
        queued.fill(0);
        return false;
      }
      for (let a = from; a < end; a += 1) {
        if ((cap[a] ?? 0) === 0) continue;
        const v = head[a] ?? 0;
        const d = du + (cost[a] ?? 0) - (potential[v] ?? 0);
        if (d < (dist[v] ?? 0)) {
          dist[v] = d;
          if (queued[v] === 0) {
            queued[v] = 1;
            queue[tail] = v;
            tail = tail + 1 === nodes ? 0 : tail + 1;
            waiting += 1;
          }
        }
      }
    }
    for (let v = 0; v < nodes; v += 1) potential[v] = (potential[v] ?? 0) + (dist[v] ?? 0);
    return true;
  }

  /**
   * Potentials as tight as the flow allows, for the pricing: each node's moves by its shortest
   * distance from the hub, an arc's length being its reduced cost or zero when that is below zero
   * (−1 at least: the flow is 1-optimal). Lengths of zero or more let Dijkstra's search read each
   * node once; an arc then keeps a reduced cost of −1 or more, and the flow stays 1-optimal. Nodes
   * out of the hub's reach move by the farthest distance, which keeps every arc into them as it was
   * or above.
   */
  private tighten() {
    const { nodes, first, head, cap, cost, potential, HUB, heap } = this;
    const dist = new Float64Array(nodes).fill(Infinity);
    dist[HUB] = 0;
    heap.size = 0;
    heap.push(0, HUB);
    while (heap.size > 0) {
      const key = heap.keys[0] ?? 0;
      const u = heap.pop();
      if (key > (dist[u] ?? 0)) continue;
      const pu = potential[u] ?? 0;
      for (let a = first[u] ?? 0; a < (first[u + 1] ?? 0); a += 1) {
        if ((cap[a] ?? 0) === 0) continue;
        const v = head[a] ?? 0;
        const reduced = (cost[a] ?? 0) + pu - (potential[v] ?? 0);
        const d = key + (reduced > 0 ? reduced : 0);
        if (d < (dist[v] ?? 0)) {
          dist[v] = d;
          heap.push(d, v);
        }
      }
    }
    let farthest = 0;
    for (let v = 0; v < nodes; v += 1) if ((dist[v] ?? 0) < Infinity) farthest = Math.max(farthest, dist[v] ?? 0);
    for (let v = 0; v < nodes; v += 1)
      potential[v] = (potential[v] ?? 0) + ((dist[v] ?? 0) < Infinity ? (dist[v] ?? 0) : farthest);
  }

  /**
   * Global update: each node's potential falls by ε times its distance to the nearest node in
   * deficit, an arc's length being ⌊reduced cost / ε⌋ + 1 (zero or more on an ε-optimal arc), so
   * that excesses head for the deficits without relabelling their way there one node at a time.
   * An arc's reduced cost then falls by at most ε·(⌊c/ε⌋ + 1), so it stays at −ε or above; a node
   * that cannot reach a deficit falls as far as the farthest that can.
   */
  private globalUpdate(epsilon: number) {
    const { nodes, first, head, cap, cost, partner, potential, excess, heap } = this;
    const dist = this.distance;
    dist.fill(Infinity);
    heap.size = 0;
    for (let v = 0; v < nodes; v += 1)
      if ((excess[v] ?? 0) < 0) {
        dist[v] = 0;
        heap.push(0, v);
      }
    let farthest = 0;
    while (heap.size > 0) {
      const key = heap.keys[0] ?? 0;
      const w = heap.pop();
      if (key > (dist[w] ?? 0)) continue;
      farthest = key;
      const pw = potential[w] ?? 0;
      for (let b = first[w] ?? 0; b < (first[w + 1] ?? 0); b += 1) {
        const a = partner[b] ?? 0;
        if ((cap[a] ?? 0) === 0) continue;
        const v = head[b] ?? 0;
        const d = key + Math.floor(((cost[a] ?? 0) + (potential[v] ?? 0) - pw) / epsilon) + 1;
        if (d < (dist[v] ?? 0)) {
          dist[v] = d;
          heap.push(d, v);
        }
      }
    }
    for (let v = 0; v < nodes; v += 1) {
      const d = dist[v] ?? 0;
      potential[v] = (potential[v] ?? 0) - epsilon * (d < Infinity ? d : farthest);
    }
  }

  /** One phase: from any flow, an ε-optimal circulation. */
  private refine(epsilon: number) {
    const { nodes, first, head, cap, cost, partner, potential, excess, current, queue, queued } = this;
    this.phases += 1;
    // Every residual arc below zero is saturated: what is left is ε-optimal, but unbalanced.
    for (let v = 0; v < nodes; v += 1) {
      const pv = potential[v] ?? 0;
      const end = first[v + 1] ?? 0;
      for (let a = first[v] ?? 0; a < end; a += 1) {
        const room = cap[a] ?? 0;
        if (room === 0) continue;
        const w = head[a] ?? 0;
        if ((cost[a] ?? 0) + pv - (potential[w] ?? 0) >= 0) continue;
        cap[a] = 0;
        const back = partner[a] ?? 0;
        cap[back] = (cap[back] ?? 0) + room;
        excess[v] = (excess[v] ?? 0) - room;
        excess[w] = (excess[w] ?? 0) + room;
      }
    }
    // A job's residual arcs are its arc to the worksite (its first) and one back to each youth
    // seated there: those are kept in a list (`seats`, from the job's second arc's place), so that a
    // job reads its few seats rather than every youth who could take it.
    const { Y, J, seats, seated } = this;
    for (let j = 0; j < J; j += 1) {
      const base = (first[Y + j] ?? 0) + 1;
      const end = first[Y + j + 1] ?? 0;
      let count = 0;
      for (let b = base; b < end; b += 1)
        if ((cap[b] ?? 0) > 0) {
          seats[base + count] = b;
          count += 1;
        }
      seated[j] = count;
    }
    let tail = 0;
    let top = 0;
    let waiting = 0;
    for (let v = 0; v < nodes; v += 1) {
      current[v] = first[v] ?? 0;
      if ((excess[v] ?? 0) > 0) {
        queue[tail] = v;
        tail += 1;
        queued[v] = 1;
        waiting += 1;
      }
    }
    if (tail === nodes) tail = 0;
    let pushes = 0;
    let relabels = 0;
    const jobEnd = Y + J;
    this.globalUpdate(epsilon);
    while (waiting > 0) {
      const v = queue[top] ?? 0;
      top = top + 1 === nodes ? 0 : top + 1;
      waiting -= 1;
      queued[v] = 0;
      let left = excess[v] ?? 0;
      let pv = potential[v] ?? 0;
      if (v >= Y && v < jobEnd) {
        // A job: to its worksite first, else back to a seated youth, else relabel.
        const j = v - Y;
        const site = first[v] ?? 0;
        const base = site + 1;
        while (left > 0) {
          const room = cap[site] ?? 0;
          const w = head[site] ?? 0;
          if (room > 0 && (cost[site] ?? 0) + pv - (potential[w] ?? 0) < 0) {
            const sent = room < left ? room : left;
            cap[site] = room - sent;
            const back = partner[site] ?? 0;
            cap[back] = (cap[back] ?? 0) + sent;
            left -= sent;
            const before = excess[w] ?? 0;
            excess[w] = before + sent;
            pushes += 1;
            if (before + sent > 0 && queued[w] === 0) {
              queued[w] = 1;
              queue[tail] = w;
              tail = tail + 1 === nodes ? 0 : tail + 1;
              waiting += 1;
            }
            continue;
          }
          const count = seated[j] ?? 0;
          let k = 0;
          while (k < count) {
            const b = seats[base + k] ?? 0;
            if ((cost[b] ?? 0) + pv - (potential[head[b] ?? 0] ?? 0) < 0) break;
            k += 1;
          }
          if (k === count) {
            let best = room > 0 ? (potential[w] ?? 0) - (cost[site] ?? 0) : -Infinity;
            for (let i = 0; i < count; i += 1) {
              const b = seats[base + i] ?? 0;
              best = Math.max(best, (potential[head[b] ?? 0] ?? 0) - (cost[b] ?? 0));
            }
            if (best === -Infinity) throw new Error('placement: excess with no way out');
            pv = best - epsilon;
            potential[v] = pv;
            relabels += 1;
            continue;
          }
          // The youth in seat k goes back: one unit, and the seat is freed.
          const b = seats[base + k] ?? 0;
          seats[base + k] = seats[base + count - 1] ?? 0;
          seated[j] = count - 1;
          cap[b] = 0;
          const back = partner[b] ?? 0;
          cap[back] = (cap[back] ?? 0) + 1;
          left -= 1;
          const y = head[b] ?? 0;
          const before = excess[y] ?? 0;
          excess[y] = before + 1;
          pushes += 1;
          if (before + 1 > 0 && queued[y] === 0) {
            queued[y] = 1;
            queue[tail] = y;
            tail = tail + 1 === nodes ? 0 : tail + 1;
            waiting += 1;
          }
        }
        excess[v] = 0;
        continue;
      }
      let a = current[v] ?? 0;
      const start = first[v] ?? 0;
      const end = first[v + 1] ?? 0;
      while (left > 0) {
        while (a < end && ((cap[a] ?? 0) === 0 || (cost[a] ?? 0) + pv - (potential[head[a] ?? 0] ?? 0) >= 0)) a += 1;
        if (a === end) {
          // Relabel: the potential falls to ε below what the cheapest residual arc allows.
          let best = -Infinity;
          for (let b = start; b < end; b += 1)
            if ((cap[b] ?? 0) > 0) best = Math.max(best, (potential[head[b] ?? 0] ?? 0) - (cost[b] ?? 0));
          if (best === -Infinity) throw new Error('placement: excess with no way out');
          pv = best - epsilon;
          potential[v] = pv;
          relabels += 1;
          a = start;
          continue;
        }
        const w = head[a] ?? 0;
        const room = cap[a] ?? 0;
        const sent = room < left ? room : left;
        cap[a] = room - sent;
        const back = partner[a] ?? 0;
        cap[back] = (cap[back] ?? 0) + sent;
        left -= sent;
        if (v < Y && w >= Y && w < jobEnd) {
          // A youth takes a seat.
          const j = w - Y;
          const count = seated[j] ?? 0;
          seats[(first[w] ?? 0) + 1 + count] = back;
          seated[j] = count + 1;
        }
        const before = excess[w] ?? 0;
        excess[w] = before + sent;
        pushes += 1;
        if (before + sent > 0 && queued[w] === 0) {
          queued[w] = 1;
          queue[tail] = w;
          tail = tail + 1 === nodes ? 0 : tail + 1;
          waiting += 1;
        }
      }
      excess[v] = 0;
      current[v] = a;
    }
    this.pushes += pushes;
    this.relabels += relabels;
  }
}
