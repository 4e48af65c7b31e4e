// Rolls and taps: Shift with a way rolls the ball along its corridor to the next fork, and a tap on a cell along a
// corridor walks there. Big levels are won by rolls alone, one press at the start and at each fork of the CLI's
// solution (found here from the CLI's walls, not from the page), each cell still one move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, openGame, cli, tap, OUT, copiedBy, openWays, rollStarts, settled, openNeighbor } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env.close();
});

const DESKTOP = { viewport: { width: 1280, height: 800 } };

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
const saidCount = (page) => page.evaluate(() => window.said.length);
const moves = async (page) => Number(await page.textContent('#hud-moves'));

/** Wins `json`'s level on `page` by rolls alone, from the ball on the solution's cell `from` (a roll start);
 * returns the presses made. */
async function winByRolls(page, json, from = 0) {
  await listen(page);
  const starts = rollStarts(json).filter((i) => i >= from);
  for (const [k, i] of starts.entries()) {
    const heard = await saidCount(page);
    await tap(page, `Shift+${json.keys[i]}`);
    if (k === starts.length - 1) break;
    // The roll stops where the player hears it stop; then the next press.
    await page.waitForFunction((n) => window.said.slice(n).some((s) => s.startsWith('Stopped at a fork')), heard);
  }
  await page.waitForFunction(() => !document.getElementById('win').hidden, null, { timeout: 30000 });
  return starts.length;
}

for (const [args, query] of [
  [['--level', '10'], 'level=10'],
  [['--level', '20'], 'level=20'],
  [['--level', '8', '--shape', 'hex'], 'level=8&shape=hex'],
]) {
  test(`${query}: won by rolls alone, a press at the start and at each fork, each cell one move`, async () => {
    const json = await cli(['--seed', 'rolls', ...args]);
    const { page, context, problems } = await openGame(env, `?seed=rolls&${query}`, DESKTOP);
    const presses = await winByRolls(page, json);
    assert.equal(await moves(page), json.keys.length, 'the moves are the solution, cell by cell');
    assert.ok(presses < json.keys.length * 0.75, `${presses} presses for ${json.keys.length} moves`);
    if (query === 'level=20') await page.screenshot({ path: `${OUT}rolls-level-20.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/**
 * The canvas point (CSS px) of `cell`'s centre on a square level of `width` × `height` cells, read by this file from
 * what is drawn, not from the page's geometry: once the board has grown in and stands still, the outer walls' ink
 * along the canvas's middle row and column (the border is closed there: the start and the exit are corners) gives
 * the maze's box, the walls' thickness its inset, and the cells divide it evenly; the canvas's box on screen over its
 * pixels gives CSS px.
 */
async function cellPoint(page, cell, width, height) {
  await page.waitForFunction(() => document.getElementById('maze').getAnimations().length === 0);
  await settled(page);
  const box = await page.locator('#maze').boundingBox();
  const edges = await page.evaluate(() => {
    const canvas = document.getElementById('maze');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const at = (x, y) => Array.from(data.slice((y * canvas.width + x) * 4, (y * canvas.width + x) * 4 + 3));
    const ground = at(1, 1);
    const ink = (x, y) => at(x, y).reduce((sum, c, i) => sum + Math.abs(c - ground[i]), 0) > 150;
    // The first and last ink along a line, and how thick the first run of ink is.
    const line = (n, point) => {
      const inked = Array.from({ length: n }, (_, k) => ink(...point(k)));
      const first = inked.indexOf(true);
      const last = inked.lastIndexOf(true);
      let thick = 0;
      while (inked[first + thick]) thick += 1;
      return { first, last, thick };
    };
    const midY = Math.floor(canvas.height / 2);
    const midX = Math.floor(canvas.width / 2);
    return {
      across: line(canvas.width, (k) => [k, midY]),
      down: line(canvas.height, (k) => [midX, k]),
      pixels: canvas.width,
    };
  });
  const { across, down } = edges;
  const t = across.thick;
  const [left, top] = [across.first + t / 2, down.first + t / 2];
  const side = (across.last + 1 - across.first - t) / width;
  assert.ok(Math.abs(side - (down.last + 1 - down.first - t) / height) < 1.5, 'square cells');
  const css = box.width / edges.pixels;
  const [x, y] = [(cell % width) + 0.5, Math.floor(cell / width) + 0.5];
  return [box.x + (left + x * side) * css, box.y + (top + y * side) * css];
}

/** Runs of `value`, a `run=` value, as docs/contract.md ("Ghost runs") writes them, decoded here: the ways and the
 * centiseconds since the move before, of each move. */
function decodeRun(value) {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  assert.ok(['1', '2'].includes(value[0]), `run version: ${value}`);
  const bits = [...value.slice(1)].flatMap((c) => {
    const v = ALPHABET.indexOf(c);
    assert.ok(v >= 0, `run character ${c}`);
    return [5, 4, 3, 2, 1, 0].map((b) => (v >> b) & 1);
  });
  let at = 0;
  const read = (n) => {
    let v = 0;
    for (let k = 0; k < n; k++) v = v * 2 + bits[at++];
    return v;
  };
  // Order-4 Exp-Golomb: b − 5 zero bits, then v = x + 16 in b bits.
  const number = () => {
    let zeros = 0;
    while (bits[at + zeros] === 0) zeros += 1;
    at += zeros;
    return read(zeros + 5) - 16;
  };
  const w = read(2) + 1;
  const n = number();
  return Array.from({ length: n }, () => ({ way: read(w), cs: number() }));
}
test('a tap on the far end of a corridor walks there; a tap past a fork does not, and says why', async () => {
  const json = await cli(['--seed', 'taps', '--level', '6']);
  const ways = openWays(json);
  const { page, context, problems } = await openGame(env, '?seed=taps&level=6', DESKTOP);
  await listen(page);
  // The corridor the solution starts along, to where a roll would stop.
  let i = 1;
  while (i < json.solution.length - 1 && ways[json.solution[i]].filter((n) => n !== json.solution[i - 1]).length === 1)
    i += 1;
  await page.mouse.click(...(await cellPoint(page, json.solution[i], json.width, json.height)));
  await page.waitForFunction((n) => Number(document.getElementById('hud-moves').textContent) === n, i);
  await page.waitForFunction(() => window.said.some((s) => s.startsWith('Stopped') || s.startsWith('There')));
  // Past the fork the walk stopped at: nothing moves, and the page says why.
  const beyond = json.solution[Math.min(i + 2, json.solution.length - 1)];
  await page.mouse.click(...(await cellPoint(page, beyond, json.width, json.height)));
  await page.waitForFunction(() => window.said.at(-1)?.includes('past a fork'));
  assert.equal(await moves(page), i, 'a tap past a fork changes nothing');
  assert.deepEqual(problems, []);
  await context.close();
});

/** The solution's index where a roll or a tap's walk from the start stops: the first fork (or the exit) on it. */
function firstStop(json) {
  const ways = openWays(json);
  let i = 1;
  while (i < json.solution.length - 1 && ways[json.solution[i]].filter((n) => n !== json.solution[i - 1]).length === 1)
    i += 1;
  return i;
}

/** The HUD's clock (`m:ss.t`) and the ghost's gap (`ghost +1.4 s`, `ghost −0.8 s`), in seconds, read in one go. */
const clockAndGap = (page) =>
  page.evaluate(() => {
    const [m, sec] = document.getElementById('hud-time').textContent.split(':');
    const gap = document.getElementById('hud-ghost').textContent.match(/^ghost ([+−-])(\d+\.\d) s$/);
    return [Number(m) * 60 + Number(sec), gap && (gap[1] === '+' ? 1 : -1) * Number(gap[2])];
  });

test('a run won with rolls and taps races as a ghost in step, and its run= is accepted', async () => {
  const json = await cli(['--seed', 'roll-ghost', '--level', '4']);
  const sender = await openGame(env, '?seed=roll-ghost&level=4', DESKTOP);
  // A tap on the first corridor's end, then rolls.
  const stop = firstStop(json);
  assert.ok(stop > 1 && stop < json.solution.length - 1, 'a corridor, then a fork');
  await sender.page.mouse.click(...(await cellPoint(sender.page, json.solution[stop], json.width, json.height)));
  await sender.page.waitForFunction((n) => Number(document.getElementById('hud-moves').textContent) === n, stop);
  await winByRolls(sender.page, json, stop);
  const copied = await copiedBy(sender.page, '#win-result');
  const link = new URL(copied.split('\n').at(-1));
  const run = link.searchParams.get('run');
  assert.ok(run, copied);
  await sender.context.close();
  // The run, read here: its moves are the solution's, cell by cell, replayed on the CLI's walls.
  const moves = decodeRun(run);
  assert.equal(moves.length, json.solution.length - 1, 'a move for each step of the solution');
  let cell = 0;
  for (const [k, { way }] of moves.entries()) {
    cell = openNeighbor(json.walls, json.width, json.height, cell, way);
    assert.equal(cell, json.solution[k + 1], `move ${k + 1} of the run`);
  }
  assert.equal(moves[0].cs, 0, 'the first move at 0');
  // When the ghost first stands on each cell of the solution, on the opener's clock (s).
  const arrivals = [0];
  for (const { cs } of moves) arrivals.push(arrivals.at(-1) + cs / 100);
  const { page, context, problems } = await openGame(env, link.search, DESKTOP);
  const s = await page.evaluate(() => window.seedmaze.state());
  assert.deepEqual(s.notices, [], 'the run is accepted');
  // The opener taps the same corridor's end: the ghost sets off with the first move. Standing there, `stop` moves
  // from the start, the gap is the clock less the time the ghost first stood as near the exit: in step.
  await page.mouse.click(...(await cellPoint(page, json.solution[stop], json.width, json.height)));
  await page.waitForFunction((n) => Number(document.getElementById('hud-moves').textContent) === n, stop);
  await page.waitForFunction(() => /^ghost [+−-]\d/.test(document.getElementById('hud-ghost').textContent));
  for (const wait of [200, 700]) {
    await page.waitForTimeout(wait);
    const [clock, gap] = await clockAndGap(page);
    assert.ok(
      Math.abs(gap - (clock - arrivals[stop])) <= 0.15,
      `the gap ${gap} s at ${clock} s, the ghost there at ${arrivals[stop]} s`,
    );
  }
  // Once the ghost is at the exit (the I key says so), the opener walks on by keys and loses by the difference of
  // the two times, the ghost's its run's last move.
  const finish = arrivals.at(-1);
  await page.waitForFunction(
    (t) => {
      const [m, sec] = document.getElementById('hud-time').textContent.split(':');
      return Number(m) * 60 + Number(sec) > t;
    },
    finish + 0.2,
    { timeout: (finish + 30) * 1000 },
  );
  await tap(page, 'i');
  await page.waitForFunction(() => /reached the exit/.test(document.getElementById('announce').textContent), null, {
    timeout: 20000,
  });
  for (const key of json.keys.slice(stop)) await tap(page, key);
  await page.waitForFunction(() => !document.getElementById('win').hidden, null, { timeout: 30000 });
  const win = await page.textContent('#win-text');
  const mine = win.match(/in (\d+):(\d\d\.\d)/);
  const by = win.match(/The ghost won by (\d+\.\d) s/);
  assert.ok(mine && by, win);
  const expected = Number(mine[1]) * 60 + Number(mine[2]) - arrivals.at(-1);
  assert.ok(Math.abs(Number(by[1]) - expected) <= 0.15, `${win}: the ghost finished at ${arrivals.at(-1)} s`);
  assert.deepEqual(problems, []);
  await context.close();
});

const WORDS = ['north', 'east', 'south', 'west'];
const KEYS = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'];

/** Presses `key` and resolves to the next sentence the live region says. */
async function hear(page, key) {
  const n = await saidCount(page);
  await tap(page, key);
  await page.waitForFunction((k) => window.said.length > k, n);
  return page.evaluate((k) => window.said[k].trim(), n);
}

test('a bot that only listens wins level 3 by rolls, keeping its left hand on the wall at each stop', async () => {
  const { page, context, problems } = await openGame(env, '?seed=by-ear-rolls&level=3');
  await listen(page);
  let heading = 1; // entering from the west: facing east
  let rolls = 0;
  let said = '';
  for (; rolls < 500; rolls++) {
    const look = (await hear(page, 'i')).match(/Open: ([a-z, ]+)\.$/);
    assert.ok(look, 'I says the open ways');
    const open = look[1].split(', ').map((w) => WORDS.indexOf(w));
    // Left, straight, right, back.
    const dir = [3, 0, 1, 2].map((turn) => (heading + turn) % 4).find((d) => open.includes(d));
    said = await hear(page, `Shift+${KEYS[dir]}`);
    if (/solved/.test(said)) break;
    const stop = said.match(/^Stopped at (a fork|a dead end)(?:: ([a-z, ]+))?\.$/);
    assert.ok(stop, `a roll says where it stopped: ${JSON.stringify(said)}`);
    // The way back is the open way the stop does not name: the ball faces away from it.
    const on = (stop[2] ?? '').split(', ');
    const around = (await hear(page, 'i')).match(/Open: ([a-z, ]+)\.$/)[1].split(', ');
    const back = around.find((w) => !on.includes(w));
    heading = (WORDS.indexOf(back) + 2) % 4;
  }
  assert.match(said, /Level 3 solved in \d+:\d\d\.\d with \d+ moves/);
  console.log(`the listening bot won level 3 with ${rolls + 1} rolls`);
  assert.deepEqual(problems, []);
  await context.close();
});

/** A level-5 maze whose start has one way out, along a corridor of at least four cells whose first three go
 * straight (a fling's swipe steps twice that way before it rolls): its JSON, the corridor (the cells a roll from the
 * start walks) and the way's key. */
async function corridorFromStart() {
  for (let k = 0; k < 200; k++) {
    const json = await cli(['--seed', `ways-${k}`, '--level', '5']);
    const ways = openWays(json);
    if (ways[0].length !== 1) continue;
    const cells = [ways[0][0]];
    while (cells.at(-1) !== json.exit && ways[cells.at(-1)].length === 2)
      cells.push(ways[cells.at(-1)].find((n) => n !== (cells.at(-2) ?? 0)));
    const d = cells[0];
    const straight = cells[1] === 2 * d && cells[2] === 3 * d && (d === 1 || d === json.width);
    if (cells.length >= 4 && straight) return { json, seed: `ways-${k}`, cells, key: json.keys[0] };
  }
  throw new Error('no seed with a corridor from the start');
}

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const player = (page) => page.evaluate(() => window.seedmaze.state().player);
const stopHeard = (page) => page.waitForFunction(() => window.said.some((s) => s.startsWith('Stopped at')));

test('every way to roll: a pad button tapped twice, a fling, a gamepad trigger with a direction', async () => {
  const { json, seed, cells, key } = await corridorFromStart();
  const { page, context, problems } = await openGame(env, `?seed=${seed}&level=5`, PHONE, (p) =>
    p.addInitScript(() => {
      const pad = { id: 'test pad', index: 0, connected: true, mapping: 'standard', axes: [0, 0, 0, 0] };
      pad.buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
      window.__pad = pad;
      navigator.getGamepads = () => [window.__plugged ? pad : null, null, null, null];
    }),
  );
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const restart = async () => {
    await tap(page, 'r');
    await page.waitForFunction(() => window.seedmaze.state().moves === 0);
    await listen(page);
  };
  await listen(page);
  // Two taps on the pad's button of the first way, sent together: a step, then a roll.
  const button = await page.locator(`#pad .pad-${{ ArrowRight: 'e', ArrowDown: 's' }[key]}`).boundingBox();
  const at = [{ x: button.x + button.width / 2, y: button.y + button.height / 2, id: 1 }];
  await Promise.all([touch('touchStart', at), touch('touchEnd', []), touch('touchStart', at), touch('touchEnd', [])]);
  await stopHeard(page);
  assert.equal(await player(page), cells.at(-1), "the double tap rolled to the corridor's end");
  // A fling on the board, sent at once: the swipe's steps, then a roll to a stop.
  await restart();
  const board = await page.locator('#maze').boundingBox();
  const [dx, dy] = key === 'ArrowRight' ? [1, 0] : [0, 1];
  const from = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
  const point = (k) => [{ x: from.x + 100 * dx * k, y: from.y + 100 * dy * k, id: 1 }];
  await Promise.all([
    touch('touchStart', point(0)),
    ...[1, 2, 3, 4].map((k) => touch('touchMove', point(k / 4))),
    touch('touchEnd', []),
  ]);
  await stopHeard(page);
  assert.equal(await player(page), cells.at(-1), "the fling rolled to the corridor's end");
  // A gamepad's trigger held with the d-pad's way.
  await restart();
  await page.evaluate((b) => {
    window.__plugged = true;
    window.dispatchEvent(new Event('gamepadconnected'));
    for (const i of [7, b]) Object.assign(window.__pad.buttons[i], { pressed: true, value: 1 });
  }, { ArrowRight: 15, ArrowDown: 13 }[key]);
  await stopHeard(page);
  assert.equal(await player(page), cells.at(-1), "the trigger rolled to the corridor's end");
  assert.equal(json.solution[cells.length], cells.at(-1));
  assert.deepEqual(problems, []);
  await context.close();
});

test('with reduced motion a roll is walked at once; a tap on a wall or off the maze says so', async () => {
  const { seed, cells, key } = await corridorFromStart();
  const { page, context, problems } = await openGame(env, `?seed=${seed}&level=5`, {
    ...DESKTOP,
    reducedMotion: 'reduce',
  });
  await listen(page);
  await tap(page, `Shift+${key}`);
  // One frame walks the whole corridor.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await moves(page), cells.length);
  await stopHeard(page);
  // The start cell's west side is the border: a wall. The canvas's corner is off the maze.
  await tap(page, 'r');
  await page.waitForFunction(() => window.seedmaze.state().moves === 0);
  const v = await page.evaluate(() => window.seedmaze.view());
  const box = await page.locator('#maze').boundingBox();
  await page.mouse.click(box.x + (v.ox + 0.03 * v.s) / v.dpr, box.y + (v.oy + 0.5 * v.s) / v.dpr);
  await page.waitForFunction(() => window.said.at(-1) === 'That is a wall.');
  await page.mouse.click(box.x + 2, box.y + 2);
  await page.waitForFunction(() => window.said.at(-1) === 'That is off the maze.');
  assert.equal(await moves(page), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
