// Every shape on the page: level 1 of hex, triangle and circle won with the CLI's `keys`
// pressed as real keys, a swipe on hex, the menu's shape picker, and screenshots at desktop and
// phone sizes (test-output/shape-*.png) to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, cli, swipe, OUT, settled, tap } from './harness.mjs';

const env = useSite();

const SEED = 'shapes-e2e';
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

for (const shape of ['hex', 'triangle', 'circle']) {
  test(`level 1 of ${shape} is won with the CLI's keys`, async () => {
    const json = await cli(['--seed', SEED, '--level', '1', '--shape', shape]);
    assert.equal(json.shape, shape);
    assert.equal(json.keys.length, json.solution.length - 1);
    const { page, context, problems } = await openGame(env, `?seed=${SEED}&level=1&shape=${shape}`, DESKTOP);
    const s = await state(page);
    assert.equal(s.shape, shape);
    assert.equal(s.cells, json.cells);
    assert.equal(s.exit, json.exit);
    assert.deepEqual(Array.from(await page.evaluate(() => window.seedmaze.solution())), json.solution);
    assert.match(s.query, new RegExp(`shape=${shape}`));
    await page.screenshot({ path: `${OUT}shape-${shape}-1280x800.png` });
    // A key that bumps says the way's word, and does not move.
    for (const [i, key] of json.keys.entries()) {
      await tap(page, key);
      if (i + 1 < json.keys.length) assert.equal((await state(page)).player, json.solution[i + 1], `key ${i} ${key}`);
    }
    const won = await state(page);
    assert.equal(won.won, true);
    assert.equal(won.moves, json.keys.length);
    await page.waitForFunction(() => /solved/.test(document.getElementById('announce')?.textContent ?? ''));
    // The solution drawn through the cells after the win: its animation has ended.
    await settled(page);
    await page.screenshot({ path: `${OUT}shape-${shape}-won-1280x800.png` });
    assert.deepEqual(problems, []);
    await context.close();

    const phone = await openGame(env, `?seed=${SEED}&level=3&shape=${shape}`, PHONE);
    assert.equal((await state(phone.page)).shape, shape);
    await phone.page.keyboard.press(' ');
    await phone.page.waitForFunction(() => window.seedmaze.state().solutionShown);
    await settled(phone.page);
    await phone.page.screenshot({ path: `${OUT}shape-${shape}-390x844.png` });
    assert.deepEqual(phone.problems, []);
    await phone.context.close();
  });
}

test('a swipe on hex takes the way of its 60° sector, and walls block it', async () => {
  const json = await cli(['--seed', SEED, '--level', '1', '--shape', 'hex']);
  const { page, context, problems } = await openGame(env, `?seed=${SEED}&level=1&shape=hex`, PHONE);
  const box = await page.locator('#maze').boundingBox();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // From cell 0 (top-left, row 0) the only neighbours are east (cell 1) and south-east (the
  // first cell of row 1, shifted half a cell east): the solution's first step is one of them.
  const next = json.solution[1];
  const columns = json.cells / json.size;
  const angle = next === 1 ? 0 : next === columns ? 60 : null;
  assert.notEqual(angle, null, `the first step goes to ${next}`);
  // West of cell 0 is the entrance: a wall for the ball, which stays.
  await swipe(page, centre, -40, 0);
  assert.equal((await state(page)).player, 0);
  const r = (angle * Math.PI) / 180;
  // 20° off the way's angle still lies in its sector.
  const off = r + (10 * Math.PI) / 180;
  await swipe(page, centre, 45 * Math.cos(off), 45 * Math.sin(off));
  assert.equal((await state(page)).player, next);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the menu's shape picker loads this seed and level in the chosen shape", async () => {
  const { page, context, problems } = await openGame(env, `?seed=${SEED}&level=2`, DESKTOP);
  assert.equal((await state(page)).shape, 'square');
  await page.keyboard.press('Escape');
  await page.selectOption('#shape-select', 'triangle');
  await page.waitForFunction(() => window.seedmaze.state()?.shape === 'triangle');
  const s = await state(page);
  assert.equal(s.query, `seed=${SEED}&level=2&shape=triangle`);
  assert.equal(s.level, 2);
  assert.match(await page.locator('#keys-line').textContent(), /Keys for triangle: A H west/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a big level of another shape is made in the worker and adopted, braided too', async () => {
  for (const query of ['?seed=big-hex&shape=hex&level=60', '?seed=big-circle&shape=circle&level=120&braid=30']) {
    const json = await cli(['--seed', query.match(/seed=([\w-]+)/)[1], ...cliLevel(query)]);
    const { page, context, problems } = await openGame(env, query, DESKTOP);
    const made = await page.evaluate(() => window.seedmaze.made());
    assert.equal(made.where, 'worker', query);
    assert.ok(
      made.tasks.some((t) => t.what === 'adopt'),
      'adopted in slices',
    );
    const s = await state(page);
    assert.equal(s.cells, json.cells, query);
    assert.deepEqual(Array.from(await page.evaluate(() => window.seedmaze.solution())), json.solution);
    // The first key of the solution moves the ball as the CLI says.
    await tap(page, json.keys[0]);
    assert.equal((await state(page)).player, json.solution[1], query);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

/** The CLI's arguments for the level, shape and braid of a page query. */
function cliLevel(query) {
  const p = new URLSearchParams(query);
  return ['--level', p.get('level'), '--shape', p.get('shape'), ...(p.get('braid') ? ['--braid', p.get('braid')] : [])];
}
