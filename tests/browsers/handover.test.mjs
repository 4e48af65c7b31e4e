// Every press counts while the game takes level 1 over from the first paint, in Firefox and WebKit (Chromium, with its
// CPU slowed too, runs tests/e2e/handover.test.mjs): keys pressed from the first paint's first frame on, before,
// during and after the handover, over 20 loads with the game's wasm served late, walk the CLI's solution to the win,
// each key one move. `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const LOADS = 20;
let load = 0;
// A slow network: the game's wasm comes 150 to 600 ms late, differently each load.
const site = useSite({ delay: (path) => (path.endsWith('/seedmaze_bg.wasm') ? 150 + 50 * (load % 10) : 0) });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const name of NAMES) {
  test(`${name}: keys pressed from the first frame on, through the handover, each count once: ${LOADS} loads, ${LOADS} wins`, async () => {
    const seeds = ['xb-webkit', 'early-12', 'handover-3'];
    const solutions = new Map();
    for (const seed of seeds) solutions.set(seed, await cli(['--seed', seed, '--level', '1']));
    // Not waiting for the page's load: the keys start as soon as the maze shows.
    const s = await startBrowser(name, { pageLoadStrategy: 'none' });
    const handoverAt = () => s.run(() => performance.getEntriesByName('seedmaze:handover')[0]?.startTime ?? null);
    try {
      for (load = 0; load < LOADS; load++) {
        const seed = seeds[load % seeds.length];
        const { keys } = solutions.get(seed);
        // The last load's page stays until the new one comes: it is marked, and the new one is not.
        await s.run(() => (window.lastLoad = true)).catch(() => {});
        await s.goto(`${site.base}?seed=${seed}&level=1`);
        await s.until(
          () => !window.lastLoad && performance.getEntriesByName('seedmaze:first-paint').length,
          'the first paint',
          30000,
        );
        await s.run(() => {
          window.keysAt = [];
          addEventListener('keydown', (e) => e.isTrusted && window.keysAt.push(performance.now()), true);
        });
        for (const [k, key] of keys.entries()) {
          // The last three wait for the handover, so that keys fall on both sides of it.
          if (k === keys.length - 3)
            await s.until(() => performance.getEntriesByName('seedmaze:handover').length, 'the handover');
          await s.press(key);
          await sleep(20);
        }
        await s.until(() => window.seedmaze.state().won, `the win of load ${load}`).catch(() => {});
        const state = await s.run(() => window.seedmaze.state());
        const handover = await handoverAt();
        assert.ok(state.won, `${name}, load ${load} (${seed}): won (moves ${state.moves} of ${keys.length})`);
        assert.equal(state.moves, keys.length, `${name}, load ${load}: each key one move`);
        const keysAt = await s.run(() => window.keysAt);
        assert.equal(keysAt.length, keys.length, `${name}, load ${load}: the page got every key`);
        assert.ok(keysAt[0] < handover, `${name}, load ${load}: the first key came before the handover`);
      }
    } finally {
      await s.quit();
    }
  });
}
