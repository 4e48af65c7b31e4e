// The page's boundary with Rust, as a player meets it: the numbers the page once wrote itself (the pad's move codes,
// the word field's length) are the build's and work, and a worker that cannot start is reported in Rust's words.
// tests/shim.rs checks the page's files for rules; this checks that what replaced them is wired.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, state, walls, openNeighbor, ARROWS } from './harness.mjs';

const env = useSite();

/** What the page's game build gives for `name(...args)`. */
const fromBuild = (page, name, ...args) =>
  page.evaluate(async ([name, args]) => (await import('./pkg/seedmaze.js'))[name](...args), [name, args]);

test("the pad sends the build's move codes and the word field takes the build's longest word", async () => {
  // A phone's screen, where the pad shows.
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const { page, context, problems } = await openGame(env, '?seed=boundary&level=3', phone);
  const first = await fromBuild(page, 'pad_code');
  const codes = await page.$$eval('#pad button', (buttons) => buttons.map((b) => Number(b.dataset.move)));
  assert.deepEqual(
    codes,
    codes.map((_, slot) => first + slot),
    'one code a slot, in order',
  );
  assert.equal(codes.length, 6);
  // A pad button moves the ball one cell its way (slots 0–3: north, east, south, west on square).
  const s = await state(page);
  const bytes = await walls(page);
  const dir = [0, 1, 2, 3].find((d) => openNeighbor(bytes, s.width, s.height, s.player, d) !== null);
  const [button] = await page.$$(`#pad button[data-move="${codes[dir]}"]`);
  await button.tap();
  await page.waitForFunction((moves) => window.seedmaze.state().moves === moves + 1, s.moves);
  assert.equal((await state(page)).player, openNeighbor(bytes, s.width, s.height, s.player, dir), ARROWS[dir]);
  // The word field stops at the build's longest word.
  const longest = await fromBuild(page, 'word_max_len');
  assert.ok(longest > 1, `${longest}`);
  await openMenu(page);
  await page.locator('#word-input').focus();
  await page.keyboard.type('W'.repeat(longest + 5));
  assert.equal((await page.inputValue('#word-input')).length, longest);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a worker that cannot start is reported in the game's words, and the level is made on the page", async () => {
  // The worker's script is missing: the browser gives no reason of its own, so the page gives Rust's.
  const blockWorker = (page) => page.route('**/worker.js', (route) => route.fulfill({ status: 404, body: '' }));
  const { page, context } = await openGame(env, '?seed=boundary&size=420&algo=perfect', {}, blockWorker);
  assert.equal((await page.evaluate(() => window.seedmaze.made())).where, 'main');
  const said = await page.textContent('#status');
  const [reason, expected] = await page.evaluate(async () => {
    const build = await import('./pkg/seedmaze.js');
    const reason = build.phrase(build.Phrase.WorkerUnstarted);
    return [reason, build.failed(build.Failure.Worker, reason)];
  });
  assert.ok(reason.length > 0 && expected.includes(`(${reason})`), expected);
  assert.equal(said, expected);
  await context.close();
});
