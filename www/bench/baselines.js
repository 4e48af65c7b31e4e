// JavaScript maze generators that the benchmarks compare seedmaze's wasm against: the browser
// page (www/bench/bench.js) and Node (benches/kruskal.js, benches/report.mjs) import this one
// file. Both fill a wall-byte array like the Rust core (1 = east wall, 2 = south wall, border
// bits set) and return it, so that the work is the same; neither is used by the game. They are
// different programs from the Rust generator (their own random order, from a 32-bit seed) with
// the same stop rule, so they do not make the same mazes.
//
// The careful Kruskal is written as a careful JavaScript author would write it for speed. Its
// design, with what each part was measured to be worth (1000×1000 `union-find` unless said,
// headless Chromium 156 and Node 20, variants timed in turns in one page or process, medians
// of 11 to 15 runs, on this 2-core machine while nothing else ran):
//   - one pass fills a Uint32Array with the interior wall ids (wall 2i = cell i's east wall,
//     2i + 1 its south wall), a full Fisher–Yates pass shuffles it, and the Kruskal loop then
//     reads it front to back;
//   - the random numbers are xorshift32 kept in a local int32 variable inside the loop, and the
//     index is the multiply-shift ⌊u · (i + 1) / 2³²⌋: no function call, no BigInt, no boxing.
//     This is most of the difference from the first version (Chromium 128–138 ms, now 47 ms;
//     Node 65–69 ms, now 42 ms), which called a closure for each number and kept the closure's
//     state unsigned (`s >>>= 0`; V8 stores such a value as a heap number in the closure's
//     context). Moving the generator inline alone took that version from 122 ms to 49 ms in
//     Chromium; a closure with int32 state was 94 ms;
//   - one Int32Array `parent` holds the forest: a negative entry marks a root and is minus the
//     size of its set (union by size without a second array); the finds are inline loops with
//     path halving;
//   - the stop rule costs nothing per wall: the roots of cell 0 and of the exit are kept in two
//     variables and updated by each union (a root changes only when its set is merged), so
//     "cell 0 and the exit share a set" is one comparison instead of two finds (with the
//     separate size array, neither change was measurable: 123 → 125 → 122 ms);
//   - the loop reads the parent of the cell eight walls ahead, so that its cache miss has
//     started when that wall's turn comes: 46–48 ms against 49–51 ms (4, 16 or 32 ahead: the
//     same);
//   - an erased wall clears its bit in the wall bytes at once.
// Tried and slower, so not used: a lazy Fisher–Yates that draws each next wall on demand and
// stops when start and exit join (it shuffles only the 53–85% of the walls Kruskal reads, but
// took 93 ms against 51 ms, probably because each wall then comes from a cache miss that its
// finds must wait for); the same in blocks of 512 or 4096 walls (shuffle a block, then run
// Kruskal over it): 59–60 ms against 51 ms, and 386–401 ms against 270 ms at 2000×2000,
// probably because the shuffle's and the finds' random reads then compete for the cache; an
// inside-out shuffle that fills and shuffles in one pass (no gain); union by size with no path
// compression (slower on `perfect`, measured in Node under load: 84–106 ms against 64–65 ms).

const READ_AHEAD = 8;
let readAheadSink = 0;

/** What the careful Kruskal's read-ahead last read (its only use is to keep the reads). */
export const readAheadValue = () => readAheadSink;

/**
 * The careful JavaScript Kruskal (design above): uniformly random wall order by a full
 * Fisher–Yates shuffle, union by size with path halving, and seedmaze's stop rule (cell 0 and
 * the exit joined, or one set left when `perfect`). Returns the wall bytes.
 */
export function kruskal(w, h, seed, perfect) {
  const n = w * h;
  const m = (w - 1) * h + w * (h - 1);
  // READ_AHEAD spare slots at the end: the loop reads that far ahead (wall 0 there is harmless).
  const walls = new Uint32Array(m + READ_AHEAD);
  let k = 0;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const c = row + x;
      if (x + 1 < w) walls[k++] = 2 * c;
      if (y + 1 < h) walls[k++] = 2 * c + 1;
    }
  }
  let s = seed | 0 || 1;
  for (let i = m - 1; i > 0; i--) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const j = Math.floor((s >>> 0) * (i + 1) * 2.3283064365386963e-10); // ⌊u·(i+1)/2³²⌋
    const t = walls[i];
    walls[i] = walls[j];
    walls[j] = t;
  }
  const parent = new Int32Array(n).fill(-1);
  const bytes = new Uint8Array(n).fill(3);
  let root0 = 0;
  let rootExit = n - 1;
  let sets = n;
  let touched = 0;
  for (let i = 0; i < m; i++) {
    // Read the parent of a cell READ_AHEAD walls ahead, so that its cache miss is under way when
    // that wall's find comes; `touched` only keeps the read from being optimised away.
    touched ^= parent[walls[i + READ_AHEAD] >>> 1];
    const wall = walls[i];
    const a = wall >>> 1;
    const south = wall & 1;
    // The two finds, with path halving: each step links a cell to its grandparent.
    let ra = a;
    for (;;) {
      const p = parent[ra];
      if (p < 0) break;
      const g = parent[p];
      if (g < 0) {
        ra = p;
        break;
      }
      parent[ra] = g;
      ra = g;
    }
    let rb = south ? a + w : a + 1;
    for (;;) {
      const p = parent[rb];
      if (p < 0) break;
      const g = parent[p];
      if (g < 0) {
        rb = p;
        break;
      }
      parent[rb] = g;
      rb = g;
    }
    if (ra === rb) continue;
    // Union by size: ra becomes the root of the larger set.
    if (parent[ra] > parent[rb]) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    parent[ra] += parent[rb];
    parent[rb] = ra;
    if (root0 === rb) root0 = ra;
    if (rootExit === rb) rootExit = ra;
    bytes[a] &= south ? 1 : 2;
    sets--;
    if (perfect ? sets === 1 : root0 === rootExit) break;
  }
  readAheadSink = touched;
  return bytes;
}

/**
 * The naive JavaScript loop: pick a random cell and a random neighbour, erase the wall between
 * them when they are in different sets (union by size, no path compression), until cell 0 and
 * the exit are joined (checked before every draw, as the loop's condition). The draws repeat
 * walls (a repeat finds both cells joined and does nothing), and every check walks two paths to
 * their roots: that is what makes it naive. It uses the same inline xorshift32 as the careful
 * Kruskal, so that the comparison is between the algorithms, not the random number code.
 * Returns the wall bytes.
 */
export function naive(w, h, seed) {
  const n = w * h;
  let s = seed | 0 || 1;
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const bytes = new Uint8Array(n).fill(3);
  const find = (x) => {
    while (parent[x] !== x) x = parent[x];
    return x;
  };
  while (find(0) !== find(n - 1)) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const c = (s >>> 0) % n;
    const x = c % w;
    const y = (c - x) / w;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    let d = s & 3;
    let other = -1;
    let wall = -1;
    // Try the picked direction, then turn until a neighbour exists.
    for (let tries = 0; tries < 4 && other < 0; tries++, d = (d + 1) & 3) {
      if (d === 0 && y > 0) {
        other = c - w;
        wall = 2 * other + 1;
      } else if (d === 1 && x + 1 < w) {
        other = c + 1;
        wall = 2 * c;
      } else if (d === 2 && y + 1 < h) {
        other = c + w;
        wall = 2 * c + 1;
      } else if (d === 3 && x > 0) {
        other = c - 1;
        wall = 2 * other;
      }
    }
    let ra = find(c);
    let rb = find(other);
    if (ra === rb) continue;
    if (size[ra] < size[rb]) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    parent[rb] = ra;
    size[ra] += size[rb];
    bytes[wall >>> 1] &= (wall & 1) === 0 ? ~1 : ~2;
  }
  return bytes;
}

/**
 * Checks a baseline's wall bytes: border walls standing, the open walls form a forest (no
 * cycle), cell 0 reaches the exit, and with `perfect` every cell is reached. Returns the
 * number of open walls, or throws. The benchmarks run it once per baseline so that a faster
 * baseline cannot be one that skips work.
 */
export function checkMaze(w, h, bytes, perfect = false) {
  const n = w * h;
  const parent = new Int32Array(n).fill(-1);
  const find = (x) => {
    while (parent[x] >= 0) x = parent[x];
    return x;
  };
  let open = 0;
  const join = (a, b) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) throw new Error(`cycle through cells ${a} and ${b}`);
    parent[ra] = rb;
    open++;
  };
  for (let c = 0; c < n; c++) {
    const x = c % w;
    const y = (c - x) / w;
    if (!(bytes[c] & 1)) {
      if (x === w - 1) throw new Error(`border wall east of cell ${c} is open`);
      join(c, c + 1);
    }
    if (!(bytes[c] & 2)) {
      if (y === h - 1) throw new Error(`border wall south of cell ${c} is open`);
      join(c, c + w);
    }
  }
  if (find(0) !== find(n - 1)) throw new Error('cell 0 does not reach the exit');
  if (perfect && open !== n - 1) throw new Error(`perfect maze with ${open} open walls, not ${n - 1}`);
  return open;
}
