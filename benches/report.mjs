// Reads the criterion results, times the JavaScript baseline in this same run, and prints
// the speed table of docs/speed.md (also written to benches/report.json). Both sides time the seeds
// of www/bench/seeds.txt (benches/generate.rs includes the file; the JavaScript baseline, a
// different program, hashes the same seed strings), per maze, median over rounds.
// Usage: node benches/report.mjs (after `cargo bench --bench generate`).
import fs from 'node:fs';
import os from 'node:os';
import { bench, checkBaselines, SEEDS } from './kruskal.js';
import { parseSeeds } from '../www/bench/plan.js';

const root = new URL('../target/criterion/', import.meta.url);

// benches/generate.rs leaves the seed lists it timed next to its results: they must be the
// lists the JavaScript and the browser page time, or the table would pair different mazes.
let timed = null;
try {
  timed = parseSeeds(fs.readFileSync(new URL('generate/seeds.txt', root), 'utf8'));
} catch {
  /* an older criterion run */
}
if (JSON.stringify(timed) !== JSON.stringify(SEEDS)) {
  throw new Error(
    'the criterion results were not timed on www/bench/seeds.txt: run `cargo bench --bench generate` first',
  );
}

function criterionMs(id) {
  const file = new URL(`${id}/new/estimates.json`, root);
  const est = JSON.parse(fs.readFileSync(file, 'utf8'));
  return est.median.point_estimate / 1e6;
}

const load = (when) => ({ when, loadavg_1_5_15: os.loadavg().map((x) => +x.toFixed(2)), cpus: os.cpus().length });
const loads = [load('start')];
checkBaselines();
const rows = [];
for (const size of [100, 1000, 2000]) {
  const times = await bench(size);
  for (const algorithm of ['union-find', 'perfect']) {
    const js = times[algorithm];
    const rust = criterionMs(`generate/${algorithm}/${size}`);
    rows.push({ size, algorithm, rust_native_ms: rust, js_kruskal_ms: js, js_over_rust: js / rust });
  }
}
loads.push(load('end'));
const others = [
  ...['backtracker', 'pathcut', 'prim', 'wilson', 'eller', 'hunt-and-kill', 'growing-tree', 'division'],
  ...['sidewinder', 'binary-tree', 'aldous-broder'],
].map((algorithm) => ({
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
console.log(
  `load average (1, 5, 15 min) while the JavaScript ran: ${loads.map((l) => `${l.when} ${l.loadavg_1_5_15.join(', ')}`).join('; ')}`,
);
const report = { node: process.version, seeds: SEEDS, load: loads, rows, others, solve_1000_ms: solve };
fs.writeFileSync(new URL('./report.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
