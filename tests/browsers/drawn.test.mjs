// Drawn mazes in Firefox and WebKit (`./dev.sh browsers`; Chromium runs them in tests/e2e/): a
// titled `draw=` link of every shape is the CLI's maze, won with the CLI's keys pressed for
// real; the won square's shared link races its ghost; a woven drawing is won too; the Draw
// panel painted by keys plays the CLI's maze of its code. `BROWSERS=firefox` runs one. Screenshots in test-output/browsers-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli, ROOT, OUT, catchCopies } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const SHAPES = ['square', 'hex', 'triangle', 'circle'];
const TITLE = 'Heart ♥';

const site = useSite();

/** Opens `query` and waits until the game runs it. */
async function open(s, query) {
  await s.goto(`${site.base}?${query}`);
  return s.until(
    () => document.documentElement.dataset.ready === 'true' && window.seedmaze.state(),
    `the game of ${query}`,
  );
}

const state = (s) => s.run(() => window.seedmaze.state());
const text = (s, id) => s.run((i) => document.getElementById(i).textContent, id);

async function win(s, keys) {
  for (const key of keys) await s.press(key);
  await s.until(() => window.seedmaze.state().won, 'the win', 30000);
  assert.equal((await state(s)).moves, keys.length, `${s.name}: moves`);
}

/** Every drawn shape, titled, won with the CLI's keys; the square's result raced as a ghost. */
async function drawnLinks(s, code) {
  let shared = null;
  let square = null;
  for (const shape of SHAPES) {
    const json = await cli(['--seed', 'cross', '--level', '3', '--shape', shape, '--draw', code]);
    const opened = await open(s, `seed=cross&level=3&shape=${shape}&draw=${code}&title=${encodeURIComponent(TITLE)}`);
    const what = `${s.name}, ${shape}`;
    assert.deepEqual(opened.notices, [], what);
    assert.equal(opened.shape, shape, what);
    assert.equal(opened.cells, json.cells, what);
    assert.equal(await text(s, 'hud-mode'), `“${TITLE}”`, what);
    await s.screenshot(`${OUT}browsers-${s.name}-${shape}.png`);
    await win(s, json.keys);
    if (shape !== 'square') continue;
    square = json;
    await s.run(catchCopies);
    await s.click('#win-result');
    shared = (await s.until(() => window.__copied, 'the shared result')).split('\n');
    assert.ok(shared[0].startsWith(`seedmaze “${TITLE}” · level 3 · `), shared[0]);
  }
  const link = new URL(shared[1]);
  assert.equal(link.searchParams.get('draw'), code);
  const raced = await open(s, link.search.slice(1));
  assert.deepEqual(raced.notices, [], s.name);
  assert.match(await text(s, 'hud-ghost'), /^ghost 0\.0 s/, `${s.name}: the ghost waits for the first move`);
  await s.press(square.keys[0]);
  await s.until(() => /^ghost [+−-]\d/.test(document.getElementById('hud-ghost').textContent), 'the ghost to race');
}

/** A woven drawing's link: the CLI's woven maze, won with its keys (over and under crossings). */
async function wovenDrawing(s) {
  const code = '1GCiTRCSIEkUxBTHIJRQ'; // a heart (tests/golden/draw_weave.txt)
  const json = await cli(['--seed', 'woven-heart', '--level', '5', '--draw', code, '--weave']);
  assert.ok(json.crossings.length > 0, 'the drawing has crossings');
  const opened = await open(s, `seed=woven-heart&level=5&draw=${code}&weave=1`);
  assert.deepEqual(opened.notices, [], s.name);
  assert.equal(opened.cells, json.cells, s.name);
  assert.match(await text(s, 'hud-size'), /^drawing \d+×\d+ woven$/, s.name);
  await s.screenshot(`${OUT}browsers-${s.name}-woven-drawing.png`);
  await win(s, json.keys);
}

/** The Draw panel painted by keys: Play it opens the drawing's link, the CLI's maze. */
async function drawPanel(s) {
  await open(s, 'seed=painted&level=2');
  await s.click('#btn-menu');
  await s.until(() => document.getElementById('menu').open, 'the menu');
  await s.click('#draw-panel summary');
  await s.until(() => /A grid of/.test(document.getElementById('draw-summary')?.textContent ?? ''), 'the editor');
  await s.click('#draw-size option[value="16"]');
  await s.until(() => /16×16/.test(document.getElementById('draw-summary').textContent), 'a 16×16 grid');
  await s.run(() => document.getElementById('draw-grid').focus());
  for (const key of [' ', 'ArrowRight', ' ', 'ArrowRight', ' ', 'ArrowDown', ' ']) await s.press(key);
  assert.match(await text(s, 'draw-summary'), /the maze fills 4 painted cells\./, s.name);
  await s.type('#draw-title', 'Zigzag');
  await s.click('#draw-play');
  const played = await s.until(
    () => window.seedmaze.state()?.query.includes('draw=') && window.seedmaze.state(),
    'Play it',
  );
  const params = new URLSearchParams(played.query);
  assert.equal(params.get('title'), 'Zigzag', s.name);
  const json = await cli(['--seed', 'painted', '--level', '2', '--draw', params.get('draw')]);
  assert.equal(played.cells, json.cells, s.name);
  assert.equal(await text(s, 'hud-mode'), '“Zigzag”', s.name);
  await win(s, json.keys);
}

for (const name of NAMES) {
  test(`${name}: titled drawn links of every shape and a woven one are the CLI's mazes, won with its keys; a ghost races; Draw plays`, async () => {
    const code = (await cli(['--seed', 'cross', '--level', '3', '--mask-image', `${ROOT}www/icon-192.png`])).draw;
    const s = await startBrowser(name);
    try {
      await drawnLinks(s, code);
      await wovenDrawing(s);
      await drawPanel(s);
    } finally {
      await s.quit();
    }
  });
}
