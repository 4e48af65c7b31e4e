// The view from inside in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/inside.test.mjs): V loads
// its build, and the CLI's solution pressed from inside (the test's own reading of the contract) wins a square and a
// hex level, one move a step and none a turn. `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from '../e2e/harness.mjs';
import { presses } from '../e2e/inside-walk.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();

for (const name of NAMES) {
  test(`${name}: a square and a hex level are won from inside with the CLI's number of moves`, async () => {
    const s = await startBrowser(name);
    try {
      for (const [shape, args, query] of [
        ['square', ['--level', '5'], 'level=5'],
        ['hex', ['--level', '4', '--shape', 'hex'], 'level=4&shape=hex'],
      ]) {
        const json = await cli(['--seed', 'inside', ...args]);
        await s.goto(`${site.base}?seed=inside&${query}`);
        await s.until(() => document.documentElement.dataset.ready === 'true', 'the game');
        await s.press('v');
        await s.until(
          () => document.querySelector('[data-do=view]').getAttribute('aria-pressed') === 'true',
          'the view from inside',
        );
        for (const key of presses(shape, { ...json, width: json.width ?? json.size }, json.solution))
          await s.press(key);
        await s.until(() => window.seedmaze.state().won, `the ${shape} win`, 30000);
        const moves = (await s.run(() => window.seedmaze.state())).moves;
        assert.equal(moves, json.solution.length - 1, `${name} ${shape}: one move a step, none a turn`);
      }
    } finally {
      await s.quit();
    }
  });
}
