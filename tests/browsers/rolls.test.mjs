// Rolls in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/rolls.test.mjs): level 10 is won by
// rolls alone, Shift with the CLI's key at the start and at each fork of its solution (found from the CLI's walls),
// each cell one move. `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli, rollStarts } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();

for (const name of NAMES) {
  test(`${name}: level 10 is won by rolls alone, each cell one move`, async () => {
    const json = await cli(['--seed', 'rolls', '--level', '10']);
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=rolls&level=10`);
      await s.until(() => document.documentElement.dataset.ready === 'true', 'the game');
      await s.run(() => {
        window.said = [];
        const region = document.getElementById('announce');
        new MutationObserver(() => window.said.push(region.textContent)).observe(region, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      const starts = rollStarts(json);
      for (const [k, i] of starts.entries()) {
        const heard = await s.run(() => window.said.length);
        await s.press(`Shift+${json.keys[i]}`);
        if (k < starts.length - 1)
          await s.until(
            (n) => window.said.slice(n).some((x) => x.startsWith('Stopped at a fork')),
            'the stop',
            20000,
            heard,
          );
      }
      await s.until(() => window.seedmaze.state().won, 'the win', 30000);
      assert.equal((await s.run(() => window.seedmaze.state())).moves, json.keys.length, `${name}: moves`);
      assert.ok(starts.length < json.keys.length * 0.75, `${name}: ${starts.length} presses`);
    } finally {
      await s.quit();
    }
  });
}
