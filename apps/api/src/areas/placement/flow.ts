// The placement as a min-cost circulation (ADR 226): youths → jobs → worksites → one node that is
// both source and sink (the hub). A unit of flow is a youth placed; a job passes at most its open
// slots; a worksite's arc back to the hub pays the balance bonus for its first `bonusCap` units and
// nothing after (two parallel arcs: the reward is concave, so the bonus one always fills first).
//
// Youths are added one at a time, as the Hungarian method adds rows. The circulation before youth
// y is optimal without y, so any negative cycle after adding the arc hub → y runs through that arc:
// the cheapest path from y back to the hub in the residual network is the best y can change, and
// when it costs less than nothing the flow is pushed round it. Such a path ends at a worksite with
// room (one more youth placed) or at a youth sent back to the hub (y is worth more in that seat).
// Dijkstra finds it on reduced costs, so no arc may be negative under the potentials; the hub's
// own outgoing arcs are never on such a path, so they are left out of the potentials while youths
// are added, and brought in once at the end (`certify`).
//
// A pairing added later (the pricing in solve.ts) is an arc with a negative reduced cost: the
// cheapest path from its job back to its youth closes the best cycle through it, which is pushed
// round when negative; either way the potentials are moved so that the arc is no longer negative
// (`insert`). The flow stays optimal for every arc it has, and nothing is solved twice.
//
// Every cost is a whole number (`pairWorth`), so the answer is exact; youths are taken in index
// order and arcs in the order given, so the same input gives the same answer.

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

const YOUTH = 0;
const CERTIFY = 1;
const INSERT = 2;

export class PlacementFlow {
  private readonly Y: number;
  private readonly J: number;
  private readonly W: number;
  private readonly HUB: number;
  private readonly net: FlowNetwork;
  arcStart = new Int32Array(0);
  arcJob = new Int32Array(0);
  arcWorth = new Float64Array(0);
  private arcYouth = new Int32Array(0);
  /** Arcs laid out but not yet inserted (`extend`): left out of every search until they are. */
  private pending = new Uint8Array(0);
  /** The arc each youth takes, or −1. */
  chosenArc: Int32Array;
  /** Node potentials; after `certify`, no residual arc (the hub's included) is negative under them. */
  potential: Float64Array;
  /** Whether the hub's own arcs are under the potentials too (`certify`), not only the others. */
  certified = false;
  /** Nodes the searches settled, over every search (the work done). */
  settled = 0;
  private readonly seatStart: Int32Array;
  private readonly seats: Int32Array;
  private readonly seated: Int32Array;
  private readonly siteJobStart: Int32Array;
  private readonly siteJobs: Int32Array;
  private readonly siteUnits: Int32Array;
  private readonly bonusUnits: Int32Array;
  /** Youths with arcs and no seat: the hub's arcs to them. */
  private readonly waiting = new Set<number>();
  private readonly dist: Float64Array;
  private readonly seen: Int32Array;
  private readonly done: Int32Array;
  private readonly parent: Int32Array;
  /** The youth's arc a step stands for (youth → job, or back job → youth); −1 for other steps. */
  private readonly parentArc: Int32Array;
  private readonly settledList: Int32Array;
  private readonly heap = new Heap();
  private epoch = 0;

  constructor(net: FlowNetwork, lists: readonly (readonly number[])[], worth: (y: number, j: number) => number) {
    this.net = net;
    this.Y = net.youths;
    this.J = net.jobs;
    this.W = net.worksites;
    this.HUB = this.Y + this.J + this.W;
    const nodes = this.HUB + 1;
    const { J, W } = this;
    const { jobSlots, jobWorksite } = net;
    this.seatStart = new Int32Array(J + 1);
    for (let j = 0; j < J; j += 1) this.seatStart[j + 1] = (this.seatStart[j] ?? 0) + (jobSlots[j] ?? 0);
    this.seats = new Int32Array(this.seatStart[J] ?? 0);
    this.seated = new Int32Array(J);
    this.siteJobStart = new Int32Array(W + 1);
    for (let j = 0; j < J; j += 1) {
      const next = (jobWorksite[j] ?? 0) + 1;
      this.siteJobStart[next] = (this.siteJobStart[next] ?? 0) + 1;
    }
    for (let w = 0; w < W; w += 1)
      this.siteJobStart[w + 1] = (this.siteJobStart[w + 1] ?? 0) + (this.siteJobStart[w] ?? 0);
    this.siteJobs = new Int32Array(J);
    const fill = this.siteJobStart.slice(0, W);
    for (let j = 0; j < J; j += 1) {
      const w = jobWorksite[j] ?? 0;
      this.siteJobs[fill[w] ?? 0] = j;
      fill[w] = (fill[w] ?? 0) + 1;
    }
    this.siteUnits = new Int32Array(W);
    this.bonusUnits = new Int32Array(W);
    this.chosenArc = new Int32Array(this.Y).fill(-1);
    this.potential = new Float64Array(nodes);
    this.dist = new Float64Array(nodes);
    this.seen = new Int32Array(nodes);
    this.done = new Int32Array(nodes);
    this.parent = new Int32Array(nodes);
    this.parentArc = new Int32Array(nodes);
    this.settledList = new Int32Array(nodes);
    this.layout(lists, worth);
  }

  /** Lays the arcs out from each youth's list of jobs (ascending), keeping the flow on those it had. */
  private layout(lists: readonly (readonly number[])[], worth: (y: number, j: number) => number) {
    const { Y } = this;
    const arcStart = new Int32Array(Y + 1);
    for (let y = 0; y < Y; y += 1) arcStart[y + 1] = (arcStart[y] ?? 0) + (lists[y]?.length ?? 0);
    const arcJob = new Int32Array(arcStart[Y] ?? 0);
    const arcWorth = new Float64Array(arcJob.length);
    const arcYouth = new Int32Array(arcJob.length);
    const moved = new Int32Array(this.arcJob.length).fill(-1);
    for (let y = 0; y < Y; y += 1) {
      const list = lists[y] ?? [];
      const from = arcStart[y] ?? 0;
      let old = this.arcStart[y] ?? 0;
      const oldEnd = this.arcStart.length > 0 ? (this.arcStart[y + 1] ?? 0) : 0;
      for (let k = 0; k < list.length; k += 1) {
        const j = list[k] ?? 0;
        const a = from + k;
        arcJob[a] = j;
        arcYouth[a] = y;
        // Both lists ascend: an arc kept is found by walking the old one alongside.
        while (old < oldEnd && (this.arcJob[old] ?? 0) < j) old += 1;
        if (old < oldEnd && this.arcJob[old] === j) {
          moved[old] = a;
          arcWorth[a] = this.arcWorth[old] ?? 0;
        } else arcWorth[a] = worth(y, j);
      }
    }
    for (let y = 0; y < Y; y += 1) {
      const arc = this.chosenArc[y] ?? -1;
      if (arc !== -1) this.chosenArc[y] = moved[arc] ?? -1;
    }
    for (let j = 0; j < this.J; j += 1)
      for (let s = this.seatStart[j] ?? 0; s < (this.seatStart[j] ?? 0) + (this.seated[j] ?? 0); s += 1)
        this.seats[s] = moved[this.seats[s] ?? 0] ?? -1;
    this.arcStart = arcStart;
    this.arcJob = arcJob;
    this.arcWorth = arcWorth;
    this.arcYouth = arcYouth;
    this.pending = new Uint8Array(arcJob.length);
  }

  /** Adds every youth in index order: the optimal circulation of the arcs laid out. */
  solve() {
    const { Y, J, W, potential, arcStart, arcJob, arcWorth } = this;
    const bonus = this.net.bonus;
    // Starting potentials, with no backward arc yet: every forward arc's reduced cost is zero or
    // more (hub 0, worksite `bonus`, job its worksite's, youth the most any of its arcs asks).
    for (let node = Y; node < Y + J + W; node += 1) potential[node] = bonus;
    for (let y = 0; y < Y; y += 1) {
      let most = 0;
      for (let a = arcStart[y] ?? 0; a < (arcStart[y + 1] ?? 0); a += 1)
        most = Math.max(most, (potential[Y + (arcJob[a] ?? 0)] ?? 0) + (arcWorth[a] ?? 0));
      potential[y] = most;
    }
    for (let y = 0; y < Y; y += 1) {
      if ((arcStart[y + 1] ?? 0) === (arcStart[y] ?? 0)) continue;
      // The path's true cost is its reduced length less potential[y], plus the hub's: worth pushing
      // only when below zero.
      const count = this.search(y, this.HUB, (potential[y] ?? 0) - (potential[this.HUB] ?? 0), YOUTH);
      if (this.done[this.HUB] === this.epoch) {
        this.augment(y, this.HUB);
        this.shift(count, this.dist[this.HUB] ?? 0);
      } else this.waiting.add(y);
    }
  }

  /** Adds the jobs of `lists` a youth had not, and mends the flow where they pay. */
  extend(lists: readonly (readonly number[])[], worth: (y: number, j: number) => number) {
    const before = this.arcStart;
    const beforeJob = this.arcJob;
    this.layout(lists, worth);
    const { Y, potential, arcStart, arcJob, arcWorth, pending } = this;
    this.certified = false;
    const isNew = (y: number, a: number, old: number) => {
      const end = before[y + 1] ?? 0;
      return !(old < end && beforeJob[old] === arcJob[a]);
    };
    for (let y = 0; y < Y; y += 1) {
      let old = before[y] ?? 0;
      for (let a = arcStart[y] ?? 0; a < (arcStart[y + 1] ?? 0); a += 1) {
        while (old < (before[y + 1] ?? 0) && (beforeJob[old] ?? 0) < (arcJob[a] ?? 0)) old += 1;
        if (isNew(y, a, old)) pending[a] = 1;
      }
    }
    // The hub's own arcs come under the potentials before a search may take them.
    this.certify();
    for (let y = 0; y < Y; y += 1) {
      if (
        (before[y + 1] ?? 0) === (before[y] ?? 0) &&
        (arcStart[y + 1] ?? 0) > (arcStart[y] ?? 0) &&
        this.chosenArc[y] === -1
      ) {
        // A youth with arcs for the first time: the hub's arc to them is their only way in.
        this.waiting.add(y);
        potential[y] = potential[this.HUB] ?? 0;
      }
      for (let a = arcStart[y] ?? 0; a < (arcStart[y + 1] ?? 0); a += 1) {
        if (pending[a] === 0) continue;
        pending[a] = 0;
        const node = Y + (arcJob[a] ?? 0);
        const lack = -((potential[y] ?? 0) - (potential[node] ?? 0) - (arcWorth[a] ?? 0));
        if (lack <= 0) continue;
        // The arc is `lack` below zero: a path back from its job to its youth shorter than that
        // closes a negative cycle.
        const count = this.search(node, y, lack, INSERT);
        if (this.done[y] === this.epoch) {
          // The path first (it frees the seat when the job is full), then the new arc's own unit.
          this.augment(node, y);
          this.seat(y, a);
          this.shift(count, this.dist[y] ?? 0);
        } else this.shift(count, lack);
      }
    }
  }

  /**
   * Whether every arc out of the hub is non-negative under the potentials as they are (before
   * `certify`): no youth with arcs waits, and no arc back to a worksite is below zero.
   */
  hubArcsHold() {
    if (this.waiting.size > 0) return false;
    const siteBase = this.Y + this.J;
    const hub = this.potential[this.HUB] ?? 0;
    for (let w = 0; w < this.W; w += 1) {
      const units = this.siteUnits[w] ?? 0;
      if (units === 0) continue;
      const cost = units > (this.bonusUnits[w] ?? 0) ? 0 : this.net.bonus;
      if (cost + hub - (this.potential[siteBase + w] ?? 0) < 0) return false;
    }
    return true;
  }

  /** Potentials of settled nodes move by their distance less `to` (the others stay: a constant apart). */
  private shift(count: number, to: number) {
    const { potential, dist, settledList } = this;
    for (let i = 0; i < count; i += 1) {
      const node = settledList[i] ?? 0;
      potential[node] = (potential[node] ?? 0) + (dist[node] ?? 0) - to;
    }
  }

  /**
   * Shortest distances from the hub with its own arcs, under which no residual arc is negative: an
   * arc not in the network is then worth adding only when its own reduced cost is negative.
   */
  certify() {
    if (this.certified) return;
    this.certified = true;
    const count = this.search(this.HUB, -1, Infinity, CERTIFY);
    let farthest = 0;
    for (let i = 0; i < count; i += 1) farthest = Math.max(farthest, this.dist[this.settledList[i] ?? 0] ?? 0);
    for (let node = 0; node <= this.HUB; node += 1)
      if (this.done[node] !== this.epoch) this.potential[node] = (this.potential[node] ?? 0) + farthest;
    this.shift(count, 0);
  }

  private seat(y: number, arc: number) {
    const j = this.arcJob[arc] ?? 0;
    this.seats[(this.seatStart[j] ?? 0) + (this.seated[j] ?? 0)] = arc;
    this.seated[j] = (this.seated[j] ?? 0) + 1;
    this.chosenArc[y] = arc;
    this.waiting.delete(y);
  }

  private unseat(j: number, arc: number) {
    const from = this.seatStart[j] ?? 0;
    const last = from + (this.seated[j] ?? 0) - 1;
    for (let s = from; s <= last; s += 1) {
      if (this.seats[s] !== arc) continue;
      this.seats[s] = this.seats[last] ?? 0;
      this.seated[j] = (this.seated[j] ?? 0) - 1;
      return;
    }
    throw new Error('placement: a seat to free that is not taken');
  }

  /** Pushes one unit along the search's path from `root` to `target`, walking it backwards. */
  private augment(root: number, target: number) {
    const { Y, HUB } = this;
    const siteBase = Y + this.J;
    let v = target;
    while (v !== root) {
      const u = this.parent[v] ?? 0;
      const arc = this.parentArc[v] ?? -1;
      if (v === HUB) {
        if (u >= siteBase) {
          const w = u - siteBase;
          if ((this.bonusUnits[w] ?? 0) < (this.net.bonusCap[w] ?? 0))
            this.bonusUnits[w] = (this.bonusUnits[w] ?? 0) + 1;
          this.siteUnits[w] = (this.siteUnits[w] ?? 0) + 1;
        } else {
          this.chosenArc[u] = -1;
          this.waiting.add(u);
        }
      } else if (u === HUB) {
        if (v >= siteBase) {
          // Back along a worksite's unit: the plain one first, as the search priced it.
          const w = v - siteBase;
          if ((this.siteUnits[w] ?? 0) - (this.bonusUnits[w] ?? 0) === 0)
            this.bonusUnits[w] = (this.bonusUnits[w] ?? 0) - 1;
          this.siteUnits[w] = (this.siteUnits[w] ?? 0) - 1;
        } else this.waiting.delete(v);
      } else if (u < Y) {
        this.seat(u, arc);
      } else if (u < siteBase && v < Y) {
        this.unseat(u - Y, arc);
      }
      // job → worksite and worksite → job move no seat: a job's flow to its worksite is its seats.
      v = u;
    }
  }

  /**
   * Dijkstra from `root` on reduced costs; stops when `target` is settled or nothing below `bound`
   * is left. YOUTH leaves out the hub's own arcs (they are not under the potentials yet), CERTIFY
   * the arcs into the hub (it is the root). Returns how many nodes it settled (in `settledList`).
   */
  private search(root: number, target: number, bound: number, mode: number) {
    const { Y, J, HUB, potential, dist, seen, done, parent, parentArc, settledList, heap } = this;
    const { arcStart, arcJob, arcWorth, arcYouth, pending, seatStart, seats, seated, siteJobStart, siteJobs } = this;
    const { jobSlots, jobWorksite, bonusCap, bonus } = this.net;
    const siteBase = Y + J;
    this.epoch += 1;
    const epoch = this.epoch;
    heap.size = 0;
    let count = 0;
    let key = 0;
    const relax = (to: number, d: number, from: number, arc: number) => {
      if (done[to] === epoch) return;
      if (to === target && d <= key && d < bound) {
        // Nothing left in the heap is nearer than the node being read: the target is settled now,
        // which spares reading everything else at the same distance first.
        seen[to] = epoch;
        done[to] = epoch;
        dist[to] = d;
        parent[to] = from;
        parentArc[to] = arc;
        settledList[count] = to;
        count += 1;
        return;
      }
      if (seen[to] !== epoch || d < (dist[to] ?? 0)) {
        seen[to] = epoch;
        dist[to] = d;
        parent[to] = from;
        parentArc[to] = arc;
        heap.push(d, to);
      }
    };
    const reduced = (cost: number, from: number, to: number) => {
      const value = cost + (potential[from] ?? 0) - (potential[to] ?? 0);
      // Dijkstra would answer wrongly on a negative arc: a bug in the potentials, said out loud.
      if (value < 0) throw new Error(`placement: negative reduced cost ${String(value)}`);
      return value;
    };
    seen[root] = epoch;
    dist[root] = 0;
    parent[root] = -1;
    heap.push(0, root);
    while (heap.size > 0 && (target < 0 || done[target] !== epoch)) {
      key = heap.keys[0] ?? 0;
      const u = heap.pop();
      if (done[u] === epoch || key > (dist[u] ?? 0)) continue;
      if (key >= bound) break;
      done[u] = epoch;
      settledList[count] = u;
      count += 1;
      if (u === target) break;
      if (u < Y) {
        const taken = this.chosenArc[u] ?? -1;
        const own = potential[u] ?? 0;
        for (let a = arcStart[u] ?? 0; a < (arcStart[u + 1] ?? 0); a += 1) {
          if (a === taken || pending[a] === 1) continue;
          const v = Y + (arcJob[a] ?? 0);
          const rc = own - (arcWorth[a] ?? 0) - (potential[v] ?? 0);
          if (rc < 0) reduced(-(arcWorth[a] ?? 0), u, v);
          relax(v, key + rc, u, a);
        }
        // A placed youth may go back to the hub: unplaced, so that another takes the seat.
        if (taken !== -1 && mode !== CERTIFY) relax(HUB, key + reduced(0, u, HUB), u, -1);
      } else if (u < siteBase) {
        const j = u - Y;
        const w = siteBase + (jobWorksite[j] ?? 0);
        const full = seated[j] ?? 0;
        if (full < (jobSlots[j] ?? 0)) relax(w, key + reduced(0, u, w), u, -1);
        const own = potential[u] ?? 0;
        for (let s = seatStart[j] ?? 0; s < (seatStart[j] ?? 0) + full; s += 1) {
          const a = seats[s] ?? 0;
          const v = arcYouth[a] ?? 0;
          const rc = (arcWorth[a] ?? 0) + own - (potential[v] ?? 0);
          if (rc < 0) reduced(arcWorth[a] ?? 0, u, v);
          relax(v, key + rc, u, a);
        }
      } else if (u < HUB) {
        const w = u - siteBase;
        if (mode !== CERTIFY) {
          const cost = (this.bonusUnits[w] ?? 0) < (bonusCap[w] ?? 0) ? -bonus : 0;
          relax(HUB, key + reduced(cost, u, HUB), u, -1);
        }
        for (let s = siteJobStart[w] ?? 0; s < (siteJobStart[w + 1] ?? 0); s += 1) {
          const j = siteJobs[s] ?? 0;
          if ((seated[j] ?? 0) > 0) relax(Y + j, key + reduced(0, u, Y + j), u, -1);
        }
      } else if (mode !== YOUTH) {
        // The hub's own arcs: to each youth waiting, and back along each worksite's used units.
        // Under CERTIFY's potentials they may be negative: as the root's only arcs, Dijkstra bears it.
        const check = mode === INSERT;
        for (const y of this.waiting) {
          const cost = (potential[HUB] ?? 0) - (potential[y] ?? 0);
          relax(y, key + (check ? reduced(0, HUB, y) : cost), HUB, -1);
        }
        for (let w = 0; w < this.W; w += 1) {
          const units = this.siteUnits[w] ?? 0;
          if (units === 0) continue;
          const cost = units > (this.bonusUnits[w] ?? 0) ? 0 : bonus;
          const node = siteBase + w;
          relax(
            node,
            key + (check ? reduced(cost, HUB, node) : cost + (potential[HUB] ?? 0) - (potential[node] ?? 0)),
            HUB,
            -1,
          );
        }
      }
    }
    this.settled += count;
    return count;
  }
}
