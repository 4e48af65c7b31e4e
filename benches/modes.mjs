// Big levels in every mode, and the mazes made ahead: one run, ratios against square's in the same run.
//
// Part 1 opens level 499 (`?seed=bench&level=499`) from its link in each mode (square, hex, triangle, circle, braid 50,
// woven, 8 floors) in a fresh page, the modes taking turns round by round so that a change in the machine's load falls on all
// of them, and reads: navigation → the game ready and playable (`open`), asked → playable from the page's account
// (`seedmaze.made()`), and the wasm memory of the page and of its worker once the solution is in. Part 2 times, in the
// same pages, a cold open (asked → playable) against "new maze" (the N key) and the next level (`seedmaze.next()`, as
// a win asks for it) once the worker has made them ahead (`seedmaze.spares()`): level 499 and level 300 → 301.
// With `--new`, part 1 also presses N in each mode's page once its levels made ahead are in, and times that "new maze"
// (asked → playable), the second reading of each mode.
// Usage: node benches/modes.mjs [--rounds N] [--out FILE] [--modes-only: part 1 alone] [--new] [--only 'square,floors 8'] (after `./dev.sh dist` or a build into www/pkg;
// `--root DIR` serves another build, e.g. dist). Writes benches/modes-report.json (or --out FILE); prints docs/speed.md's tables.
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';
import { launchChromium } from '../tools/chromium.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const ROUNDS = Number(option('--rounds', 3));
const MODES_ONLY = process.argv.includes('--modes-only');
const NEW_MAZE = process.argv.includes('--new');
// `--only square,floors 8`: these modes alone (part 1).
const ONLY = option('--only', null)?.split(',');
const LEVEL = '?seed=bench&level=499';
const MODES = [
  ['square', ''],
  ['hex', '&shape=hex'],
  ['triangle', '&shape=triangle'],
  ['circle', '&shape=circle'],
  ['braid 50', '&braid=50'],
  ['woven', '&weave=1'],
  ['floors 8', '&floors=8'],
  // The difficulty dial weighs its candidates before the level plays: its goal is 2× square.
  ['difficulty hard', '&difficulty=hard'],
  // The seven generators added last, each on the plain square (`--only` picks them by name).
  ...['eller', 'hunt-and-kill', 'growing-tree', 'division', 'sidewinder', 'binary-tree', 'aldous-broder'].map((a) => [
    a,
    `&algo=${a}`,
  ]),
];
const CHOSEN = MODES.filter(([mode]) => !ONLY || ONLY.includes(mode));
// The goals: every mode within 1.5× square's time, woven's memory within 2× square's, a spare within 25% of a cold open.
const MODE_GOAL = 1.5;
const MEMORY_GOAL = 2;
const SPARE_GOAL = 0.25;
const MIB = 2 ** 20;

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** Waits until the level on screen is made, drawn, solved and (a square's) ordered. */
const settled = (page, asked = null) =>
  page.waitForFunction(
    (before) =>
      document.documentElement.dataset.ready === 'true' &&
      document.getElementById('board')?.dataset.loading === 'false' &&
      window.seedmaze.made()?.times?.asked !== before &&
      window.seedmaze.state().solved !== false &&
      window.seedmaze.state().ordered !== false,
    asked,
    { timeout: 5 * 60 * 1000, polling: 20 },
  );

/** asked → playable (the first draw done) from the page's account of the level it made last. */
const playable = (made) => {
  const draw = made?.tasks.find((t) => t.what === 'first draw');
  return draw ? draw.at + draw.ms - made.times.asked : null;
};

/** Where asked → playable went: the worker's wait, generation and packing, the transfer, the adoption, the first draw. */
function stages(made) {
  const [t, w] = [made?.times, made?.times?.worker];
  if (!w) return null;
  const last = made.tasks.filter((x) => x.what === 'adopt' || x.what === 'finish').at(-1);
  const draw = made.tasks.find((x) => x.what === 'first draw');
  const ms = (x) => +x.toFixed(1);
  return {
    wait: ms(w.start - t.asked),
    generate: ms((w.send ?? w.post) - (w.generate ?? w.start)),
    pack: ms(w.post - (w.send ?? w.post)),
    transfer: ms(t.received - w.post),
    adopt: ms(last ? last.at + last.ms - t.received : 0),
    draw: ms(draw?.ms ?? 0),
  };
}

/** Opens `query` in a fresh page and returns its times and memory; `then(page)` runs on it before it closes. */
async function open(browser, base, query, then = null) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
  // The page's longest task from its first script on: a level made in the worker leaves the page free.
  await context.addInitScript(() => {
    window.benchLongest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.benchLongest = Math.max(window.benchLongest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const t0 = Date.now();
    await page.goto(base + query);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.ready === 'true' &&
        document.getElementById('board')?.dataset.loading === 'false',
      null,
      { timeout: 5 * 60 * 1000, polling: 20 },
    );
    const openMs = Date.now() - t0;
    await settled(page);
    const made = await page.evaluate(() => window.seedmaze.made());
    const longest = await page.evaluate(() => window.benchLongest);
    const memory = await page.evaluate(async () => [window.seedmaze.memory(), await window.seedmaze.workerMemory()]);
    const more = then ? await then(page, made) : null;
    if (errors.length) throw new Error(`${query}: ${errors.join('; ')}`);
    return {
      open_ms: openMs,
      playable_ms: playable(made),
      stages: stages(made),
      where: made.where,
      longest_task_ms: longest,
      page_mib: memory[0] / MIB,
      worker_mib: memory[1] / MIB,
      ...more,
    };
  } finally {
    await context.close();
  }
}

/** In an open page: waits until every level asked for ahead is made (a player who plays a second or two), then asks for one (`how`: 'n' or 'next') and times it. */
async function takeSpare(page, made, how) {
  // A build without spares (`--root` on an older one) is timed as it is: its "made ahead" is a cold make.
  const ahead = () => {
    const s = window.seedmaze.spares?.();
    return !s || (s.asked > 0 && s.ready === s.asked);
  };
  await page.waitForFunction(ahead, null, { timeout: 5 * 60 * 1000, polling: 50 });
  const spares = await page.evaluate(() => window.seedmaze.spares?.() ?? null);
  if (how === 'n' || !(await page.evaluate(() => window.seedmaze.next))) await page.keyboard.press('n');
  else await page.evaluate(() => window.seedmaze.next());
  await settled(page, made.times.asked);
  const again = await page.evaluate(() => window.seedmaze.made());
  return { spare_ms: playable(again), spare_level: (await page.evaluate(() => window.seedmaze.state())).level, spares };
}

/** Level 499 opened 30 "new maze"s in a row: the worker's memory after each (bounded: it holds at most two ahead). */
async function manyNew(page) {
  const mib = [];
  for (let i = 0; i < 30; i++) {
    const made = await page.evaluate(() => window.seedmaze.made());
    await page.keyboard.press('n');
    await settled(page, made.times.asked);
    mib.push((await page.evaluate(() => window.seedmaze.workerMemory())) / MIB);
  }
  return { worker_mib_over_30_new: mib };
}

const server = await serve(option('--root') ?? `${ROOT}www`, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium(['--headless']);
const loadavg = [os.loadavg()];
const runs = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [mode, extra] of CHOSEN) {
      const then = NEW_MAZE ? (page, made) => takeSpare(page, made, 'n') : null;
      runs.push({ mode, round, ...(await open(browser, base, LEVEL + extra, then)) });
    }
    if (MODES_ONLY) continue;
    for (const [name, query, how] of [
      ['499 new maze', LEVEL, 'n'],
      ['499 next (the last level again)', LEVEL, 'next'],
      ['300 → 301', '?seed=bench&level=300', 'next'],
    ])
      runs.push({
        mode: name,
        round,
        ...(await open(browser, base, query, (page, made) => takeSpare(page, made, how))),
      });
  }
  if (!MODES_ONLY) runs.push({ mode: '499: 30 new mazes', ...(await open(browser, base, LEVEL, manyNew)) });
} finally {
  await browser.close();
  server.close();
}
loadavg.push(os.loadavg());

const fmt = (x, unit = ' ms') => (x == null ? '–' : `${x >= 100 ? x.toFixed(0) : x.toFixed(1)}${unit}`);
const of = (mode, key) => median(runs.filter((r) => r.mode === mode).map((r) => r[key]));
const square = { open: of('square', 'open_ms'), asked: of('square', 'playable_ms'), mib: of('square', 'page_mib') };
console.log(
  `level 499 from its link, median of ${ROUNDS} rounds (goal: within ${MODE_GOAL}× square; woven memory within ${MEMORY_GOAL}×):`,
);
const spare = of('square', 'spare_ms');
console.log(
  `| mode | navigation → playable | × square | asked → playable | × square | made in | longest task | page memory | × square | worker memory |${NEW_MAZE ? ' "new maze" | × square |' : ''}`,
);
console.log(`|---|---|---|---|---|---|---|---|---|---|${NEW_MAZE ? '---|---|' : ''}`);
for (const [mode] of CHOSEN) {
  const [o, a, m] = [of(mode, 'open_ms'), of(mode, 'playable_ms'), of(mode, 'page_mib')];
  console.log(
    `| ${mode} | ${fmt(o)} | ${(o / square.open).toFixed(2)}× | ${fmt(a)} | ${(a / square.asked).toFixed(2)}× | ` +
      `${[...new Set(runs.filter((r) => r.mode === mode).map((r) => r.where))].join(', ')} | ${fmt(of(mode, 'longest_task_ms'))} | ` +
      `${fmt(m, ' MiB')} | ${(m / square.mib).toFixed(2)}× | ${fmt(of(mode, 'worker_mib'), ' MiB')} |` +
      (NEW_MAZE ? ` ${fmt(of(mode, 'spare_ms'))} | ${(of(mode, 'spare_ms') / spare).toFixed(2)}× |` : ''),
  );
}
if (!MODES_ONLY) {
  console.log(`\nmade ahead (goal: within ${SPARE_GOAL * 100}% of the cold open, asked → playable, in the same page):`);
  console.log('| what | cold open | made ahead | share |');
  console.log('|---|---|---|---|');
  for (const name of ['499 new maze', '499 next (the last level again)', '300 → 301']) {
    const [cold, spare] = [of(name, 'playable_ms'), of(name, 'spare_ms')];
    console.log(`| ${name} | ${fmt(cold)} | ${fmt(spare)} | ${((100 * spare) / cold).toFixed(0)}% |`);
  }
}
// Each mode against the square of its own round (the two loaded one after the other): a change in the machine's load
// between rounds moves both, where the ratio of two medians can take them from different rounds.
console.log('\neach round against its own square, median (and largest) of the rounds:');
console.log('| mode | navigation → playable | asked → playable |');
console.log('|---|---|---|');
for (const [mode] of CHOSEN.filter(([m]) => m !== 'square')) {
  const pairs = runs
    .filter((r) => r.mode === mode)
    .map((r) => [r, runs.find((s) => s.mode === 'square' && s.round === r.round)])
    .filter(([, s]) => s);
  const cell = (key) => {
    const xs = pairs.map(([r, s]) => r[key] / s[key]).filter(Number.isFinite);
    return xs.length ? `${median(xs).toFixed(2)}× (${Math.max(...xs).toFixed(2)}×)` : '–';
  };
  console.log(`| ${mode} | ${cell('open_ms')} | ${cell('playable_ms')} |`);
}
console.log('\nstages of asked → playable, median (ms):');
const KEYS = ['wait', 'generate', 'pack', 'transfer', 'adopt', 'draw'];
console.log(`| mode | ${KEYS.join(' | ')} |`);
console.log(`|---|${KEYS.map(() => '---|').join('')}`);
for (const [mode] of CHOSEN) {
  const xs = runs.filter((r) => r.mode === mode && r.stages);
  console.log(`| ${mode} | ${KEYS.map((k) => fmt(median(xs.map((r) => r.stages[k])), '')).join(' | ')} |`);
}
const many = runs.find((r) => r.worker_mib_over_30_new)?.worker_mib_over_30_new ?? [];
if (!MODES_ONLY)
  console.log(`\nthe worker's memory over 30 new mazes at level 499: ${many.map((x) => x.toFixed(0)).join(', ')} MiB`);
console.log(
  `load average (1, 5, 15 min): before ${loadavg[0].map((x) => x.toFixed(2)).join(', ')}; after ${loadavg[1].map((x) => x.toFixed(2)).join(', ')}`,
);
const report = { date: new Date().toISOString(), rounds: ROUNDS, cpus: os.cpus().length, loadavg, runs };
const out = option('--out', `${ROOT}benches/modes-report.json`);
fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
