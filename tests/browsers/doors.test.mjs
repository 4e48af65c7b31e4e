// Keys and doors in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/doors.test.mjs): a 2-door link
// places the CLI's doors and keys and is won with the CLI's keys, the bar naming the keys held.
// `BROWSERS=firefox` runs one. Screenshots in test-output/browsers-*-doors.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli, OUT } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();
const ARGS = ['--seed', 'doors-elsewhere', '--level', '3', '--doors', '2'];

for (const name of NAMES) {
  test(`${name}: a 2-door level has the CLI's doors and is won with the CLI's keys`, async () => {
    const json = await cli(ARGS);
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=doors-elsewhere&level=3&doors=2`);
      await s.until(() => document.documentElement.dataset.ready === 'true', 'the game');
      const placed = await s.run(() => {
        const st = window.seedmaze.state();
        return { doors: [...st.doors], keys: [...st.doorKeys] };
      });
      assert.deepEqual(
        placed.doors,
        json.doors.flatMap((d) => d.cells),
        `${name}: the CLI's doors`,
      );
      assert.deepEqual(
        placed.keys,
        json.door_keys.map((k) => k.cell),
        `${name}: the CLI's keys`,
      );
      const bar = () => s.run(() => document.getElementById('hud-held').textContent);
      assert.equal(await bar(), 'Keys: none', name);
      for (const key of json.keys) await s.press(key);
      await s.until(() => window.seedmaze.state().won, 'the win', 30000);
      assert.equal((await s.run(() => window.seedmaze.state())).moves, json.keys.length, `${name}: moves`);
      assert.equal(await bar(), 'Keys: A, B', name);
      await s.screenshot(`${OUT}browsers-${name}-doors.png`);
    } finally {
      await s.quit();
    }
  });
}
