// Levels made ahead: while a big level is played, the worker makes the next level and a new maze of the same size and
// mode (their seeds drawn in advance); "new maze" and the next level then come from it, each the very maze the CLI
// makes for its link; a change of mode drops what no longer fits; the worker's memory stays bounded over 30 new mazes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, walls, cli, openMenu } from './harness.mjs';

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

test('"new maze" and the next level come made ahead, each the maze of its own link', async () => {
  const { page, context, problems } = await openGame(env, `?seed=ahead&level=${LEVEL}`);
  try {
    const held = await madeAhead(page);
    assert.equal(held.length, 2, `the next level and a new maze: ${held}`);
    const next = held.find((q) => new URLSearchParams(q).get('seed') === 'ahead');
    const fresh = held.find((q) => q !== next);
    assert.equal(new URLSearchParams(next).get('level'), String(LEVEL + 1));
    assert.equal(new URLSearchParams(fresh).get('level'), String(LEVEL));

    // "New maze": the spare, with the seed drawn for it, and nothing else.
    let made = await take(page, () => page.keyboard.press('n'));
    assert.equal(made.times.spare, true, 'the new maze was made ahead');
    let s = await state(page);
    assert.equal(s.seed, new URLSearchParams(fresh).get('seed'), 'the spare is shown for its own seed');
    assert.deepEqual(await walls(page), (await cliMaze(fresh)).walls, 'the CLI makes the same maze for that link');
    assert.ok(
      (await page.evaluate(() => location.search)).includes(`seed=${encodeURIComponent(s.seed)}`),
      'the URL names the seed',
    );

    // Its own spares follow; the next level, as a win asks for it, comes from them.
    const held2 = await madeAhead(page);
    assert.ok(!held2.includes(next), `the old level's next level was dropped: ${held2}`);
    const next2 = held2.find((q) => new URLSearchParams(q).get('seed') === s.seed);
    made = await take(page, () => page.evaluate(() => window.seedmaze.next()));
    assert.equal(made.times.spare, true, 'the next level was made ahead');
    s = await state(page);
    assert.equal(s.level, LEVEL + 1);
    assert.deepEqual(await walls(page), (await cliMaze(next2)).walls);
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
