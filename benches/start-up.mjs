// Start-up on a phone: opens level 1 (`?seed=bench&level=1`) in a phone-sized page (390×844 at
// 2×) in headless Chromium, at full speed, with the CPU slowed 4× (a low-end phone), and slowed
// 4× on a slow network too (1.6 Mbps, 150 ms round trips), and reads when the first paint put
// the maze on screen (`seedmaze:first-paint`), when it could be played (`seedmaze:playable`: the
// ball walks on the first paint; else the game's first maze), when the game took over
// (`seedmaze:first-maze`: the game made, drew and bound its level), and the Long Tasks API's
// tasks from navigation to the game. Medians and ranges over the runs; then one traced load per condition names each
// task of 50 ms or more: the page's own code (its scripts, modules or wasm ran in it) or the browser's (navigation,
// parsing, layout). Writes benches/start-up-report.json.
// The least page (benches/least-page/) is loaded in turns with the game, as the floor: how much a page that only draws
// level 1's grid slows down at 4× on this machine (`slowdown`, playable at 4× over full speed, for each).
// Usage: node benches/start-up.mjs [--runs N] [--compare DIR] [--only NAME] [--query Q]: with `--compare`,
// the build in DIR (another www/, e.g. a worktree of an older commit) is loaded in turns with
// this one, so that both see the same load (prints only); `--only` keeps the conditions whose
// name starts with NAME or is NAME, comma-separated (e.g. `full,4× CPU`); `--query` opens another link than level 1 (e.g. `?seed=bench&level=1&shape=hex`);
// `--traced N` traced loads per build and condition (3).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';
import { longestTasks } from './trace-tasks.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 7);
const compare = option('--compare');
const QUERY = option('--query') ?? '?seed=bench&level=1';
const GOALS = { playable_ms: 600, long_task_ms: 50 };
const ONLY = option('--only');
// Traced loads per build and condition, whose long tasks are named.
const TRACED = Number(option('--traced') ?? 3);
const CONDITIONS_ALL = [
  { name: 'full speed', cpu: 1 },
  { name: '4× CPU', cpu: 4 },
  {
    name: '4× CPU, slow network',
    cpu: 4,
    network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 },
  },
];
// `--only` names conditions by their starts, comma-separated: `--only 'full,4× CPU'`; an exact name keeps only itself.
const only = (c) =>
  ONLY.split(',').some((n) => (CONDITIONS_ALL.some((d) => d.name === n) ? c.name === n : c.name.startsWith(n)));
const CONDITIONS = ONLY ? CONDITIONS_ALL.filter(only) : CONDITIONS_ALL;

// The least page (benches/least-page/: level 1's grid drawn by a few lines of script, no wasm, no rules) is loaded in
// turns with the game: its slow-down is the floor of any page's on this machine.
const builds = { this: `${ROOT}www`, least: `${ROOT}benches/least-page` };
if (compare) builds.compared = compare;
const servers = {};
for (const [name, dir] of Object.entries(builds)) servers[name] = await serve(dir, 0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
];

/** One load of level 1 under `condition` from `server`: the marks and the long tasks, in ms; when `traced`, the tasks
 * of 50 ms or more from a Chromium trace, each with what ran in it and whether the page's own code did (`own`). */
async function open(server, condition, traced = false) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    if (condition.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
    if (condition.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.network });
    }
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    const base = `http://127.0.0.1:${server.address().port}/`;
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${base}${QUERY}`);
    await untilReady(cdp);
    const events = traced ? JSON.parse((await browser.stopTracing()).toString()).traceEvents : null;
    const seen = await page.evaluate(() => {
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      const game = mark('seedmaze:first-maze');
      return {
        first_paint_ms: mark('seedmaze:first-paint'),
        playable_ms: mark('seedmaze:playable') ?? game,
        game_ms: game,
        long_tasks: window.__longTasks,
      };
    });
    if (errors.length) throw new Error(`the game page failed: ${errors.join('; ')}`);
    if (events) seen.traced = longestTasks(events, base, 40).filter((t) => t.ms >= GOALS.long_task_ms);
    return seen;
  } finally {
    await context.close();
  }
}

/** Waits until the game is ready, asking through the DevTools protocol every 100 ms: Playwright's own waiting
 * would evaluate its injected script in the page (40–90 ms at 4×) while the page starts, and delay it. */
async function untilReady(cdp, timeout = 120_000) {
  const ask = { expression: "document.documentElement.dataset.ready === 'true'", returnByValue: true };
  for (const start = Date.now(); Date.now() - start < timeout; await new Promise((r) => setTimeout(r, 100)))
    if ((await cdp.send('Runtime.evaluate', ask)).result.value) return;
  throw new Error('the game was not ready in time');
}

const summary = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  return v.length
    ? { median: Math.round(v[(v.length - 1) >> 1]), min: Math.round(v[0]), max: Math.round(v.at(-1)) }
    : null;
};
const show = (s) => (s ? `${s.median} ms (${s.min}–${s.max})` : '–');

const report = {
  query: QUERY,
  runs: RUNS,
  goals: GOALS,
  loadavg_before: os.loadavg().map((x) => +x.toFixed(2)),
  conditions: [],
};
for (const condition of CONDITIONS) {
  const runs = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
  // A first, unmeasured load of each build warms the server's compression cache.
  for (const server of Object.values(servers)) await open(server, CONDITIONS[0]);
  for (let i = 0; i < RUNS; i++) {
    for (const [name, server] of Object.entries(servers)) runs[name].push(await open(server, condition));
  }
  for (const [name, list] of Object.entries(runs)) {
    const row = {
      build: name,
      condition: condition.name,
      first_paint: summary(list.map((r) => r.first_paint_ms)),
      playable: summary(list.map((r) => r.playable_ms)),
      game: summary(list.map((r) => r.game_ms)),
      longest_task: summary(list.map((r) => Math.max(0, ...r.long_tasks))),
      long_tasks_per_load: summary(list.map((r) => r.long_tasks.length)),
    };
    // Traced loads (tracing slows the page a little, so they are not among the measured ones): the long tasks named.
    row.traced_long_tasks = [];
    for (let i = 0; i < TRACED; i++) row.traced_long_tasks.push(...(await open(servers[name], condition, true)).traced);
    const own = row.traced_long_tasks.filter((t) => t.own && !t.injected).map((t) => t.ms);
    row.own_long_tasks = own;
    report.conditions.push(row);
    console.log(
      `${name.padEnd(8)} ${condition.name.padEnd(22)} first paint ${show(row.first_paint)}, playable ${show(row.playable)}, ` +
        `game ${show(row.game)}, ` +
        `longest long task ${show(row.longest_task)}, long tasks per load ${row.long_tasks_per_load?.median ?? '–'}`,
    );
    console.log(
      `    the page's own tasks of ${GOALS.long_task_ms} ms or more in ${TRACED} traced loads: ${own.join(', ') || 'none'}`,
    );
    for (const t of row.traced_long_tasks) {
      const whose = t.injected ? 'the test driver' : t.own ? 'ours' : t.navigation ? 'navigation' : "the browser's";
      const script = t.script_ms > 0 && !t.injected ? ` (its script ${t.script_ms} ms)` : '';
      console.log(`    traced: ${t.ms} ms, ${whose}${script}: ${t.what}${t.script ? `; ${t.script}` : ''}`);
    }
  }
}
// Each build's slow-down on a slow phone: playable at 4× CPU over playable at full speed, medians of one run.
const playable = (build, condition) =>
  report.conditions.find((r) => r.build === build && r.condition === condition)?.playable?.median;
report.slowdown = Object.fromEntries(
  Object.keys(builds).map((name) => {
    const ratio = playable(name, '4× CPU') / playable(name, 'full speed');
    return [name, Number.isFinite(ratio) ? +ratio.toFixed(2) : null];
  }),
);
console.log(`playable at 4× CPU over full speed: ${JSON.stringify(report.slowdown)}`);
report.loadavg_after = os.loadavg().map((x) => +x.toFixed(2));
console.log(`load average before ${report.loadavg_before.join(' ')}, after ${report.loadavg_after.join(' ')}`);
await browser.close();
for (const server of Object.values(servers)) server.close();
if (!compare) fs.writeFileSync(`${ROOT}benches/start-up-report.json`, `${JSON.stringify(report, null, 2)}\n`);
