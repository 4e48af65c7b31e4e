// Big levels: made in the Web Worker with a progress bar, adopted by the page's Game in slices,
// identical to the CLI's maze; no main-thread task over 50 ms while a 2000×2000 level is made;
// wasm memory (page and worker) stays flat across level changes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, openGame, ready, state, walls, solution, cli, OUT } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** Records long tasks (PerformanceObserver 'longtask') and the progress bar from page start. */
async function watch(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__progress = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const box = document.getElementById('making');
      const bar = document.getElementById('making-bar');
      new MutationObserver(() => {
        window.__progress.push({ shown: !box.hidden, value: bar.value, text: document.getElementById('making-text').textContent });
      }).observe(box, { attributes: true, subtree: true, childList: true, characterData: true });
    });
  });
}

/** Presses `key` and waits until the next level is on screen; returns how it was made. */
async function change(page, key) {
  const before = await page.evaluate(() => window.seedmaze.state().seed + window.seedmaze.state().level);
  await page.keyboard.press(key);
  await page.waitForFunction((b) => document.getElementById('board').dataset.loading === 'false' &&
    window.seedmaze.state().seed + window.seedmaze.state().level !== b, before, { timeout: 30000 });
  return page.evaluate(() => window.seedmaze.made());
}

test('a big level is made in the worker, with a progress bar, and is the CLI\'s maze', async () => {
  const query = '?seed=worker-cli&size=420&algo=perfect';
  const { page, context, problems } = await openGame(env, query, {}, watch);
  const made = await page.evaluate(() => window.seedmaze.made());
  assert.equal(made.where, 'worker');
  assert.deepEqual(made.stages, ['start', 'generate', 'solve', 'send', 'adopt']);
  const progress = await page.evaluate(() => window.__progress);
  const values = progress.filter((p) => p.shown).map((p) => p.value);
  assert.ok(values.length >= 3, `progress updates: ${JSON.stringify(progress)}`);
  for (let i = 1; i < values.length; i++) assert.ok(values[i] >= values[i - 1], `progress went back: ${values}`);
  // The generator reports its share of the work: the bar moves while the walls are carved.
  const carving = new Set(values.filter((v) => v > 0.05 && v < 0.65));
  assert.ok(carving.size >= 3, `the bar stood still while carving: ${values}`);
  assert.ok(progress.some((p) => /420 by 420/.test(p.text)), 'the bar says what is being made');
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

test('no main-thread task over 50 ms while 2000×2000 levels are made; input stays responsive', async () => {
  const { page, context, problems } = await openGame(env, '?seed=long-tasks&level=499', {}, watch);
  assert.equal((await state(page)).width, 2000);
  assert.deepEqual(await page.evaluate(() => window.__longTasks), [], 'long tasks while the first 2000×2000 level loaded');
  // A second 2000×2000 level (new seed), with a heartbeat and key presses while it is made.
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__gaps = [];
    let last = performance.now();
    window.__beat = setInterval(() => {
      const now = performance.now();
      window.__gaps.push(now - last);
      last = now;
    }, 10);
  });
  await page.keyboard.press('n');
  await page.waitForFunction(() => !document.getElementById('making').hidden);
  await page.screenshot({ path: `${OUT}progress-2000.png` });
  // Keys during the making are handled at once (and change nothing: the level is not there yet).
  const t0 = Date.now();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  const keyMs = Date.now() - t0;
  await page.waitForFunction(() => document.getElementById('board').dataset.loading === 'false', null, { timeout: 30000 });
  await page.waitForTimeout(200);
  const { longTasks, gaps } = await page.evaluate(() => {
    clearInterval(window.__beat);
    return { longTasks: window.__longTasks, gaps: window.__gaps };
  });
  assert.equal((await page.evaluate(() => window.seedmaze.made())).where, 'worker');
  assert.deepEqual(longTasks, [], 'long tasks while the second 2000×2000 level was made');
  assert.ok(gaps.length > 20, `${gaps.length} heartbeats`);
  assert.ok(Math.max(...gaps) < 100, `the page stalled for ${Math.max(...gaps).toFixed(0)} ms`);
  assert.ok(keyMs < 1000, `two key presses took ${keyMs} ms`);
  const s = await state(page);
  assert.equal(s.width, 2000);
  assert.equal(s.player, 0, 'moves while loading do not move the ball');
  assert.notEqual(s.seed, 'long-tasks');
  assert.deepEqual(problems, []);
  await context.close();
});

test('wasm memory stays flat over 30 level changes (page and worker)', async () => {
  const { page, context, problems } = await openGame(env, '?seed=memory&size=1200');
  const memory = () => page.evaluate(async () => ({ page: window.seedmaze.memory(), worker: await window.seedmaze.workerMemory() }));
  const seen = [await memory()];
  assert.ok(seen[0].worker > 0);
  for (let i = 0; i < 30; i++) {
    // New seeds at the largest size, through the worker; every fifth change restarts first.
    if (i % 5 === 4) await page.keyboard.press('r');
    const made = await change(page, 'n');
    assert.equal(made.where, 'worker');
    seen.push(await memory());
  }
  // Reference: the memory after the first (largest) level. The page may grow once by about
  // one erased-wall list (cells × 4 bytes) when a later seed's list is longer than any before
  // and does not fit the freed one's hole; a leak of even one level per change (about 12 MiB
  // here) would show 30 times over. The worker must not grow at all beyond allocator slack.
  const first = seen[0];
  const last = { page: Math.max(...seen.map((m) => m.page)), worker: Math.max(...seen.map((m) => m.worker)) };
  console.log(`wasm memory (MiB) page ${seen.map((m) => (m.page / 2 ** 20).toFixed(1)).join(' ')}; worker ${seen.map((m) => (m.worker / 2 ** 20).toFixed(1)).join(' ')}`);
  // One 1200×1200 level holds about 12 MiB in the page; a leak of one level per change would
  // show 30 times over. The margin allows allocator slack, not a level.
  const list = 1200 * 1200 * 4;
  assert.ok(last.page <= first.page + list + 2 ** 20, `page memory ${first.page} -> ${last.page}`);
  assert.ok(last.worker <= first.worker + 2 ** 20, `worker memory ${first.worker} -> ${last.worker}`);
  assert.deepEqual(problems, []);
  await context.close();
});
