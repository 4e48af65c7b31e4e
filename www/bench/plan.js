// How the generation benchmarks are timed, shared by the browser page (bench.js) and Node
// (benches/kruskal.js, benches/report.mjs); criterion (benches/generate.rs) does the same with
// the same seeds: every seed of the size's list in seeds.txt is generated once per round, a
// round's time is divided by the list's length (time per maze), and the figure is the median
// over rounds. The contenders compared in one run take turns round by round, so that a change
// in the machine's load (other work shares its cores) falls on all of them alike.

/** Rounds per side: enough for a median, short enough for a 2-core machine. */
export const ROUNDS = { 100: 15, 1000: 5, 2000: 3 };

/** The seed lists of seeds.txt: `{ side: [seed, ...] }`. */
export function parseSeeds(text) {
  const lists = {};
  for (const line of text.split('\n')) {
    const m = /^(\d+):(.*)$/.exec(line.trim());
    if (m) lists[m[1]] = m[2].trim().split(/\s+/);
  }
  return lists;
}

/** A 32-bit seed for the JavaScript baselines from a seed string (FNV-1a). */
export function seedNumber(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const yieldNow = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Times the `contenders` (`{ name: { seeds, run, rounds? } }`) in turns: one warm-up maze each
 * (the first seed), then round after round each contender generates its seed list once
 * (`rounds` per contender, or `rounds` of the call), yielding to the event loop before each.
 * Returns `{ name: median milliseconds per maze }`.
 */
export async function perMaze(rounds, contenders) {
  const entries = Object.entries(contenders);
  const times = {};
  for (const [name, c] of entries) {
    c.run(c.seeds[0]);
    times[name] = [];
  }
  for (let r = 0; r < rounds; r++) {
    for (const [name, c] of entries) {
      if (r >= (c.rounds ?? rounds)) continue;
      await yieldNow();
      const t0 = performance.now();
      for (const seed of c.seeds) c.run(seed);
      times[name].push((performance.now() - t0) / c.seeds.length);
    }
  }
  return Object.fromEntries(entries.map(([name]) => [name, median(times[name])]));
}
