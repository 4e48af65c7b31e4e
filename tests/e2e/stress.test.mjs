// Stress: 20,000 random key presses as fast as the browser takes them (game keys, repeats,
// Space, R, Enter before a win, and keys the game ignores), with window resizes, the tab hidden
// and shown, and the page frozen and resumed in between. The test keeps its own simulation from
// the wall bytes and checks after every batch that the page's cell, move counter, footprints,
// trail and solution flag match it exactly, and that the trail went through open passages of
// the walls the page reports. Then 30 levels played by the solution path, with
// the wasm memory checked against a fresh page that made only the largest of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite,
  openGame,
  state,
  walls,
  solution,
  walk,
  openNeighbor,
  watchSecurity,
  cspViolations,
  pageTimePasses,
  tap,
} from './harness.mjs';

const env = useSite();

// The test's own key table (the README's controls): key → direction (North 0, East 1, South 2, West 3), and whether
// it rolls (Shift with a move key: on to the next fork, dead end or the exit; at once here, with reduced motion).
const MOVE_KEYS = [
  ['ArrowUp', 0],
  ['ArrowRight', 1],
  ['ArrowDown', 2],
  ['ArrowLeft', 3],
  ['w', 0],
  ['d', 1],
  ['s', 2],
  ['a', 3],
  ['k', 0],
  ['l', 1],
  ['j', 2],
  ['h', 3],
  ['Shift+W', 0, true],
  ['Shift+ArrowUp', 0, true],
  ['Shift+D', 1, true],
  ['Shift+ArrowRight', 1, true],
  ['Shift+S', 2, true],
  ['Shift+ArrowDown', 2, true],
  ['Shift+A', 3, true],
  ['Shift+ArrowLeft', 3, true],
];
// Keys that change nothing here: letters the game does not use, modified arrows, navigation
// keys, and Enter before a win (no next level yet). No Tab (it would move focus to a button),
// no N (a new maze), no Escape (it opens the menu: screen.test.mjs), no browser shortcuts.
const IDLE_KEYS = [
  'x',
  'q',
  'z',
  '1',
  '?',
  'Shift',
  'Control',
  'Home',
  'End',
  'PageDown',
  'Backspace',
  'Delete',
  'Control+ArrowRight',
  'Control+ArrowDown',
  'Meta+ArrowLeft',
  'Enter',
  'F1',
];
const TOTAL_KEYS = 20000;
const BATCH = 500;
const VIEWPORTS = [
  [1000, 760],
  [360, 300],
  [1400, 900],
  [520, 700],
  [800, 260],
  [1280, 720],
];

/** A small seeded generator (the test's own, so a failure can be replayed). */
function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** The game as the test expects it: position, moves, footprints and trail since the last restart. */
class Model {
  constructor(wallBytes, width, height) {
    Object.assign(this, { wallBytes, width, height, exit: width * height - 1, solutionShown: false });
    this.restart();
  }

  restart() {
    this.player = 0;
    this.moves = 0;
    this.trail = [0];
    this.seen = new Set([0]);
  }

  /** The cell a move in `dir` from `cell` (the player's) would reach, or null when a wall is in the way. */
  target(dir, cell = this.player) {
    return openNeighbor(this.wallBytes, this.width, this.height, cell, dir);
  }

  /** The cells a move in `dir` walks: none into a wall, one, or a roll's: on while one way goes on (the way back
   * left out), to a fork, a dead end or the exit. */
  course(dir, roll) {
    const first = this.target(dir);
    if (first === null) return [];
    const cells = [first];
    let back = this.player;
    while (roll && cells.at(-1) !== this.exit) {
      const at = cells.at(-1);
      const on = [0, 1, 2, 3].map((d) => this.target(d, at)).filter((c) => c !== null && c !== back);
      if (on.length !== 1) break;
      back = at;
      cells.push(on[0]);
    }
    return cells;
  }

  goTo(next) {
    this.player = next;
    this.moves += 1;
    if (!this.seen.has(next)) {
      this.seen.add(next);
      this.trail.push(next);
    }
  }
}

/**
 * Whether `trail` (cells in first-visit order from the start, cell 0) was reached through open
 * passages of `wallBytes`: each cell is an open neighbour of one before it; and `player` is on it.
 */
function throughOpenPassages(wallBytes, width, height, trail, player) {
  const reached = new Set();
  for (const cell of trail) {
    const next =
      reached.size === 0
        ? cell === 0
        : [0, 1, 2, 3].some((dir) => reached.has(openNeighbor(wallBytes, width, height, cell, dir)));
    if (!next) return false;
    reached.add(cell);
  }
  return reached.has(player);
}

/** Fakes the tab being hidden or shown (document.hidden and visibilityState, plus the event). */
function setHidden(page, hidden) {
  return page.evaluate((h) => {
    if (h) {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    } else {
      delete document.hidden;
      delete document.visibilityState;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    return document.visibilityState;
  }, hidden);
}

test("20,000 random keys with resizes and hidden tabs: the page matches the test's own simulation", async () => {
  let dialogs;
  // Reduced motion: a roll is walked at once, within its key's event, so that the model need not time its glide.
  const motion = { reducedMotion: 'reduce' };
  const { page, context, problems } = await openGame(env, '?seed=stress-keys&size=100', motion, async (p) => {
    dialogs = await watchSecurity(p);
  });
  const cdp = await context.newCDPSession(page);
  const s0 = await state(page);
  const model = new Model(await walls(page), s0.width, s0.height);
  const random = rng(20000);
  let pressed = 0;
  let moved = 0;
  let blocked = 0;
  let restarts = 0;
  let toggles = 0;
  let idle = 0;
  let batches = 0;
  let lastKey = null;
  let compared = 0;
  const mismatches = [];
  const t0 = Date.now();
  while (pressed < TOTAL_KEYS) {
    const keys = [];
    while (keys.length < BATCH && pressed + keys.length < TOTAL_KEYS) {
      const roll = random(1000);
      let key;
      if (lastKey && roll < 150)
        key = lastKey; // the same key again
      else if (roll < 800) key = MOVE_KEYS[random(MOVE_KEYS.length)][0];
      else if (roll < 830) key = ' ';
      else if (roll < 834) key = 'r';
      else key = IDLE_KEYS[random(IDLE_KEYS.length)];
      const move = MOVE_KEYS.find(([k]) => k === key);
      if (move) {
        const cells = model.course(move[1], move[2] === true);
        // Never win here (the next level would start): a move onto the exit becomes an idle key.
        if (cells.includes(model.exit)) key = 'x';
        else if (cells.length === 0) blocked += 1;
        else moved += 1;
        if (key !== 'x') for (const cell of cells) model.goTo(cell);
      }
      if (key === ' ') {
        model.solutionShown = !model.solutionShown;
        toggles += 1;
      } else if (key === 'r') {
        model.restart();
        restarts += 1;
      } else if (!move) {
        idle += 1;
      }
      keys.push(key);
      lastKey = key;
    }
    // The batch's keys go out in order without waiting for the page between them, as fast typing does.
    await Promise.all(keys.map((key) => tap(page, key === ' ' ? 'Space' : key)));
    pressed += keys.length;
    batches += 1;
    const got = await page.evaluate(() => ({
      ...window.seedmaze.state(),
      hudMoves: document.getElementById('hud-moves').textContent,
      focus: document.activeElement.tagName,
    }));
    const at = `after batch ${batches} (${pressed} keys)`;
    // Every comparison is counted, and every mismatch kept with what it was (the log below
    // prints both counts; the run stops after the first batch with a mismatch).
    const expect = (same, what) => {
      compared += 1;
      if (!same) mismatches.push(`${at}: ${what}`);
    };
    expect(got.level === s0.level, 'the level changed');
    expect(got.seed === s0.seed, 'the seed changed');
    expect(got.player === model.player, `player cell ${got.player}, expected ${model.player}`);
    expect(got.moves === model.moves, `move counter ${got.moves}, expected ${model.moves}`);
    expect(got.hudMoves === String(model.moves), `the move counter on screen reads ${got.hudMoves}`);
    expect(got.solutionShown === model.solutionShown, 'solution shown');
    expect(JSON.stringify(got.trail) === JSON.stringify(model.trail), 'trail (cells in first-visit order)');
    expect(got.won === false, 'won');
    expect(got.focus === 'BODY', `focus moved to ${got.focus}`);
    // The page's trail and cell, checked against the walls the page reports (not the model):
    // each cell of the trail opens onto one reached before it, and the player stands on one.
    const pageWalls = batches % 10 === 0 ? await walls(page) : model.wallBytes;
    expect(throughOpenPassages(pageWalls, model.width, model.height, got.trail, got.player), 'reached through a wall');
    // The walls are the same bytes as at the start (nothing wrote over them).
    if (batches % 10 === 0)
      expect(JSON.stringify(pageWalls) === JSON.stringify(Array.from(model.wallBytes)), 'the walls changed');
    if (mismatches.length > 0) break;
    // Between batches: resize the window, hide and show the tab, freeze and resume the page.
    const [w, h] = VIEWPORTS[batches % VIEWPORTS.length];
    await page.setViewportSize({ width: w, height: h });
    if (batches % 3 === 0) {
      const t = await page.evaluate(() => window.seedmaze.state().timerRunning);
      assert.equal(await setHidden(page, true), 'hidden');
      const hiddenState = await state(page);
      assert.equal(hiddenState.timerRunning, false, `${at}: the clock runs while hidden`);
      // (One frame already queued may still paint the paused time; then it must stand still
      // while the page's frames and its own clock go on, long enough for a running clock's tenths.)
      await pageTimePasses(page, { frames: 2 });
      const clock1 = await page.locator('#hud-time').textContent();
      await pageTimePasses(page, { ms: 200 });
      assert.equal(await page.locator('#hud-time').textContent(), clock1, `${at}: the clock moved while hidden`);
      assert.equal(await setHidden(page, false), 'visible');
      assert.equal((await state(page)).timerRunning, t, `${at}: the clock did not resume`);
    }
    if (batches % 7 === 0) {
      await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
      await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    }
  }
  const seconds = (Date.now() - t0) / 1000;
  console.log(`stress comparisons: ${compared} in ${batches} batches, mismatches: ${mismatches.length}`);
  assert.deepEqual(mismatches, []);
  // The view after all of it is the right size for the last viewport and draws the player's cell.
  // (The page redraws on the next frame after a resize.)
  const sized = await page
    .waitForFunction(
      () => {
        const r = document.getElementById('board').getBoundingClientRect();
        const v = window.seedmaze.view();
        return v.cw === Math.round(r.width * devicePixelRatio) && v.ch === Math.round(r.height * devicePixelRatio);
      },
      null,
      { timeout: 3000 },
    )
    .then(
      () => true,
      () => false,
    );
  assert.ok(sized, 'the canvas follows the last window size');
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(problems, []);
  console.log(
    `stress keys pressed: ${pressed} in ${seconds.toFixed(1)} s (${(pressed / seconds).toFixed(0)}/s; ` +
      `${moved} moves, ${blocked} blocked, ${toggles} solution toggles, ${restarts} restarts, ${idle} ignored keys; ` +
      `${batches} batches with resizes, ${Math.floor(batches / 3)} hide/show, ${Math.floor(batches / 7)} freeze/resume); mismatches: ${mismatches.length}, ` +
      `errors: ${problems.length}`,
  );
  assert.ok(moved > 5000 && blocked > 1000 && restarts > 20 && toggles > 300, 'the mix of keys');
  await context.close();
});

test('30 levels played by the solution path; wasm memory stays flat', async () => {
  const LEVELS = 30;
  const { page, context, problems } = await openGame(env, '?seed=stress-levels&level=1');
  const memory = () => page.evaluate(() => window.seedmaze.memory());
  const seen = [];
  let keys = 0;
  for (let level = 1; level <= LEVELS; level++) {
    const s = await state(page);
    assert.equal(s.level, level);
    assert.equal(s.width, 8 + 4 * (level - 1));
    const path = await solution(page);
    await walk(page, path, s.width);
    keys += path.length - 1;
    // A level just made may still be handed over in steps; keys pressed meanwhile wait for it and are
    // played then, so the win can come a few frames after the last key went out.
    const won = await page
      .waitForFunction(() => window.seedmaze.state().won, null, { timeout: 10000 })
      .then(
        () => true,
        () => false,
      );
    const done = await state(page);
    // Where the ball stopped tells a lost key (on the path) from an extra step (off it).
    const at = `the ball on cell ${done.player}, step ${path.indexOf(done.player)} of the path`;
    assert.equal(won, true, `level ${level} not won (moves ${done.moves} of ${path.length - 1}; ${at})`);
    assert.equal(done.moves, path.length - 1, `level ${level}: moves`);
    assert.equal(done.player, done.exit);
    seen.push(await memory());
    if (level < LEVELS) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((l) => window.seedmaze.state().level === l, level + 1);
    }
  }
  // Reference: a fresh page that made only the largest level (the last one) and walked it.
  const fresh = await openGame(env, `?seed=stress-levels&level=${LEVELS}`);
  const fs = await state(fresh.page);
  await walk(fresh.page, await solution(fresh.page), fs.width);
  const reference = await fresh.page.evaluate(() => window.seedmaze.memory());
  const peak = Math.max(...seen);
  const mib = (b) => (b / 2 ** 20).toFixed(2);
  console.log(
    `levels played: ${LEVELS} (${keys} keys, sides 8 to ${8 + 4 * (LEVELS - 1)}); wasm memory MiB: ` +
      `${seen.map(mib).join(' ')}; a fresh page with only level ${LEVELS}: ${mib(reference)}`,
  );
  // Leaking every level would add the cells of the 29 earlier ones (about 150,000) at well over
  // 10 bytes each; one MiB of margin is allocator slack, not the levels.
  assert.ok(
    peak <= reference + 2 ** 20,
    `memory ${mib(peak)} MiB after ${LEVELS} levels, ${mib(reference)} MiB for the largest alone`,
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(fresh.problems, []);
  await fresh.context.close();
  await context.close();
});
