// Woven mazes on the page: a `weave=1` link is the CLI's woven maze, won with the CLI's `keys`
// pressed as real keys, each move over or under a crossing is announced; the menu's Weave
// switch makes one; a big woven level is made in the worker; crossings are drawn as bridges in
// every theme. Screenshots (test-output/weave-*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, state, cli, OUT, settled, tap, view, pixel } from './harness.mjs';

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

test('crossings are bridges in every theme, on a phone and a desktop: two rails inside the cell, its sides open', async () => {
  const json = await cli(['--seed', 'bridges', '--level', '3', '--weave']);
  const w = json.width;
  // Crossings away from the start, where the ball and its footprints are not drawn.
  const far = json.crossings.filter(([cell]) => (cell % w) + Math.floor(cell / w) > 4);
  assert.ok(far.length > 0, 'the level has crossings');
  for (const theme of ['light', 'dark', 'contrast']) {
    for (const [size, options] of [
      ['1280x800', DESKTOP],
      ['390x844', PHONE],
    ]) {
      const { page, context, problems } = await openGame(env, '?seed=bridges&level=3&weave=1', options, (p) =>
        p.addInitScript((t) => localStorage.setItem('seedmaze.theme', t), theme),
      );
      await settled(page);
      const v = await view(page);
      for (const [cell, over] of far) {
        // In (along, across) of the bridge: its middle, its two rails a fifth of the side in,
        // and the middles of the sides the tunnel enters, where the old drawing had rails.
        const at = (along, across) => {
          const [dx, dy] = over === 'h' ? [along, across] : [across, along];
          return pixel(page, v.ox + ((cell % w) + dx) * v.s, v.oy + (Math.floor(cell / w) + dy) * v.s);
        };
        const floor = await at(0.5, 0.5);
        const what = `${theme} ${size}: crossing ${cell} (${over})`;
        assert.notDeepEqual(await at(0.5, 0.2), floor, `${what}: a rail`);
        assert.notDeepEqual(await at(0.5, 0.8), floor, `${what}: the other rail`);
        assert.deepEqual(await at(0.5, 0.02), floor, `${what}: the tunnel's way in is open`);
        assert.deepEqual(await at(0.5, 0.98), floor, `${what}: the tunnel's way out is open`);
      }
      await page.screenshot({ path: `${OUT}weave-bridges-${theme}-${size}.png` });
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});
