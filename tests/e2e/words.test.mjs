// Word mazes on the page: a `mask=` link is the CLI's word maze and is won with the CLI's `keys`
// pressed as real keys; the menu's word field makes one and Share gives its link; bad text
// gets a notice and the plain maze. Screenshots at desktop and phone sizes
// (test-output/word-*.png) to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, state, cli, OUT, settled, tap, copiedBy } from './harness.mjs';

const env = useSite();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test("a word maze from a link is the CLI's and is won with its keys", async () => {
  const json = await cli(['--seed', 'words', '--level', '2', '--mask', 'Hi 5']);
  assert.equal(json.mask, 'Hi 5');
  const { page, context, problems } = await openGame(env, '?seed=words&level=2&mask=Hi%205', DESKTOP);
  const s = await state(page);
  assert.equal(s.cells, json.cells);
  assert.equal(s.query, 'seed=words&level=2&mask=Hi%205');
  assert.deepEqual(s.notices, []);
  assert.match(await page.textContent('#hud-size'), /“Hi 5” \d+×\d+/);
  assert.equal((await page.evaluate(() => window.seedmaze.solution())).length, json.solution.length);
  await page.screenshot({ path: `${OUT}word-1280x800.png` });
  for (const key of json.keys) await tap(page, key);
  const won = await state(page);
  assert.equal(won.won, true);
  assert.equal(won.moves, json.keys.length);
  await page.waitForFunction(() => /solved/.test(document.getElementById('announce')?.textContent ?? ''));
  // The win's animation has ended.
  await settled(page);
  await page.screenshot({ path: `${OUT}word-won-1280x800.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the menu makes a word maze, Share gives its link, and an empty word goes back', async () => {
  const { page, context, problems } = await openGame(env, '?seed=menu-word&level=3', PHONE);
  await openMenu(page);
  await page.fill('#word-input', 'maze');
  await page.press('#word-input', 'Enter');
  await page.waitForFunction(() => window.seedmaze.state()?.query.includes('mask=maze'));
  const json = await cli(['--seed', 'menu-word', '--level', '3', '--mask', 'maze']);
  assert.equal((await state(page)).cells, json.cells);
  assert.match(
    await page.textContent('#announce'),
    /Level 3: a maze in the word “maze”, on a grid of \d+ by \d+ cells\./,
  );
  await page.screenshot({ path: `${OUT}word-390x844.png` });
  assert.match(await copiedBy(page, '#btn-share'), /\?seed=menu-word&level=3&mask=maze$/);
  await openMenu(page);
  await page.fill('#word-input', '');
  await page.press('#word-input', 'Enter');
  await page.waitForFunction(() => !window.seedmaze.state()?.query.includes('mask='));
  assert.equal((await state(page)).width, 16);
  assert.deepEqual(problems, []);
  await context.close();
});

test('bad word text: a notice and the plain maze, from a link or the menu', async () => {
  const { page, context, problems } = await openGame(env, '?seed=bad-word&level=2&mask=caf%C3%A9', DESKTOP);
  const s = await state(page);
  assert.equal(s.width, 12, 'the plain 12×12 maze');
  assert.equal(s.query, 'seed=bad-word&level=2');
  assert.equal(s.notices.length, 1);
  assert.match(s.notices[0], /mask.*used no mask instead/);
  assert.equal(await page.isVisible('#notice'), true);
  await openMenu(page);
  await page.fill('#word-input', 'a-b');
  await page.press('#word-input', 'Enter');
  await page.waitForFunction(() => /cannot be made into a maze/.test(document.getElementById('status').textContent));
  assert.equal((await state(page)).query, 'seed=bad-word&level=2', 'the maze stays');
  assert.deepEqual(problems, []);
  await context.close();
});
