// Keys and doors on the page (`doors=K`): 1-, 2- and 4-door levels of square, hex and floors are won with the CLI's
// keys pressed one by one (its `solution` the route through the keys, its `doors` the page's), a worker's level too;
// a move into a locked door does not count and the bar and the live region say why; a hint leads to a key first;
// and a bot that only listens wins a 2-door level by keeping its left hand on the wall.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, cli, state, solution, tap, openWays } from './harness.mjs';

const env = useSite();
const heard = (page) => page.evaluate(() => document.getElementById('announce').textContent.trim());
const raw = (page) => page.evaluate(() => document.getElementById('announce').textContent);
const bar = (page) => page.evaluate(() => document.getElementById('hud-held').textContent);

/** The page's doors and keys as the CLI's JSON gives them (each door's cells, each key's cell). */
const placed = (s) => ({ doors: [...(s.doors ?? [])], keys: [...(s.doorKeys ?? [])] });
const cliPlaced = (json) => ({ doors: json.doors.flatMap((d) => d.cells), keys: json.door_keys.map((k) => k.cell) });

/** The cells a breadth-first search written here reaches from the start over the JSON's open ways, with the
 * passages of `shut` (pairs of cells) closed. */
function reach(ways, shut = []) {
  const closed = (a, b) => shut.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const seen = new Set([0]);
  const queue = [0];
  while (queue.length) {
    const at = queue.shift();
    for (const next of ways[at])
      if (!closed(at, next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return seen;
}

/**
 * docs/contract.md's rule for keys and doors, checked on the CLI's JSON walls by this file's own search (not the
 * game's code): each door closes a passage of the way (the same link's shortest path without doors, `way`), in the
 * way's order, that every walk from the start to the exit crosses; each key lies off the way (a maze without loops has
 * a branch before every door here) and is reached with its door and every later one shut.
 */
function checkPlacement(json, way, what) {
  const ways = openWays(json);
  const doors = json.doors.map((d) => d.cells);
  let last = -1;
  for (const [j, [a, b]] of doors.entries()) {
    const i = way.indexOf(a);
    assert.ok(i >= 0 && way[i + 1] === b, `${what}: door ${j} (${a}–${b}) is a passage of the way`);
    assert.ok(i > last, `${what}: door ${j} in the way's order`);
    last = i;
    assert.ok(!reach(ways, [[a, b]]).has(json.exit), `${what}: door ${j} is on every walk to the exit`);
    const key = json.door_keys[j].cell;
    assert.ok(!way.includes(key), `${what}: key ${j} (${key}) off the way`);
    assert.ok(reach(ways, doors.slice(j)).has(key), `${what}: key ${j} before its door`);
  }
}

/** Records every sentence the live region says (`window.said`). */
const listen = (page) =>
  page.evaluate(() => {
    window.said = [];
    const region = document.getElementById('announce');
    new MutationObserver(() => window.said.push(region.textContent)).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
const COLOURS = ['red', 'blue', 'green', 'purple'];

/** What the page said it picked up and opened, in order, against the order the CLI's route reaches its keys and
 * doors (read here from the route's cells). */
async function checkSaid(page, json, what) {
  const said = (await page.evaluate(() => window.said)).join(' ');
  const letterAt = new Map(json.door_keys.map((k) => [k.cell, k.letter]));
  const keysMet = [...new Set(json.solution.filter((c) => letterAt.has(c)))].map((c) => letterAt.get(c));
  const picked = [...said.matchAll(/You pick up the (\w+) key ([A-D])/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(
    picked,
    keysMet.map((l) => [COLOURS[l.charCodeAt(0) - 65], l]),
    `${what}: the keys picked up where the route meets them`,
  );
  const opened = [...said.matchAll(/The (\w+) door ([A-D]) opens/g)].map((m) => m[2]);
  assert.deepEqual(
    opened,
    json.doors.map((d) => d.letter),
    `${what}: each door opened, in the way's order`,
  );
}

/** Presses the CLI's keys one by one, the ball on the CLI's route after each, and waits for the win. */
async function winWith(page, json, what, from = 0) {
  for (const [i, key] of json.keys.entries()) {
    if (i < from) continue;
    await tap(page, key);
    if (i % 7 === 0 || i + 1 === json.keys.length) {
      assert.equal((await state(page)).player, json.solution[i + 1], `${what}: key ${i} ${key}`);
    }
  }
  await page.waitForFunction(() => !document.getElementById('win').hidden);
  const won = await state(page);
  assert.equal(won.moves, json.keys.length, `${what}: every press counted`);
  assert.equal(won.held, (1 << json.doors.length) - 1, `${what}: every key held`);
}

const LEVELS = [
  ['square', '?seed=e2e-doors&level=3', ['--seed', 'e2e-doors', '--level', '3']],
  ['hex', '?seed=e2e-doors&level=3&shape=hex', ['--seed', 'e2e-doors', '--level', '3', '--shape', 'hex']],
  ['floors', '?seed=e2e-doors&level=3&floors=3', ['--seed', 'e2e-doors', '--level', '3', '--floors', '3']],
];

for (const [name, query, args] of LEVELS) {
  test(`1-, 2- and 4-door levels of ${name} are won with the CLI's keys, its doors the page's`, async () => {
    const way = (await cli(args)).solution;
    for (const k of [1, 2, 4]) {
      const json = await cli([...args, '--doors', String(k)]);
      assert.equal(json.doors.length, k);
      checkPlacement(json, way, `${name} doors=${k}`);
      const { page, context, problems } = await openGame(env, `${query}&doors=${k}`);
      await listen(page);
      const s = await state(page);
      assert.deepEqual(s.notices, []);
      assert.match(s.query, new RegExp(`doors=${k}`));
      assert.deepEqual(placed(s), cliPlaced(json), `${name} doors=${k}`);
      assert.deepEqual(await solution(page), json.solution, 'the solution is the route through the keys');
      assert.equal(await bar(page), 'Keys: none');
      await winWith(page, json, `${name} doors=${k}`);
      await checkSaid(page, json, `${name} doors=${k}`);
      assert.equal(await bar(page), `Keys: ${json.doors.map((d) => d.letter).join(', ')}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}

test("a worker's level (level 50) with 2 doors plays at once, gets the CLI's doors and is won with its keys", async () => {
  const json = await cli(['--seed', 'e2e-doors', '--level', '50', '--doors', '2']);
  const { page, context, problems } = await openGame(env, '?seed=e2e-doors&level=50&doors=2');
  await page.waitForFunction(() => document.getElementById('board').dataset.made === 'worker');
  // Played before its solution and doors come from the worker: those moves count.
  const first = 6;
  for (const key of json.keys.slice(0, first)) await tap(page, key);
  assert.deepEqual(await solution(page), json.solution, 'the route through the keys, from the worker');
  assert.deepEqual(placed(await state(page)), cliPlaced(json));
  const s = await state(page);
  assert.deepEqual([s.player, s.moves], [json.solution[first], first]);
  await winWith(page, json, 'level 50', first);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a move into a locked door does not count, and the bar and the live region say why; I names it', async () => {
  const json = await cli(['--seed', 'e2e-doors', '--level', '3', '--doors', '2']);
  const plain = await cli(['--seed', 'e2e-doors', '--level', '3']);
  const [a, b] = json.doors[0].cells;
  const { page, context, problems } = await openGame(env, '?seed=e2e-doors&level=3&doors=2');
  // The way without keys, up to door A: its last press is refused.
  const upTo = plain.solution.findIndex((c, i) => c === a && plain.solution[i + 1] === b);
  assert.ok(upTo >= 0, 'door A is on the way');
  for (const key of plain.keys.slice(0, upTo)) await tap(page, key);
  const before = await state(page);
  assert.equal(before.player, a);
  await tap(page, 'i');
  assert.match(await heard(page), /In reach: .*the red door A [a-z]+, locked/);
  await tap(page, plain.keys[upTo]);
  const after = await state(page);
  assert.equal(after.player, a, 'the door held');
  assert.equal(after.moves, before.moves, 'the move into it did not count');
  assert.equal(await heard(page), 'The red door A is locked: it needs key A.');
  assert.equal(await bar(page), 'Door A needs key A');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a hint leads to a key before the exit', async () => {
  const { page, context, problems } = await openGame(env, '?seed=e2e-doors&level=3&doors=2');
  let said = '';
  for (let i = 0; i < 40 && !/, to /.test(said); i++) {
    await tap(page, '?');
    said = await heard(page);
  }
  assert.match(said, /, to the (red key A|blue key B)\.$/);
  assert.deepEqual(problems, []);
  await context.close();
});

const WORDS = ['north', 'east', 'south', 'west'];
const ARROW = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'];

test('a bot that only listens wins a 2-door level by the left-hand rule, a locked door a wall until its key', async () => {
  const { page, context, problems } = await openGame(env, '?seed=by-ear-doors&level=2&doors=2');
  let heading = 1; // entering from the west: facing east
  let said = '';
  let steps = 0;
  const lines = new Set();
  for (; steps < 4000 && !/solved/.test(said); steps++) {
    await tap(page, 'i');
    said = await heard(page);
    const m = said.match(/^Row \d+, column \d+\. Open: ([a-z, ]+)\.( In reach: .*\.)?$/);
    assert.ok(m, `after I: ${JSON.stringify(said)}`);
    const open = m[1].split(', ').map((w) => WORDS.indexOf(w));
    // Left, straight, right, back; a locked door is a wall for now.
    for (const dir of [3, 0, 1, 2].map((turn) => (heading + turn) % 4).filter((d) => open.includes(d))) {
      // What the press said, if anything: the region changes only when something is said.
      const before = await raw(page);
      await tap(page, ARROW[dir]);
      const now = await raw(page);
      said = now === before ? '' : now.trim();
      if (/is locked: it needs key/.test(said)) {
        lines.add(said);
        continue;
      }
      if (/pick up|opens/.test(said)) lines.add(said.replace(/ Row.*$/, ''));
      heading = dir;
      break;
    }
  }
  assert.match(said, /Level 2 solved/);
  for (const line of ['You pick up the red key A: it opens door A.', 'The red door A opens.'])
    assert.ok(
      [...lines].some((l) => l.startsWith(line)),
      `heard ${line}: ${[...lines].join(' | ')}`,
    );
  console.log(`the listening bot won a 2-door level in ${steps} moves`);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the daily maze with a doors= link has the CLI's doors, and the link keeps both", async () => {
  const json = await cli(['--daily', '2026-12-05', '--doors', '2']);
  const { page, context, problems } = await openGame(env, '?daily=2026-12-05&doors=2');
  const s = await state(page);
  assert.deepEqual(s.notices, []);
  assert.match(s.query, /daily=2026-12-05/);
  assert.match(s.query, /doors=2/);
  assert.deepEqual(placed(s), cliPlaced(json));
  await winWith(page, json, 'daily');
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone the bar shows the keys held whole, with the level, the moves and the clock, at level 300', async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const { page, context, problems } = await openGame(env, '?seed=e2e-doors&level=300&doors=2', phone);
  // A worker's level: its doors, and so the keys field, come with its solution.
  await page.waitForFunction(() => document.getElementById('hud-held').textContent !== '', null, { timeout: 60000 });
  const whole = (id) =>
    page.evaluate((id) => {
      const field = document.getElementById(id);
      const box = field.getBoundingClientRect();
      return { text: field.textContent, shown: box.width > 0, whole: field.scrollWidth <= field.clientWidth };
    }, id);
  assert.deepEqual(await whole('hud-held'), { text: 'Keys: none', shown: true, whole: true });
  assert.deepEqual(await whole('hud-level'), { text: 'Level 300 of 499', shown: true, whole: true });
  assert.equal((await whole('hud-time')).shown, true, 'the clock too');
  assert.deepEqual(await whole('hud-moves'), { text: '0', shown: true, whole: true }, 'the moves too');
  assert.deepEqual(problems, []);
  await context.close();
});
