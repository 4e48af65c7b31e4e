// The square game's build plays plain square mazes (a ghost's run too); the full game's build loads the first time a
// level needs it (another shape, a word or woven maze) and plays every level after: from the start when the link asks
// for such a level (the first paint says so), or when the menu does. A full build that cannot be loaded leaves the
// square maze playing and says why, and the next try loads it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { start, openGame, state, cli, tap } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** The game builds' wasm files `page` fetched, in order (`play`, `seedmaze`). */
function buildsOf(page) {
  const builds = [];
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/\/pkg\/(play|seedmaze)_bg\.wasm$/);
    if (m) builds.push(m[1]);
  });
  return builds;
}

/** One step the walls allow, by the key the CLI gives for the first move of the solution. */
async function firstMove(page, query) {
  const seed = query.match(/seed=([\w-]+)/)[1];
  const args = ['--seed', seed, '--level', query.match(/level=(\d+)/)[1]];
  for (const [name, flag] of [
    ['shape', '--shape'],
    ['mask', '--mask'],
  ]) {
    const value = query.match(new RegExp(`${name}=(\\w+)`))?.[1];
    if (value) args.push(flag, value);
  }
  if (query.includes('weave=1')) args.push('--weave');
  const json = await cli(args);
  await tap(page, json.keys[0]);
  assert.equal((await state(page)).player, json.solution[1], `${query}: the first key of the solution`);
}

test('a square level plays on the square build; the shape picker loads the full build, which then plays on', async () => {
  let builds;
  const { page, context, problems } = await openGame(env, '?seed=builds&level=2', {}, (p) => {
    builds = buildsOf(p);
  });
  assert.deepEqual(builds, ['play'], 'a square level needs the square build alone');
  await firstMove(page, '?seed=builds&level=2');
  await page.keyboard.press('Escape');
  await page.selectOption('#shape-select', 'hex');
  await page.waitForFunction(() => window.seedmaze.state()?.shape === 'hex', null, { timeout: 30_000 });
  assert.deepEqual(builds, ['play', 'seedmaze']);
  assert.equal((await state(page)).query, 'seed=builds&level=2&shape=hex');
  await firstMove(page, '?seed=builds&level=2&shape=hex');
  // Back to square: the full build goes on playing, nothing more is fetched.
  await page.keyboard.press('Escape');
  await page.selectOption('#shape-select', 'square');
  await page.waitForFunction(() => window.seedmaze.state()?.shape === 'square');
  await firstMove(page, '?seed=builds&level=2');
  assert.deepEqual(builds, ['play', 'seedmaze']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('links that need the full build open on it, with their notices', async () => {
  for (const query of [
    '?seed=builds&level=3&shape=circle',
    '?seed=builds&level=2&mask=HI',
    '?seed=builds&level=3&weave=1',
  ]) {
    let builds;
    const { page, context, problems } = await openGame(env, query, {}, (p) => {
      builds = buildsOf(p);
    });
    // The square game's wasm may be on its way already (the page preloads it), but the game starts on the full one.
    assert.ok(builds.includes('seedmaze'), `${query}: ${builds}`);
    await firstMove(page, query);
    assert.deepEqual(problems, [], query);
    await context.close();
  }
  // A bad value beside a shape: the full build says what it used instead, as the square build does for a square.
  const { page, context } = await openGame(env, '?seed=builds&level=2&shape=hex&braid=lots');
  assert.equal((await state(page)).shape, 'hex');
  assert.match(await page.locator('#notice-list').textContent(), /braid/);
  await context.close();
});

test('a full build that fails to load leaves the square maze playing and says why; the next try loads it', async () => {
  let failing = true;
  const { page, context } = await openGame(env, '?seed=builds&level=2', {}, (p) =>
    p.route('**/pkg/seedmaze_bg.wasm', (route) => (failing ? route.abort() : route.continue())),
  );
  await page.keyboard.press('Escape');
  await page.selectOption('#shape-select', 'triangle');
  await page.waitForFunction(() => /full game/.test(document.getElementById('status').textContent), null, {
    timeout: 30_000,
  });
  assert.match(await page.locator('#status').textContent(), /could not be loaded/);
  const s = await state(page);
  assert.equal(s.shape, 'square', 'the square maze stays');
  assert.equal(await page.evaluate(() => document.getElementById('menu').open), false, 'the menu closed');
  await firstMove(page, '?seed=builds&level=2');
  failing = false;
  await page.keyboard.press('Escape');
  await page.selectOption('#shape-select', 'hex');
  await page.waitForFunction(() => window.seedmaze.state()?.shape === 'hex', null, { timeout: 30_000 });
  await firstMove(page, '?seed=builds&level=2&shape=hex');
  await context.close();
});
