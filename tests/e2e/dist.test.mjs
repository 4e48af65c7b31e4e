// The dist build is a self-contained static site without the benchmark page: served on its own,
// the game starts, real key presses move the ball exactly as the wall bytes allow, and walking
// the solution wins the level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdir, readFile } from 'node:fs/promises';
import { PACKAGE_FILES } from '../../tools/packages.mjs';
import { start, openGame, state, walls, solution, openNeighbor, arrowBetween, ARROWS, ROOT, tap } from './harness.mjs';

test('tools/dist.mjs makes a folder that works on any static host', async () => {
  await promisify(execFile)('node', ['tools/dist.mjs'], { cwd: ROOT });
  const files = (await readdir(`${ROOT}dist`, { recursive: true })).sort();
  for (const file of ['index.html', 'keys.js', 'boot.js', 'main.js', 'style.css', 'icon.svg', ...PACKAGE_FILES]) {
    assert.ok(files.includes(file), `dist/${file} missing: ${files.join(', ')}`);
  }
  assert.ok(!files.includes('pkg/.gitignore'));
  // dist drops the page's type="button"s, which matter only in a form: the page has none.
  const page = await readFile(`${ROOT}www/index.html`, 'utf8');
  assert.doesNotMatch(page, /<form/, "a form: keep its buttons' types in dist");
  assert.doesNotMatch(await readFile(`${ROOT}dist/index.html`, 'utf8'), /<!--|\n /, 'comments and indentation dropped');
  const bench = files.filter((file) => file === 'bench' || file.startsWith('bench/'));
  assert.deepEqual(bench, [], 'the benchmark page (www/bench/) is not shipped');
  const env = await start('dist');
  try {
    const { page, context, problems } = await openGame(env, '?seed=from-dist&level=3');
    const s = await state(page);
    assert.equal(s.width, 16);
    assert.equal(s.seed, 'from-dist');
    assert.equal(s.player, 0);
    // The test's own oracle: the wall bytes (bit 0 east, bit 1 south; west and north walls are
    // the neighbours' east and south walls; cell i = y * width + x).
    const bytes = await walls(page);
    assert.equal(bytes.length, s.width * s.height);
    const open = [0, 1, 2, 3].filter((dir) => openNeighbor(bytes, s.width, s.height, 0, dir) !== null);
    assert.ok(open.length > 0, 'the start cell has an open side');

    // Toward a wall: the start's east or south wall if one stands, else the north border.
    const blocked = [1, 2, 0].find((dir) => !open.includes(dir));
    await tap(page, ARROWS[blocked]);
    let now = await state(page);
    assert.equal(now.player, 0, `${ARROWS[blocked]} into a wall moved the ball`);
    assert.equal(now.moves, 0);

    // Toward an open side: one step to the neighbour the walls say, then back.
    const dir = open[0];
    const next = openNeighbor(bytes, s.width, s.height, 0, dir);
    await tap(page, ARROWS[dir]);
    now = await state(page);
    assert.equal(now.player, next, `${ARROWS[dir]} from the start`);
    assert.equal(now.moves, 1);
    await tap(page, ARROWS[(dir + 2) % 4]);
    now = await state(page);
    assert.equal(now.player, 0, 'back to the start');
    assert.equal(now.moves, 2);

    // The whole solution with real key presses: every step goes through an open side (checked
    // against the wall bytes), the ball follows it cell by cell, and the level is won.
    const path = await solution(page);
    assert.equal(path[0], 0);
    assert.equal(path.at(-1), s.exit);
    for (let i = 1; i < path.length; i++) {
      const key = arrowBetween(path[i - 1], path[i], s.width);
      assert.equal(
        openNeighbor(bytes, s.width, s.height, path[i - 1], ARROWS.indexOf(key)),
        path[i],
        `solution step ${i} goes through a wall`,
      );
      await tap(page, key);
      now = await state(page);
      assert.equal(now.player, path[i], `after ${key} (step ${i})`);
    }
    assert.equal(now.won, true, 'walking the solution wins');
    assert.equal(now.player, now.exit);
    assert.equal(now.moves, 2 + path.length - 1);
    assert.equal(await page.locator('#win').isVisible(), true);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await env.close();
  }
});
