// Reads the criterion results, times the JavaScript baseline in this same run, and prints
// the README's speed table (also written to benches/report.json).
// Usage: node benches/report.mjs (after `cargo bench --bench generate`).
import fs from 'node:fs';
import { bench } from './kruskal.js';

const root = new URL('../target/criterion/', import.meta.url);

function criterionMs(id) {
  const file = new URL(`${id}/new/estimates.json`, root);
  const est = JSON.parse(fs.readFileSync(file, 'utf8'));
  return est.median.point_estimate / 1e6;
}

const rows = [];
for (const size of [100, 1000, 2000]) {
  bench(size, false, 2); // JIT warm-up
  for (const algorithm of ['union-find', 'perfect']) {
    const reps = size <= 100 ? 200 : size <= 1000 ? 11 : 5;
    const js = bench(size, algorithm === 'perfect', reps);
    const rust = criterionMs(`generate/${algorithm}/${size}`);
    rows.push({ size, algorithm, rust_native_ms: rust, js_kruskal_ms: js, js_over_rust: js / rust });
  }
}
const others = ['backtracker', 'pathcut', 'prim', 'wilson'].map((algorithm) => ({
  algorithm,
  rust_native_ms: criterionMs(`generate/${algorithm}/1000`),
}));
const solve = criterionMs('solve/shortest_path_1000');
const fmt = (x) => (x >= 10 ? x.toFixed(1) : x.toFixed(2));
console.log('| maze | algorithm | Rust native (median) | careful JS Kruskal (median) | JS / Rust |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.size}×${r.size} | ${r.algorithm} | ${fmt(r.rust_native_ms)} ms | ${fmt(r.js_kruskal_ms)} ms | ${r.js_over_rust.toFixed(2)}× |`,
  );
}
console.log('\n| other generators, 1000×1000 | Rust native (median) |\n|---|---|');
for (const o of others) console.log(`| ${o.algorithm} | ${fmt(o.rust_native_ms)} ms |`);
console.log(`\nsolver (BFS + path) on a 1000×1000 perfect maze: ${fmt(solve)} ms`);
fs.writeFileSync(
  new URL('./report.json', import.meta.url),
  `${JSON.stringify({ rows, others, solve_1000_ms: solve }, null, 2)}\n`,
);
