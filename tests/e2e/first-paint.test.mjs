// The first paint: a small wasm build paints the level's maze before the game's build has
// arrived, and the game then paints the very same picture over it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, state } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env.close();
});

/** The canvas's pixels as a data URL (the whole picture, to compare two frames). */
const picture = (page) => page.evaluate(() => document.getElementById('maze').toDataURL());

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
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/pkg/seedmaze_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
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
    // The first paint runs before the game's module loads; give it time, then let the game in.
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => document.getElementById('board').dataset.first), undefined, query);
    release();
    await ready(page);
    assert.deepEqual(problems, [], query);
    await context.close();
  }
});

test('a broken first paint costs nothing: the game starts as before', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  await page.route('**/pkg/first_bg.wasm', (route) => route.fulfill({ status: 200, body: 'not wasm' }));
  await page.goto(`${env.base}?seed=fp-broken&level=2`);
  await ready(page);
  const s = await state(page);
  assert.equal(s.query, 'seed=fp-broken&level=2');
  await context.close();
});

test('keys pressed on the first paint, before the game plays, are played once it does', async () => {
  const { page, context, problems, release } = await openHeld('?seed=fp-keys&level=1');
  await page.waitForFunction(() => document.getElementById('board').dataset.first === 'painted');
  // Level 1 is 8×8: the first solution step from the start is east or south; press both
  // ways, and the game must have taken at least one of them (a wall blocks the other).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  release();
  await ready(page);
  await page.waitForFunction(() => window.seedmaze.state().moves > 0);
  const s = await state(page);
  assert.ok(s.player !== 0, 'the ball moved');
  assert.deepEqual(problems, []);
  await context.close();
});
