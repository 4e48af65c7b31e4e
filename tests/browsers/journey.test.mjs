// The journey in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/journey.test.mjs): journey levels
// 1 to 3 of one seed, each the CLI's maze (`--journey K`), won with the CLI's keys for three stars, a win going on to
// the next level; level 2's tip shows until the first move. `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();

for (const name of NAMES) {
  test(`${name}: journey levels 1 to 3 are the CLI's mazes, won with its keys for three stars`, async () => {
    const seed = 'travel';
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=${seed}&journey=1`);
      for (const k of [1, 2, 3]) {
        const json = await cli(['--seed', seed, '--journey', String(k)]);
        await s.until(
          (q) => document.documentElement.dataset.ready === 'true' && window.seedmaze.state().query === q,
          `journey ${k}`,
          30000,
          `seed=${seed}&journey=${k}`,
        );
        assert.deepEqual(await s.run(() => window.seedmaze.walls()), json.walls, `${name}: journey ${k}'s walls`);
        const tip = () => s.run(() => !document.getElementById('tip').hidden);
        if (json.journey.tip !== null) assert.equal(await tip(), true, `${name}: journey ${k}'s tip shown`);
        for (const key of json.keys) await s.press(key);
        await s.until(() => window.seedmaze.state().won, 'the win', 30000);
        assert.equal(await tip(), false, `${name}: the tip gone`);
        const text = await s.run(() => document.getElementById('win-text').textContent);
        assert.match(text, /^★★★ /, `${name}: journey ${k}: ${text}`);
        // Enter goes on to the next journey level.
        if (k < 3) await s.press('Enter');
      }
    } finally {
      await s.quit();
    }
  });
}
