// Every press counts while the game takes level 1 over from the first paint: keys pressed from the first paint's
// first frame on, before, during and after the handover, over 20 loads with the network and the CPU slowed, walk
// the CLI's solution to the win, each key one move. Firefox and WebKit run the same in tests/browsers/handover.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, cli, tap } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env.close();
});

const LOADS = 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `query` slowed (CPU 4×, the first paint's wasm 100 ms late, the game's held until `release()`). */
async function openSlowed(query) {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/pkg/first_bg.wasm', async (route) => {
    await sleep(100);
    await route.continue();
  });
  await page.route('**/pkg/seedmaze_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  // Each trusted key as the page gets it, on the page's clock.
  await page.addInitScript(() => {
    window.keysAt = [];
    addEventListener('keydown', (e) => e.isTrusted && window.keysAt.push(performance.now()), true);
  });
  await page.goto(env.base + query, { waitUntil: 'commit' });
  return { page, context, problems, release };
}

const mark = (page, name) => page.evaluate((n) => performance.getEntriesByName(n)[0]?.startTime ?? null, name);

test('keys pressed from the first frame on, through the handover, each count once: 20 loads slowed, 20 wins', async () => {
  const seeds = ['early-12', 'early-7', 'handover-3', 'handover-9'];
  const solutions = new Map();
  for (const seed of seeds) solutions.set(seed, await cli(['--seed', seed, '--level', '1']));
  const spans = [];
  for (let i = 0; i < LOADS; i++) {
    const seed = seeds[i % seeds.length];
    const { keys } = solutions.get(seed);
    const { page, context, problems, release } = await openSlowed(`?seed=${seed}&level=1`);
    await page.waitForFunction(() => performance.getEntriesByName('seedmaze:first-paint').length === 1, null, {
      polling: 10,
      timeout: 30000,
    });
    // The game's wasm comes after a different number of keys each load; the last three wait for the handover, so
    // that keys fall on both sides of it.
    const releaseAfter = 1 + (i % (keys.length - 4));
    const sent = [];
    for (const [k, key] of keys.entries()) {
      if (k === releaseAfter) release();
      if (k === keys.length - 3)
        await page.waitForFunction(() => performance.getEntriesByName('seedmaze:handover').length);
      sent.push(tap(page, key));
      await sleep(40);
    }
    await Promise.all(sent);
    await page.waitForFunction(() => window.seedmaze?.state()?.won, null, { timeout: 30000 }).catch(() => {});
    const s = await page.evaluate(() => window.seedmaze.state());
    const handover = await mark(page, 'seedmaze:handover');
    const keysAt = await page.evaluate(() => window.keysAt);
    assert.equal(keysAt.length, keys.length, `load ${i}: the page got every key`);
    spans.push([keysAt.filter((t) => t < handover).length, keysAt.filter((t) => t > handover).length]);
    assert.ok(s.won, `load ${i} (${seed}): won (moves ${s.moves}, keys before/after the handover ${spans.at(-1)})`);
    assert.equal(s.moves, keys.length, `load ${i}: each key one move`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  // The test sees what it claims: in every load some keys came before the handover and some after.
  for (const [i, [before, afterwards]] of spans.entries()) {
    assert.ok(before > 0 && afterwards > 0, `load ${i}: keys on both sides of the handover (${before}, ${afterwards})`);
  }
});
