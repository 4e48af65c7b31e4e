// The screen as a game: the maze takes most of it at desktop and phone sizes, the four actions
// and the menu button are on screen without scrolling, the board keeps its size from the first
// paint to the maze, the menu works with the keyboard alone, and the bare page continues where
// the player left off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite,
  openGame,
  ready,
  state,
  solution,
  walk,
  walls,
  openNeighbor,
  ARROWS,
  OUT,
  settled,
  tap,
} from './harness.mjs';

const env = useSite();

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, least: 0.35 },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, least: 1 / 3 },
  landscape: {
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    least: 0.25,
  },
};

for (const [name, { least, ...options }] of Object.entries(SIZES)) {
  test(`${name}: the maze is the hero, the actions are on screen, nothing scrolls`, async () => {
    const { page, context, problems } = await openGame(env, '?seed=hero&level=1', options);
    const { width, height } = options.viewport;
    const v = await page.evaluate(() => window.seedmaze.view());
    const share = (((v.w * v.s) / v.dpr) * ((v.h * v.s) / v.dpr)) / (width * height);
    console.log(`${name} ${width}×${height}: the level-1 maze covers ${(share * 100).toFixed(1)}% of the screen`);
    assert.ok(share >= least, `${name}: the maze covers ${(share * 100).toFixed(1)}%`);
    const ids = ['btn-new', 'btn-solution', 'btn-hint', 'btn-restart', 'btn-share', 'btn-menu', 'view'];
    if (options.hasTouch) ids.push('pad');
    for (const id of ids) {
      // The view's button (V) has no id of its own.
      const box = await page.locator(id === 'view' ? '[data-do=view]' : `#${id}`).boundingBox();
      assert.ok(box, `#${id} is shown`);
      assert.ok(
        box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
        `#${id} at ${JSON.stringify(box)}`,
      );
    }
    for (const id of ['btn-new', 'btn-solution', 'btn-hint', 'btn-restart', 'btn-share']) {
      assert.ok((await page.locator(`#${id} svg`).count()) === 1, `#${id} has an icon`);
      assert.match(await page.locator(`#${id}`).textContent(), /[A-Za-z]{3,}/, `#${id} has a label`);
    }
    const scroll = await page.evaluate(() => [
      document.documentElement.scrollHeight,
      document.documentElement.scrollWidth,
    ]);
    assert.ok(scroll[0] <= height && scroll[1] <= width, `the page scrolls: ${scroll}`);
    // The menu is closed while playing, so it covers nothing.
    assert.equal(await page.locator('#menu').isVisible(), false);
    await settled(page);
    await page.screenshot({ path: `${OUT}screen-${name}.png` });
    // A big level fills the same space, with the camera.
    const big = await openGame(env, '?seed=hero&level=120', options);
    const bv = await big.page.evaluate(() => window.seedmaze.view());
    assert.equal(bv.camera, true);
    assert.deepEqual([bv.cw, bv.ch], [v.cw, v.ch], 'the board keeps its size for a big level');
    await big.page.screenshot({ path: `${OUT}screen-${name}-level-120.png` });
    assert.deepEqual(problems, []);
    assert.deepEqual(big.problems, []);
    await big.context.close();
    await context.close();
  });
}

test('phones: the bar shows the level, the moves and the clock whole at level 499, however many', async () => {
  for (const width of [320, 360, 390]) {
    const options = { viewport: { width, height: 760 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page, context, problems } = await openGame(env, '?seed=bar&level=499', options);
    await tap(page, 'ArrowDown');
    await tap(page, 'ArrowRight');
    // The widest the two can get in a long game: thousands of moves, a clock past ten minutes.
    const fits = await page.evaluate(() => {
      const set = (id, text) => (document.getElementById(id).textContent = text);
      set('hud-moves', '12345');
      set('hud-time', '12:34.5');
      const hud = document.querySelector('.hud').getBoundingClientRect();
      const inside = (id) => {
        const dd = document.getElementById(id);
        const r = dd.getBoundingClientRect();
        return r.right <= hud.right + 0.5 && r.bottom <= hud.bottom + 0.5 && dd.scrollWidth <= dd.clientWidth;
      };
      return { level: inside('hud-level'), moves: inside('hud-moves'), time: inside('hud-time') };
    });
    assert.deepEqual(fits, { level: true, moves: true, time: true }, `${width} px: the level, moves or clock is cut`);
    assert.deepEqual(problems, []);
    await page.screenshot({ path: `${OUT}bar-level-499-${width}.png`, clip: { x: 0, y: 0, width, height: 60 } });
    await context.close();
  }
});

test('the board keeps its size from the first paint to the maze (no layout shift)', async () => {
  const { page, context, problems } = await openGame(env, '?seed=steady&level=1', {}, async (p) => {
    await p.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const r = document.getElementById('board').getBoundingClientRect();
        window.__firstBoard = [r.x, r.y, r.width, r.height];
      });
    });
  });
  const after = await page.evaluate(() => {
    const r = document.getElementById('board').getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  });
  const first = await page.evaluate(() => window.__firstBoard);
  assert.deepEqual(after, first, 'the board moved or changed size when the maze arrived');
  // A link with bad parameters shows a notice: over the board, not above it.
  const noisy = await openGame(env, '?seed=steady&level=1&size=abc&algo=dfs');
  const r = await noisy.page.evaluate(() => {
    const b = document.getElementById('board').getBoundingClientRect();
    return [b.x, b.y, b.width, b.height];
  });
  assert.equal(await noisy.page.locator('#notice').isVisible(), true);
  assert.deepEqual(r, after, 'a notice moved the board');
  const cls = (await page.evaluate(() => window.__shifts)).reduce((a, b) => a + b, 0);
  console.log(`layout shift while the first maze arrived: ${cls.toFixed(4)}`);
  assert.ok(cls < 0.05, `cumulative layout shift ${cls}`);
  assert.deepEqual(problems, []);
  await noisy.context.close();
  await context.close();
});

test('the menu works with the keyboard alone, and closing it hands the keys back to the maze', async () => {
  const { page, context, problems } = await openGame(env, '?seed=keys-only&level=2');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.getElementById('menu').open);
  assert.equal(await page.evaluate(() => document.activeElement.closest('dialog')?.id), 'menu', 'focus is in the menu');
  // Tab to the fog switch and turn it on with Space: the maze reloads in fog, the menu closes.
  for (let i = 0; i < 20 && (await page.evaluate(() => document.activeElement.id)) !== 'fog-toggle'; i++) {
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement.id), 'fog-toggle');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => window.seedmaze.state().query.includes('mode=fog'));
  await page.waitForFunction(() => !document.getElementById('menu').open);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'maze', 'focus is back on the board');
  // Open and close again with Escape, then a move key moves the ball.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.getElementById('menu').open);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('menu').open);
  const s = await state(page);
  const bytes = await walls(page);
  const open = [1, 2].find((d) => openNeighbor(bytes, s.width, s.height, 0, d) !== null);
  assert.ok(open !== undefined);
  await tap(page, ARROWS[open]);
  assert.equal((await state(page)).moves, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the bare page continues the level to play next; New game starts afresh; links open what they say', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const goto = async (query) => {
    await page.goto(env.base + query);
    await ready(page);
  };
  // Nothing stored: the bare page starts a fresh level 1, with no continue line.
  await goto('');
  assert.equal((await state(page)).level, 1);
  assert.equal(await page.locator('#resumed').isVisible(), false);
  // Play level 3 of a seed and win it: the next level, 4, is where to continue.
  await goto('?seed=carry-on&level=3');
  const s = await state(page);
  await walk(page, await solution(page), s.width);
  await page.waitForFunction(() => window.seedmaze.state().won);
  await goto('');
  let now = await state(page);
  assert.deepEqual([now.seed, now.level], ['carry-on', 4]);
  assert.equal(await page.locator('#resumed').isVisible(), true);
  assert.match(await page.locator('#resumed-text').textContent(), /continuing seed carry-on, level 4/);
  await page.screenshot({ path: `${OUT}screen-continue.png` });
  // New game: a fresh seed from level 1, and that is what the bare page continues next.
  await page.click('#btn-fresh');
  await page.waitForFunction(() => window.seedmaze.state().seed !== 'carry-on');
  now = await state(page);
  assert.equal(now.level, 1);
  assert.equal(await page.locator('#resumed').isVisible(), false);
  await goto('');
  assert.deepEqual([(await state(page)).seed, (await state(page)).level], [now.seed, 1]);
  // A link opens what it says, and no continue line.
  await goto('?seed=linked&level=2');
  assert.deepEqual([(await state(page)).seed, (await state(page)).level], ['linked', 2]);
  assert.equal(await page.locator('#resumed').isVisible(), false);
  // A corrupt stored value is ignored: a fresh level 1.
  await page.evaluate(() => localStorage.setItem('seedmaze.progress.v1', '<b>seed=x&level=9</b>'));
  await goto('');
  now = await state(page);
  assert.equal(now.level, 1);
  assert.notEqual(now.seed, 'x');
  assert.equal(await page.locator('#resumed').isVisible(), false);
  await context.close();
});
