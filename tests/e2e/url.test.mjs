// Bad links and bad storage: a visible, dismissible notice, and the game still starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, walls, solution, walk, openNeighbor, tap } from './harness.mjs';

const env = useSite();

test('a bad URL shows a notice and a playable maze', async () => {
  const query = '?seed=no%20spaces!&level=abc&size=99999&algo=dfs';
  const { page, context, problems } = await openGame(env, query);
  const notice = page.locator('#notice');
  assert.equal(await notice.isVisible(), true);
  const items = await page.locator('#notice-list li').allTextContents();
  assert.equal(items.length, 4, items.join('\n'));
  for (const name of ['seed', 'level', 'size', 'algo']) {
    assert.ok(
      items.some((t) => t.startsWith(name) && t.includes('instead')),
      `${name}: ${items.join('\n')}`,
    );
  }
  const s = await state(page);
  assert.equal(s.level, 1);
  assert.equal(s.width, 8);
  assert.match(s.seed, /^[A-Za-z0-9_-]{8}$/);
  // The URL now holds what is played, so reloading or sharing it works.
  assert.equal(page.url(), `${env.base}?seed=${s.seed}&level=1`);
  // Dismissed by its button (the first move would put it away too), and playable: a move in an open direction goes
  // through.
  await page.click('#notice-close');
  assert.equal(await notice.isVisible(), false);
  const bytes = await walls(page);
  const east = openNeighbor(bytes, 8, 8, 0, 1);
  await tap(page, east !== null ? 'ArrowRight' : 'ArrowDown');
  assert.equal((await state(page)).moves, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('markup in a link is shown as text, never parsed', async () => {
  const { page, context, problems } = await openGame(env, '?seed=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&level=1');
  const text = await page.locator('#notice-list').textContent();
  assert.match(text, /<img src=x onerror=alert\(1\)>/);
  assert.equal(await page.locator('#notice img').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a corrupt stored best time is ignored and replaced by a real one', async () => {
  const key = 'seedmaze.best.v1?seed=corrupt&level=1';
  const plant = (page) =>
    page.addInitScript((k) => {
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem(k, '{"ms": "soon"}');
        sessionStorage.setItem('planted', '1');
      }
    }, key);
  const { page, context, problems } = await openGame(env, '?seed=corrupt&level=1', {}, plant);
  assert.equal(await page.locator('#hud-best').textContent(), '–');
  const s = await state(page);
  await walk(page, await solution(page), s.width);
  assert.equal((await state(page)).won, true);
  assert.match(
    await page.evaluate((k) => localStorage.getItem(k), key),
    /^r2;\d+;\d{4}-\d\d-\d\d;\d+;\d{4}-\d\d-\d\d$/,
  );
  assert.match(await page.locator('#hud-best').textContent(), /^\d+:\d\d\.\d$/);
  assert.deepEqual(problems, []);
  await context.close();
});
