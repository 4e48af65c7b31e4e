// The menu offers only what works together: on a hex maze the Floors and Weave choices are off, each with
// its reason beside it in the player's words (Rust's `Params::closed`, the link's own checks); on a square they are
// on. A choice that the maze in play cannot keep beside it changes that other choice and says so in a plain sentence
// (hex over floors: back to one floor, in the status line), with no link notice; a link typed by hand still gets its notices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu } from './harness.mjs';

const env = useSite();
// A choice's control and the reason shown beside it.
const control = { floors: '#floors-select', weave: '#weave-toggle' };
const reason = (page, name) => page.locator(`.picks [data-text="why-${name}"]`);

test('on a hex maze the Floors and Weave choices are off, each with its reason; on a square they are on', async () => {
  const { page, context, problems } = await openGame(env, '?seed=pt&level=5&shape=hex');
  await openMenu(page);
  const said = { floors: 'Floors: square mazes only', weave: 'Weave: square mazes only' };
  for (const [name, selector] of Object.entries(control)) {
    assert.equal(await page.isDisabled(selector), true, `${name} is off on hex`);
    assert.equal(await reason(page, name).textContent(), said[name]);
    assert.equal(await reason(page, name).isVisible(), true, `${name}'s reason shows`);
    assert.equal(await page.getAttribute(selector, 'title'), said[name]);
  }
  // The other choices stay on.
  for (const selector of ['#shape-select', '#difficulty-select', '#braid-range', '#word-input', '#fog-toggle'])
    assert.equal(await page.isDisabled(selector), false, selector);
  assert.deepEqual(problems, []);
  await context.close();

  const square = await openGame(env, '?seed=pt&level=5');
  await openMenu(square.page);
  for (const [name, selector] of Object.entries(control)) {
    assert.equal(await square.page.isDisabled(selector), false, `${name} is on on a square`);
    assert.equal(await reason(square.page, name).textContent(), '');
  }
  assert.deepEqual(square.problems, []);
  await square.context.close();
});

test('hex chosen over floors goes back to one floor with a plain sentence, no notice; a typed link has its notice', async () => {
  const { page, context, problems } = await openGame(env, '?seed=pt&level=5&floors=2');
  await openMenu(page);
  await page.selectOption('#shape-select', 'hex');
  await page.waitForFunction(() => window.seedmaze.state().query === 'seed=pt&level=5&shape=hex');
  // The status line says it (a live region: it is heard too); no link notice shows.
  await page.waitForFunction(() => document.getElementById('status').textContent !== '');
  assert.equal(await page.locator('#status').textContent(), 'Floors need square mazes: back to one floor.');
  assert.equal(await page.isHidden('#notice'), true, 'no link notice for a choice the menu made');
  // A later choice that lets nothing go clears it.
  await openMenu(page);
  await page.check('#fog-toggle');
  await page.waitForFunction(() => window.seedmaze.state().query === 'seed=pt&level=5&shape=hex&mode=fog');
  await page.waitForFunction(() => document.getElementById('status').textContent === '');
  assert.deepEqual(problems, []);
  await context.close();

  const typed = await openGame(env, '?seed=pt&level=5&shape=hex&floors=2');
  assert.equal(await typed.page.isVisible('#notice'), true, 'a typed link still gets its notice');
  assert.match(
    await typed.page.locator('#notice-list').textContent(),
    /floors "2" makes plain square mazes only, not hex/,
  );
  await typed.context.close();
});
