// Hints in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/hints.test.mjs): `?` at the start of a
// level speaks the first way of the CLI's solution and draws it, the Hint button shows more, and the win, walked by
// the CLI's keys, says "solved with 2 hints". `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();
const WORDS = { ArrowUp: 'North', ArrowRight: 'East', ArrowDown: 'South', ArrowLeft: 'West' };

for (const name of NAMES) {
  test(`${name}: ? speaks the CLI's first way, the Hint button more, and the win counts them`, async () => {
    const json = await cli(['--seed', 'hints-browsers', '--level', '6']);
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=hints-browsers&level=6`);
      await s.until(() => document.documentElement.dataset.ready === 'true', 'the game');
      await s.press('?');
      await s.until(() => document.getElementById('announce').textContent.length > 0, 'the hint said');
      const first = await s.run(() => document.getElementById('announce').textContent);
      assert.ok(first.startsWith(`${WORDS[json.keys[0]]}.`), `${name}: ${first}`);
      await s.click('#btn-hint');
      await s.until(() => /2 hints/.test(document.getElementById('hud-mode').textContent), 'the second hint');
      const second = await s.run(() => document.getElementById('announce').textContent);
      assert.ok(second.startsWith(`${WORDS[json.keys[0]]},`) && second.length > first.length, `${name}: ${second}`);
      for (const key of json.keys) await s.press(key);
      await s.until(() => !document.getElementById('win').hidden, 'the win', 30000);
      const win = await s.run(() => document.getElementById('win-text').textContent);
      assert.match(win, /solved with 2 hints/, `${name}: ${win}`);
    } finally {
      await s.quit();
    }
  });
}
