// The page loads cleanly, draws the maze the wall bytes describe, and the first paint draws it
// before anything of the game is fetched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { useSite, openGame, state, walls, view, pixel, cssColor, pageTimePasses, OUT } from './harness.mjs';

const env = useSite();

test('the page loads with no console error and a playable level 1', async () => {
  const { page, context, problems } = await openGame(env, '?seed=load-check&level=1');
  const s = await state(page);
  assert.equal(s.level, 1);
  assert.equal(s.width, 8);
  assert.equal(s.height, 8);
  assert.equal(s.player, 0);
  assert.equal(s.query, 'seed=load-check&level=1');
  assert.deepEqual(s.notices, []);
  assert.equal(await page.locator('#notice').isVisible(), false);
  assert.match(await page.locator('#maze').getAttribute('aria-label'), /level 1, 8 by 8 cells/);
  assert.equal(await page.locator('#hud-size').textContent(), '8×8');
  // Frames pass in the page: an error the first frames would log is in by then.
  await pageTimePasses(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the canvas shows a wall exactly where a wall byte has its bit set', async () => {
  for (const scheme of ['light', 'dark']) {
    const { page, context, problems } = await openGame(env, '?seed=pixels&level=3', { colorScheme: scheme });
    const v = await view(page);
    const bytes = await walls(page);
    const wall = await cssColor(page, '--wall');
    const floor = await cssColor(page, '--floor');
    assert.notDeepEqual(wall, floor);
    let checked = 0;
    for (let y = 0; y < v.h; y++) {
      for (let x = 0; x < v.w; x++) {
        const b = bytes[y * v.w + x];
        // The middle of the cell's east and south wall segments (the exit opening is apart).
        const isExit = x === v.w - 1 && y === v.h - 1;
        const east = await pixel(page, v.ox + (x + 1) * v.s, v.oy + y * v.s + v.s / 2);
        assert.deepEqual(east, b & 1 && !isExit ? wall : floor, `${scheme}: east wall of (${x}, ${y})`);
        const south = await pixel(page, v.ox + x * v.s + v.s / 2, v.oy + (y + 1) * v.s);
        assert.deepEqual(south, b & 2 ? wall : floor, `${scheme}: south wall of (${x}, ${y})`);
        checked += 2;
      }
    }
    // The entrance (west of cell 0) and the exit (east of the last cell) are open; the rest of
    // the west border stands.
    assert.deepEqual(await pixel(page, v.ox, v.oy + v.s / 2), floor, 'entrance');
    assert.deepEqual(await pixel(page, v.ox, v.oy + 1.5 * v.s), wall, 'west border');
    assert.deepEqual(await pixel(page, v.ox + v.w * v.s, v.oy + (v.h - 0.5) * v.s), floor, 'exit');
    assert.equal(checked, 2 * v.w * v.h);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

// The goal is 300 ms from navigation to the first maze; a test cannot hold a machine three times
// slower under load to it, so the browser benchmark (benches/start-up.mjs) reports it, and this
// test prints the times. What it asserts is the cause of a quick first maze, which no clock
// decides: the first paint's small build draws the level before the page asks for anything of
// the game (its modules, its builds, the worker, the tools), and the game takes over after it.
test("the first paint draws the maze before anything of the game is fetched (times printed; the 300 ms goal is the benchmark's)", async () => {
  const GAME = ['main.js', 'worker.js', 'seedmaze_bg.wasm', 'tools_bg.wasm'];
  const times = [];
  for (let i = 0; i < 5; i++) {
    const { page, context } = await openGame(env, `?seed=speed${i}&level=1`);
    const t = await page.evaluate(() => {
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime;
      const painted = mark('seedmaze:first-paint');
      return {
        firstPaint: painted,
        firstMaze: window.seedmaze.firstDrawMs(),
        mark: mark('seedmaze:first-maze'),
        asked: performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime <= painted)
          .map((r) => new URL(r.name).pathname.split('/').pop()),
      };
    });
    assert.ok(t.firstPaint > 0, `load ${i}: the first paint drew the maze`);
    assert.ok(t.asked.includes('first_bg.wasm'), `load ${i}: the first paint's build: ${t.asked}`);
    const early = t.asked.filter((name) => GAME.includes(name));
    assert.deepEqual(early, [], `load ${i}: asked for before the first paint`);
    assert.ok(t.firstMaze > 0 && t.mark >= t.firstPaint, `load ${i}: the game drew after the first paint`);
    times.push({ firstPaint: t.firstPaint, firstMaze: t.firstMaze });
    await context.close();
  }
  const median = (key) => times.map((t) => t[key]).sort((a, b) => a - b)[Math.floor(times.length / 2)];
  const report = {
    firstPaintMs: times.map((t) => Math.round(t.firstPaint)),
    firstMazeMs: times.map((t) => Math.round(t.firstMaze)),
    medianFirstPaintMs: Math.round(median('firstPaint')),
    medianMs: Math.round(median('firstMaze')),
  };
  console.log(`first maze drawn after navigation: ${JSON.stringify(report)}`);
  await writeFile(`${OUT}load-time.json`, `${JSON.stringify(report, null, 2)}\n`);
});

test('while the game makes a level the first paint does not paint, the bar names it and the board shows its frame and the progress line', async () => {
  for (const [query, size] of [
    ['seed=loading&level=499&weave=1', '2000×2000 woven'],
    ['seed=loading&level=300&shape=hex', null],
  ]) {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
    const page = await context.newPage();
    await page.goto(`${env.base}?${query}`);
    await page.waitForFunction(() => document.getElementById('board').dataset.first === 'none', null, {
      timeout: 15000,
    });
    // Before the game's build runs: the first paint's words and picture.
    assert.equal(await page.textContent('#hud-level'), query.includes('499') ? 'Level 499 of 499' : 'Level 300 of 499');
    const loadingSize = await page.textContent('#hud-size');
    if (size) assert.equal(loadingSize, size);
    assert.equal(await page.textContent('#hud-seed'), 'loading');
    assert.equal(await page.isVisible('#making'), true);
    assert.match(await page.textContent('#making-text'), /^Making (the|a) maze/);
    const middle = await page.evaluate(() => {
      const c = document.getElementById('maze');
      return Array.from(
        c
          .getContext('2d')
          .getImageData(c.width >> 1, c.height >> 1, 1, 1)
          .data.slice(0, 3),
      );
    });
    const expected = await cssColor(page, query.includes('weave') ? '--floor' : '--bg');
    assert.deepEqual(middle, expected, `${query}: the board is not a black box`);
    await page.screenshot({ path: `${OUT}loading-${query.includes('weave') ? 'woven' : 'hex'}.png` });
    // Once the game plays the level, the bar is the game's and the progress line is gone.
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 60000 });
    assert.equal(await page.isVisible('#making'), false);
    assert.equal(await page.textContent('#hud-size'), loadingSize, `${query}: the game's size is the one named`);
    await context.close();
  }
});
