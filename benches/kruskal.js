// Node runner for the JavaScript baselines of www/bench/baselines.js (the careful Kruskal that
// README's speed table compares the native build against). Run: node benches/kruskal.js [sizes...]
import { kruskal } from '../www/bench/baselines.js';

export { kruskal };

const now = () => performance.now();

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** Median milliseconds of `reps` careful-Kruskal runs on an n×n maze. */
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
