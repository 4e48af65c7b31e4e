// Mazes of several floors in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/floors.test.mjs): a
// 3-floor link is the CLI's maze, won with the CLI's keys (PageUp and PageDown on the stairs), the bar naming each
// floor. `BROWSERS=firefox` runs one. Screenshots in test-output/browsers-*-floors.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli, OUT } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();
const ARGS = ['--seed', 'floors-elsewhere', '--level', '3', '--floors', '3'];

for (const name of NAMES) {
  test(`${name}: a 3-floor level is the CLI's maze and is won with the CLI's keys`, async () => {
    const json = await cli(ARGS);
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=floors-elsewhere&level=3&floors=3`);
      await s.until(() => document.documentElement.dataset.ready === 'true', 'the game');
      assert.deepEqual(await s.run(() => window.seedmaze.removed()), json.removed, `${name}: the same erasures`);
      const bar = () => s.run(() => document.getElementById('hud-floor').textContent);
      assert.equal(await bar(), 'Floor 1 of 3', name);
      for (const key of json.keys) await s.press(key);
      await s.until(() => window.seedmaze.state().won, 'the win', 30000);
      assert.equal((await s.run(() => window.seedmaze.state())).moves, json.keys.length, `${name}: moves`);
      assert.equal(await bar(), 'Floor 3 of 3', name);
      await s.screenshot(`${OUT}browsers-${name}-floors.png`);
    } finally {
      await s.quit();
    }
  });
}
