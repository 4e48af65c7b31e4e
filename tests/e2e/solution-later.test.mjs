// A big level is played before its solution: the worker sends the walls first and the solution
// after, which the page hands to Rust. The test holds the worker's solution messages back (a
// wrapper round the page's worker listener, installed before the page loads) and lets them go
// when it chooses, so that "before the solution" is a state the test controls, not a race.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite,
  openGame,
  state,
  walls,
  solution,
  solved,
  view,
  walk,
  cli,
  openNeighbor,
  pixel,
  cssColor,
  ARROWS,
  openMenu,
  tap,
} from './harness.mjs';

const env = useSite();

/** Holds every `solved` message of the page's worker until `window.__release()`. */
async function holdSolutions(page) {
  await page.addInitScript(() => {
    const held = [];
    window.__held = () => held.length;
    window.__release = () => {
      for (const deliver of held.splice(0)) deliver();
    };
    const add = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (type, listener, ...rest) {
      if (type !== 'message') return add.call(this, type, listener, ...rest);
      const holding = (event) =>
        event.data?.type === 'solved' ? held.push(() => listener.call(this, event)) : listener.call(this, event);
      return add.call(this, type, holding, ...rest);
    };
  });
}

const release = (page) => page.evaluate(() => window.__release());
const button = (page, id = 'btn-solution') =>
  page.evaluate((id) => {
    const b = document.getElementById(id);
    return { disabled: b.disabled, title: b.title };
  }, id);
/** The centre of `cell` on the canvas, in device pixels (square mazes). */
async function centre(page, cell, width) {
  const v = await view(page);
  return [v.ox + (cell % width) * v.s + v.s / 2, v.oy + Math.floor(cell / width) * v.s + v.s / 2];
}

test('the ball moves before the solution arrives; Space waits for it, then shows the shortest path', async () => {
  const query = '?seed=later&size=420&algo=perfect';
  const expected = await cli(['--seed', 'later', '--size', '420', '--algo', 'perfect']);
  const { page, context, problems } = await openGame(env, query, {}, holdSolutions);
  const made = await page.evaluate(() => window.seedmaze.made());
  assert.equal(made.where, 'worker');
  await page.waitForFunction(() => window.__held() === 1);
  let s = await state(page);
  assert.equal(s.solved, false, 'the solution is held back');
  assert.deepEqual(await walls(page), expected.walls, 'the walls are the CLI maze');
  assert.deepEqual(await page.evaluate(() => window.seedmaze.solution()), [], 'no path, not a part of one');
  assert.deepEqual(await button(page), { disabled: true, title: 'Finding the solution…' });
  // The carve replay needs the erasure order, which comes with the solution.
  assert.deepEqual(await button(page, 'carve-watch'), { disabled: true, title: 'The carving order is on its way…' });

  // A real key press moves the ball before the solution exists.
  const open = [1, 2].find((dir) => openNeighbor(expected.walls, 420, 420, 0, dir) !== null);
  await tap(page, ARROWS[open]);
  s = await state(page);
  assert.equal(s.player, open === 1 ? 1 : 420, 'the ball moved');
  assert.equal(s.moves, 1);

  // Space before the solution: nothing shown, and the page says it is being found.
  const path = expected.solution;
  const probe = path.find((cell, i) => i > 2 && cell !== s.player);
  const [px, py] = await centre(page, probe, 420);
  const floor = await pixel(page, px, py);
  const pathColour = await cssColor(page, '--path');
  assert.notDeepEqual(floor, pathColour);
  await page.keyboard.press(' ');
  assert.equal((await state(page)).solutionShown, false, 'Space showed a solution that is not there');
  assert.deepEqual(await pixel(page, px, py), floor, 'a path cell was painted before the solution arrived');
  assert.equal(await page.locator('#announce').textContent(), 'Finding the solution…');

  // The solution arrives: the button turns on, and Space shows the CLI's shortest path.
  await release(page);
  await solved(page);
  assert.deepEqual(await solution(page), path);
  assert.deepEqual(await button(page), { disabled: false, title: '' });
  await page.keyboard.press(' ');
  assert.equal((await state(page)).solutionShown, true);
  assert.deepEqual(await pixel(page, px, py), pathColour, 'the real path is drawn');
  const times = (await page.evaluate(() => window.seedmaze.made())).times;
  assert.ok(times.solved > times.received, 'the solution came after the walls');

  // The erasure order came with it: the carve replay opens the CLI's walls in the CLI's order.
  assert.deepEqual(await button(page, 'carve-watch'), { disabled: false, title: '' });
  await openMenu(page);
  await page.click('#carve-watch');
  await page.waitForFunction(() => window.seedmaze.carve().progress?.done > 0);
  const carving = await page.evaluate(() => window.seedmaze.carve());
  const { done, total } = carving.progress;
  assert.equal(total, expected.removed.length);
  const carved = expected.walls.map(() => 3);
  for (const id of expected.removed.slice(0, done)) carved[id >> 1] &= id & 1 ? ~2 : ~1;
  assert.ok(done < total, 'the replay is under way');
  assert.deepEqual(carving.walls, carved, `the first ${done} erasures are the CLI's`);
  await page.click('#carve-skip');
  assert.deepEqual((await page.evaluate(() => window.seedmaze.carve())).walls, expected.walls);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a new maze while the solution is on its way never gets the old one', async () => {
  const { page, context, problems } = await openGame(env, '?seed=stale&size=420', {}, holdSolutions);
  await page.waitForFunction(() => window.__held() === 1);
  const first = await state(page);
  await tap(page, 'n');
  await page.waitForFunction(
    (seed) => document.getElementById('board').dataset.loading === 'false' && window.seedmaze.state().seed !== seed,
    first.seed,
    { timeout: 30000 },
  );
  await page.waitForFunction(() => window.__held() === 2);
  const second = await state(page);
  assert.equal(second.solved, false);
  // Both solutions arrive, the old level's first: only the new level's is taken.
  await release(page);
  await solved(page);
  const expected = await cli(['--seed', second.seed, '--size', '420']);
  assert.deepEqual(await solution(page), expected.solution);
  assert.doesNotMatch(await page.locator('#announce').textContent(), /refused/);
  assert.equal(await page.locator('#status').textContent(), '');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a win before the solution arrives gets its trace and efficiency once it does', async () => {
  // 201×201: just big enough for the worker, with a path short enough to walk by keys.
  const query = '?seed=win-a&size=201';
  const expected = await cli(['--seed', 'win-a', '--size', '201']);
  const options = { reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] };
  const { page, context, problems } = await openGame(env, query, options, holdSolutions);
  assert.equal((await page.evaluate(() => window.seedmaze.made())).where, 'worker');
  await page.waitForFunction(() => window.__held() === 1);
  const path = expected.solution;
  await walk(page, path, 201);
  const s = await state(page);
  assert.equal(s.won, true);
  assert.equal(s.solved, false);
  // The win box stays while pointed at; its result (which needs the shortest path) waits.
  await page.hover('#win');
  assert.equal(await page.locator('#win-result').isHidden(), true, 'a result offered without the solution');
  // The trace's line between two path cells (their centres carry the walk's footprints).
  const [[ax, ay], [bx, by]] = [await centre(page, path.at(-5), 201), await centre(page, path.at(-4), 201)];
  const [px, py] = [(ax + bx) / 2, (ay + by) / 2];
  const pathColour = await cssColor(page, '--path');
  assert.notDeepEqual(await pixel(page, px, py), pathColour, 'a trace before the solution');
  await release(page);
  await solved(page);
  // With reduced motion the trace is drawn at once, on the next frame.
  await page.waitForFunction(
    ([x, y, colour]) => {
      const d = document.getElementById('maze').getContext('2d').getImageData(x, y, 1, 1).data;
      return d[0] === colour[0] && d[1] === colour[1] && d[2] === colour[2];
    },
    [px, py, pathColour],
    { timeout: 5000 },
  );
  assert.equal(await page.locator('#win-result').isHidden(), false);
  await page.click('#win-result');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, new RegExp(`· ${path.length - 1} moves \\(100% efficient\\)\\n`));
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * An init script for `openGame` that rewrites the worker's `solved` reply before the page sees it:
 * `corrupt` lists one id of the erasure order twice, `fail` turns it into a failure.
 */
const rewriteSolved = (mode) => (page) =>
  page.addInitScript((how) => {
    const add = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (type, listener, ...rest) {
      const changed = (event) => {
        if (event.data?.type !== 'solved') return listener.call(this, event);
        if (how === 'fail')
          return listener.call(this, { data: { type: 'failed', id: event.data.id, message: 'no reply' } });
        event.data.removed[7] = event.data.removed[3];
        listener.call(this, event);
      };
      return add.call(this, type, type === 'message' ? changed : listener, ...rest);
    };
  }, mode);

/** Watches the carve replay from the menu: it replays every erasure and, skipped, ends in the maze. */
async function carveEndsInMaze(page, expected) {
  await openMenu(page);
  await page.click('#carve-watch');
  await page.waitForFunction(() => window.seedmaze.carve().progress?.done > 0);
  assert.equal((await page.evaluate(() => window.seedmaze.carve())).progress.total, expected.removed.length);
  await page.click('#carve-skip');
  assert.deepEqual((await page.evaluate(() => window.seedmaze.carve())).walls, expected.walls);
}

test('a corrupted erasure order is refused with a sentence; the carve replay still ends in the maze', async () => {
  const query = '?seed=bad-order&size=300';
  const expected = await cli(['--seed', 'bad-order', '--size', '300']);
  // The worker's order arrives with one id listed twice (a wall left out).
  const { page, context, problems } = await openGame(env, query, {}, rewriteSolved('corrupt'));
  await solved(page);
  assert.match(
    await page.locator('#announce').textContent(),
    /carving order .* was refused \(wall \d+ is listed as erased twice\)/,
  );
  // The solution was not part of the problem: it is the CLI's.
  assert.deepEqual(await solution(page), expected.solution);
  await carveEndsInMaze(page, expected);
  assert.deepEqual(problems, []);
  await context.close();
});

test('when the worker fails to send the solution and the order, the page solves and the walls give the order', async () => {
  const query = '?seed=no-reply&size=300';
  const expected = await cli(['--seed', 'no-reply', '--size', '300']);
  const { page, context, problems } = await openGame(env, query, {}, rewriteSolved('fail'));
  assert.equal((await page.evaluate(() => window.seedmaze.made())).where, 'worker');
  await solved(page);
  assert.deepEqual(await solution(page), expected.solution, 'solved on the page');
  assert.doesNotMatch(await page.locator('#announce').textContent(), /refused/);
  await carveEndsInMaze(page, expected);
  assert.deepEqual(problems, []);
  await context.close();
});
