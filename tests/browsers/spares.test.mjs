// Levels made ahead in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/spares.test.mjs): while a big
// level is played, the page's module worker makes the next level and a new maze; N then shows the new maze at once,
// the CLI's maze for its own seed. `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

// 224×224 cells: over the 200×200 the page makes on its own thread, so the worker makes it, and it ahead.
const LEVEL = 55;

const site = useSite();

for (const name of NAMES) {
  test(`${name}: "new maze" comes made ahead by the worker, the CLI's maze for its seed`, async () => {
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=ahead&level=${LEVEL}`);
      const asked = await s.until(
        () => document.getElementById('board')?.dataset.loading === 'false' && window.seedmaze.made()?.times.asked,
        'the level',
        60000,
      );
      await s.until(
        () => {
          const ahead = window.seedmaze.spares();
          return ahead && ahead.asked > 0 && ahead.ready === ahead.asked;
        },
        'the levels made ahead',
        60000,
      );
      await s.press('n');
      const made = await s.until(
        (before) =>
          document.getElementById('board').dataset.loading === 'false' &&
          window.seedmaze.made().times.asked !== before &&
          window.seedmaze.made(),
        'the new maze',
        60000,
        asked,
      );
      assert.equal(made.where, 'worker', name);
      assert.equal(made.times.spare, true, `${name}: the new maze was made ahead`);
      const state = await s.run(() => window.seedmaze.state());
      assert.notEqual(state.seed, 'ahead', name);
      assert.equal(state.level, LEVEL, name);
      const json = await cli(['--seed', state.seed, '--level', String(LEVEL)]);
      assert.deepEqual(await s.run(() => window.seedmaze.walls()), json.walls, `${name}: the CLI's maze for that seed`);
    } finally {
      await s.quit();
    }
  });
}
