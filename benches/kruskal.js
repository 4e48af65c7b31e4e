// Baseline for the README's speed claims: a careful JavaScript Kruskal maze generator
// (typed arrays, full Fisher–Yates shuffle, union by size, path halving, the same stop rule
// as seedmaze's `union-find`). Run: node benches/kruskal.js [sizes...]

function makeRng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s;
  };
}

/** Builds a w×h maze; returns the number of erased walls. `perfect` goes on to one set. */
export function kruskal(w, h, seed, perfect) {
  const n = w * h;
  const rng = makeRng(seed);
  const walls = new Uint32Array((w - 1) * h + w * (h - 1));
  let m = 0;
  for (let c = 0; c < n; c++) {
    const x = c % w;
    if (x + 1 < w) walls[m++] = 2 * c;
    if (c + w < n) walls[m++] = 2 * c + 1;
  }
  for (let i = m - 1; i > 0; i--) {
    const j = Math.floor((rng() / 4294967296) * (i + 1));
    const t = walls[i]; walls[i] = walls[j]; walls[j] = t;
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
  let sets = n, erased = 0;
  for (let i = 0; i < m; i++) {
    const wall = walls[i];
    const a = wall >>> 1;
    const b = (wall & 1) === 0 ? a + 1 : a + w;
    let ra = find(a), rb = find(b);
    if (ra === rb) continue;
    if (size[ra] < size[rb]) { const t = ra; ra = rb; rb = t; }
    parent[rb] = ra; size[ra] += size[rb];
    bytes[a] &= (wall & 1) === 0 ? ~1 : ~2;
    erased++; sets--;
    if (perfect ? sets === 1 : find(0) === find(n - 1)) break;
  }
  return erased;
}

const now = () => performance.now();

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

export function bench(n, perfect, reps) {
  const times = [];
  for (let r = 0; r < reps; r++) {
    const t0 = now();
    kruskal(n, n, 12345 + r, perfect);
    times.push(now() - t0);
  }
  return median(times);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number);
  const out = [];
  for (const n of sizes.length ? sizes : [100, 1000, 2000]) {
    const reps = n <= 100 ? 200 : n <= 1000 ? 11 : 5;
    bench(n, false, 2); // warm up the JIT
    for (const perfect of [false, true]) {
      out.push({ size: n, algorithm: perfect ? 'perfect' : 'union-find', median_ms: bench(n, perfect, reps) });
    }
  }
  console.log(JSON.stringify(out));
}
