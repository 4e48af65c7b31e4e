// Large levels: the view follows the player, a move repaints the same few cells on any maze
// size, and the largest level (2000×2000) loads and plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { useSite, openGame, state, solution, solved, view, walk, pixel, cssColor, OUT, settled } from './harness.mjs';

const env = useSite();

test('a large level follows the player with a camera and keeps cells big enough', async () => {
  const { page, context, problems } = await openGame(env, '?seed=large-view&level=120');
  const s = await state(page);
  assert.equal(s.width, 484);
  const v0 = await view(page);
  assert.equal(v0.camera, true);
  assert.ok(v0.s / v0.dpr >= 10, `cells are ${v0.s / v0.dpr} CSS px`);
  const path = await solution(page);
  // Walk the solution until the ball reaches a cell that was outside the first view, so that
  // the camera has to move (a 484×484 maze's solution always leaves a 1000×760 view).
  const outside = (cell) => {
    const px = v0.ox + (cell % s.width) * v0.s;
    const py = v0.oy + Math.floor(cell / s.width) * v0.s;
    return px < 0 || py < 0 || px + v0.s > v0.cw || py + v0.s > v0.ch;
  };
  const far = path.findIndex(outside);
  assert.ok(far > 0, 'the solution leaves the first view');
  const steps = path.slice(0, far + 1);
  await walk(page, steps, s.width);
  // The camera's pan has ended: the view stands still over frames.
  await settled(page, 'view');
  const v1 = await view(page);
  const cell = steps.at(-1);
  assert.equal((await state(page)).player, cell);
  assert.ok(v1.ox !== v0.ox || v1.oy !== v0.oy, 'the camera moved');
  // The ball is inside the visible canvas, and drawn there.
  const px = v1.ox + (cell % s.width) * v1.s + v1.s / 2;
  const py = v1.oy + Math.floor(cell / s.width) * v1.s + v1.s / 2;
  assert.ok(px > 0 && px < v1.cw && py > 0 && py < v1.ch, `ball at ${px}, ${py}`);
  assert.deepEqual(
    await pixel(page, px, py),
    await cssColor(page, '--player'),
    'the ball is drawn where the view says',
  );
  // Space shows the solution: the next cell of the path, now in view, is painted in the path
  // colour at its centre.
  const next = path[far + 1];
  const nx = v1.ox + (next % s.width) * v1.s + v1.s / 2;
  const ny = v1.oy + Math.floor(next / s.width) * v1.s + v1.s / 2;
  const floor = await pixel(page, nx, ny);
  await page.keyboard.press(' ');
  assert.equal((await state(page)).solutionShown, true);
  assert.deepEqual(await pixel(page, nx, ny), await cssColor(page, '--path'), 'the solution is drawn');
  assert.notDeepEqual(floor, await cssColor(page, '--path'), 'the path colour was not there before');
  await page.screenshot({ path: `${OUT}level-120-large.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * Counts the canvas drawing calls made while handling each of up to 20 moves along the
 * solution (dispatched key events, each handled synchronously), and their mean milliseconds.
 */
async function moveCost(page) {
  return page.evaluate(async () => {
    const { exit } = window.seedmaze.state();
    const path = window.seedmaze.solution();
    const key = (a, b) => (b === a + 1 ? 'ArrowRight' : b === a - 1 ? 'ArrowLeft' : b > a ? 'ArrowDown' : 'ArrowUp');
    const n = Math.min(20, path.length - 2);
    const proto = CanvasRenderingContext2D.prototype;
    const names = ['fillRect', 'clearRect', 'strokeRect', 'fill', 'stroke', 'drawImage', 'putImageData'];
    const original = Object.fromEntries(names.map((name) => [name, proto[name]]));
    let calls = 0;
    for (const name of names) {
      proto[name] = function counted(...args) {
        calls += 1;
        return original[name].apply(this, args);
      };
    }
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true }));
    let total = 0;
    let most = 0;
    try {
      for (let i = 1; i <= n; i++) {
        // Let any camera pan finish first (the view stands still over three frames), so that
        // every move is counted alike.
        await new Promise((resolve) => {
          let [last, same] = ['', 0];
          const frame = () => {
            const now = JSON.stringify(window.seedmaze.view());
            same = now === last ? same + 1 : 0;
            last = now;
            if (same >= 3) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        calls = 0;
        const t0 = performance.now();
        document.dispatchEvent(
          new KeyboardEvent('keydown', { key: key(path[i - 1], path[i]), bubbles: true, cancelable: true }),
        );
        total += performance.now() - t0;
        most = Math.max(most, calls);
        document.dispatchEvent(new KeyboardEvent('keyup', { key: key(path[i - 1], path[i]), bubbles: true }));
      }
    } finally {
      for (const name of names) proto[name] = original[name];
    }
    if (window.seedmaze.state().player !== path[n] || path[n] === exit) throw new Error('walk went astray');
    return { ms: total / n, calls: most };
  });
}

test('a move repaints the same few cells on a 2000×2000 maze as on an 8×8 one', async () => {
  const small = await openGame(env, '?seed=cost&level=1');
  const t0 = Date.now();
  const big = await openGame(env, '?seed=cost&level=499');
  const loadMs = Date.now() - t0;
  assert.equal((await state(big.page)).width, 2000);
  const firstDraw = await big.page.evaluate(() => window.seedmaze.firstDrawMs());
  await solved(big.page);
  const smallCost = await moveCost(small.page);
  const bigCost = await moveCost(big.page);
  const report = {
    smallMsPerMove: smallCost.ms,
    bigMsPerMove: bigCost.ms,
    smallCallsPerMove: smallCost.calls,
    bigCallsPerMove: bigCost.calls,
    level499FirstDrawMs: Math.round(firstDraw),
    level499OpenMs: loadMs,
  };
  console.log(`move cost and big-level load: ${JSON.stringify(report)}`);
  await writeFile(`${OUT}move-cost.json`, `${JSON.stringify(report, null, 2)}\n`);
  // The cause, not the clock: a move (without a camera pan) paints two cells, the same handful
  // of canvas calls whatever the maze's size; a whole redraw of even the camera's view of the
  // 2000×2000 maze takes thousands.
  assert.ok(smallCost.calls > 0 && smallCost.calls <= 20, `${smallCost.calls} canvas calls for a move on 8×8`);
  assert.ok(bigCost.calls <= 20, `${bigCost.calls} canvas calls for a move on 2000×2000`);
  await big.page.screenshot({ path: `${OUT}level-499.png` });
  assert.deepEqual(small.problems, []);
  assert.deepEqual(big.problems, []);
  await small.context.close();
  await big.context.close();
});
