// The difficulty dial in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/difficulty.test.mjs): a big
// dialled level is weighed by the worker and its helper, half the candidates each, and is the CLI's maze, here one
// whose hardest candidate is in the helper's half. `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();

for (const name of NAMES) {
  test(`${name}: a big difficulty=hard level is the CLI's maze, weighed by two workers`, async () => {
    const json = await cli(['--seed', 'split0', '--level', '50', '--difficulty', 'hard']);
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=split0&level=50&difficulty=hard`);
      await s.until(() => window.seedmaze?.solution().length > 0, 'the solved level', 60000);
      const made = await s.run(() => ({
        ...window.seedmaze.made(),
        solution: [...window.seedmaze.solution()],
      }));
      assert.equal(made.where, 'worker', name);
      assert.ok(made.times.worker.helper > made.times.worker.start, `${name}: the helper weighed its half`);
      assert.deepEqual(made.solution, json.solution, `${name}: the CLI's maze`);
    } finally {
      await s.quit();
    }
  });
}
