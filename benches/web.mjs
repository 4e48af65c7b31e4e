// The browser benchmark runner: serves www/ on 127.0.0.1, opens /bench/?run in headless
// Chromium (Debian's, through playwright-core; nothing is downloaded), waits for the page's
// result, then loads the game at `?seed=bench&level=499` (2000×2000) and reads the longest
// main-thread task while the level loads, at full speed and with the CPU slowed 4×
// (Emulation.setCPUThrottlingRate, a low-end phone), against the 50 ms goal. Adds the download
// size of the built package and the native criterion figures (benches/report.json, from
// `./dev.sh bench`; paired only when both timed the same seeds), writes benches/web-report.json
// and prints the tables of docs/speed.md. Usage: node benches/web.mjs (after building www/pkg;
// `./dev.sh bench-web`); `node benches/web.mjs --load-only` measures and prints only the level
// loads and replaces only `level_load` in the report; `--root DIR` serves another build of www/
// instead (a before/after comparison: prints, writes nothing; `--out FILE` keeps its JSON).
//
// Each load also reads the page's account of how the level was made (`seedmaze.made()`: when it
// was asked for, when the worker began generating, solving and sending, when the parts arrived,
// each main-thread task of the adoption, the first draw, and when the worker's solution, sent
// after the walls, was handed to the game) and turns it into the stage table ("time to play":
// asked → playable, asked → solution arrived), for the first load of the level and for a new
// maze of the same size made once the page runs (the N key: the worker already started), at
// level 499 and level 250. A build that sends the solution with the walls (`--root` on an older
// build) has it on arrival: its two figures are the same.
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';
import { launchChromium } from '../tools/chromium.mjs';
import { longestTasks } from './trace-tasks.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const gz = (file) => zlib.gzipSync(fs.readFileSync(`${ROOT}${file}`), { level: 9 }).length;
const LEVEL_QUERY = '?seed=bench&level=499';
// Also timed stage by stage (no long-task figure): a 1004×1004 level.
const STAGE_QUERIES = ['?seed=bench&level=250'];
const LOAD_RUNS = 3;
// The time-to-play goal: asked for → on screen and playable (the solution may come later).
const READY_GOAL_MS = 400;
const THROTTLE_RATES = [1, 4];
const LONG_TASK_GOAL_MS = 50;
const load = (when) => ({ when, loadavg_1_5_15: os.loadavg().map((x) => +x.toFixed(2)), cpus: os.cpus().length });

/**
 * Loads the game at LEVEL_QUERY in a fresh context with the CPU slowed `rate`× and returns the
 * Long Tasks API's entries (tasks of 50 ms or more, as the page itself sees them: the figure
 * against the goal) and, when `traced`, the longest main-thread tasks of any length from a
 * Chromium trace, with what ran in them (tracing slows the page a little, so the traced runs are
 * separate runs).
 */
async function levelLoad(browser, base, rate, traced, query = LEVEL_QUERY) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start_ms: e.startTime, duration_ms: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    if (traced) {
      await browser.startTracing(page, {
        categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
      });
    }
    const t0 = Date.now();
    await page.goto(base + query);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.ready === 'true' &&
        document.getElementById('board')?.dataset.loading === 'false' &&
        window.seedmaze.state().solved !== false &&
        window.seedmaze.state().ordered !== false,
      null,
      { timeout: 5 * 60 * 1000 },
    );
    const openMs = Date.now() - t0;
    const tasks = traced ? longestTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents, base) : null;
    const seen = await page.evaluate(() => ({
      longTasks: window.__longTasks,
      width: window.seedmaze?.state().width,
      made: window.seedmaze?.made?.() ?? null,
    }));
    if (errors.length) throw new Error(`the game page failed: ${errors.join('; ')}`);
    if (query === LEVEL_QUERY && seen.width !== 2000)
      throw new Error(`level 499 is ${seen.width} cells wide, not 2000`);
    // A hint (goal: within one frame at level 499), beside the I key's sentence as the baseline of one run: each
    // press's handler, draw and bind timed on the page (after a first key, which starts the sound).
    const hint = traced
      ? null
      : await page.evaluate(() => {
          const press = (key) => {
            const t0 = performance.now();
            for (const type of ['keydown', 'keyup'])
              document.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true }));
            return performance.now() - t0;
          };
          press('Shift');
          const hints = [1, 2, 3, 4, 5].map(() => press('?'));
          const looks = [1, 2, 3].map(() => press('i'));
          return { first_ms: hints[0], hints_ms: hints, look_ms: looks.sort((a, b) => a - b)[1] };
        });
    // A new maze of the same size, once the page (and its worker) runs.
    let again = null;
    if (!traced) {
      await page.keyboard.press('n');
      await page.waitForFunction(
        (asked) =>
          document.getElementById('board')?.dataset.loading === 'false' &&
          window.seedmaze.made()?.times?.asked !== asked &&
          window.seedmaze.state().solved !== false &&
          window.seedmaze.state().ordered !== false,
        seen.made?.times?.asked,
        { timeout: 5 * 60 * 1000 },
      );
      again = await page.evaluate(() => window.seedmaze.made());
      if (errors.length) throw new Error(`the game page failed: ${errors.join('; ')}`);
    }
    return {
      query,
      cpu_slowdown: rate,
      traced,
      open_ms: openMs,
      hint,
      side: seen.made?.side ?? null,
      stages: stagesOf(seen.made),
      stages_new_maze: stagesOf(again),
      made_in: seen.made?.where ?? null,
      long_tasks: seen.longTasks,
      longest_long_task_ms: seen.longTasks.reduce((m, t) => Math.max(m, t.duration_ms), 0) || null,
      longest_page_task_ms: tasks ? (tasks.find((t) => !t.injected)?.ms ?? null) : null,
      traced_tasks: tasks?.slice(0, 4) ?? null,
    };
  } finally {
    await context.close();
  }
}

/**
 * The stages of making a level from the page's account (`seedmaze.made()`), in ms: the wait for
 * the worker (starting up, on a first load), its generate, solve and pack (the typed arrays
 * out of its wasm memory), the transfer (posted → received on the page), the adoption (received
 * → the Game made: wall time, and the page's busy time in its tasks, their count and the
 * longest), the first draw, the check of a square's erasure order after it (sent with the
 * solution: busy time, tasks, the longest), asked → playable (the first draw done), and asked →
 * the solution handed to the game (the worker solves after sending the walls; a build that sends
 * them together has it when playable). Null for a level made on the page's thread.
 */
function stagesOf(made) {
  const t = made?.times;
  const w = t?.worker;
  if (!w) return null;
  const adoption = made.tasks.filter((x) => x.what === 'adopt' || x.what === 'finish');
  // A square's erasure order, sent with the solution and checked after the first draw.
  const order = made.tasks.filter((x) => x.what === 'order');
  const last = adoption.at(-1);
  const draw = made.tasks.find((x) => x.what === 'first draw');
  const round = (x) => (x == null || Number.isNaN(x) ? null : +x.toFixed(2));
  const playable = draw ? draw.at + draw.ms - t.asked : null;
  // The solve: between generating and sending (solution with the walls), or its own job.
  const solve = w.solve ? w.send - w.solve : t.solution ? t.solution.post - t.solution.solve : null;
  return {
    worker_wait_ms: round(w.start - t.asked),
    generate_ms: round((w.solve ?? w.send) - w.generate),
    solve_ms: round(solve),
    pack_ms: round(w.post - w.send),
    transfer_ms: round(t.received - w.post),
    adopt_wall_ms: round(last ? last.at + last.ms - t.received : null),
    adopt_busy_ms: round(adoption.reduce((sum, x) => sum + x.ms, 0)),
    adopt_tasks: adoption.length,
    adopt_longest_task_ms: round(Math.max(0, ...adoption.map((x) => x.ms))),
    finish_ms: round(adoption.find((x) => x.what === 'finish')?.ms),
    order_busy_ms: round(order.reduce((sum, x) => sum + x.ms, 0)),
    order_tasks: order.length,
    order_longest_task_ms: round(Math.max(0, ...order.map((x) => x.ms))),
    first_draw_ms: round(draw?.ms),
    playable_ms: round(playable),
    solved_ms: round(t.solved ? t.solved - t.asked : playable),
  };
}

const STAGES = [
  ['worker wait', 'worker_wait_ms'],
  ['generate', 'generate_ms'],
  ['solve', 'solve_ms'],
  ['pack', 'pack_ms'],
  ['transfer', 'transfer_ms'],
  ['adopt (wall)', 'adopt_wall_ms'],
  ['adopt (busy)', 'adopt_busy_ms'],
  ['adopt tasks', 'adopt_tasks'],
  ['longest adopt task', 'adopt_longest_task_ms'],
  ['finish', 'finish_ms'],
  ['first draw', 'first_draw_ms'],
  ['order (after play): busy', 'order_busy_ms'],
  ['order tasks', 'order_tasks'],
  ['longest order task', 'order_longest_task_ms'],
  ['asked → playable', 'playable_ms'],
  ['asked → solution arrived', 'solved_ms'],
];

/** Median and range of each stage over `tables` (from `stagesOf`). */
function summarize(tables) {
  const present = tables.filter(Boolean);
  if (!present.length) return null;
  const out = {};
  for (const [, key] of STAGES) {
    const xs = present
      .map((s) => s[key])
      .filter((x) => x != null)
      .sort((a, b) => a - b);
    if (xs.length) out[key] = { median: xs[Math.floor((xs.length - 1) / 2)], min: xs[0], max: xs.at(-1) };
  }
  return out;
}

const fmt = (x) =>
  x == null
    ? '–'
    : x >= 100
      ? `${x.toFixed(0)} ms`
      : x >= 10
        ? `${x.toFixed(1)} ms`
        : x >= 0.1
          ? `${x.toFixed(2)} ms`
          : `${x.toFixed(3)} ms`;
const ratio = (a, b) => (a == null || b == null ? '–' : `${(a / b).toFixed(2)}×`);
/** Prints the stage tables: per query, a column per CPU slowdown and first load / new maze. */
function printStages(levelLoad) {
  const range = (s, key) => {
    const f = (x) => (key.endsWith('_ms') ? fmt(x) : String(x));
    return s == null ? '–' : s.min === s.max ? f(s.median) : `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
  };
  for (const query of [LEVEL_QUERY, ...STAGE_QUERIES]) {
    const columns = [];
    for (const rate of THROTTLE_RATES) {
      const runs = levelLoad.runs.filter((r) => r.query === query && r.cpu_slowdown === rate && !r.error && !r.traced);
      columns.push([`CPU ${rate}×, first load`, summarize(runs.map((r) => r.stages))]);
      columns.push([`CPU ${rate}×, new maze`, summarize(runs.map((r) => r.stages_new_maze))]);
    }
    const side = levelLoad.runs.find((r) => r.query === query && r.side)?.side;
    console.log(
      `\ntime to play, ${query} (${side}×${side}; goal: asked → playable within ${READY_GOAL_MS} ms at 1×), median (range) of ${LOAD_RUNS} loads:`,
    );
    console.log(`| stage | ${columns.map(([name]) => name).join(' | ')} |`);
    console.log(`|---|${columns.map(() => '---|').join('')}`);
    for (const [name, key] of STAGES) {
      console.log(`| ${name} | ${columns.map(([, s]) => range(s?.[key], key)).join(' | ')} |`);
    }
  }
}

/** Prints the level-load figures: per CPU slowdown, the Long Tasks API's view, then the traced run. */
function printLevelLoad(levelLoad) {
  console.log(
    `\nlong main-thread tasks while ${LEVEL_QUERY} loads (goal: none of ${LONG_TASK_GOAL_MS} ms or more), ` +
      `${LOAD_RUNS} runs and a traced run per CPU speed:`,
  );
  for (const rate of THROTTLE_RATES) {
    const all = levelLoad.runs.filter((r) => r.cpu_slowdown === rate);
    for (const r of all.filter((x) => x.error)) console.error(`  CPU ${rate}×: a run failed: ${r.error}`);
    const runs = all.filter((r) => !r.error && !r.traced && r.query === LEVEL_QUERY);
    const longTasks = (r) =>
      r.long_tasks.length ? `${r.long_tasks.length}, longest ${fmt(r.longest_long_task_ms)}` : 'none';
    console.log(
      `  CPU ${rate}×: Long Tasks API ${runs.map(longTasks).join('; ')}; ` +
        `open ${runs.map((r) => fmt(r.open_ms)).join(', ')}; made in ${runs.map((r) => r.made_in).join(', ')}`,
    );
    const hints = runs.filter((r) => r.hint);
    if (hints.length)
      console.log(
        `    a hint's press at level 499 (a frame is 16.7 ms): first ${hints.map((r) => fmt(r.hint.first_ms)).join(', ')}; ` +
          `the I key's ${hints.map((r) => fmt(r.hint.look_ms)).join(', ')}; ` +
          `first hint over I ${hints.map((r) => ratio(r.hint.first_ms, r.hint.look_ms)).join(', ')}`,
      );
    for (const r of all.filter((x) => !x.error && x.traced)) {
      const task = (t) => `${fmt(t.ms)}${t.injected ? ' [driver]' : ''} (${t.what}${t.script ? `; ${t.script}` : ''})`;
      console.log(
        `    traced run: Long Tasks API ${longTasks(r)}; longest task of the page ${fmt(r.longest_page_task_ms)}; ` +
          `longest tasks: ${r.traced_tasks.map(task).join(' | ')}`,
      );
    }
  }
}

const loads = [load('start')];
const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const otherRoot = option('--root');
const server = await serve(otherRoot ?? `${ROOT}www`, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium(['--headless']);
const loadOnly = process.argv.includes('--load-only');
let result = {};
try {
  if (!loadOnly) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`${base}bench/?run`);
    await page.waitForFunction(() => window.benchResult, null, { timeout: 15 * 60 * 1000, polling: 500 });
    result = await page.evaluate(() => window.benchResult);
    fs.mkdirSync(`${ROOT}test-output`, { recursive: true });
    await page.screenshot({ path: `${ROOT}test-output/bench-page.png`, fullPage: true });
    await page.close();
    loads.push(load('after the bench page'));
  }
  if (!result.error) {
    result.level_load = { query: LEVEL_QUERY, goal_ms: LONG_TASK_GOAL_MS, ready_goal_ms: READY_GOAL_MS, runs: [] };
    const measure = async (rate, traced, query) =>
      result.level_load.runs.push(
        await levelLoad(browser, base, rate, traced, query).catch((e) => ({
          query,
          cpu_slowdown: rate,
          traced,
          error: e.message,
        })),
      );
    for (const rate of THROTTLE_RATES) {
      for (let run = 0; run <= LOAD_RUNS; run++) {
        await measure(rate, run === LOAD_RUNS, LEVEL_QUERY);
        if (run < LOAD_RUNS) for (const query of STAGE_QUERIES) await measure(rate, false, query);
      }
    }
    result.level_load.stages = {};
    for (const query of [LEVEL_QUERY, ...STAGE_QUERIES]) {
      for (const rate of THROTTLE_RATES) {
        const runs = result.level_load.runs.filter(
          (r) => r.query === query && r.cpu_slowdown === rate && !r.error && !r.traced,
        );
        result.level_load.stages[`${query} ${rate}x`] = {
          first_load: summarize(runs.map((r) => r.stages)),
          new_maze: summarize(runs.map((r) => r.stages_new_maze)),
        };
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (result.error) throw new Error(`the benchmark page failed: ${result.error}`);
loads.push(load('end'));
result.load = loads;
if (loadOnly || otherRoot) {
  printStages(result.level_load);
  printLevelLoad(result.level_load);
  console.log(
    `load average (1, 5, 15 min): ${loads.map((l) => `${l.when} ${l.loadavg_1_5_15.join(', ')}`).join('; ')}`,
  );
  const out = option('--out');
  if (out) fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  if (!otherRoot) {
    // Only the level loads are new: the rest of the report stays as the last full run left it.
    const file = new URL('./web-report.json', import.meta.url);
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    report.level_load = result.level_load;
    report.level_load_load = loads;
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  }
  process.exit(0);
}

let native = null;
try {
  native = JSON.parse(fs.readFileSync(new URL('./report.json', import.meta.url), 'utf8'));
} catch {
  console.error('benches/report.json is missing: run `./dev.sh bench` for the native comparison');
}
// The native figure of a size is used only if criterion timed exactly the seeds the page did.
const sameSeeds = (size, seeds) => JSON.stringify(native?.seeds?.[size]) === JSON.stringify(seeds);
const nativeMs = (size, algorithm) =>
  native?.rows.find((r) => r.size === size && r.algorithm === algorithm)?.rust_native_ms;
for (const r of result.generation) {
  const paired = sameSeeds(r.size, r.seeds);
  if (native && !paired)
    console.error(`${r.size}×${r.size}: benches/report.json timed other seeds; no wasm / native ratio`);
  r.native_union_find_ms = paired ? (nativeMs(r.size, 'union-find') ?? null) : null;
  r.native_perfect_ms = paired ? (nativeMs(r.size, 'perfect') ?? null) : null;
}
result.size = {
  wasm_gz: gz('www/pkg/seedmaze_bg.wasm'),
  glue_gz: gz('www/pkg/seedmaze.js'),
  wasm_bytes: fs.statSync(`${ROOT}www/pkg/seedmaze_bg.wasm`).size,
};
result.size.total_gz = result.size.wasm_gz + result.size.glue_gz;
result.date = new Date().toISOString();
fs.writeFileSync(new URL('./web-report.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);

console.log(
  '| maze | seeds | wasm union-find | wasm perfect | careful JS Kruskal | naive JS | Kruskal / wasm | naive / wasm | wasm / native (union-find, perfect) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of result.generation) {
  console.log(
    `| ${r.size}×${r.size} | ${r.seeds.length} | ${fmt(r.wasm_union_find_ms)} | ${fmt(r.wasm_perfect_ms)} | ${fmt(r.js_kruskal_ms)} | ${fmt(r.js_naive_ms)} | ` +
      `${ratio(r.js_kruskal_ms, r.wasm_union_find_ms)} | ${ratio(r.js_naive_ms, r.wasm_union_find_ms)} | ` +
      `${ratio(r.wasm_union_find_ms, r.native_union_find_ms)}, ${ratio(r.wasm_perfect_ms, r.native_perfect_ms)} |`,
  );
}
console.log("\n| maze | view | first full draw | one move's repaint | camera pan by a cell |");
console.log('|---|---|---|---|---|');
for (const r of result.drawing) {
  console.log(
    `| ${r.size}×${r.size} | ${r.view} (${r.cell_px} px cells) | ${fmt(r.first_draw_ms)} | ${fmt(r.move_repaint_ms)} | ${fmt(r.pan_redraw_ms)} |`,
  );
}
printStages(result.level_load);
printLevelLoad(result.level_load);
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
console.log(
  `\ndownload: wasm ${kb(result.size.wasm_gz)} + JS glue ${kb(result.size.glue_gz)} = ${kb(result.size.total_gz)} gzipped (wasm ${kb(result.size.wasm_bytes)} raw)`,
);
console.log(`load average (1, 5, 15 min): ${loads.map((l) => `${l.when} ${l.loadavg_1_5_15.join(', ')}`).join('; ')}`);
