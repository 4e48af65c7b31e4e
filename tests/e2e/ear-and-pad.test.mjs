// Play by ear and by gamepad: a bot that reads only the live region (never the canvas or the
// game's state) wins levels 1 and 2 by keeping its left hand on the wall, pressing I in every
// cell; bumps are announced; a fake standard gamepad, connected mid-game, moves the ball and
// goes on to the next level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, solution, walls, openNeighbor, arrowBetween, tap, eventually } from './harness.mjs';

const env = useSite();

const WORDS = ['north', 'east', 'south', 'west'];
const KEYS = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'];
const heard = (page) => page.evaluate(() => document.getElementById('announce').textContent.trim());

test('a bot that only listens wins levels 1 and 2 by the left-hand rule, pressing I in every cell', async () => {
  const { page, context, problems } = await openGame(env, '?seed=by-ear&level=1');
  assert.equal(await page.locator('#announce').getAttribute('aria-live'), 'polite');
  assert.match(await heard(page), /Level 1: a maze of 8 by 8 cells/);
  // The board's accessible name (what a braille display shows) carries the same sentence.
  await tap(page, 'i');
  const sentence = await heard(page);
  assert.ok((await page.locator('#maze').getAttribute('aria-label')).includes(sentence), sentence);
  const levels = [];
  for (let level = 1; level <= 2; level++) {
    let heading = 1; // entering from the west: facing east
    let steps = 0;
    let said = '';
    for (; steps < 2000; steps++) {
      await tap(page, 'i');
      said = await heard(page);
      const m = said.match(/^Row (\d+), column (\d+)\. Open: ([a-z, ]+)\.$/);
      assert.ok(m, `after I: ${JSON.stringify(said)}`);
      const open = m[3].split(', ').map((w) => WORDS.indexOf(w));
      // Left, straight, right, back.
      const dir = [3, 0, 1, 2].map((turn) => (heading + turn) % 4).find((d) => open.includes(d));
      await tap(page, KEYS[dir]);
      heading = dir;
      said = await heard(page);
      if (/solved/.test(said)) break;
    }
    assert.match(said, new RegExp(`Level ${level} solved in \\d+:\\d\\d\\.\\d with \\d+ moves`));
    levels.push(steps + 1);
    if (level === 1) {
      await page.keyboard.press('Enter');
      await page.waitForFunction(() =>
        /Level 2: a maze of 12 by 12 cells/.test(document.getElementById('announce').textContent),
      );
    }
  }
  console.log(`the listening bot won levels 1 and 2 in ${levels.join(' and ')} moves`);
  // A bump says where the wall is.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Level 3/.test(document.getElementById('announce').textContent));
  await tap(page, 'ArrowUp');
  assert.equal(await heard(page), 'Wall to the north.');
  await tap(page, 'ArrowLeft');
  assert.equal(await heard(page), 'Wall to the west.');
  // The same sentence twice is spoken twice (the region's text changes).
  await tap(page, 'i');
  const once = await page.evaluate(() => document.getElementById('announce').textContent);
  await tap(page, 'i');
  assert.notEqual(await page.evaluate(() => document.getElementById('announce').textContent), once);
  assert.deepEqual(problems, []);
  await context.close();
});

/** A fake standard gamepad the test drives through `window.__pad` (installed before the page). */
function fakeGamepad() {
  const pad = {
    id: 'test pad (STANDARD GAMEPAD)',
    index: 0,
    connected: true,
    mapping: 'standard',
    axes: [0, 0, 0, 0],
    buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
  };
  window.__pad = pad;
  window.__padPlugged = false;
  navigator.getGamepads = () => [window.__padPlugged ? pad : null, null, null, null];
}

/** Holds button `i` of the fake pad for `frames` animation frames, then lets it go. */
async function pressButton(page, i, frames = 2) {
  await page.evaluate(
    async ([b, n]) => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      Object.assign(window.__pad.buttons[b], { pressed: true, value: 1 });
      for (let k = 0; k < n; k++) await frame();
      Object.assign(window.__pad.buttons[b], { pressed: false, value: 0 });
      await frame();
      await frame();
    },
    [i, frames],
  );
}

test('a standard gamepad connected mid-game moves the ball, walks the solution and goes on with A', async () => {
  const { page, context, problems } = await openGame(env, '?seed=pad-play&level=1', {}, (p) =>
    p.addInitScript(fakeGamepad),
  );
  // Plugged in after the game started.
  await page.evaluate(() => {
    window.__padPlugged = true;
    window.dispatchEvent(new Event('gamepadconnected'));
  });
  const s = await state(page);
  const path = await solution(page);
  // The d-pad: 12 up, 13 down, 14 left, 15 right. A press into the border changes nothing.
  await pressButton(page, 12);
  assert.equal((await state(page)).player, 0);
  const BUTTON = { ArrowUp: 12, ArrowDown: 13, ArrowLeft: 14, ArrowRight: 15 };
  for (let i = 1; i < path.length; i++) {
    await pressButton(page, BUTTON[arrowBetween(path[i - 1], path[i], s.width)]);
    const now = await state(page);
    assert.equal(now.player, path[i], `step ${i}`);
  }
  assert.equal((await state(page)).won, true);
  // A (0) goes on to the next level at once.
  await pressButton(page, 0);
  await page.waitForFunction(() => window.seedmaze.state().level === 2);
  // The left stick moves too, and a held direction repeats.
  const two = await state(page);
  const w2 = await walls(page);
  const dir = [1, 2].find((d) => openNeighbor(w2, two.width, two.height, 0, d) !== null);
  const axes = dir === 1 ? [1, 0] : [0, 1];
  await page.evaluate((a) => {
    window.__pad.axes[0] = a[0];
    window.__pad.axes[1] = a[1];
  }, axes);
  // Held until the ball moves (the pad is read each frame), then let go.
  await page.waitForFunction(() => window.seedmaze.state().moves >= 1, null, { timeout: 15000 });
  await page.evaluate(async () => {
    window.__pad.axes[0] = 0;
    window.__pad.axes[1] = 0;
    await new Promise((r) => requestAnimationFrame(r));
  });
  const moved = await state(page);
  assert.ok(moved.moves >= 1, `the stick moved the ball ${moved.moves} times`);
  // B (1) restarts; Y (3) shows the solution; Start (9) opens the menu.
  await pressButton(page, 1);
  assert.equal((await state(page)).moves, 0);
  await pressButton(page, 3);
  assert.equal((await state(page)).solutionShown, true);
  await pressButton(page, 9);
  assert.equal(await page.evaluate(() => document.getElementById('menu').open), true);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Counts audio sources started and vibrations asked for (before any page script runs). */
function countSounds() {
  window.__started = 0;
  window.__vibrated = 0;
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function counted(...args) {
    window.__started += 1;
    return start.apply(this, args);
  };
  navigator.vibrate = () => {
    window.__vibrated += 1;
    return true;
  };
}

test('sound: a bump and a step start audio nodes, a bump vibrates; M mutes and is remembered', async () => {
  const { page, context, problems } = await openGame(env, '?seed=loud&level=1', {}, (p) =>
    p.addInitScript(countSounds),
  );
  const counts = () => page.evaluate(() => ({ started: window.__started, vibrated: window.__vibrated }));
  assert.deepEqual(await counts(), { started: 0, vibrated: 0 }, 'nothing plays before the first key');
  // The start's north side is the border: a bump, heard and felt.
  await tap(page, 'ArrowUp');
  const bump = await counts();
  assert.ok(bump.started >= 1, `a bump started ${bump.started} sources`);
  assert.equal(bump.vibrated, 1);
  const bytes = await walls(page);
  const dir = [1, 2].find((d) => openNeighbor(bytes, 8, 8, 0, d) !== null);
  await tap(page, dir === 1 ? 'ArrowRight' : 'ArrowDown');
  assert.ok((await counts()).started > bump.started, 'a step is heard');
  // I plays a tone per open way.
  const before = (await counts()).started;
  await tap(page, 'i');
  assert.ok((await counts()).started > before, 'the look cue plays');
  // M: sound off, said, remembered; then nothing plays and nothing vibrates.
  await tap(page, 'm');
  assert.equal(await heard(page), 'Sound off.');
  const muted = await counts();
  await tap(page, 'ArrowUp');
  await tap(page, 'ArrowLeft');
  await tap(page, 'i');
  assert.deepEqual(await counts(), muted, 'muted: no sound, no vibration');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await tap(page, 'ArrowUp');
  assert.deepEqual(await counts(), { started: 0, vibrated: 0 }, 'still muted after a reload');
  assert.equal(await page.locator('#sound-toggle').isChecked(), false);
  await tap(page, 'm');
  assert.equal(await heard(page), 'Sound on.');
  await tap(page, 'ArrowUp');
  assert.ok((await counts()).started >= 1);
  assert.deepEqual(problems, []);
  await context.close();
  // With reduced motion a bump is heard but not felt.
  const calm = await openGame(env, '?seed=loud&level=1', { reducedMotion: 'reduce' }, (p) =>
    p.addInitScript(countSounds),
  );
  await tap(calm.page, 'ArrowUp');
  const c = await calm.page.evaluate(() => ({ started: window.__started, vibrated: window.__vibrated }));
  assert.ok(c.started >= 1 && c.vibrated === 0, JSON.stringify(c));
  await calm.context.close();
});

test('announce every move (a setting in the menu, off by default) says each new cell', async () => {
  const { page, context, problems } = await openGame(env, '?seed=chatty&level=1');
  const bytes = await walls(page);
  const dir = [1, 2].find((d) => openNeighbor(bytes, 8, 8, 0, d) !== null);
  const key = dir === 1 ? 'ArrowRight' : 'ArrowDown';
  const quiet = await heard(page);
  await tap(page, key);
  assert.equal(await heard(page), quiet, 'off by default: a move says nothing');
  await tap(page, 'r');
  await page.click('#btn-menu');
  await page.click('#announce-moves');
  await page.keyboard.press('Escape');
  await tap(page, key);
  assert.match(await heard(page), dir === 1 ? /^Row 1, column 2\. Open: / : /^Row 2, column 1\. Open: /);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the distance to the exit (a setting, off by default) follows the I sentence', async () => {
  const { page, context, problems } = await openGame(env, '?seed=how-far&level=2&algo=pathcut');
  const path = await solution(page);
  await tap(page, 'i');
  assert.doesNotMatch(await heard(page), /exit/, 'off by default');
  await page.click('#btn-menu');
  await page.click('#announce-distance');
  await page.keyboard.press('Escape');
  await tap(page, 'i');
  assert.match(await heard(page), new RegExp(`Open: [a-z, ]+\\. The exit is ${path.length - 1} moves away\\.$`));
  // One step along the solution: one move nearer (the shortest way, loops or not).
  const s = await state(page);
  await tap(page, arrowBetween(path[0], path[1], s.width));
  await tap(page, 'i');
  assert.match(await heard(page), new RegExp(`The exit is ${path.length - 2} moves away\\.$`));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a move pressed right after Escape closes the menu from one of its fields is played', async () => {
  const { page, context, problems } = await openGame(env, '?seed=how-far&level=2&algo=pathcut');
  const path = await solution(page);
  const { width } = await state(page);
  await page.click('#btn-menu');
  await page.click('#announce-distance');
  // Escape goes to the field (the dialog closes natively), the arrow right behind it, as a fast player types.
  const kb = page.keyboard;
  const arrow = arrowBetween(path[0], path[1], width);
  await Promise.all([kb.down('Escape'), kb.up('Escape'), kb.down(arrow), kb.up(arrow)]);
  await eventually(page, async () => (await state(page)).moves === 1, 'the move after Escape');
  assert.equal((await state(page)).player, path[1]);
  assert.equal(await page.locator('#menu').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});
