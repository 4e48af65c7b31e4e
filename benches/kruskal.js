// Node runner for the JavaScript baselines of www/bench/baselines.js (the careful Kruskal that
// docs/speed.md's speed table compares the native build against; the browser page imports the same
// file). Timed like the browser page and criterion (www/bench/plan.js): the seeds of
// www/bench/seeds.txt, the median over rounds of the time per maze.
// Run: node benches/kruskal.js [sides...]
import fs from 'node:fs';
import { kruskal, naive, checkMaze } from '../www/bench/baselines.js';
import { ROUNDS, parseSeeds, perMaze, seedNumber } from '../www/bench/plan.js';

export { kruskal, naive, checkMaze };

/** The seed lists of www/bench/seeds.txt: `{ side: [seed, ...] }`. */
export const SEEDS = parseSeeds(fs.readFileSync(new URL('../www/bench/seeds.txt', import.meta.url), 'utf8'));

/**
 * Median milliseconds per maze on the side's seed list of the careful Kruskal (`union-find` and
 * `perfect`) and, with `naive`, of the naive loop (at most 3 rounds), timed in turns.
 */
export function bench(side, { naive: withNaive = false, rounds = ROUNDS[side] } = {}) {
  const seeds = SEEDS[side].map(seedNumber);
  const contenders = {
    'union-find': { seeds, run: (seed) => kruskal(side, side, seed, false) },
    perfect: { seeds, run: (seed) => kruskal(side, side, seed, true) },
  };
  if (withNaive) contenders.naive = { seeds, run: (seed) => naive(side, side, seed), rounds: Math.min(3, rounds) };
  return perMaze(rounds, contenders);
}

/** Throws unless both baselines make valid mazes (a faster baseline must not skip work). */
export function checkBaselines() {
  for (const [w, h] of [
    [1, 1],
    [1, 7],
    [7, 1],
    [2, 2],
    [31, 17],
    [100, 100],
  ]) {
    for (const seed of SEEDS[100].slice(0, 4).map(seedNumber)) {
      checkMaze(w, h, kruskal(w, h, seed, false));
      checkMaze(w, h, kruskal(w, h, seed, true), true);
      checkMaze(w, h, naive(w, h, seed));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  checkBaselines();
  const sides = process.argv.slice(2).map(Number);
  const out = [];
  for (const side of sides.length ? sides : [100, 1000, 2000]) {
    const times = await bench(side, { naive: true });
    for (const [algorithm, ms] of Object.entries(times)) out.push({ size: side, algorithm, median_ms: ms });
  }
  console.log(JSON.stringify(out));
}
