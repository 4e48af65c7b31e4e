// One game build plays every level: the page fetches its wasm once, whatever the link asks for (another shape, a
// word, weave), and a shape chosen in the menu plays on the same build, fetching nothing more.
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

/** The wasm builds `page` fetched, in order (`first`, `seedmaze`, `tools`). */
function buildsOf(page) {
  const builds = [];
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/\/pkg\/(\w+)_bg\.wasm$/);
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

test('one game build plays a square level and, chosen in the menu, every other shape', async () => {
  let builds;
  const { page, context, problems } = await openGame(env, '?seed=builds&level=2', {}, (p) => {
    builds = buildsOf(p);
  });
  assert.deepEqual(builds, ['first', 'seedmaze'], 'the first paint, then the game');
  await firstMove(page, '?seed=builds&level=2');
  for (const [shape, query] of [
    ['hex', '?seed=builds&level=2&shape=hex'],
    ['square', '?seed=builds&level=2'],
  ]) {
    await page.keyboard.press('Escape');
    await page.selectOption('#shape-select', shape);
    await page.waitForFunction((s) => window.seedmaze.state()?.shape === s, shape, { timeout: 30_000 });
    assert.equal((await state(page)).query, query.slice(1));
    await firstMove(page, query);
  }
  assert.deepEqual(builds, ['first', 'seedmaze'], 'nothing more is fetched');
  assert.deepEqual(problems, []);
  await context.close();
});

test('links of other shapes, words and weave open on the same build, with their notices', async () => {
  for (const query of [
    '?seed=builds&level=3&shape=circle',
    '?seed=builds&level=2&mask=HI',
    '?seed=builds&level=3&weave=1',
  ]) {
    let builds;
    const { page, context, problems } = await openGame(env, query, {}, (p) => {
      builds = buildsOf(p);
    });
    assert.deepEqual(builds, ['first', 'seedmaze'], query);
    await firstMove(page, query);
    assert.deepEqual(problems, [], query);
    await context.close();
  }
  // A bad value beside a shape: the game says what it used instead.
  const { page, context } = await openGame(env, '?seed=builds&level=2&shape=hex&braid=lots');
  assert.equal((await state(page)).shape, 'hex');
  assert.match(await page.locator('#notice-list').textContent(), /braid/);
  await context.close();
});
