// JavaScript maze generators that the benchmarks compare seedmaze's wasm against.
// Both fill a wall-byte array like the Rust core (1 = east wall, 2 = south wall) so that the
// work is the same; neither is used by the game.

/** xorshift32: a fast, seedable source of 32-bit integers. */
function makeRng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
}

/**
 * The careful JavaScript Kruskal: typed arrays, a full Fisher–Yates shuffle of the interior
 * walls, union by size with path halving, and seedmaze's stop rule (cell 0 and the exit
 * joined, or one set left when `perfect`). Returns the number of erased walls.
 */
export function kruskal(w, h, seed, perfect) {
  const n = w * h;
  const rng = makeRng(seed);
  const walls = new Uint32Array((w - 1) * h + w * (h - 1));
  let m = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = y * w + x;
      if (x + 1 < w) walls[m++] = 2 * c;
      if (y + 1 < h) walls[m++] = 2 * c + 1;
    }
  }
  for (let i = m - 1; i > 0; i--) {
    const j = Math.floor((rng() / 4294967296) * (i + 1));
    const t = walls[i];
    walls[i] = walls[j];
    walls[j] = t;
  }
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const bytes = new Uint8Array(n).fill(3);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  let sets = n;
  let erased = 0;
  for (let i = 0; i < m; i++) {
    const wall = walls[i];
    const a = wall >>> 1;
    const b = (wall & 1) === 0 ? a + 1 : a + w;
    let ra = find(a);
    let rb = find(b);
    if (ra === rb) continue;
    if (size[ra] < size[rb]) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    parent[rb] = ra;
    size[ra] += size[rb];
    bytes[a] &= (wall & 1) === 0 ? ~1 : ~2;
    erased++;
    sets--;
    if (perfect ? sets === 1 : find(0) === find(n - 1)) break;
  }
  return erased;
}

/**
 * The naive JavaScript loop: pick a random cell and a random neighbour, union by size with no
 * path compression, until cell 0 and the exit are joined. Returns the number of erased walls.
 */
export function naive(w, h, seed) {
  const n = w * h;
  const rng = makeRng(seed);
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const bytes = new Uint8Array(n).fill(3);
  const find = (x) => {
    while (parent[x] !== x) x = parent[x];
    return x;
  };
  let erased = 0;
  while (find(0) !== find(n - 1)) {
    const c = rng() % n;
    const x = c % w;
    const y = (c - x) / w;
    let d = rng() & 3;
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
    erased++;
  }
  return erased;
}
