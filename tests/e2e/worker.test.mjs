// Big levels: made in the Web Worker with a progress bar, handed to the page's Game and checked
// in short time-bounded tasks, identical to the CLI's maze; the page's thread stays free while a
// 2000×2000 level is made (the causes asserted: the work sliced, the heartbeat beating, keys
// answered; the long-task figure printed, its 50 ms goal the benchmark's); wasm memory (page and worker) stays flat across level changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite,
  openGame,
  state,
  walls,
  solution,
  solved,
  cli,
  openNeighbor,
  ARROWS,
  longTasks,
  assertWorkSliced,
  OUT,
  tap,
  openMenu,
} from './harness.mjs';

const env = useSite();

/** Records long tasks and the progress bar from page start. */
async function watch(page) {
  await longTasks.fromStart(page);
  await page.addInitScript(() => {
    window.__progress = [];
    document.addEventListener('DOMContentLoaded', () => {
      const box = document.getElementById('making');
      const bar = document.getElementById('making-bar');
      new MutationObserver(() => {
        window.__progress.push({
          shown: !box.hidden,
          value: bar.value,
          text: document.getElementById('making-text').textContent,
        });
      }).observe(box, { attributes: true, subtree: true, childList: true, characterData: true });
    });
  });
}

// The page's time per adoption task (www/levels.js TASK_MS).
const TASK_MS = 8;

/**
 * Asserts how the page's thread spent its share of making a worker level (`made.tasks`): the
 * bytes were handed over and checked one ADOPT_STEP per call into Rust, spread over as many
 * tasks as their time needs, each task stopping once its time was up. `cells`: the level's cells;
 * `what`: 'adopt' (the walls, before play) or 'order' (a square's erasure order, after the first
 * draw, with the solution: at least half as many ids as cells, copied then checked).
 */
function assertSliced(made, cells, adoptStep, what = 'adopt') {
  const adopt = made.tasks.filter((t) => t.what === what);
  const steps = adopt.reduce((sum, t) => sum + t.steps, 0);
  // At least the wall bytes (or ids) go over one step at a time, and each is checked once.
  const least = 2 * Math.ceil((what === 'order' ? cells / 2 : cells) / adoptStep);
  assert.ok(steps >= least, `${steps} steps for ${cells} cells (at least ${least}): a step did too much`);
  // A task takes steps until TASK_MS have passed: the work spreads over about its time divided
  // by TASK_MS tasks (three times that per task leaves room for a last step as slow as TASK_MS on
  // a loaded machine, and for the system pausing a task: 897 ms in 56 tasks once); one only when
  // it fits (a square's walls alone, on a fast machine).
  const total = adopt.reduce((sum, t) => sum + t.ms, 0);
  const tasks = Math.ceil(total / (3 * TASK_MS));
  assert.ok(adopt.length >= tasks, `the adoption's ${total.toFixed(0)} ms ran in ${adopt.length} tasks`);
  // And each task stopped once its time was up: all but its last step fit in TASK_MS (steps of
  // about one length; four times that leaves room for a loaded machine). A task the system paused
  // mid-step (another process on the cores) runs long once in a while; a task that did not stop
  // at its time would run long every time: one may, or one in ten of many.
  const long = adopt.filter((t) => t.steps > 1 && (t.ms * (t.steps - 1)) / t.steps >= 4 * TASK_MS);
  const sliced = adopt.filter((t) => t.steps > 1).length;
  assert.ok(
    long.length <= Math.max(1, Math.floor(adopt.length / 10)) && (sliced < 2 || long.length < sliced),
    `${long.length} of ${adopt.length} tasks ran past their time: ${long.map((t) => `${t.steps} steps in ${t.ms.toFixed(1)} ms`).join(', ')}`,
  );
  const ms = adopt.map((t) => t.ms);
  console.log(
    `adoption of ${cells} cells: ${adopt.length} tasks, ${steps} steps, longest ${Math.max(...ms).toFixed(1)} ms, ` +
      `total ${ms.reduce((a, b) => a + b, 0).toFixed(0)} ms; finish ${made.tasks.find((t) => t.what === 'finish')?.ms.toFixed(1)} ms, ` +
      `first draw ${made.tasks.find((t) => t.what === 'first draw')?.ms.toFixed(1)} ms`,
  );
}

/**
 * Presses `key` and waits until the next level is on screen and has all the worker sends (the
 * solution and a square's erasure order follow the walls); returns how it was made.
 */
async function change(page, key) {
  const before = await page.evaluate(() => window.seedmaze.state().seed + window.seedmaze.state().level);
  await tap(page, key);
  await page.waitForFunction(
    (b) =>
      document.getElementById('board').dataset.loading === 'false' &&
      window.seedmaze.state().seed + window.seedmaze.state().level !== b &&
      window.seedmaze.state().solved &&
      window.seedmaze.state().ordered,
    before,
    { timeout: 30000 },
  );
  return page.evaluate(() => window.seedmaze.made());
}

test("a big level is made in the worker, with a progress bar, and is the CLI's maze", async () => {
  const query = '?seed=worker-cli&size=420&algo=perfect';
  const { page, context, problems } = await openGame(env, query, {}, watch);
  const made = await page.evaluate(() => window.seedmaze.made());
  assert.equal(made.where, 'worker');
  assert.deepEqual(made.stages, ['start', 'generate', 'send', 'adopt']);
  const progress = await page.evaluate(() => window.__progress);
  const values = progress.filter((p) => p.shown).map((p) => p.value);
  assert.ok(values.length >= 3, `progress updates: ${JSON.stringify(progress)}`);
  for (let i = 1; i < values.length; i++) assert.ok(values[i] >= values[i - 1], `progress went back: ${values}`);
  // The progress line words each stage by its type (the worker's stage names read by Rust as `MakingStage`).
  const said = new Set(progress.filter((p) => p.shown).map((p) => p.text.split(': ')[1]));
  for (const words of ['carving the walls…', 'checking it…']) assert.ok(said.has(words), `the line said ${[...said]}`);
  // The generator reports its share of the work: the bar moves while the walls are carved.
  const carving = new Set(values.filter((v) => v > 0.05 && v < 0.65));
  assert.ok(carving.size >= 3, `the bar stood still while carving: ${values}`);
  assert.ok(
    progress.some((p) => /420 by 420/.test(p.text)),
    'the bar says what is being made',
  );
  assert.equal(await page.locator('#making').isHidden(), true, 'the bar is gone once the maze is on screen');
  const expected = await cli(['--seed', 'worker-cli', '--size', '420', '--algo', 'perfect']);
  const s = await state(page);
  assert.equal(s.width, 420);
  assert.deepEqual(await walls(page), expected.walls);
  assert.deepEqual(await solution(page), expected.solution);
  // A small level stays on the main thread.
  const small = await openGame(env, '?seed=worker-cli&size=40');
  assert.equal((await small.page.evaluate(() => window.seedmaze.made())).where, 'main');
  assert.deepEqual(problems, []);
  assert.deepEqual(small.problems, []);
  await small.context.close();
  await context.close();
});

test("2000×2000 levels are made off the page's thread, which stays free: the work is sliced and input answers", async () => {
  // The next level and a new maze are made ahead while the player plays (spares.test.mjs): the second level here is
  // another generator's, chosen in the menu, which the worker makes when asked, as this test needs.
  const { page, context, problems } = await openGame(env, '?seed=long-tasks&level=499&algo=wilson', {}, watch);
  const first = await state(page);
  assert.equal(first.width, 2000);
  const adoptStep = await page.evaluate(() => window.seedmaze.adoptStep);
  const made = await page.evaluate(() => window.seedmaze.made());
  assert.equal(made.where, 'worker');
  assert.deepEqual(made.stages, ['start', 'generate', 'send', 'adopt']);
  assertSliced(made, 2000 * 2000, adoptStep);
  // The erasure order comes after the first draw, with the solution, and is checked in slices too.
  await solved(page);
  const after = await page.evaluate(() => window.seedmaze.made());
  const draw = after.tasks.find((t) => t.what === 'first draw');
  assert.ok(
    after.tasks.filter((t) => t.what === 'order').every((t) => t.at >= draw.at + draw.ms),
    'before play',
  );
  assertSliced(after, 2000 * 2000, adoptStep, 'order');
  await assertWorkSliced(page, 'first load of a 2000×2000 level');

  // A second 2000×2000 level (another generator), with a heartbeat and key presses while it is made.
  // The ball of the level on screen can move (an open side of cell 0), so a key that reached
  // the game while the next level is made would show.
  const wallBytes = await walls(page);
  const open = [1, 2].find((dir) => openNeighbor(wallBytes, 2000, 2000, 0, dir) !== null);
  assert.ok(open !== undefined, 'cell 0 has an open side');
  // The page's first key press starts Web Audio (sound may start only after a gesture), a task
  // of the browser's own that takes about 90 ms here and over a second on a loaded machine: it is
  // pressed before the recording, which is about the level alone (docs/speed.md).
  await tap(page, 'Shift');
  // From here on the heartbeat runs (reading 4 million wall bytes above holds the page's thread).
  await longTasks.fromNow(page);
  // Beats only while the level is made (the board says it is loading), so that the count is
  // the heartbeat's share of that work alone.
  await page.evaluate(() => {
    window.__gaps = [];
    window.__loading = { from: null, to: null };
    const board = document.getElementById('board');
    let last = performance.now();
    window.__beat = setInterval(() => {
      const now = performance.now();
      if (board.dataset.loading === 'true') {
        window.__loading.from ??= last;
        window.__gaps.push(now - last);
        window.__loading.to = now;
      }
      last = now;
    }, 10);
  });
  await openMenu(page);
  await page.selectOption('#algo-select', 'prim');
  await page.waitForFunction(() => !document.getElementById('making').hidden);
  const t0 = Date.now();
  await tap(page, ARROWS[open]);
  await page.keyboard.press(' ');
  const keyMs = Date.now() - t0;
  const during = await page.evaluate(() => ({
    loading: document.getElementById('board').dataset.loading,
    state: window.seedmaze.state(),
  }));
  // Making a 2000×2000 maze takes hundreds of ms, far longer than two key presses.
  assert.equal(during.loading, 'true', 'the keys were pressed while the level was made');
  assert.equal(during.state.seed, first.seed, 'the old level is still the one on screen');
  assert.equal(during.state.player, first.player, 'a move key while loading moved the ball');
  assert.equal(during.state.moves, first.moves);
  assert.equal(during.state.solutionShown, first.solutionShown, 'Space while loading toggled the solution');
  await page.waitForFunction(() => document.getElementById('board').dataset.loading === 'false', null, {
    timeout: 60000,
  });
  const { gaps, loading } = await page.evaluate(() => {
    clearInterval(window.__beat);
    return { gaps: window.__gaps, loading: window.__loading };
  });
  const second = await page.evaluate(() => window.seedmaze.made());
  assert.equal(second.where, 'worker');
  assertSliced(second, 2000 * 2000, adoptStep);
  await assertWorkSliced(page, 'a second 2000×2000 level');
  // The figures (the goals, 50 ms tasks and prompt keys, are the benchmark's): printed.
  const stall = Math.max(...gaps);
  const span = loading.to - loading.from;
  console.log(
    `heartbeat while a 2000×2000 level was made: ${gaps.length} beats in ${span.toFixed(0)} ms, longest gap ` +
      `${stall.toFixed(0)} ms; two key presses took ${keyMs} ms`,
  );
  // The cause, on any machine: the page's thread stayed free while the level was made, so its
  // 10 ms heartbeat went on beating all along. Work held in one task would leave one long gap
  // and a handful of beats; a quarter of the beats due, and no gap over a quarter of the time,
  // leave room for a loaded machine's late timers. (The keys above were answered while the
  // level was still loading: the board said so after both presses.)
  assert.ok(gaps.length >= 20, `${gaps.length} heartbeats while the level was made`);
  assert.ok(gaps.length >= span / 10 / 4, `${gaps.length} heartbeats in ${span.toFixed(0)} ms`);
  assert.ok(stall <= span / 4, `one gap of ${stall.toFixed(0)} ms in ${span.toFixed(0)} ms`);
  const s = await state(page);
  assert.equal(s.width, 2000);
  assert.equal(s.player, 0);
  assert.match(s.query, /algo=prim/);
  // A picture of the progress bar, taken apart from the heartbeat (a screenshot holds the
  // page's thread for a while).
  await tap(page, 'n');
  await page.waitForFunction(() => !document.getElementById('making').hidden);
  await page.screenshot({ path: `${OUT}progress-2000.png` });
  await page.waitForFunction(() => document.getElementById('board').dataset.loading === 'false', null, {
    timeout: 60000,
  });
  assert.deepEqual(problems, []);
  await context.close();
});

test('wasm memory stays flat over 30 level changes (page and worker)', async () => {
  const { page, context, problems } = await openGame(env, '?seed=memory&size=1200');
  await solved(page);
  // The worker holds the levels it makes ahead (at most two) beside the one in play: the reference is taken with them.
  await page.waitForFunction(() => window.seedmaze.spares()?.ready === 2, null, { timeout: 60000 });
  const memory = () =>
    page.evaluate(async () => ({ page: window.seedmaze.memory(), worker: await window.seedmaze.workerMemory() }));
  const seen = [await memory()];
  assert.ok(seen[0].worker > 0);
  for (let i = 0; i < 30; i++) {
    // New seeds at the largest size, through the worker; every fifth change restarts first.
    if (i % 5 === 4) await tap(page, 'r');
    const made = await change(page, 'n');
    assert.equal(made.where, 'worker');
    seen.push(await memory());
  }
  // Reference: the memory after the first (largest) level. The page may grow once by about
  // one erased-wall list (cells × 4 bytes) when a later seed's list is longer than any before
  // and does not fit the freed one's hole; a leak of even one level per change (about 12 MiB
  // here) would show 30 times over.
  const first = seen[0];
  const last = { page: Math.max(...seen.map((m) => m.page)), worker: Math.max(...seen.map((m) => m.worker)) };
  console.log(
    `wasm memory (MiB) page ${seen.map((m) => (m.page / 2 ** 20).toFixed(1)).join(' ')}; worker ${seen.map((m) => (m.worker / 2 ** 20).toFixed(1)).join(' ')}`,
  );
  // One 1200×1200 level holds about 12 MiB in the page; a leak of one level per change would
  // show 30 times over. The margin allows allocator slack, not a level.
  // Since the graded hints the page also searches each level's distances to the exit once it plays (a list of
  // cells × 4 bytes kept, and its queue as big while it runs), which may grow it once by as much again.
  const list = 1200 * 1200 * 4;
  assert.ok(last.page <= first.page + 3 * list + 2 ** 20, `page memory ${first.page} -> ${last.page}`);
  // The worker too may grow when a later seed's lists outgrow the first's (a seed's union-find
  // stops after 53% to 85% of the walls, and a vector that doubles asks for room for both
  // copies), and it holds three levels in turn (the one being solved and two made ahead), whose
  // sizes and order vary: grown twice in one fresh-clone run. A leak grows on every change (or
  // every few, in the allocator's steps), 30 times here: at most three growths, and within the
  // bound below.
  const growths = seen.filter((m, i) => i > 0 && m.worker > seen[i - 1].worker).length;
  assert.ok(growths <= 3, `worker memory grew ${growths} times: ${first.worker} -> ${last.worker}`);
  assert.ok(last.worker <= first.worker + 4 * list, `worker memory ${first.worker} -> ${last.worker}`);
  assert.deepEqual(problems, []);
  await context.close();
});
