// Drawn mazes on the page: a `draw=` link is the CLI's drawn maze, won with the CLI's keys; the
// menu's Draw panel paints with the mouse and with keys, reads a picture through the file input
// (the same code as the CLI's --mask-image of that file), and Play it opens the drawing's link;
// bad drawings and files get a sentence and lose nothing. Screenshots in test-output/draw-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { useSite, openGame, openMenu, state, cli, OUT, settled, tap, ROOT, copiedBy } from './harness.mjs';

const env = useSite();
/** The page's erased walls, in the order they were erased: the maze itself, to compare with the CLI's `removed`. */
const removed = (page) => page.evaluate(() => window.seedmaze.removed());

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Opens the menu's Draw panel and waits for its editor. */
async function openDraw(page) {
  await openMenu(page);
  await page.click('#draw-panel summary');
  await page.waitForFunction(() => /A grid of/.test(document.getElementById('draw-summary')?.textContent ?? ''));
}

/** Wins the level on screen with `keys`, real key presses. */
async function win(page, keys) {
  for (const key of keys) await tap(page, key);
  await page.waitForFunction(() => window.seedmaze.state().won);
}

test("a drawn maze from a link is the CLI's, won with its keys; the win's link races its ghost", async () => {
  // A ring with a tail, and a lone cell apart that is left out.
  const picture = await cli(['--seed', 'ring', '--level', '3', '--mask-image', `${ROOT}www/icon-192.png`]);
  const code = picture.draw;
  assert.match(code, /^1[A-Za-z0-9_-]+$/);
  const json = await cli(['--seed', 'drawn', '--level', '3', '--draw', code]);
  assert.equal(json.draw, code);
  const { page, context, problems } = await openGame(env, `?seed=drawn&level=3&draw=${code}`, DESKTOP);
  const s = await state(page);
  assert.equal(s.cells, json.cells);
  assert.deepEqual(await removed(page), json.removed, "the CLI's walls");
  assert.equal(s.query, `seed=drawn&level=3&draw=${code}`);
  assert.deepEqual(s.notices, []);
  assert.match(await page.textContent('#hud-size'), /drawing \d+×\d+/);
  await settled(page);
  await page.screenshot({ path: `${OUT}draw-link-1280x800.png` });
  await win(page, json.keys);
  assert.equal((await state(page)).moves, json.keys.length);
  // Share result: the link carries the run and the drawing; opened, the ghost races on the same maze.
  const link = new URL((await copiedBy(page, '#win-result')).split('\n').at(-1));
  assert.equal(link.searchParams.get('draw'), code);
  assert.ok(link.searchParams.get('run'));
  const ghost = await openGame(env, link.search, DESKTOP);
  const g = await state(ghost.page);
  assert.deepEqual(g.notices, []);
  assert.equal(g.cells, json.cells);
  assert.deepEqual(await removed(ghost.page), json.removed, "the ghost's maze has the CLI's walls");
  assert.match(await ghost.page.textContent('#hud-ghost'), /^ghost 0\.0 s/, 'the ghost waits for the first move');
  await tap(ghost.page, json.keys[0]);
  await ghost.page.waitForFunction(() => /^ghost [+−-]\d/.test(document.getElementById('hud-ghost').textContent));
  assert.deepEqual(ghost.problems, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a woven drawing's link is the CLI's maze, won with its keys and raced by its ghost; Weave weaves a drawing", async () => {
  const code = '1GCiTRCSIEkUxBTHIJRQ'; // a heart (tests/golden/draw_weave.txt)
  const json = await cli(['--seed', 'woven-heart', '--level', '5', '--draw', code, '--weave']);
  assert.equal(json.draw, code);
  assert.ok(json.crossings.length > 0, 'the drawing has crossings');
  const query = `seed=woven-heart&level=5&draw=${code}&weave=1`;
  const { page, context, problems } = await openGame(env, `?${query}`, DESKTOP);
  const s = await state(page);
  assert.equal(s.query, query);
  assert.deepEqual(s.notices, []);
  assert.equal(s.cells, json.cells);
  assert.deepEqual(await removed(page), json.removed, "the CLI's walls");
  assert.match(await page.textContent('#hud-size'), /^drawing \d+×\d+ woven$/);
  await settled(page);
  await page.screenshot({ path: `${OUT}draw-woven-1280x800.png` });
  await win(page, json.keys);
  assert.equal((await state(page)).moves, json.keys.length);
  const link = new URL((await copiedBy(page, '#win-result')).split('\n').at(-1));
  assert.equal(link.searchParams.get('draw'), code);
  assert.equal(link.searchParams.get('weave'), '1');
  assert.ok(link.searchParams.get('run'));
  const ghost = await openGame(env, link.search, DESKTOP);
  assert.deepEqual((await state(ghost.page)).notices, []);
  await tap(ghost.page, json.keys[0]);
  await ghost.page.waitForFunction(() => /^ghost [+−-]\d/.test(document.getElementById('hud-ghost').textContent));
  assert.deepEqual(ghost.problems, []);
  await context.close();
  // On a phone, the menu's Weave switch weaves the drawing on screen: the CLI's woven maze.
  const phone = await openGame(env, `?seed=woven-heart&level=5&draw=${code}`, PHONE);
  await openMenu(phone.page);
  await phone.page.check('#weave-toggle');
  await phone.page.waitForFunction(() => window.seedmaze.state()?.query.includes('weave=1'));
  const woven = await state(phone.page);
  assert.equal(woven.query, query);
  assert.deepEqual(woven.notices, []);
  assert.deepEqual(await removed(phone.page), json.removed, "the CLI's woven walls");
  await settled(phone.page);
  await phone.page.screenshot({ path: `${OUT}draw-woven-390x844.png` });
  await win(phone.page, json.keys);
  assert.deepEqual(phone.problems, []);
  assert.deepEqual(problems, []);
  await phone.context.close();
});

test('the Draw panel paints by mouse and by keys, and Play it plays the CLI’s maze of its code', async () => {
  const { page, context, problems } = await openGame(env, '?seed=painted&level=2', DESKTOP);
  await openDraw(page);
  await page.selectOption('#draw-size', '16');
  await page.waitForFunction(() => /16×16/.test(document.getElementById('draw-summary').textContent));
  // A mouse stroke along the top row, then down the right side.
  await page.locator('#draw-grid').scrollIntoViewIfNeeded();
  const box = await page.locator('#draw-grid').boundingBox();
  const cell = box.width / 16;
  const at = (x, y) => [box.x + (x + 0.5) * cell, box.y + (y + 0.5) * cell];
  await page.mouse.move(...at(1, 1));
  await page.mouse.down();
  for (let x = 2; x <= 12; x++) await page.mouse.move(...at(x, 1));
  for (let y = 2; y <= 12; y++) await page.mouse.move(...at(12, y));
  await page.mouse.up();
  assert.match(await page.textContent('#draw-summary'), /the maze fills 23 painted cells/);
  // Keys: focus the grid, walk the cursor, Space paints under it.
  await page.focus('#draw-grid');
  await tap(page, ' ');
  assert.match(await page.textContent('#draw-cursor'), /Row 1, column 1: painted/);
  assert.match(await page.textContent('#draw-summary'), /the maze fills 23 painted cells; 1 smaller part/);
  // One cell down joins the two: the cell under the cursor touches the stroke.
  await tap(page, 'ArrowDown');
  await tap(page, ' ');
  assert.match(await page.textContent('#draw-summary'), /the maze fills 25 painted cells\./);
  // Undo takes back the last key's paint, then the one before.
  await page.click('#draw-undo');
  assert.match(await page.textContent('#draw-summary'), /the maze fills 23 painted cells; 1 smaller part/);
  await page.click('#draw-undo');
  assert.match(await page.textContent('#draw-summary'), /the maze fills 23 painted cells\./);
  assert.equal(await page.isVisible('#draw-preview'), true);
  await page.screenshot({ path: `${OUT}draw-editor-1280x800.png` });
  await page.click('#draw-play');
  await page.waitForFunction(() => window.seedmaze.state()?.query.includes('draw='));
  const query = (await state(page)).query;
  const code = new URLSearchParams(query).get('draw');
  const json = await cli(['--seed', 'painted', '--level', '2', '--draw', code]);
  assert.equal((await state(page)).cells, json.cells);
  assert.deepEqual(await removed(page), json.removed, "the CLI's walls");
  assert.equal(json.cells, 23);
  await win(page, json.keys);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a title names a drawing in the bar and the share text, as text only; Draw’s Title field puts it in the link', async () => {
  const code = (await cli(['--seed', 'named', '--level', '3', '--mask-image', `${ROOT}www/icon-192.png`])).draw;
  const json = await cli(['--seed', 'named', '--level', '3', '--draw', code]);
  const title = '<b>Tom</b> & “Jerry” ♥';
  const query = `seed=named&level=3&draw=${code}&title=${encodeURIComponent(title)}`;
  const { page, context, problems } = await openGame(env, `?${query}`, PHONE);
  const s = await state(page);
  assert.deepEqual(s.notices, []);
  assert.equal(new URLSearchParams(s.query).get('title'), title);
  // The same maze as without the title (the CLI's), and the title shown as text.
  assert.equal(s.cells, json.cells);
  assert.deepEqual(await removed(page), json.removed, "the CLI's walls");
  assert.equal(await page.textContent('#hud-mode'), `“${title}”`);
  assert.equal(await page.locator('.hud b').count(), 0, 'markup in the title made an element');
  assert.equal(await page.isVisible('#hud-mode'), true, 'the title is on the phone’s bar');
  await settled(page);
  await page.screenshot({ path: `${OUT}draw-title-390x844.png` });
  await win(page, json.keys);
  const [line, link] = (await copiedBy(page, '#win-result')).split('\n');
  assert.ok(line.startsWith(`seedmaze “${title}” · level 3 · `), line);
  assert.equal(new URL(link).searchParams.get('title'), title);
  // Without a drawing, the title goes with a notice; the maze plays.
  await page.goto(`${env.base}?seed=named&level=3&title=Hello`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const plain = await state(page);
  assert.deepEqual(plain.notices, ['title "Hello" was left out: it names a drawing (draw=); used no title instead']);
  assert.equal(plain.query, 'seed=named&level=3');
  assert.equal(await page.textContent('#hud-mode'), '');
  // The Draw panel's field: a title that cannot show as text is left out, and the summary says why.
  await openDraw(page);
  await page.selectOption('#draw-size', '16');
  await page.waitForFunction(() => /16×16/.test(document.getElementById('draw-summary').textContent));
  // Too long: left out, and the summary says so (the rule counts characters, not the field's UTF-16 units).
  await page.fill('#draw-title', '♥'.repeat(25));
  assert.match(await page.textContent('#draw-summary'), /Play it leaves the title out: title .* has 25 characters/);
  await page.focus('#draw-grid');
  for (const key of [' ', 'ArrowRight', ' ', 'ArrowRight', ' ']) await tap(page, key);
  await page.fill('#draw-title', 'Zig\u200bzag');
  assert.match(await page.textContent('#draw-summary'), /Play it leaves the title out: title "Zig\\u\{200b\}zag" has/);
  await page.fill('#draw-title', 'Zigzag');
  assert.doesNotMatch(await page.textContent('#draw-summary'), /title/);
  await page.click('#draw-play');
  await page.waitForFunction(() => window.seedmaze.state()?.query.includes('draw='));
  assert.equal(new URLSearchParams((await state(page)).query).get('title'), 'Zigzag');
  assert.equal(await page.textContent('#hud-mode'), '“Zigzag”');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a picture through the file input gives the CLI’s --mask-image code; bad files and links are refused', async () => {
  const { page, context, problems } = await openGame(env, '?seed=picture&level=3', PHONE);
  await openDraw(page);
  await page.setInputFiles('#draw-file', `${ROOT}www/icon-192.png`);
  await page.waitForFunction(() => !document.getElementById('draw-play').disabled);
  await page.screenshot({ path: `${OUT}draw-picture-390x844.png` });
  await page.click('#draw-play');
  await page.waitForFunction(() => window.seedmaze.state()?.query.includes('draw='));
  const code = new URLSearchParams((await state(page)).query).get('draw');
  const json = await cli(['--seed', 'picture', '--level', '3', '--mask-image', `${ROOT}www/icon-192.png`]);
  assert.equal(code, json.draw, 'the page and the CLI read the picture alike');
  await settled(page);
  await page.screenshot({ path: `${OUT}draw-picture-maze-390x844.png` });
  // Not a picture, and a picture too big, refused by its header before decoding: a sentence, the maze stays.
  await openDraw(page);
  const text = `${OUT}not-a-picture.png`;
  await writeFile(text, 'hello, not a picture');
  await page.setInputFiles('#draw-file', text);
  await page.waitForFunction(() =>
    /cannot|not a picture|source image/i.test(document.getElementById('status').textContent),
  );
  const huge = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'), Buffer.alloc(8)]);
  huge.writeUInt32BE(9000, 16);
  huge.writeUInt32BE(9000, 20);
  await writeFile(`${OUT}huge.png`, huge);
  await page.setInputFiles('#draw-file', `${OUT}huge.png`);
  await page.waitForFunction(() => /9000×9000 pixels/.test(document.getElementById('status').textContent));
  assert.equal(new URLSearchParams((await state(page)).query).get('draw'), code, 'the maze stays');
  // A malformed code in a link: a notice and the plain maze.
  const bad = await openGame(env, '?seed=bad-draw&level=2&draw=1**', DESKTOP);
  const s = await state(bad.page);
  assert.equal(s.query, 'seed=bad-draw&level=2');
  assert.match(s.notices[0], /^draw .*was ignored/);
  assert.deepEqual(bad.problems, []);
  assert.deepEqual(problems, []);
  await context.close();
});
