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

const MODES = [
  { name: 'square', args: ['--level', '6'], query: 'level=6', exact: true },
  { name: 'hex', args: ['--level', '5', '--shape', 'hex'], query: 'level=5&shape=hex', exact: true },
  { name: 'woven', args: ['--level', '6', '--weave'], query: 'level=6&weave=1', exact: false },
  { name: 'floors', args: ['--level', '5', '--floors', '3'], query: 'level=5&floors=3', exact: false },
];

for (const mode of MODES) {
  test(`${mode.name}: ? speaks the CLI's first way, again past a junction the way to the next one; the win counts them`, async () => {
    const json = await cli(['--seed', 'hints-e2e', ...mode.args]);
    const { keys, solution } = json;
    const ways = openWays(json);
    const { page, context, problems } = await openGame(env, `?seed=hints-e2e&${mode.query}`);
    const first = await said(page, () => tap(page, '?'));
    assert.match(first, new RegExp(`^${capital(WORDS[keys[0]])}[.,]`), `${mode.name}: ${first}`);
    // On along the solution to just past its first junction (three or more open ways).
    const junction = solution.findIndex((cell, i) => i > 0 && ways[cell].length >= 3);
    assert.ok(junction > 0 && junction < solution.length - 2, `${mode.name}: a junction on the way`);
    for (const key of keys.slice(0, junction + 1)) await tap(page, key);
    await page.waitForFunction((n) => document.getElementById('hud-moves').textContent === String(n), junction + 1);
    const ball = junction + 1;
    const second = await said(page, () => tap(page, '?'));
    assert.ok(second.startsWith(capital(WORDS[keys[ball]])), `${mode.name}: from the ball on: ${second}`);
    if (mode.exact) {
      // The next decision point: the first cell after the ball with three or more open ways, or the exit.
      const next = solution.findIndex((cell, i) => i > ball && (ways[cell].length >= 3 || i === solution.length - 1));
      const end = next === solution.length - 1 ? 'to the exit' : 'up to the next fork';
      assert.equal(second, `${capital(WORDS[keys[ball]])}, ${end}.`, `${mode.name}: cells ${ball} to ${next}`);
    } else {
      assert.match(second, /, (up to the (next fork|stairs|bridge)|to the exit)\.$/, `${mode.name}: ${second}`);
    }
    assert.match(await page.textContent('[data-text="mode"]'), /2 hints/);
    for (const key of keys.slice(junction + 1)) await tap(page, key);
    await page.waitForFunction(() => !document.getElementById('win').hidden);
    const win = await page.textContent('#win-text');
    assert.match(win, /solved with 2 hints/, `${mode.name}: ${win}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
