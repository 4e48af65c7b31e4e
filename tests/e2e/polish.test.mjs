// A player's polish: the bar fits at 320, 390 and 1000 px with its longest values, every field whole (the
// level and the moves always shown, the rest on a second line or giving way by their order); Enter goes on from the
// win card after a share; a link's five notices are all readable on a phone and leave the ball in sight (the first
// move puts them away); a share leaves the maze its size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, cli, state, solution, walk, tap, eventually, catchCopies, OUT } from './harness.mjs';

const env = useSite();

// The bar's fields in the order they give way (docs/features.md, "The bar"): a field shown on the bar's second line
// never stands before one of an earlier rank.
const RANKS = ['level', 'moves', 'time', 'ghost', 'held', 'floor', 'mode', 'size', 'best', 'seed'];

/** Run in the page: every shown field of the bar, its text, whether the text fits its box, and where it stands
 * (`shown`: wholly inside the bar's box; `gave way`: wholly below its last line, clipped). `set` writes longer values
 * first, in the same task, before the page's next picture writes its own. */
function measure(set) {
  for (const [id, text] of Object.entries(set)) document.getElementById(id).textContent = text;
  const hud = document.querySelector('.hud').getBoundingClientRect();
  return [...document.querySelectorAll('.hud dd')]
    .filter((dd) => dd.getClientRects().length > 0)
    .map((dd) => {
      const r = dd.getBoundingClientRect();
      const inside = r.top >= hud.top - 0.5 && r.bottom <= hud.bottom + 0.5 && r.right <= hud.right + 0.5;
      return {
        id: dd.id,
        text: dd.textContent,
        fits: dd.scrollWidth <= dd.clientWidth,
        where: inside ? 'shown' : r.top >= hud.bottom - 0.5 ? 'gave way' : 'cut',
        line: Math.round(r.top - hud.top),
        left: r.left,
      };
    });
}

/** Asserts the bar at `width`: no field cut, the level and the moves shown, the shown fields in rank order. */
function checkBar(fields, width, what) {
  const name = (f) => f.id.replace('hud-', '');
  for (const f of fields) {
    assert.ok(f.fits, `${width} px, ${what}: ${f.id} "${f.text}" is cut short`);
    assert.notEqual(f.where, 'cut', `${width} px, ${what}: ${f.id} "${f.text}" is sliced by the bar's edge`);
  }
  for (const id of ['hud-level', 'hud-moves'])
    assert.equal(fields.find((f) => f.id === id)?.where, 'shown', `${width} px, ${what}: ${id} shown`);
  const shown = fields.filter((f) => f.where === 'shown').sort((a, b) => a.line - b.line || a.left - b.left);
  const ranks = shown.map((f) => RANKS.indexOf(name(f)));
  assert.deepEqual(
    ranks,
    [...ranks].sort((a, b) => a - b),
    `${width} px, ${what}: in rank order: ${shown.map(name)}`,
  );
  const gave = fields.filter((f) => f.where === 'gave way').map(name);
  console.log(
    `${width} px, ${what}: shown ${shown.map((f) => `${name(f)} "${f.text}"`).join(', ')}; gave way: ${gave}`,
  );
}

test('the bar at 320, 390 and 1000 px with its longest values: every field whole, the level and the moves shown', async () => {
  // The level's longest words, as level 499 of 8 floors and 4 doors names itself (a maze of 4 million cells: too big
  // to walk to a door here).
  const big = await openGame(env, '?seed=pt&level=499&floors=8&doors=4');
  const level = await big.page.textContent('#hud-level');
  assert.equal(level, 'Level 499 of 499');
  assert.equal(await big.page.textContent('#hud-floor'), 'Floor 1 of 8');
  assert.deepEqual(big.problems, []);
  await big.context.close();
  // The rest played on level 3 of the same link: 99 hints taken, then the way up to door A and a press into it.
  const link = ['--seed', 'pt', '--level', '3', '--floors', '8'];
  const [json, plain] = await Promise.all([cli([...link, '--doors', '4']), cli(link)]);
  const { page, context, problems } = await openGame(env, '?seed=pt&level=3&floors=8&doors=4');
  await solution(page);
  const [a, b] = json.doors[0].cells;
  const upTo = plain.solution.findIndex((c, i) => c === a && plain.solution[i + 1] === b);
  assert.ok(upTo > 0, 'door A is on the way');
  const there = plain.keys[0];
  const undo = { ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp', ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' }[there];
  assert.ok(undo, `the first move is an arrow: ${there}`);
  const mode = () => page.evaluate(() => document.getElementById('hud-mode').textContent);
  for (let n = 1; n <= 99; n++) {
    await tap(page, '?');
    await eventually(page, async () => (await mode()) === `${n} hint${n === 1 ? '' : 's'}`, `hint ${n}`);
    // One move there and one back: one of the two leads away, which ends the hint, so the next press counts.
    await tap(page, there);
    await tap(page, undo);
  }
  assert.equal((await state(page)).player, plain.solution[0]);
  for (const key of plain.keys.slice(0, upTo)) await tap(page, key);
  await tap(page, plain.keys[upTo]);
  await eventually(
    page,
    async () => (await page.textContent('#hud-held')) === 'Door A needs key A',
    'the locked-door message',
  );
  assert.match(await page.textContent('#hud-floor'), /^Floor \d of 8$/);
  assert.equal(await mode(), '99 hints');
  assert.ok((await state(page)).moves >= 198);
  // Digits are tabular: "Floor 8 of 8" is as wide as any floor's; the keys held are checked with all four too. Each
  // check writes every field it changes (the page writes a field again only when its own value changes).
  const floor = await page.textContent('#hud-floor');
  const longest = [
    { 'hud-level': level, 'hud-held': 'Door A needs key A', 'hud-floor': floor },
    { 'hud-level': level, 'hud-held': 'Keys: A, B, C, D', 'hud-floor': 'Floor 8 of 8' },
  ];
  for (const width of [1000, 390, 320]) {
    await page.setViewportSize({ width, height: width > 640 ? 760 : 844 });
    for (const [i, set] of longest.entries())
      checkBar(await page.evaluate(measure, set), width, i === 0 ? 'at a locked door' : 'with four keys');
    await page.screenshot({ path: `${OUT}polish-bar-${width}.png`, clip: { x: 0, y: 0, width, height: 60 } });
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('after a share Enter goes on from the win card, and a share leaves the maze and the status line their size', async () => {
  const { page, context, problems } = await openGame(env, '?seed=pt&level=3');
  const { width } = await state(page);
  await walk(page, await solution(page), width);
  await page.waitForFunction(() => !document.getElementById('win').hidden);
  await page.evaluate(catchCopies);
  const sizes = () =>
    page.evaluate(() => {
      const v = window.seedmaze.view();
      const box = (id) => JSON.stringify(document.getElementById(id).getBoundingClientRect());
      return { maze: [v.cw, v.ch, v.s], board: box('board'), status: box('status') };
    });
  const before = await sizes();
  await page.click('#win-result');
  await page.waitForFunction(() => window.__copied && document.getElementById('status').textContent);
  await eventually(page, () => page.evaluate(() => document.activeElement?.id === 'win-next'), 'focus on Next level');
  assert.deepEqual(await sizes(), before, 'the maze, the board or the status line changed size after the share');
  // A keyboard user shares with Enter on the share button, and the focus goes back to Next level.
  await page.evaluate(() => (window.__copied = undefined));
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'win-result');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__copied);
  await eventually(page, () => page.evaluate(() => document.activeElement?.id === 'win-next'), 'focus back');
  assert.equal((await state(page)).level, 3, 'the share did not go on');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.seedmaze.state().level === 4);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a phone: a link's five notices are all readable and the ball is in sight; the first move puts them away", async () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  const { page, context, problems } = await openGame(env, '?seed=pt!&level=999&shape=blob&doors=9&algo=nope', phone);
  const s = await state(page);
  assert.equal(s.notices.length, 5, s.notices.join('\n'));
  const seen = await page.evaluate(() => {
    const list = document.getElementById('notice-list').getBoundingClientRect();
    const notice = document.getElementById('notice').getBoundingClientRect();
    const lines = [...document.querySelectorAll('#notice-list li')].map((li) => li.getBoundingClientRect());
    const maze = document.getElementById('maze').getBoundingClientRect();
    const v = window.seedmaze.view();
    const st = window.seedmaze.state();
    const [x, y] = [st.player % st.width, Math.floor(st.player / st.width)];
    const cell = v.s / v.dpr;
    const left = maze.left + (v.ox - v.camX) / v.dpr + x * cell;
    const top = maze.top + (v.oy - v.camY) / v.dpr + y * cell;
    return {
      whole: lines.every((r) => r.top >= list.top - 0.5 && r.bottom <= list.bottom + 0.5),
      onScreen: notice.top >= 0 && notice.bottom <= innerHeight,
      ballClear: top + cell <= notice.top || top >= notice.bottom,
      ballOnBoard: left >= maze.left && top >= maze.top && left + cell <= maze.right && top + cell <= maze.bottom,
    };
  });
  assert.deepEqual(seen, { whole: true, onScreen: true, ballClear: true, ballOnBoard: true });
  await page.screenshot({ path: `${OUT}polish-notice-390.png` });
  // The first move of the way (from the top-left corner: east or south).
  await tap(page, (await solution(page))[1] === 1 ? 'ArrowRight' : 'ArrowDown');
  await page.waitForFunction(() => document.getElementById('notice').hidden);
  assert.equal((await state(page)).moves, 1);
  assert.deepEqual(problems, []);
  await context.close();
});
