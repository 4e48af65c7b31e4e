// Graded hints on the page, played by keys from the CLI's JSON alone (its solution, keys and walls; nothing read from
// the page but what it shows and says): `?` at the start speaks the first way of the CLI's solution; walked on along
// the solution past a junction, `?` again says the way on up to the next decision point; the bar counts the hints and
// the win says "solved with 2 hints". In the square, hex, woven and floors modes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, cli, tap, openWays } from './harness.mjs';

const env = useSite();

// Each key the CLI's `keys` use, and the way it names (the shapes' way table, src/maze/shape/ways.rs).
const WORDS = {
  ArrowUp: 'north',
  ArrowRight: 'east',
  ArrowDown: 'south',
  ArrowLeft: 'west',
  e: 'north-east',
  w: 'north-west',
  x: 'south-east',
  z: 'south-west',
  PageUp: 'up',
  PageDown: 'down',
};
const capital = (word) => word[0].toUpperCase() + word.slice(1);

/** The live region's next sentence after `press()`. */
async function said(page, press) {
  const before = await page.textContent('#announce');
  await press();
  await page.waitForFunction((b) => document.getElementById('announce').textContent !== b, before);
  return (await page.textContent('#announce')).replace(/\u00a0$/, '');
}

/**
 * Where a walk that reached `cell` from `back` meets a decision point or ends, by this file's reading of
 * docs/contract.md on the CLI's JSON: 'exit'; 'bridge' for a crossing passed (onto a crossing's cell, or through a
 * tunnel: two cells apart in a row or a column); 'stairs' for a cell with an open way to another floor; 'fork' for
 * two or more open ways on besides the one it came by; else null.
 */
function stop(json, ways, back, cell) {
  if (cell === json.exit) return 'exit';
  if (json.crossings) {
    const w = json.width;
    const onto = json.crossings.some(([c]) => c === cell);
    const [bx, by, cx, cy] = [back % w, Math.floor(back / w), cell % w, Math.floor(cell / w)];
    const tunnel = (by === cy && Math.abs(bx - cx) === 2) || (bx === cx && Math.abs(by - cy) === 2);
    if (onto || tunnel) return 'bridge';
  }
  if (json.floors) {
    const floor = (c) => Math.floor(c / (json.width * json.height));
    if (ways[cell].some((n) => floor(n) !== floor(cell))) return 'stairs';
  }
  return ways[cell].filter((n) => n !== back).length >= 2 ? 'fork' : null;
}

const ENDINGS = {
  exit: 'to the exit',
  fork: 'up to the next fork',
  stairs: 'up to the stairs',
  bridge: 'up to the bridge',
};

const MODES = [
  { name: 'square', args: ['--level', '6'], query: 'level=6' },
  { name: 'hex', args: ['--level', '5', '--shape', 'hex'], query: 'level=5&shape=hex' },
  { name: 'woven', args: ['--level', '6', '--weave'], query: 'level=6&weave=1', kind: 'bridge' },
  { name: 'floors', args: ['--level', '5', '--floors', '3'], query: 'level=5&floors=3', kind: 'stairs' },
];

for (const mode of MODES) {
  test(`${mode.name}: ? speaks the CLI's first way, again past a junction the way to the next one; the win counts them`, async () => {
    const json = await cli(['--seed', 'hints-e2e', ...mode.args]);
    const { keys, solution } = json;
    const ways = openWays(json);
    const { page, context, problems } = await openGame(env, `?seed=hints-e2e&${mode.query}`);
    const first = await said(page, () => tap(page, '?'));
    assert.equal(first, `${capital(WORDS[keys[0]])}.`, `${mode.name}: one step`);
    // On along the solution to just past its first decision point.
    const at = (i) => (i > 0 ? stop(json, ways, solution[i - 1], solution[i]) : null);
    const junction = solution.findIndex((_, i) => i > 0 && !['exit', null].includes(at(i)));
    assert.ok(junction > 0 && junction < solution.length - 2, `${mode.name}: a decision point on the way`);
    for (const key of keys.slice(0, junction + 1)) await tap(page, key);
    await page.waitForFunction((n) => document.getElementById('hud-moves').textContent === String(n), junction + 1);
    const ball = junction + 1;
    const second = await said(page, () => tap(page, '?'));
    // The next decision point (or the exit) after the ball, and what makes it one.
    const next = solution.findIndex((_, i) => i > ball && at(i) !== null);
    assert.equal(
      second,
      `${capital(WORDS[keys[ball]])}, ${ENDINGS[at(next)]}.`,
      `${mode.name}: cells ${ball} to ${next}, ${at(next)}`,
    );
    // The modes' own decision points are met on this walk (the seeds were picked so): a bridge or stairs.
    if (mode.kind)
      assert.ok(
        solution.some((_, i) => at(i) === mode.kind),
        `${mode.name}: the walk meets ${mode.kind}`,
      );
    assert.match(await page.textContent('[data-text="mode"]'), /2 hints/);
    for (const key of keys.slice(junction + 1)) await tap(page, key);
    await page.waitForFunction(() => !document.getElementById('win').hidden);
    const win = await page.textContent('#win-text');
    assert.match(win, /solved with 2 hints/, `${mode.name}: ${win}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
