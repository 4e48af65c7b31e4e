// The first paint: a small wasm build paints the level's maze before the game's build has
// arrived, and the game then paints the very same picture over it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, state, walls, openNeighbor, swipe, pageTimePasses, clockPast, tap } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env.close();
});

/** The canvas's pixels as a data URL (the whole picture, to compare two frames). */
const picture = (page) => page.evaluate(() => document.getElementById('maze').toDataURL());

/** Holds back `page`'s requests matching `pattern` until the returned function is called. */
async function holdBack(page, pattern) {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Opens `query` with the game's wasm held back until `release()` is called; returns the page
 * and a log of the requests in order.
 */
async function openHeld(query, contextOptions = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 }, ...contextOptions });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  const release = await holdBack(page, '**/pkg/seedmaze_bg.wasm');
  await page.goto(env.base + query);
  return { page, context, problems, release };
}

test('the maze is on screen before the game arrives, and the game paints the same picture', async () => {
  for (const [query, options] of [
    ['?seed=first-paint&level=4', {}],
    ['?seed=first-paint&level=30&algo=perfect', { colorScheme: 'dark' }],
    ['?seed=first-paint&level=2', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true }],
  ]) {
    const { page, context, problems, release } = await openHeld(query, options);
    await page.waitForFunction(() => document.getElementById('board').dataset.first === 'painted', null, {
      timeout: 15000,
    });
    assert.notEqual(await page.evaluate(() => document.documentElement.dataset.ready), 'true', 'the game is held');
    const first = await picture(page);
    const hud = () =>
      page.evaluate(() => ['hud-level', 'hud-size'].map((id) => document.getElementById(id).textContent));
    const said = await hud();
    release();
    await ready(page);
    assert.deepEqual(await hud(), said, `${query}: the status line said the game's level and size`);
    // The game's first frame, painted over the first paint's: not one pixel differs.
    assert.equal(await picture(page), first, `${query}: the game repaints the same maze`);
    assert.equal(await page.evaluate(() => document.getElementById('board').dataset.first), undefined);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('a link without a seed: the game plays the maze the first paint chose', async () => {
  const { page, context, problems, release } = await openHeld('?level=3');
  await page.waitForFunction(() => document.getElementById('board').dataset.first === 'painted');
  const first = await picture(page);
  release();
  await ready(page);
  assert.equal(await picture(page), first);
  const s = await state(page);
  assert.match(s.query, /^seed=[^&]+&level=3$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('levels the game makes itself get no first paint, and still load', async () => {
  for (const query of ['?seed=fp&shape=hex', '?seed=fp&mode=fog', '?seed=fp&level=120', '?seed=fp&algo=wilson']) {
    const { page, context, problems, release } = await openHeld(query);
    // The first paint ran and said it paints nothing: the maze is the game's to draw.
    await page.waitForFunction(() => document.getElementById('board').dataset.first === 'none', null, {
      timeout: 15000,
    });
    assert.equal(await page.evaluate(() => performance.getEntriesByName('seedmaze:first-paint').length), 0);
    release();
    await ready(page);
    assert.deepEqual(problems, [], query);
    await context.close();
  }
});

test('a first paint that fails to load or to run costs nothing: the game starts as before', async () => {
  for (const broken of ['**/pkg/first_bg.wasm', '**/pkg/first.js']) {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
    const page = await context.newPage();
    await page.route(broken, (route) =>
      broken.endsWith('.js')
        ? route.fulfill({ status: 404, body: '' })
        : route.fulfill({ status: 200, body: 'not wasm' }),
    );
    await page.goto(`${env.base}?seed=fp-broken&level=2`);
    await ready(page);
    const s = await state(page);
    assert.equal(s.query, 'seed=fp-broken&level=2', broken);
    await context.close();
  }
});

/** The solution of `query`'s level, learned from a page that has loaded. */
async function solutionOf(query) {
  const learn = await env.browser.newContext();
  const known = await learn.newPage();
  await known.goto(env.base + query);
  await ready(known);
  const path = await known.evaluate(() => window.seedmaze.solution());
  await learn.close();
  return path;
}

/** Opens `query` with the game held, once its first paint walks; with the level's solution (`path`). */
async function openWalking(query) {
  const path = await solutionOf(query);
  const opened = await openHeld(query);
  await opened.page.waitForFunction(() => performance.getEntriesByName('seedmaze:playable').length === 1);
  return { path, ...opened };
}

/** Makes the page hidden or shown, as switching tabs does. */
const visibility = (page, hidden) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/** Seconds on the HUD's clock. */
const hudSeconds = async (page) => seconds(await page.evaluate(() => document.getElementById('hud-time').textContent));

/**
 * Hides the page until its own clock has moved on 1.5 s, then shows it again. The HUD's clock
 * must be running first (a clock stuck at zero would pass the checks below) and must stand still
 * while hidden. Returns the clock's seconds as the page is shown again.
 */
async function hideAwhile(page) {
  await clockPast(page, 0);
  await visibility(page, true);
  // The clock stops as the page hides; the HUD shows where it stopped by the next frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const hiddenAt = await hudSeconds(page);
  await pageTimePasses(page, { ms: 1500 });
  const shownAt = await hudSeconds(page);
  assert.equal(shownAt, hiddenAt, 'the clock stood still while the page was hidden');
  await visibility(page, false);
  return shownAt;
}

/**
 * Asserts the game's clock runs again after the page was shown at `shownAt` seconds, and leaves
 * out the 1.5 s hidden since `window.__t0` (a tenth's rounding and a margin aside).
 */
async function assertHiddenNotTimed(page, shownAt) {
  await clockPast(page, shownAt);
  const [wall, clock] = await page.evaluate(() => [
    (performance.now() - window.__t0) / 1000,
    document.getElementById('hud-time').textContent,
  ]);
  assert.ok(seconds(clock) > shownAt, `the clock runs again after the page is shown: ${clock}`);
  assert.ok(seconds(clock) <= wall - 1.3, `the clock reads ${clock} after ${wall.toFixed(1)} s, 1.5 s of them hidden`);
}

const arrow = (a, b) => (b === a + 1 ? 'ArrowRight' : b === a - 1 ? 'ArrowLeft' : b > a ? 'ArrowDown' : 'ArrowUp');
const hudMoves = (page) => page.evaluate(() => document.getElementById('hud-moves').textContent);
const hudTime = (page) => page.evaluate(() => document.getElementById('hud-time').textContent);
/** Seconds of a clock's `m:ss.t`. */
const seconds = (text) => {
  const [m, s] = text.split(':');
  return Number(m) * 60 + Number(s);
};

test('the ball walks the first paint before the game arrives; the game takes the steps, with their time', async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-keys&level=1');
  const start = await picture(page);
  await tap(page, arrow(path[0], path[1]));
  await tap(page, arrow(path[1], path[2]));
  assert.equal(await hudMoves(page), '2', 'the first paint counts the moves');
  // The clock runs from the first step.
  await clockPast(page, 0.2);
  const before = seconds(await hudTime(page));
  assert.ok(before >= 0.2, `the first paint's clock reads ${before} s`);
  const walked = await picture(page);
  assert.notEqual(walked, start, 'the ball and its footprints moved on the first paint');
  assert.notEqual(await page.evaluate(() => document.documentElement.dataset.ready), 'true', 'the game is held');
  release();
  await ready(page);
  const s = await state(page);
  // Taken once each: the same moves, the ball where the first paint left it, and the same picture.
  assert.equal(s.moves, 2);
  assert.equal(s.player, path[2]);
  assert.equal(await hudMoves(page), '2');
  assert.equal(await picture(page), walked, 'the game paints the walked maze as the first paint left it');
  // And so does a whole frame of the game's own (a resize there and back repaints all of it).
  await page.setViewportSize({ width: 1001, height: 760 });
  await page.setViewportSize({ width: 1000, height: 760 });
  await pageTimePasses(page);
  assert.equal(await picture(page), walked, "the game's whole frame is the first paint's picture");
  // The clock started at the first step, on the first paint, not when the game arrived.
  assert.equal(s.timerRunning, true);
  assert.ok(seconds(await hudTime(page)) >= before, "the game's clock goes on from the first paint's");
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone, a swipe and the pad walk the first paint, and the game takes both steps', async () => {
  // The maze's walls, learned from a page that has loaded: which way each step can go.
  const learn = await env.browser.newContext();
  const known = await learn.newPage();
  await known.goto(`${env.base}?seed=fp-swipe&level=1`);
  await ready(known);
  const [{ width, height }, bytes] = [await state(known), await walls(known)];
  await learn.close();
  const open = (cell, dir) => openNeighbor(bytes, width, height, cell, dir);
  const first = [1, 2].find((d) => open(0, d) !== null);
  const second = [0, 1, 2, 3].find((d) => open(open(0, first), d) !== null);
  const phone = { viewport: { width: 390, height: 760 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const { page, context, problems, release } = await openHeld('?seed=fp-swipe&level=1', phone);
  await page.waitForFunction(() => performance.getEntriesByName('seedmaze:playable').length === 1);
  const box = await page.locator('#board').boundingBox();
  await swipe(
    page,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    first === 1 ? 40 : 0,
    first === 2 ? 40 : 0,
  );
  assert.equal(await hudMoves(page), '1', 'a swipe walks the first paint');
  await page.locator(`#pad [data-move="${32 + second}"]`).tap();
  assert.equal(await hudMoves(page), '2', 'the pad walks the first paint');
  release();
  await ready(page);
  const s = await state(page);
  assert.equal(s.moves, 2);
  assert.equal(s.player, open(open(0, first), second));
  assert.deepEqual(problems, []);
  await context.close();
});

test("a win on the first paint is the game's win once it arrives", async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-win&level=1');
  for (let i = 1; i < path.length; i += 1) await tap(page, arrow(path[i - 1], path[i]));
  // Past the exit, nothing moves: the level is won.
  await tap(page, 'ArrowRight');
  assert.equal(Number(await hudMoves(page)), path.length - 1);
  const clock = await hudTime(page);
  // Long enough in the page for a running clock's tenths to change.
  await pageTimePasses(page, { ms: 300 });
  assert.equal(await hudTime(page), clock, 'the clock stopped on the exit');
  release();
  await ready(page);
  await page.waitForFunction(() => window.seedmaze.state().won);
  const s = await state(page);
  assert.equal(s.moves, path.length - 1);
  assert.ok(await page.locator('#win').isVisible(), 'the game shows the win');
  assert.equal(await hudTime(page), clock, "the game's time is the first paint's");
  assert.deepEqual(problems, []);
  await context.close();
});

test('an action on the first paint waits for the game, and the keys after it wait too, in order', async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-order&level=1');
  const first = arrow(path[0], path[1]);
  await tap(page, first);
  assert.equal(await hudMoves(page), '1');
  // Restart, then the first step again: played in this order, the ball is one step from the start.
  await tap(page, 'r');
  await tap(page, first);
  assert.equal(await hudMoves(page), '1', 'the walk ended with the action');
  release();
  await ready(page);
  // Frames pass in the game: a key it was going to play twice would have been played by then.
  await pageTimePasses(page);
  const s = await state(page);
  assert.equal(s.player, path[1]);
  assert.equal(s.moves, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a harmless action ends the walk but keeps it, and the clock still pauses while hidden until the game', async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-mute&level=1');
  await page.evaluate(() => (window.__t0 = performance.now()));
  await tap(page, arrow(path[0], path[1]));
  await tap(page, arrow(path[1], path[2]));
  // Mute: an action, which waits for the game; the step after it waits too.
  await tap(page, 'm');
  await tap(page, arrow(path[2], path[3]));
  assert.equal(await hudMoves(page), '2');
  const shownAt = await hideAwhile(page);
  release();
  await ready(page);
  await page.waitForFunction(() => window.seedmaze.state().moves === 3);
  await assertHiddenNotTimed(page, shownAt);
  assert.equal((await state(page)).player, path[3], 'the walk, then the action, then the step');
  assert.equal(await page.locator('#sound-toggle').isChecked(), false, 'the action was played once the game came');
  assert.deepEqual(problems, []);
  await context.close();
});

test("Space on a focused button is the button's, not a key for the game later", async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-button&level=1');
  await page.focus('#btn-solution');
  await page.keyboard.press(' ');
  // The walk goes on: Space was not an action for the game.
  await tap(page, arrow(path[0], path[1]));
  assert.equal(await hudMoves(page), '1');
  release();
  await ready(page);
  // Frames pass in the game: a key it was going to play twice would have been played by then.
  await pageTimePasses(page);
  const s = await state(page);
  assert.equal(s.solutionShown, false, 'Space on the button was not played again as the solution key');
  assert.equal(s.moves, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('keys pressed before the maze is on screen walk it once it is', async () => {
  const path = await solutionOf('?seed=fp-early&level=1');
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const held = {};
  for (const file of ['first_bg', 'seedmaze_bg']) held[file] = await holdBack(page, `**/pkg/${file}.wasm`);
  await page.goto(`${env.base}?seed=fp-early&level=1`);
  await page.waitForFunction(() => document.readyState === 'complete');
  await tap(page, arrow(path[0], path[1]));
  held.first_bg();
  await page.waitForFunction(() => performance.getEntriesByName('seedmaze:playable').length === 1);
  assert.equal(await hudMoves(page), '1', 'the key walked the first paint');
  held.seedmaze_bg();
  await ready(page);
  // Frames pass in the game: a key it was going to play twice would have been played by then.
  await pageTimePasses(page);
  const s = await state(page);
  assert.equal(s.moves, 1, 'walked once, not played again');
  assert.equal(s.player, path[1]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("keys pressed before the page's modules run (keys.js keeps them) walk the maze once they do", async () => {
  const path = await solutionOf('?seed=fp-early&level=1');
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const release = await holdBack(page, '**/boot.js');
  await page.goto(`${env.base}?seed=fp-early&level=1`, { waitUntil: 'commit' });
  await page.waitForSelector('#board');
  for (const [i, cell] of path.slice(1, 4).entries()) await tap(page, arrow(path[i], cell));
  release();
  await ready(page);
  await pageTimePasses(page);
  const s = await state(page);
  assert.equal(s.moves, 3, 'each key one move');
  assert.equal(s.player, path[3]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a resize to a view that would follow the ball ends the walk; the keys after it wait for the game', async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-camera&size=60');
  await page.setViewportSize({ width: 420, height: 360 });
  await page.waitForFunction(() => innerWidth === 420);
  await pageTimePasses(page);
  await tap(page, arrow(path[0], path[1]));
  assert.equal(await hudMoves(page), '0', 'the first paint no longer walks');
  release();
  await ready(page);
  await page.waitForFunction(() => window.seedmaze.state().moves === 1);
  assert.equal((await state(page)).player, path[1]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the first paint's clock pauses while the page is hidden, and the game's goes on from it", async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-hidden&level=1');
  await page.evaluate(() => (window.__t0 = performance.now()));
  await tap(page, arrow(path[0], path[1]));
  const shownAt = await hideAwhile(page);
  release();
  await ready(page);
  await assertHiddenNotTimed(page, shownAt);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a resize while the first paint is walked refits its picture, and walking goes on', async () => {
  const { path, page, context, problems, release } = await openWalking('?seed=fp-resize&level=1');
  const fits = () =>
    page.evaluate(() => {
      const box = document.getElementById('board').getBoundingClientRect();
      const canvas = document.getElementById('maze');
      return canvas.width === Math.round(box.width) && canvas.height === Math.round(box.height);
    });
  await page.setViewportSize({ width: 800, height: 700 });
  await page.waitForFunction(() => {
    const box = document.getElementById('board').getBoundingClientRect();
    return document.getElementById('maze').width === Math.round(box.width);
  });
  assert.ok(await fits(), 'the canvas is the board, not stretched');
  const inks = await page.evaluate(() => {
    const canvas = document.getElementById('maze');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    return seen.size;
  });
  assert.ok(inks >= 3, `the refitted picture is painted (${inks} colours)`);
  await tap(page, arrow(path[0], path[1]));
  assert.equal(await hudMoves(page), '1');
  const walked = await picture(page);
  release();
  await ready(page);
  assert.equal((await state(page)).player, path[1]);
  assert.equal(await picture(page), walked, 'the game paints what the refitted first paint showed');
  assert.deepEqual(problems, []);
  await context.close();
});

test('keys on a first paint that cannot be walked (a challenge) are played once the game plays, once each', async () => {
  const path = await solutionOf('?seed=fp-keys&level=1');
  const query = '?seed=fp-keys&level=1&beat=90000-40';
  const { page, context, problems, release } = await openHeld(query);
  await page.waitForFunction(() => document.getElementById('board').dataset.first === 'painted');
  assert.equal(await page.evaluate(() => performance.getEntriesByName('seedmaze:playable').length), 0);
  await tap(page, arrow(path[0], path[1]));
  await tap(page, arrow(path[1], path[2]));
  assert.equal(await hudMoves(page), '0', 'a challenge is timed by the game from its first step');
  release();
  await ready(page);
  await page.waitForFunction(() => window.seedmaze.state().moves >= 2);
  // Frames pass in the game: keys played twice would show as more moves by then.
  await pageTimePasses(page);
  const s = await state(page);
  // Played once each: two moves, along the solution (played twice, the ball would be elsewhere).
  assert.equal(s.moves, 2);
  assert.equal(s.player, path[2]);
  assert.deepEqual(problems, []);
  await context.close();
});
