// Levels made ahead: while a big level is played, the worker makes the next level and a new maze of the same size and
// mode (their seeds drawn in advance); "new maze" and the next level after a win by keys then come from it, as seen
// from outside the page (the loading bar never shows, the first move counts), each the very maze the CLI makes for its
// link; a change of mode drops what no longer fits; the worker's memory stays bounded over 30 new mazes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, walls, cli, openMenu, tap } from './harness.mjs';

const env = useSite();
// Level 55 is 224×224: over the 200×200 the page makes on its own thread, so the worker makes it, and it ahead.
const LEVEL = 55;

/** Waits until the worker has made every level the page asked it to make ahead, and returns their queries. */
async function madeAhead(page) {
  await page.waitForFunction(
    () => {
      const s = window.seedmaze.spares();
      return s && s.asked > 0 && s.ready === s.asked;
    },
    null,
    { timeout: 60000 },
  );
  return page.evaluate(() => window.seedmaze.workerSpares());
}

/** Runs `ask` on the page and waits until the level it asks for is on screen; returns the page's account of it. */
async function take(page, ask) {
  const before = await page.evaluate(() => window.seedmaze.made().times.asked);
  await ask();
  await page.waitForFunction(
    (asked) =>
      document.getElementById('board').dataset.loading === 'false' && window.seedmaze.made().times.asked !== asked,
    before,
    { timeout: 60000 },
  );
  return page.evaluate(() => window.seedmaze.made());
}

/** The CLI's maze for a link's query (seed, level and shape). */
const cliMaze = (query) => {
  const p = new URLSearchParams(query);
  return cli([
    '--seed',
    p.get('seed'),
    '--level',
    p.get('level'),
    ...(p.has('shape') ? ['--shape', p.get('shape')] : []),
  ]);
};

/** Before the page's scripts: each time the loading bar (`#making`) is shown, its text, in `window.__shown`. */
function watchTheBar() {
  window.__shown = [];
  new MutationObserver((changes) => {
    for (const { target } of changes) {
      if (target.id === 'making' && !target.hidden) window.__shown.push(target.textContent.trim());
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
}

/** The loading bar's showings that `watchTheBar` saw since the last call (it forgets them). */
const barShown = (page) => page.evaluate(() => window.__shown.splice(0));

/** Presses the first of `json`'s keys (the CLI's solution) and asserts it counted: the ball on the next cell, one move. */
async function firstMoveCounts(page, json, what) {
  await tap(page, json.keys[0]);
  assert.equal((await state(page)).player, json.solution[1], `${what}: the first key moves the ball`);
  assert.equal(await page.textContent('#hud-moves'), '1', `${what}: the first move counts`);
}

test('"new maze" and the next level after a win come made ahead: no loading bar, the first move counts, each its link\'s maze', async () => {
  const { page, context, problems } = await openGame(env, `?seed=ahead&level=${LEVEL}`, {}, (p) =>
    p.addInitScript(watchTheBar),
  );
  try {
    const held = await madeAhead(page);
    assert.equal(held.length, 2, `the next level and a new maze: ${held}`);
    const next = held.find((q) => new URLSearchParams(q).get('seed') === 'ahead');
    const fresh = held.find((q) => q !== next);
    assert.equal(new URLSearchParams(next).get('level'), String(LEVEL + 1));
    assert.equal(new URLSearchParams(fresh).get('level'), String(LEVEL));

    // "New maze": the spare, with the seed drawn for it, at once: the loading bar never shows.
    await barShown(page);
    await tap(page, 'n');
    await page.waitForFunction(
      (seed) => window.seedmaze.state().seed === seed && document.getElementById('board').dataset.loading === 'false',
      new URLSearchParams(fresh).get('seed'),
      { timeout: 60000 },
    );
    assert.deepEqual(await barShown(page), [], 'the loading bar showed for the new maze');
    let s = await state(page);
    const json = await cliMaze(fresh);
    assert.deepEqual(await walls(page), json.walls, 'the CLI makes the same maze for that link');
    assert.ok(
      (await page.evaluate(() => location.search)).includes(`seed=${encodeURIComponent(s.seed)}`),
      'the URL names the seed',
    );
    await firstMoveCounts(page, json, 'the new maze');

    // Its own spares follow; the level is won with the CLI's keys, and the next level follows the win from them, with
    // no loading bar at any time from the win to the first move.
    const held2 = await madeAhead(page);
    assert.ok(!held2.includes(next), `the old level's next level was dropped: ${held2}`);
    const next2 = held2.find((q) => new URLSearchParams(q).get('seed') === s.seed);
    await barShown(page);
    await Promise.all(json.keys.slice(1).map((key) => tap(page, key)));
    await page.waitForFunction(() => window.seedmaze.state().won);
    await page.waitForFunction(
      (level) =>
        window.seedmaze.state().level === level && document.getElementById('board').dataset.loading === 'false',
      LEVEL + 1,
      { timeout: 60000 },
    );
    assert.equal(await page.textContent('#hud-level'), `Level ${LEVEL + 1} of 499`);
    const json2 = await cliMaze(next2);
    assert.deepEqual(await walls(page), json2.walls, "the next level is its link's maze");
    await firstMoveCounts(page, json2, 'the next level');
    assert.deepEqual(await barShown(page), [], 'the loading bar showed between the win and the next level');
    s = await state(page);
    assert.equal(s.level, LEVEL + 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a change of mode drops the levels made ahead for the mode before', async () => {
  const { page, context, problems } = await openGame(env, `?seed=modes&level=${LEVEL}&shape=hex`);
  try {
    const hex = await madeAhead(page);
    assert.ok(hex.length > 0 && hex.every((q) => q.includes('shape=hex')), `${hex}`);
    await openMenu(page);
    const made = await take(page, () => page.selectOption('#shape-select', 'triangle'));
    assert.notEqual(made.times.spare, true, 'a triangle level is not a hex spare');
    // The same worker, right after the triangle level was made: no hex level is left in it.
    const left = await page.evaluate(() => window.seedmaze.workerSpares());
    assert.ok(!left.some((q) => q.includes('shape=hex')), `hex spares left: ${left}`);
    const triangle = await madeAhead(page);
    assert.ok(
      triangle.every((q) => q.includes('shape=triangle')),
      `${triangle}`,
    );
    assert.equal((await state(page)).shape, 'triangle');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("the worker's memory stays bounded over 30 new mazes made ahead", async () => {
  const { page, context, problems } = await openGame(env, `?seed=memory&level=${LEVEL}`);
  try {
    const bytes = [];
    for (let i = 0; i < 30; i++) {
      const held = await madeAhead(page);
      assert.ok(held.length <= 2, `at most two levels ahead: ${held}`);
      const made = await take(page, () => page.keyboard.press('n'));
      assert.equal(made.times.spare, true, `new maze ${i + 1} was made ahead`);
      bytes.push(await page.evaluate(() => window.seedmaze.workerMemory()));
    }
    const mib = bytes.map((b) => (b / 2 ** 20).toFixed(1));
    console.log(`the worker's wasm memory over 30 new mazes at level ${LEVEL}: ${mib.join(', ')} MiB`);
    // Wasm memory only grows: kept levels that were never dropped would add two levels' worth each time.
    assert.ok(bytes[29] <= 1.5 * bytes[4], `grew from ${mib[4]} to ${mib[29]} MiB`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
