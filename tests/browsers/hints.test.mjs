// Hints in Firefox and WebKit (`./dev.sh browsers`; Chromium runs tests/e2e/hints.test.mjs): `?` at the start of a
// level speaks the first way of the CLI's solution and draws it, the Hint button shows more (drawn: the canvas changes
// over the cells of the CLI's solution up to its first fork, and nowhere off it), and the win, walked by the CLI's
// keys, says "solved with 2 hints". `BROWSERS=firefox` runs one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli, openWays } from '../e2e/harness.mjs';
import { NAMES, startBrowser, useSite } from './webdriver.mjs';

const site = useSite();
const WORDS = { ArrowUp: 'North', ArrowRight: 'East', ArrowDown: 'South', ArrowLeft: 'West' };
// A level whose solution runs a corridor before its first fork (at its sixth cell, by the CLI's walls), so that the
// second hint draws cells the first did not: on hints-browsers's level 6 the second cell is a fork already.
const SEED = 'hints-browsers-4';

/**
 * Run in the page: the RGB at the centre of each of `cells` on the canvas, a square maze `width` cells wide, its geometry read from what is drawn (the outer walls' ink along a row and a column near the canvas's middle; the
 * border is closed there), not from the page's code.
 */
function centres(cells, width) {
  const canvas = document.getElementById('maze');
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const at = (x, y) => Array.from(data.slice((y * canvas.width + x) * 4, (y * canvas.width + x) * 4 + 3));
  const ground = at(1, 1);
  const ink = (x, y) => at(x, y).reduce((sum, c, i) => sum + Math.abs(c - ground[i]), 0) > 150;
  const line = (n, point) => {
    const inked = Array.from({ length: n }, (_, k) => ink(...point(k)));
    const first = inked.indexOf(true);
    let thick = 0;
    while (inked[first + thick]) thick += 1;
    return { first, last: inked.lastIndexOf(true), thick };
  };
  // The middle row or column may run along an inner wall (a centred maze of even sides has a wall line there): of
  // the lines a few pixels about it, the one whose first ink is thinnest crosses the outer walls alone.
  const thinnest = (n, point) =>
    [-4, -3, -2, -1, 0, 1, 2, 3, 4]
      .map((d) => line(n, (k) => point(k, d)))
      .reduce((best, next) => (next.thick < best.thick ? next : best));
  const across = thinnest(canvas.width, (k, d) => [k, Math.floor(canvas.height / 2) + d]);
  const down = thinnest(canvas.height, (k, d) => [Math.floor(canvas.width / 2) + d, k]);
  const side = (across.last + 1 - across.first - across.thick) / width;
  const [left, top] = [across.first + across.thick / 2, down.first + down.thick / 2];
  return cells.map((c) =>
    at(Math.floor(left + ((c % width) + 0.5) * side), Math.floor(top + (Math.floor(c / width) + 0.5) * side)).join(),
  );
}

for (const name of NAMES) {
  test(`${name}: ? speaks the CLI's first way, the Hint button more, and the win counts them`, async () => {
    const json = await cli(['--seed', SEED, '--level', '6']);
    const s = await startBrowser(name);
    try {
      await s.goto(`${site.base}?seed=${SEED}&level=6`);
      await s.until(() => document.documentElement.dataset.ready === 'true', 'the game');
      await s.press('?');
      await s.until(() => document.getElementById('announce').textContent.length > 0, 'the hint said');
      const first = await s.run(() => document.getElementById('announce').textContent);
      assert.ok(first.startsWith(`${WORDS[json.keys[0]]}.`), `${name}: ${first}`);
      // The cells the second hint adds: the solution's from its second step up to its first fork (three or more open
      // ways, by the CLI's walls), and as many cells off the solution, which nothing draws on.
      const ways = openWays(json);
      const fork = json.solution.findIndex((c, i) => i > 0 && ways[c].length >= 3);
      assert.ok(fork > 2, 'a corridor before the first fork');
      const added = json.solution.slice(2, fork + 1);
      const off = [...Array(json.cells).keys()].filter((c) => !json.solution.includes(c)).slice(-added.length);
      const args = [[...added, ...off], json.width];
      const before = await s.run(centres, ...args);
      await s.click('#btn-hint');
      await s.until(() => /2 hints/.test(document.getElementById('hud-mode').textContent), 'the second hint');
      const second = await s.run(() => document.getElementById('announce').textContent);
      assert.equal(second, `${WORDS[json.keys[0]]}, up to the next fork.`, `${name}: ${second}`);
      // Drawn: every added cell's centre changes, no cell off the solution does.
      let drawn = before;
      for (const end = Date.now() + 20000; added.some((_, i) => drawn[i] === before[i]); ) {
        assert.ok(Date.now() < end, `${name}: the second hint drawn over ${added}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        drawn = await s.run(centres, ...args);
      }
      assert.deepEqual(drawn.slice(added.length), before.slice(added.length), `${name}: nothing drawn off the way`);
      for (const key of json.keys) await s.press(key);
      await s.until(() => !document.getElementById('win').hidden, 'the win', 30000);
      const win = await s.run(() => document.getElementById('win-text').textContent);
      assert.match(win, /solved with 2 hints/, `${name}: ${win}`);
    } finally {
      await s.quit();
    }
  });
}
