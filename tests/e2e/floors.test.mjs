// Mazes of several floors (`floors=3`): the page makes the CLI's maze, shows the ball's floor with
// its stairs and the floor below faintly, says the floor in the bar, and a 3-floor level is won by
// the CLI's keys (each climb said), by the touch pad's buttons, and by a player who only hears the announcements.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, state, cli, tap, copiedBy, pageTimePasses, OUT } from './harness.mjs';

const env = useSite();
const QUERY = '?seed=e2e-floors&level=3&floors=3';
const ARGS = ['--seed', 'e2e-floors', '--level', '3', '--floors', '3'];
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const heard = (page) => page.evaluate(() => document.getElementById('announce').textContent.trim());
const bar = (page) => page.evaluate(() => document.getElementById('hud-floor').textContent);

test("a 3-floor level is the CLI's maze and is won by the CLI's keys, floor by floor", async () => {
  const json = await cli(ARGS);
  const { page, context, problems } = await openGame(env, QUERY);
  assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), json.removed, 'the same erasures');
  assert.deepEqual(await page.evaluate(() => window.seedmaze.solution()), json.solution);
  assert.equal((await state(page)).cells, json.cells);
  assert.equal(await bar(page), 'Floor 1 of 3');
  assert.match(await page.locator('#hud-size').textContent(), /^3 floors of \d+×\d+$/);
  const floorOf = (cell) => Math.floor(cell / (json.width * json.height));
  let floor = 0;
  for (const [i, key] of json.keys.entries()) {
    await tap(page, key);
    const cell = json.solution[i + 1];
    assert.equal((await state(page)).player, cell, `${key} to ${cell}`);
    if (floorOf(cell) !== floor) {
      floor = floorOf(cell);
      assert.equal(await bar(page), `Floor ${floor + 1} of 3`, 'the bar names the new floor');
      if (cell !== json.exit) assert.equal(await heard(page), `Floor ${floor + 1} of 3.`, 'a climb says the floor');
      if (floor === 1) await page.screenshot({ path: `${OUT}floors-desktop.png` });
    }
  }
  assert.equal((await state(page)).won, true);
  assert.match(await heard(page), /solved/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the touch pad's up and down buttons climb and descend: a 3-floor level won by taps alone", async () => {
  const json = await cli(ARGS);
  const { page, context, problems } = await openGame(env, QUERY, PHONE);
  const BUTTON = {
    ArrowUp: 'Move north',
    ArrowRight: 'Move east',
    ArrowDown: 'Move south',
    ArrowLeft: 'Move west',
    PageUp: 'Move up',
    PageDown: 'Move down',
  };
  assert.equal(await page.locator('#pad button:visible').count(), 6, 'four ways and the stairs');
  let last = null;
  for (const key of json.keys) {
    // The same button again within 300 ms would roll (a double tap): one cell at a time waits that long.
    if (key === last) await pageTimePasses(page, { ms: 320 });
    await page.locator('#pad').getByRole('button', { name: BUTTON[key], exact: true }).tap();
    last = key;
  }
  await page.waitForFunction(() => window.seedmaze.state().won);
  assert.equal(await bar(page), 'Floor 3 of 3', 'the phone bar names the floor');
  const level = await page.evaluate(() => {
    const field = document.getElementById('hud-level');
    return { text: field.textContent, whole: field.scrollWidth <= field.clientWidth };
  });
  assert.deepEqual(level, { text: 'Level 3 of 499', whole: true }, 'and the level beside it, whole');
  await page.screenshot({ path: `${OUT}floors-phone-won.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a player who only hears the announcements wins a 3-floor level, the stairs said at each cell', async () => {
  const { page, context, problems } = await openGame(env, QUERY);
  const MOVES = {
    north: 'ArrowUp',
    east: 'ArrowRight',
    south: 'ArrowDown',
    west: 'ArrowLeft',
    up: 'PageUp',
    down: 'PageDown',
  };
  const BACK = { north: 'south', east: 'west', south: 'north', west: 'east', up: 'down', down: 'up' };
  // A depth-first search by ear: at each new place, I says the floor, the stairs and the open ways; the bot
  // names places by what it walked, so it never looks at the game's state.
  const trail = [];
  const seen = new Set();
  let place = '';
  let said = '';
  let steps = 0;
  for (; steps < 4000 && !/solved/.test(said); steps++) {
    await tap(page, 'i');
    said = await heard(page);
    const m = said.match(/^Floor (\d) of 3\.(?: Stairs (up|down|up and down) here\.)? Open: ([a-z, ]+)\.$/);
    assert.ok(m, `after I: ${JSON.stringify(said)}`);
    seen.add(place);
    const stairs = m[2] ? m[2].split(' and ') : [];
    const ways = [...(m[3] === 'none' ? [] : m[3].split(', ')), ...stairs];
    const next = ways.find((w) => !seen.has(`${place}/${w}`) && w !== BACK[trail.at(-1)]);
    const way = next ?? BACK[trail.pop()];
    assert.ok(way, 'the bot is never stuck');
    if (next) {
      seen.add(`${place}/${next}`);
      trail.push(next);
      place = `${place}/${next}`;
    } else {
      place = place.slice(0, place.lastIndexOf('/'));
    }
    await tap(page, MOVES[way]);
    said = await heard(page);
  }
  assert.match(said, /Level 3 solved/);
  console.log(`the listening bot won a 3-floor level in ${steps} moves`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('floors with a word or a weave, or out of range, leave a notice and the plain maze', async () => {
  for (const query of [
    '?seed=x&floors=9',
    '?seed=x&floors=two',
    '?seed=x&floors=3&weave=1',
    '?seed=x&floors=3&mask=HI',
  ]) {
    const { page, context, problems } = await openGame(env, query);
    await page.waitForFunction(() => !document.getElementById('notice').hidden);
    assert.match(await page.locator('#notice-list').textContent(), /floors/);
    assert.equal(await bar(page), '', `${query}: one floor`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('fog, footprints and records work across floors: a foggy 3-floor level won by the keys keeps its record', async () => {
  const json = await cli(ARGS);
  const { page, context, problems } = await openGame(env, `${QUERY}&mode=fog`);
  assert.equal(await page.locator('#hud-mode').textContent(), 'Fog of war');
  assert.equal(await bar(page), 'Floor 1 of 3');
  for (const key of json.keys) await tap(page, key);
  const s = await state(page);
  assert.equal(s.won, true);
  // Footprints on every floor the ball walked, the trail from the start to the exit.
  const perFloor = new Set(s.trail.map((c) => Math.floor(c / (json.width * json.height))));
  assert.deepEqual([...perFloor].sort(), [0, 1, 2], 'footprints on each floor');
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('seedmaze.best')));
  assert.ok(
    stored.some((k) => k.includes('floors=3')),
    `a record of the floors maze: ${stored}`,
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test("the menu's Floors choice makes this seed and level a maze of floors, and back to one", async () => {
  const { page, context, problems } = await openGame(env, '?seed=e2e-floors&level=3');
  await openMenu(page);
  await page.selectOption('#floors-select', '3');
  await page.waitForFunction(() => document.getElementById('hud-floor').textContent === 'Floor 1 of 3', null, {
    timeout: 30_000,
  });
  assert.equal((await state(page)).query, 'seed=e2e-floors&level=3&floors=3');
  await openMenu(page);
  assert.equal(await page.inputValue('#floors-select'), '3', 'the menu shows the floors played');
  await page.selectOption('#floors-select', '1');
  await page.waitForFunction(() => window.seedmaze.state().query === 'seed=e2e-floors&level=3');
  assert.equal(await bar(page), '');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a challenge on a 3-floor level is judged, and the friend it is passed to races a ghost up the stairs', async () => {
  const json = await cli(ARGS);
  const moves = json.keys.length;
  const { page, context, problems } = await openGame(env, `${QUERY}&beat=600000-${moves + 5}`);
  const banner = page.locator('#challenge');
  assert.equal(await banner.textContent(), `Challenge: Beat 10:00.0 in ${moves + 5} moves`);
  // A player's pace: a run under 10 ms a move is not believable (`link::challenge::MIN_MS_PER_MOVE`), and its link
  // would carry no challenge; taps on an idle machine go faster than that.
  for (const key of json.keys.slice(0, -1)) await tap(page, key);
  await pageTimePasses(page, { frames: 1, ms: 10 * moves });
  await tap(page, json.keys.at(-1));
  assert.match(await banner.textContent(), /^Result: You beat the time by .* and used 5 fewer moves\.$/);
  const link = await copiedBy(page, '#win-challenge');
  const m = link.match(/(http:\S+\?seed=e2e-floors&level=3&floors=3&beat=\d+-(\d+)&run=[\w-]+)$/);
  assert.ok(m, link);
  assert.equal(Number(m[2]), moves);
  const friend = await context.newPage();
  await friend.goto(m[1]);
  await friend.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  assert.deepEqual(
    await friend.evaluate(() => window.seedmaze.state().notices),
    [],
    'the run with its stairs is valid',
  );
  // What only a race shows: the ghost waits for the first move, then runs at the sender's pace (it
  // pulls ahead of a player who stands still), climbs to the exit on the top floor (the I key says
  // so), and the win compares the two.
  assert.equal(await friend.textContent('#hud-ghost'), 'ghost 0.0 s', 'the ghost waits for the first move');
  await tap(friend, json.keys[0]);
  await friend.waitForFunction(() => /^ghost \+\d/.test(document.getElementById('hud-ghost').textContent));
  let place = '';
  for (let i = 0; i < 300 && !/reached the exit/.test(place); i++) {
    await pageTimePasses(friend, { frames: 1, ms: 200 });
    await tap(friend, 'i');
    place = await heard(friend);
  }
  assert.match(place, /The ghost has reached the exit\.$/, 'the ghost climbed to the exit');
  for (const key of json.keys.slice(1)) await tap(friend, key);
  await friend.waitForFunction(() => /The ghost won by \d/.test(document.getElementById('win-text').textContent));
  assert.equal(await bar(friend), 'Floor 3 of 3');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Presses `key` and counts the different pictures the board's canvas shows over the next 1.5 s. */
async function picturesAfter(page, key) {
  // The picture before is taken, and the sampling started, before the key goes.
  await page.evaluate(() => {
    const canvas = document.getElementById('maze');
    const seen = new Set([canvas.toDataURL()]);
    const end = performance.now() + 1500;
    window.sampled = new Promise((done) => {
      const grab = () => {
        seen.add(canvas.toDataURL());
        if (performance.now() < end) requestAnimationFrame(grab);
        else done(seen.size);
      };
      requestAnimationFrame(grab);
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => window.sampled);
}

test('the view glides between floors, and with reduced motion it goes there at once', async () => {
  const json = await cli(ARGS);
  const climb = json.keys.indexOf('PageUp');
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const { page, context, problems } = await openGame(env, QUERY, { reducedMotion });
    for (const key of json.keys.slice(0, climb)) await tap(page, key);
    // The picture before, the frames of the glide, the floor reached; or the two alone.
    const pictures = await picturesAfter(page, 'PageUp');
    assert.equal((await state(page)).player, json.solution[climb + 1]);
    if (reducedMotion === 'reduce') assert.equal(pictures, 2, 'the floor reached at once');
    else assert.ok(pictures >= 4, `a glide of ${pictures - 2} frames between the two floors`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
