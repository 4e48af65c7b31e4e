// Large levels: the view follows the player, a move costs the same as on a small maze, and
// the largest level (2000×2000) loads and plays.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { start, openGame, state, solution, view, walk, OUT } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('a large level follows the player with a camera and keeps cells big enough', async () => {
  const { page, context, problems } = await openGame(env, '?seed=large-view&level=120');
  const s = await state(page);
  assert.equal(s.width, 484);
  const v0 = await view(page);
  assert.equal(v0.camera, true);
  assert.ok(v0.s / v0.dpr >= 10, `cells are ${v0.s / v0.dpr} CSS px`);
  const path = await solution(page);
  const steps = path.slice(0, 61);
  await walk(page, steps, s.width);
  await page.waitForTimeout(400);
  const v1 = await view(page);
  assert.equal((await state(page)).player, steps.at(-1));
  // The ball is inside the visible canvas, and the view moved to keep it there.
  const cell = steps.at(-1);
  const px = v1.ox + (cell % s.width) * v1.s + v1.s / 2;
  const py = v1.oy + Math.floor(cell / s.width) * v1.s + v1.s / 2;
  assert.ok(px > 0 && px < v1.cw && py > 0 && py < v1.ch, `ball at ${px}, ${py}`);
  const farOut = (cell % s.width) * v1.s > v1.cw || Math.floor(cell / s.width) * v1.s > v1.ch;
  if (farOut) assert.ok(v1.ox !== v0.ox || v1.oy !== v0.oy, 'the camera moved');
  await page.keyboard.press(' ');
  await page.screenshot({ path: `${OUT}level-120-large.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

/** Mean milliseconds the page spends handling one move key (rules plus repaint). */
async function moveCost(page) {
  return page.evaluate(async () => {
    const { exit } = window.seedmaze.state();
    const path = window.seedmaze.solution();
    const key = (a, b) => (b === a + 1 ? 'ArrowRight' : b === a - 1 ? 'ArrowLeft' : b > a ? 'ArrowDown' : 'ArrowUp');
    const n = Math.min(40, path.length - 2);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true }));
    let total = 0;
    for (let i = 1; i <= n; i++) {
      const t0 = performance.now();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: key(path[i - 1], path[i]), bubbles: true, cancelable: true }));
      total += performance.now() - t0;
      document.dispatchEvent(new KeyboardEvent('keyup', { key: key(path[i - 1], path[i]), bubbles: true }));
      // Let any camera pan finish so every move is measured alike.
      await new Promise((r) => setTimeout(r, 20));
    }
    if (window.seedmaze.state().player !== path[n] || path[n] === exit) throw new Error('walk went astray');
    return total / n;
  });
}

test('a move costs about the same on a 2000×2000 maze as on an 8×8 one', async () => {
  const small = await openGame(env, '?seed=cost&level=1');
  const t0 = Date.now();
  const big = await openGame(env, '?seed=cost&level=499');
  const loadMs = Date.now() - t0;
  assert.equal((await state(big.page)).width, 2000);
  const firstDraw = await big.page.evaluate(() => window.seedmaze.firstDrawMs);
  // Warm up, then measure both.
  await moveCost(small.page);
  const smallCost = await moveCost(small.page);
  const bigCost = await moveCost(big.page);
  const report = { smallMsPerMove: smallCost, bigMsPerMove: bigCost, level499FirstDrawMs: Math.round(firstDraw), level499OpenMs: loadMs };
  console.log(`move cost and big-level load: ${JSON.stringify(report)}`);
  await writeFile(`${OUT}move-cost.json`, `${JSON.stringify(report, null, 2)}\n`);
  assert.ok(bigCost < 4, `a move on the 2000×2000 maze took ${bigCost} ms`);
  assert.ok(bigCost < smallCost * 4 + 1, `big ${bigCost} ms vs small ${smallCost} ms`);
  await big.page.screenshot({ path: `${OUT}level-499.png` });
  assert.deepEqual(small.problems, []);
  assert.deepEqual(big.problems, []);
  await small.context.close();
  await big.context.close();
});
