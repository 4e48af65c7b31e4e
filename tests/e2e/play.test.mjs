// Playing with the keyboard: moves, walls, the win, the next level, its URL, the solution.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite,
  openGame,
  state,
  walls,
  solution,
  view,
  walk,
  openNeighbor,
  ARROWS,
  pixel,
  cssColor,
  OUT,
  pageTimePasses,
  tap,
} from './harness.mjs';

const env = useSite();

test('arrow keys, WASD and hjkl move the player; walls block it; the page never scrolls', async () => {
  const { page, context, problems } = await openGame(env, '?seed=walls-block&level=2', {
    viewport: { width: 500, height: 420 },
  });
  // A small window makes the page scrollable, so an unprevented arrow key would scroll it.
  await page.evaluate(() => {
    window.prevented = [];
    window.addEventListener('keydown', (e) => window.prevented.push(e.defaultPrevented));
  });
  const bytes = await walls(page);
  const { width, height } = await state(page);
  const keys = [ARROWS, ['w', 'd', 's', 'a'], ['k', 'l', 'j', 'h']];
  let blocked = 0;
  let moved = 0;
  let seed = 12345;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed >>> 16) % n;
  };
  for (let i = 0; i < 80; i++) {
    const before = await state(page);
    const dir = random(4);
    const expected = openNeighbor(bytes, width, height, before.player, dir);
    await tap(page, keys[i % 3][dir]);
    const after = await state(page);
    if (expected === null) {
      blocked++;
      assert.equal(after.player, before.player, `blocked move ${i} changed the cell`);
      assert.equal(after.moves, before.moves, `blocked move ${i} counted`);
    } else {
      moved++;
      assert.equal(after.player, expected, `move ${i} went to the wrong cell`);
      assert.equal(after.moves, before.moves + 1);
    }
  }
  assert.ok(blocked > 5 && moved > 5, `${blocked} blocked, ${moved} moved`);
  const prevented = await page.evaluate(() => window.prevented);
  assert.equal(prevented.length, 80);
  assert.ok(prevented.every(Boolean), 'every game key had preventDefault');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  const s = await state(page);
  assert.equal(await page.locator('#hud-moves').textContent(), String(s.moves));
  assert.ok(s.trail.includes(s.player));
  assert.deepEqual(problems, []);
  await context.close();
});

test('following the solution wins level 1; level 2 is larger and its URL reproduces it', async () => {
  const { page, context, problems } = await openGame(env, '?seed=e2e-win&level=1');
  await page.screenshot({ path: `${OUT}level-1.png` });
  const s1 = await state(page);
  const path = await solution(page);
  assert.equal(path[0], 0);
  assert.equal(path.at(-1), s1.exit);
  await walk(page, path, s1.width);
  // Pointing at the win box holds it (as a player reading it would): the checks below take
  // longer than the moment before the next level starts on a slow, busy machine.
  await page.hover('#win');
  const won = await state(page);
  assert.equal(won.won, true);
  assert.equal(won.player, won.exit);
  assert.equal(won.moves, path.length - 1);
  assert.equal(await page.locator('#win').isVisible(), true);
  assert.match(
    await page.locator('#win-text').textContent(),
    new RegExp(`Level 1 solved in \\d+:\\d\\d\\.\\d with ${path.length - 1} moves`),
  );
  assert.match(await page.locator('#announce').textContent(), /Level 1 solved/);
  await page.screenshot({ path: `${OUT}level-1-won.png` });
  // The record (best time and fewest moves with their days, validated by Rust) was stored and
  // the time is shown.
  const stored = await page.evaluate(() => localStorage.getItem('seedmaze.best.v1?seed=e2e-win&level=1'));
  assert.match(stored, new RegExp(`^r2;\\d+;\\d{4}-\\d\\d-\\d\\d;${path.length - 1};\\d{4}-\\d\\d-\\d\\d$`));
  assert.notEqual(await page.locator('#hud-best').textContent(), '–');
  // Arrows after the win do nothing; Enter goes on at once.
  await tap(page, 'ArrowLeft');
  assert.equal((await state(page)).player, won.exit);
  await page.keyboard.press('Enter');
  const s2 = await state(page);
  assert.equal(s2.level, 2);
  assert.ok(s2.width > s1.width && s2.height > s1.height, `${s2.width}x${s2.height}`);
  assert.equal(s2.player, 0);
  assert.equal(s2.moves, 0);
  assert.equal(await page.locator('#win').isVisible(), false);
  assert.match(await page.locator('#announce').textContent(), /Level 2/);
  const url = page.url();
  assert.match(url, /\?seed=e2e-win&level=2$/);
  const walls2 = await walls(page);

  const other = await openGame(env, url.slice(env.base.length));
  const reopened = await state(other.page);
  assert.equal(reopened.level, 2);
  assert.equal(reopened.seed, 'e2e-win');
  assert.equal(reopened.width, s2.width);
  assert.deepEqual(await walls(other.page), walls2);
  assert.deepEqual(other.problems, []);
  await other.context.close();

  // Winning level 2 without pressing Enter (and the pointer away from the win box): level 3
  // starts on its own after a moment.
  await page.mouse.move(0, 0);
  await walk(page, await solution(page), s2.width);
  assert.equal((await state(page)).won, true);
  await page.waitForFunction(() => window.seedmaze.state().level === 3, null, { timeout: 5000 });
  assert.match(page.url(), /\?seed=e2e-win&level=3$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Space shows and hides the solution; R restarts; N starts a new seed', async () => {
  const { page, context, problems } = await openGame(env, '?seed=show-path&level=2');
  const v = await view(page);
  const path = await solution(page);
  const pathColor = await cssColor(page, '--path');
  const floor = await cssColor(page, '--floor');
  // The middle of a solution cell away from the start, exit and ball.
  const cell = path[Math.floor(path.length / 2)];
  const at = () => pixel(page, v.ox + (cell % v.w) * v.s + v.s / 2, v.oy + Math.floor(cell / v.w) * v.s + v.s / 2);
  assert.deepEqual(await at(), floor);
  await page.keyboard.press(' ');
  assert.equal((await state(page)).solutionShown, true);
  assert.deepEqual(await at(), pathColor);
  assert.equal(await page.locator('#btn-solution').getAttribute('aria-pressed'), 'true');
  await page.screenshot({ path: `${OUT}level-2-solution.png` });
  // A move repaints only its cells, and the path stays drawn.
  await walk(page, path.slice(0, 3), v.w);
  assert.deepEqual(await at(), pathColor);
  await page.keyboard.press(' ');
  assert.equal((await state(page)).solutionShown, false);
  assert.deepEqual(await at(), floor);

  assert.equal((await state(page)).moves, 2);
  await tap(page, 'r');
  const restarted = await state(page);
  assert.equal(restarted.moves, 0);
  assert.equal(restarted.player, 0);
  assert.deepEqual(restarted.trail, [0]);

  await tap(page, 'n');
  const fresh = await state(page);
  assert.notEqual(fresh.seed, 'show-path');
  assert.equal(fresh.level, 2);
  assert.match(page.url(), new RegExp(`\\?seed=${fresh.seed}&level=2$`));
  assert.deepEqual(problems, []);
  await context.close();
});

test('Share copies the link and says so, and the maze keeps its size', async () => {
  const { page, context, problems } = await openGame(env, '?seed=share-me&level=4', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const sizes = () =>
    page.evaluate(() => {
      const v = window.seedmaze.view();
      const { height } = document.getElementById('status').getBoundingClientRect();
      return [v.cw, v.ch, v.s, height];
    });
  const before = await sizes();
  await page.click('#btn-share');
  await page.waitForFunction(() => document.getElementById('status').textContent !== '');
  const status = await page.locator('#status').textContent();
  assert.match(status, /copied/i);
  assert.deepEqual(await sizes(), before, 'the status line or the maze changed size');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, `${env.base}?seed=share-me&level=4`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('holding an arrow key repeats the move until a wall stops it, once the system repeats the key', async () => {
  const { page, context, problems } = await openGame(env, '?seed=hold-c&level=2');
  const bytes = await walls(page);
  const { width, height } = await state(page);
  // The oracle: walk east from the start until a wall stands.
  let end = 0;
  let run = 0;
  for (
    let next = openNeighbor(bytes, width, height, 0, 1);
    next !== null;
    next = openNeighbor(bytes, width, height, end, 1)
  ) {
    end = next;
    run++;
  }
  assert.ok(run >= 3, `this seed should start with an east corridor (found ${run})`);
  await page.keyboard.down('ArrowRight');
  // Down, with no repeat from the system yet (a tap whose release is late): one step, however long.
  await pageTimePasses(page, { ms: 400 });
  assert.equal((await state(page)).moves, 1, 'one step until the system repeats the key');
  // The system repeats a held key with keydowns marked `repeat` (Playwright's `down` of a key already down): the
  // ball runs to the wall, then the key stays down for a few more repeats' time, in which it must not go on.
  for (let i = 0; i < 400 && (await state(page)).moves < run; i++) await page.keyboard.down('ArrowRight');
  for (let i = 0; i < 10; i++) await page.keyboard.down('ArrowRight');
  await pageTimePasses(page, { ms: 300 });
  await page.keyboard.up('ArrowRight');
  const s = await state(page);
  assert.equal(s.player, end);
  assert.equal(s.moves, run);
  // Released: nothing moves any more, while the page's frames and clock go on.
  await pageTimePasses(page, { ms: 200 });
  assert.equal((await state(page)).moves, run);
  assert.deepEqual(problems, []);
  await context.close();
});
