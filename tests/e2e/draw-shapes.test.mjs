// Drawn mazes on hex, triangle and circle: a `shape=…&draw=` link is the CLI's maze of that shape,
// won with the CLI's keys; the Draw panel's shape picker previews the drawing in each shape, says
// the preview's size, and Play it opens that shape's link; a drawing too thin for a shape at its
// size gets a sentence, in the panel and from a link. Screenshots in test-output/draw-shape-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, state, cli, OUT, settled, tap, ROOT } from './harness.mjs';

const env = useSite();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// A ring drawn on a 20×20 grid (tests/golden/draw_shapes.txt).
const RING = '1FCiMxFkKYhiGIYpHEMy';
/** The page's erased walls, in the order they were erased: the maze itself, to compare with the CLI's `removed`. */
const removed = (page) => page.evaluate(() => window.seedmaze.removed());

for (const shape of ['hex', 'triangle', 'circle']) {
  test(`a drawn ${shape} maze from a link is the CLI's, won with its keys`, async () => {
    const json = await cli(['--seed', 'drawn-shape', '--level', '3', '--shape', shape, '--draw', RING]);
    assert.equal(json.shape, shape);
    assert.equal(json.draw, RING);
    const query = `seed=drawn-shape&level=3&shape=${shape}&draw=${RING}`;
    const { page, context, problems } = await openGame(env, `?${query}`, DESKTOP);
    const s = await state(page);
    assert.equal(s.shape, shape);
    assert.equal(s.cells, json.cells);
    assert.deepEqual(await removed(page), json.removed, "the CLI's walls");
    assert.equal(s.query, query);
    assert.deepEqual(s.notices, []);
    assert.match(await page.textContent('#hud-size'), new RegExp(`^drawing ${shape}, \\d+ (rows|rings)`));
    await settled(page);
    await page.screenshot({ path: `${OUT}draw-shape-${shape}-1280x800.png` });
    for (const key of json.keys) await tap(page, key);
    await page.waitForFunction(() => window.seedmaze.state().won);
    assert.equal((await state(page)).moves, json.keys.length);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the Draw panel previews a picture in each shape and Play it plays the CLI’s maze of that shape', async () => {
  const { page, context, problems } = await openGame(env, '?seed=panel-shape&level=4', PHONE);
  await openMenu(page);
  await page.click('#draw-panel summary');
  await page.waitForFunction(() => /A grid of/.test(document.getElementById('draw-summary')?.textContent ?? ''));
  assert.equal(await page.inputValue('#draw-shape'), 'square', 'the level’s shape is picked first');
  await page.setInputFiles('#draw-file', `${ROOT}www/icon-192.png`);
  await page.waitForFunction(() => !document.getElementById('draw-play').disabled);
  for (const shape of ['triangle', 'circle', 'hex']) {
    await page.selectOption('#draw-shape', shape);
    await page.waitForFunction(
      (name) =>
        new RegExp(`Preview: ${name}, \\d+ (rows|rings), \\d+ cells\\.`).test(
          document.getElementById('draw-summary').textContent,
        ),
      shape,
    );
    assert.equal(await page.isVisible('#draw-preview'), true);
  }
  await page.locator('#draw-preview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}draw-shape-panel-390x844.png` });
  const cells = Number((await page.textContent('#draw-summary')).match(/(\d+) cells\.$/)[1]);
  await page.click('#draw-play');
  await page.waitForFunction(() => window.seedmaze.state()?.query.includes('draw='));
  const s = await state(page);
  const params = new URLSearchParams(s.query);
  assert.equal(params.get('shape'), 'hex');
  const json = await cli(['--seed', 'panel-shape', '--level', '4', '--shape', 'hex', '--draw', params.get('draw')]);
  assert.equal(s.cells, json.cells);
  assert.deepEqual(await removed(page), json.removed, "the CLI's walls");
  assert.equal(s.cells, cells, 'the preview said the maze’s cells');
  await settled(page);
  await page.screenshot({ path: `${OUT}draw-shape-hex-390x844.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a drawing too thin for a shape at its size is refused with a sentence, and the page plays on', async () => {
  // A line one cell high, 100 cells long: no hex centre of 8 rows falls on it.
  const thin = '1AyYGQ';
  const { page, context, problems } = await openGame(env, `?seed=thin&level=1&shape=hex&draw=${thin}`, DESKTOP);
  const s = await state(page);
  assert.match(
    s.notices.join(' '),
    /^draw was left out: the drawing covers no two joined cells of a hex maze of 8 rows/,
  );
  assert.equal(s.shape, 'hex', 'the plain maze of the shape');
  assert.equal(s.query, 'seed=thin&level=1&shape=hex');
  await settled(page);
  await page.screenshot({ path: `${OUT}draw-shape-thin-1280x800.png` });
  // It plays on: the CLI's plain hex maze of the link, won with its keys, every one a move.
  const json = await cli(['--seed', 'thin', '--level', '1', '--shape', 'hex']);
  assert.deepEqual(await removed(page), json.removed, "the CLI's plain hex maze");
  for (const [i, key] of json.keys.entries()) {
    await tap(page, key);
    const now = await state(page);
    assert.deepEqual([now.player, now.moves], [json.solution[i + 1], i + 1], `${key}: a move`);
  }
  assert.equal((await state(page)).won, true);
  assert.deepEqual(problems, []);
  await context.close();
});
