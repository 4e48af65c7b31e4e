// Woven mazes on the page: a `weave=1` link is the CLI's woven maze, won with the CLI's `keys`
// pressed as real keys, each move over or under a crossing is announced; the menu's Weave
// switch makes one; a big woven level is made in the worker. Screenshots (test-output/weave-*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, state, cli, OUT, settled, tap } from './harness.mjs';

const env = useSite();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test("a woven maze from a link is the CLI's, its crossings are announced, and its keys win it", async () => {
  const json = await cli(['--seed', 'woven', '--level', '3', '--weave']);
  assert.ok(json.crossings.length > 0, 'the level has crossings');
  const { page, context, problems } = await openGame(env, '?seed=woven&level=3&weave=1', DESKTOP);
  const s = await state(page);
  assert.equal(s.query, 'seed=woven&level=3&weave=1');
  assert.deepEqual(s.notices, []);
  assert.equal(s.cells, 16 * 16);
  assert.equal(await page.textContent('#hud-size'), '16×16 woven');
  assert.deepEqual(Array.from(await page.evaluate(() => window.seedmaze.solution())), json.solution);
  await page.screenshot({ path: `${OUT}weave-1280x800.png` });
  const crossings = new Set(json.crossings.map(([cell]) => cell));
  let heard = 0;
  for (const [i, key] of json.keys.entries()) {
    await tap(page, key);
    const at = (await state(page)).player;
    if (i + 1 < json.keys.length) assert.equal(at, json.solution[i + 1], `key ${i} ${key}`);
    // A move onto a bridge, or through a tunnel (which lands beyond it), says so.
    const said = await page.textContent('#announce');
    if (/crossing/.test(said)) heard += 1;
  }
  const passes = json.solution.filter((cell) => crossings.has(cell)).length;
  const tunnels = json.solution
    .slice(1)
    .filter((cell, i) => Math.abs(cell - json.solution[i]) === 2 || Math.abs(cell - json.solution[i]) === 32).length;
  assert.ok(
    passes + tunnels === 0 || heard > 0,
    `the crossings on the path were announced (${passes} over, ${tunnels} under)`,
  );
  assert.equal((await state(page)).won, true);
  await settled(page);
  await page.screenshot({ path: `${OUT}weave-won-1280x800.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the menu switches weave on and off for the same seed and level, on a phone', async () => {
  const { page, context, problems } = await openGame(env, '?seed=weave-menu&level=4', PHONE);
  await openMenu(page);
  await page.check('#weave-toggle');
  await page.waitForFunction(() => window.seedmaze.state()?.query.includes('weave=1'));
  const json = await cli(['--seed', 'weave-menu', '--level', '4', '--weave']);
  assert.deepEqual(Array.from(await page.evaluate(() => window.seedmaze.solution())), json.solution);
  await page.screenshot({ path: `${OUT}weave-390x844.png` });
  await openMenu(page);
  await page.uncheck('#weave-toggle');
  await page.waitForFunction(() => window.seedmaze.state()?.query.includes('weave=1') === false);
  assert.equal(await page.textContent('#hud-size'), '20×20');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a big woven level is made in the worker and is the CLI maze', async () => {
  const json = await cli(['--seed', 'big-weave', '--size', '300', '--weave']);
  const { page, context, problems } = await openGame(env, '?seed=big-weave&size=300&weave=1', DESKTOP);
  await page.waitForFunction(() => window.seedmaze.state()?.solved, null, { timeout: 60000 });
  assert.equal(await page.evaluate(() => window.seedmaze.made().where), 'worker');
  assert.deepEqual(Array.from(await page.evaluate(() => window.seedmaze.solution())), json.solution);
  assert.deepEqual(problems, []);
  await context.close();
});
