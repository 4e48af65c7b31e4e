// The maze from inside (V): the CLI's solution turned into inside presses by the test's own reading of the contract
// (docs/contract.md, "The inside view"): the ball faces one side of its cell; Left and Right turn to the next side by
// angle, Down turns around, Up steps through the side faced; after a step it faces the side of its new cell nearest
// the step's direction (the clockwise one of two). Wins with the CLI's number of moves; a step into a wall is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, state, tap, cli, openWays, settled, eventually, OUT } from './harness.mjs';
import { presses } from './inside-walk.mjs';

const env = useSite();
/** Waits until the page shows the maze from inside (its build loads with the first V). */
const insideNow = (page) =>
  eventually(
    page,
    async () => (await page.locator('[data-do=view]').getAttribute('aria-pressed')) === 'true',
    'inside',
  );

// `walk` names the cells' layout in tests/e2e/inside-walk.mjs (a woven maze's cells are square's; under a bridge the
// ball goes two cells at once, straight on).
const CASES = [
  { name: 'square', walk: 'square', args: ['--level', '6'], query: 'level=6' },
  { name: 'hex', walk: 'hex', args: ['--level', '5', '--shape', 'hex'], query: 'level=5&shape=hex' },
  {
    name: 'triangle',
    walk: 'triangle',
    args: ['--level', '5', '--shape', 'triangle'],
    query: 'level=5&shape=triangle',
  },
  { name: 'circle', walk: 'circle', args: ['--level', '5', '--shape', 'circle'], query: 'level=5&shape=circle' },
  { name: 'woven', walk: 'square', args: ['--level', '6', '--weave'], query: 'level=6&weave=1', under: true },
  { name: '3-floor', walk: 'floors', args: ['--level', '6', '--floors', '3'], query: 'level=6&floors=3', climbs: true },
  { name: '2-door', walk: 'square', args: ['--level', '5', '--doors', '2'], query: 'level=5&doors=2', doors: 2 },
];

for (const { name, walk, args, query, ...kind } of CASES) {
  const shape = name;
  test(`inside a ${name} maze: the CLI's solution as turns and steps wins with its number of moves`, async () => {
    // A seed whose start has one way open, so that the start's facing is that way in every shape.
    const seed = 'inside';
    const json = await cli(['--seed', seed, ...args]);
    const ways = openWays(json);
    const { page, context, problems } = await openGame(env, `?seed=${seed}&${query}`);
    try {
      await page.keyboard.press('v');
      await insideNow(page);
      // The view's build loads with the first V: once it is there, it says where the ball faces.
      await eventually(
        page,
        async () => /Inside the maze\. Facing /.test(await page.locator('#announce').textContent()),
        'the view says where it faces',
      );
      await settled(page);
      await page.screenshot({ path: `${OUT}inside-${shape}-start.png` });
      // Up into a wall first, when the start faces one: refused, not counted.
      const keys = presses(walk, json, json.solution);
      assert.ok(ways[json.solution[0]].length >= 1);
      // The level is of the kind named: its solution goes under a bridge, climbs, or passes its doors.
      const w = json.width;
      const jumps = json.solution.slice(1).filter((c, i) => [2, 2 * w].includes(Math.abs(c - json.solution[i])));
      if (kind.under) assert.ok(jumps.length > 0, 'a tunnel on the way');
      if (kind.climbs) assert.ok(keys.includes('PageUp'), 'a stair on the way');
      if (kind.doors) assert.equal(json.doors.length, kind.doors);
      for (const key of keys) await tap(page, key);
      await eventually(page, async () => (await state(page)).won, `the ${shape} level won from inside`);
      assert.equal((await state(page)).moves, json.solution.length - 1, 'one move a step, no move a turn');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test("inside a word maze: the letters' cells are square's, and the CLI's solution as turns and steps wins", async () => {
  // A word maze numbers its cells as the whole square does (only the letters' cells are in it).
  const json = await cli(['--seed', 'inside', '--level', '3', '--mask', 'HI']);
  const { page, context, problems } = await openGame(env, '?seed=inside&level=3&mask=HI&view=inside');
  try {
    await insideNow(page);
    for (const key of presses('square', json, json.solution)) await tap(page, key);
    await eventually(page, async () => (await state(page)).won, 'the word maze won from inside');
    assert.equal((await state(page)).moves, json.solution.length - 1, 'one move a step, no move a turn');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('inside: a step into a wall is refused and not counted; a turn is no move', async () => {
  const json = await cli(['--seed', 'inside-wall', '--level', '3']);
  const { page, context, problems } = await openGame(env, '?seed=inside-wall&level=3');
  try {
    await page.keyboard.press('v');
    await insideNow(page);
    // Turn until the side faced is a wall of the start cell (north or west are the border), then press Up.
    await tap(page, 'ArrowLeft');
    await tap(page, 'ArrowUp');
    await tap(page, 'ArrowLeft');
    await tap(page, 'ArrowUp');
    await eventually(page, async () => /Wall/.test(await page.locator('#announce').textContent()), 'the bump said');
    const s = await state(page);
    assert.equal(s.moves, 0, 'no move counted');
    assert.equal(s.player, 0, 'the ball stays');
    assert.ok(json.solution.length > 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a link with view=inside opens inside: keys pressed from its first frame walk it to the win, as from inside', async () => {
  const seed = 'inside';
  const json = await cli(['--seed', seed, '--level', '6']);
  const keys = presses('square', json, json.solution);
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  try {
    // A fast player: every key sent from the moment the page commits, before either build is there.
    await page.goto(`${env.base}?seed=${seed}&level=6&view=inside`, { waitUntil: 'commit' });
    await page.waitForSelector('#board');
    for (const key of keys) await tap(page, key);
    // The win, before the page goes on to the next level.
    await page.waitForFunction(() => window.seedmaze?.state()?.won, null, { timeout: 30000 });
    assert.equal((await state(page)).moves, json.solution.length - 1, 'each step one move, each turn none');
    assert.equal(await page.locator('[data-do=view]').getAttribute('aria-pressed'), 'true');
    assert.match(page.url(), /view=inside/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a bad view= is named in a notice, with the top view; V writes view=inside into the address and V again takes it out', async () => {
  const { page, context, problems } = await openGame(env, '?seed=inside&level=3&view=sideways');
  try {
    const notice = await page.locator('#notice-list').textContent();
    assert.match(notice, /view/);
    assert.match(notice, /top view/);
    assert.equal(await page.locator('[data-do=view]').getAttribute('aria-pressed'), 'false');
    assert.doesNotMatch(page.url(), /view=/);
    await page.keyboard.press('v');
    await insideNow(page);
    await eventually(page, async () => /view=inside/.test(page.url()), 'the address says inside');
    await page.keyboard.press('v');
    await eventually(page, async () => !/view=/.test(page.url()), 'the address says above');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** The corridor ahead of `cell` facing `dir` ([dx, dy]) in a square maze, by the test's own walk of the CLI's ways: the
 * words the page should say after "Facing …." */
function corridor(json, ways, cell, [dx, dy]) {
  const w = json.width;
  const step = (c) => {
    const [x, y] = [(c % w) + dx, Math.floor(c / w) + dy];
    const n = y * w + x;
    return x >= 0 && x < w && y >= 0 && y < json.height && ways[c].includes(n) ? n : null;
  };
  let [from, at] = [cell, step(cell)];
  if (at === null) return 'Wall ahead.';
  for (let count = 1; ; count++) {
    const unit = count === 1 ? 'cell' : 'cells';
    const then = (what) => `Corridor ahead, ${count} ${unit}, then ${what}.`;
    if (at === json.exit) return then('the exit');
    const on = ways[at].filter((n) => n !== from);
    if (on.length === 0) return then('a dead end');
    if (on.length > 1) return then('a fork');
    const next = step(at);
    if (next !== on[0]) {
      // Right of east is south: the turn's side by the cross product of the two steps (y down).
      const [tx, ty] = [(on[0] % w) - (at % w), Math.floor(on[0] / w) - Math.floor(at / w)];
      return then(dx * ty - dy * tx > 0 ? 'a turn right' : 'a turn left');
    }
    [from, at] = [at, next];
  }
}

test('from inside, a step says what lies ahead as the test walks it: the corridor, its cells and what ends it', async () => {
  const seed = 'inside';
  const json = await cli(['--seed', seed, '--level', '6']);
  const ways = openWays(json);
  const { page, context, problems } = await openGame(env, `?seed=${seed}&level=6`);
  try {
    await page.keyboard.press('v');
    await insideNow(page);
    const said = async () => (await page.locator('#announce').textContent()).trim();
    const first = new RegExp(`Facing east\\. ${corridor(json, ways, 0, [1, 0]).replace(/\./g, '\\.')}`);
    await eventually(page, async () => first.test(await said()), 'where the ball faces, and what lies ahead');
    const keys = presses('square', json, json.solution);
    const dirs = { east: [1, 0], south: [0, 1], west: [-1, 0], north: [0, -1] };
    let steps = 0;
    for (const key of keys.slice(0, 40)) {
      await tap(page, key);
      if (key !== 'ArrowUp') continue;
      steps += 1;
      await eventually(page, async () => (await state(page)).moves === steps, `step ${steps}`);
      const s = await state(page);
      const text = await said();
      const facing = text.match(/^Facing (\w+)\./)?.[1];
      assert.ok(facing in dirs, `step ${steps} says where it faces: ${text}`);
      assert.equal(text, `Facing ${facing}. ${corridor(json, ways, s.player, dirs[facing])}`, `after step ${steps}`);
    }
    assert.ok(steps >= 10, 'ten steps and more checked');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('from inside, O shows the whole maze from above, where keys move as from above; a move or O again goes back inside', async () => {
  const seed = 'inside';
  const json = await cli(['--seed', seed, '--level', '40']);
  const ways = openWays(json);
  const { page, context, problems } = await openGame(env, `?seed=${seed}&level=40`);
  try {
    await page.keyboard.press('v');
    await insideNow(page);
    const overview = page.locator('[data-do=overview]');
    const whole = async (on) => (await overview.getAttribute('aria-pressed')) === String(on);
    assert.equal(await overview.isEnabled(), true, 'a level too big to show whole');
    await page.keyboard.press('o');
    await eventually(page, () => whole(true), 'the whole maze');
    await page.keyboard.press('o');
    await eventually(page, () => whole(false), 'back inside with O');
    await page.keyboard.press('o');
    await eventually(page, () => whole(true), 'the whole maze again');
    // From above, the arrow towards the start's open side moves the ball: one move, not a turn; as from above, a move
    // ends the whole maze's view, back inside.
    const key = ways[0].includes(1) ? 'ArrowRight' : 'ArrowDown';
    await tap(page, key);
    await eventually(page, async () => (await state(page)).moves === 1, 'a move from above');
    await eventually(page, () => whole(false), 'back inside after the move');
    // Inside again: Left and Right turn, no move.
    await tap(page, 'ArrowLeft');
    await tap(page, 'ArrowRight');
    await eventually(
      page,
      async () => /^Facing /.test((await page.locator('#announce').textContent()).trim()),
      'a turn',
    );
    assert.equal((await state(page)).moves, 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('on a phone the view button is an icon among the actions, in their two rows, and a tap on it goes inside', async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const { page, context, problems } = await openGame(env, '?seed=inside&level=40', phone);
  try {
    const button = page.locator('[data-do=view]');
    assert.ok(await button.isVisible(), 'shown on a phone');
    const rows = await page.evaluate(
      () =>
        new Set(
          [...document.querySelectorAll('.actions button')]
            .filter((b) => b.offsetParent && !b.hidden)
            .map((b) => Math.round(b.getBoundingClientRect().top)),
        ).size,
    );
    assert.equal(rows, 2, 'the actions, the whole maze and the view included, in two rows');
    assert.equal((await button.locator('.label').textContent()).trim(), 'Inside', 'its words, for screen readers');
    await button.tap();
    await insideNow(page);
    assert.equal((await button.locator('.label').textContent()).trim(), 'Above');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** The farthest cell (at most `most` cells) straight along `step` from cell 0 of a `w`-wide square maze, each wall
 * between open and no fork before it; `k` is how many cells on it lies. */
function straightRun(ways, w, step, most) {
  let k = 0;
  while (k < most) {
    const [at, next] = [k * step, (k + 1) * step];
    if ((step === 1 && next % w === 0) || !ways[at].includes(next) || (k > 0 && ways[at].length > 2)) break;
    k += 1;
  }
  return { k, target: k * step };
}

test('on a phone inside, a tap on the floor ahead walks there; a tap above the horizon is a wall and no move', async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  // The first seed whose start looks down a straight corridor of two cells or more (east, or south after a turn).
  let found = null;
  for (const seed of ['inside', 'inside-tap', 'tap-2', 'tap-3', 'tap-4', 'tap-5']) {
    const json = await cli(['--seed', seed, '--level', '6']);
    const ways = openWays(json);
    const east = straightRun(ways, json.width, 1, 3);
    const south = straightRun(ways, json.width, json.width, 3);
    const run = east.k >= south.k ? { ...east, turn: null } : { ...south, turn: 'ArrowRight' };
    if (run.k >= 2) {
      found = { seed, ...run };
      break;
    }
  }
  assert.ok(found, 'a seed with a straight corridor from the start');
  const { page, context, problems } = await openGame(env, `?seed=${found.seed}&level=6&view=inside`, phone);
  try {
    await insideNow(page);
    // A turn waits for the view's build and says the new facing: facing down the corridor, the view is drawn.
    for (const key of found.turn ? [found.turn] : ['ArrowLeft', 'ArrowRight']) await tap(page, key);
    const facing = found.turn ? 'south' : 'east';
    await eventually(
      page,
      async () => (await page.locator('#announce').textContent()).startsWith(`Facing ${facing}. Corridor ahead`),
      `facing ${facing}`,
    );
    await settled(page);
    // The test's own pinhole: 90° across, the eye half a wall up, so the floor at depth d lies a quarter of the
    // width over d below the middle row; the target's centre is k cells straight ahead.
    const box = await page.locator('#maze').boundingBox();
    const middle = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(middle[0], middle[1] + box.width / 4 / found.k);
    await eventually(
      page,
      async () => {
        const s = await state(page);
        return s.player === found.target && s.moves === found.k;
      },
      'the ball walked to the cell tapped, one move a cell',
    );
    await settled(page);
    // Above the horizon there is no floor: a wall, or sight's end. Nothing moves, and the page says so.
    await page.touchscreen.tap(middle[0], middle[1] - box.height / 8);
    await eventually(page, async () => /wall/.test(await page.locator('#announce').textContent()), 'a wall, said');
    const s = await state(page);
    assert.deepEqual([s.player, s.moves], [found.target, found.k], 'no move');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test("on a phone inside a hex maze, the pad is a step and three turns, and its buttons win the CLI's solution", async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const json = await cli(['--seed', 'inside', '--level', '1', '--shape', 'hex']);
  const { page, context, problems } = await openGame(env, '?seed=inside&level=1&shape=hex&view=inside', phone);
  try {
    await insideNow(page);
    const buttons = { ArrowUp: '.pad-n', ArrowRight: '.pad-e', ArrowDown: '.pad-s', ArrowLeft: '.pad-w' };
    const words = {
      ArrowUp: 'Step forward',
      ArrowRight: 'Turn right',
      ArrowDown: 'Turn around',
      ArrowLeft: 'Turn left',
    };
    for (const [key, selector] of Object.entries(buttons))
      assert.equal((await page.locator(`#pad ${selector} .visually-hidden`).textContent()).trim(), words[key]);
    assert.equal(await page.locator('#pad .pad-5').isVisible(), false, "hex's two more ways are not inside's");
    // The up arrow over the down arrow, the turns beside: the square's cross, not hex's rows.
    const at = async (selector) => page.locator(`#pad ${selector}`).boundingBox();
    const [up, down, left] = [await at('.pad-n'), await at('.pad-s'), await at('.pad-w')];
    assert.ok(Math.abs(up.x - down.x) < 1 && up.y < down.y && left.x < down.x, 'a cross');
    const keys = presses('hex', json, json.solution);
    // A button tapped twice within 300 ms rolls (input_state.rs, DOUBLE_TAP_MS): the same button again waits for the
    // page's clock to pass that.
    let last = { key: null, at: 0 };
    for (const key of keys) {
      if (key === last.key) await page.waitForFunction((t) => performance.now() > t, last.at + 320);
      await page.locator(`#pad ${buttons[key]}`).tap();
      last = { key, at: await page.evaluate(() => performance.now()) };
    }
    await page.waitForFunction(() => window.seedmaze?.state()?.won, null, { timeout: 30000 });
    assert.equal((await state(page)).moves, json.solution.length - 1, 'each step one move, each turn none');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('study=S opens the whole maze from above for S seconds, then goes inside; the first press ends it and is no move', async () => {
  const overviewOn = async (page) => (await page.locator('[data-do=overview]').getAttribute('aria-pressed')) === 'true';
  const insideOn = async (page) => (await page.locator('[data-do=view]').getAttribute('aria-pressed')) === 'true';
  // Three seconds from the first frame, whole from above, then inside by itself.
  const timed = await openGame(env, '?seed=inside&level=40&view=inside&study=3');
  try {
    const { page } = timed;
    assert.ok(await overviewOn(page), 'the whole maze while it is studied');
    assert.equal(await insideOn(page), false);
    await eventually(page, () => insideOn(page), 'inside once the time is up');
    assert.equal(await overviewOn(page), false);
    assert.equal((await state(page)).moves, 0);
    assert.deepEqual(timed.problems, []);
  } finally {
    await timed.context.close();
  }
  // A minute's study, ended by the first press, which is not a move; the next ones play from inside.
  const json = await cli(['--seed', 'inside', '--level', '6']);
  const pressed = await openGame(env, '?seed=inside&level=6&view=inside&study=60');
  try {
    const { page } = pressed;
    assert.equal(await insideOn(page), false, 'studying');
    await tap(page, 'ArrowUp');
    await eventually(page, () => insideOn(page), 'inside after the first press');
    assert.equal((await state(page)).moves, 0, 'the press that ended the study is no move');
    for (const key of presses('square', json, json.solution)) await tap(page, key);
    await page.waitForFunction(() => window.seedmaze.state().won, null, { timeout: 30000 });
    assert.equal((await state(page)).moves, json.solution.length - 1);
    assert.deepEqual(pressed.problems, []);
  } finally {
    await pressed.context.close();
  }
  // Without the view from inside, study= is named in a notice and left out.
  const alone = await openGame(env, '?seed=inside&level=6&study=10');
  try {
    const notice = await alone.page.locator('#notice-list').textContent();
    assert.match(notice, /study 10|study "10"/);
    assert.match(notice, /view=inside/);
    assert.equal(await insideOn(alone.page), false);
    assert.deepEqual(alone.problems, []);
  } finally {
    await alone.context.close();
  }
});

test("the menu's 'Study the map first' makes the level again with study= and the view from inside", async () => {
  const { page, context, problems } = await openGame(env, '?seed=inside&level=6');
  try {
    await openMenu(page);
    assert.equal(await page.locator('#study-select').inputValue(), 'off');
    await page.selectOption('#study-select', '5');
    await eventually(page, async () => /view=inside&study=5/.test(page.url()), 'the link asks for it');
    assert.equal((await state(page)).level, 6, 'the same level');
    await eventually(
      page,
      async () => (await page.locator('[data-do=view]').getAttribute('aria-pressed')) === 'true',
      'inside once studied',
    );
    await openMenu(page);
    assert.equal(await page.locator('#study-select').inputValue(), '5');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('V pressed during the first paint, then the walk from inside: every key is played in order, V first', async () => {
  const seed = 'inside';
  const json = await cli(['--seed', seed, '--level', '6']);
  const keys = ['v', ...presses('square', json, json.solution)];
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  try {
    // The game's build held back until the keys are in: the first paint has them all.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/pkg/seedmaze_bg.wasm', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.base}?seed=${seed}&level=6`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('seedmaze:first-paint').length === 1, null, {
      timeout: 30000,
    });
    for (const key of keys) await tap(page, key);
    release();
    await page.waitForFunction(() => window.seedmaze?.state()?.won, null, { timeout: 30000 });
    assert.equal((await state(page)).moves, json.solution.length - 1, 'each step one move, each turn none');
    assert.equal(await page.locator('[data-do=view]').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
