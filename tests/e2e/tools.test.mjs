// The menu's tools: generator choice (URL and menu), the carve replay, the search view, the
// statistics panel, SVG and PNG downloads, and printing. The command-line tool is the oracle for
// walls and statistics; every page is watched for errors and CSP violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import {
  useSite,
  openGame,
  state,
  walls,
  solution,
  cli,
  watchSecurity,
  cspViolations,
  longTasks,
  assertWorkSliced,
  pageTimePasses,
  openMenu,
  OUT,
  openTools,
  tap,
} from './harness.mjs';

const env = useSite();

const board = (page, key) => page.evaluate((k) => document.getElementById('board').dataset[k], key);
const waitBoard = (page, key, value, timeout = 20000) =>
  page.waitForFunction(([k, v]) => document.getElementById('board').dataset[k] === v, [key, value], { timeout });

/** Opens the game with CSP violations and dialogs recorded, and its menu with the tools. */
async function open(query, contextOptions = {}) {
  let dialogs;
  const opened = await openGame(env, query, contextOptions, async (page) => {
    dialogs = await watchSecurity(page);
  });
  await openTools(opened.page);
  return { ...opened, dialogs };
}

async function clean({ page, problems, dialogs }) {
  assert.deepEqual(problems, []);
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(dialogs, []);
}

/** The seven generators added after the first six. */
const NEWEST = ['eller', 'hunt-and-kill', 'growing-tree', 'division', 'sidewinder', 'binary-tree', 'aldous-broder'];

const canvasImage = (page) => page.evaluate(() => document.getElementById('maze').toDataURL());

for (const algo of ['backtracker', 'pathcut', 'prim', 'wilson', 'perfect']) {
  test(`algo=${algo} in the URL shows the CLI's ${algo} maze and selects it in the menu`, async () => {
    const expected = await cli(['--seed', 'algo-url', '--level', '4', '--algo', algo]);
    const opened = await open(`?seed=algo-url&level=4&algo=${algo}`);
    const { page } = opened;
    assert.deepEqual(await walls(page), expected.walls);
    assert.deepEqual(await solution(page), expected.solution);
    assert.equal(await page.inputValue('#algo-select'), algo);
    assert.match((await state(page)).query, new RegExp(`algo=${algo}`));
    await clean(opened);
    await opened.context.close();
  });
}

test("the seven generators after the first six: each link shows the CLI's maze and its solution, the generator selected", async () => {
  const opened = await open('?seed=algo-url&level=4');
  const { page } = opened;
  for (const algo of NEWEST) {
    const expected = await cli(['--seed', 'algo-url', '--level', '4', '--algo', algo]);
    await page.goto(`${env.base}?seed=algo-url&level=4&algo=${algo}`);
    await page.waitForFunction((a) => window.seedmaze?.state()?.query.includes(`algo=${a}`), algo);
    assert.deepEqual(await walls(page), expected.walls, algo);
    assert.deepEqual(await solution(page), expected.solution, algo);
    assert.equal(await page.inputValue('#algo-select'), algo);
    await replayedPartWay(page, algo, expected);
  }
  await clean(opened);
  await opened.context.close();
});

/** Standing interior walls of wall bytes (bit 0 east, bit 1 south), as `id`s (2·cell east, 2·cell + 1 south). */
function standingWalls(bytes, w) {
  const ids = [];
  bytes.forEach((b, i) => {
    if (i % w < w - 1 && b & 1) ids.push(2 * i);
    if (i + w < bytes.length && b & 2) ids.push(2 * i + 1);
  });
  return ids;
}

/**
 * Watches `algo`'s carve replay a quarter of the way, at 100 steps a second: every generator but
 * division has erased the CLI's first walls in the CLI's order from the full grid; division has
 * raised some of the maze's walls in an open field and none other. Skip then ends in the maze.
 */
async function replayedPartWay(page, algo, expected) {
  await openMenu(page);
  await page.fill('#anim-speed', '40');
  await page.click('#carve-watch');
  await page.waitForFunction(() => {
    const p = window.seedmaze.carve().progress;
    return p && p.done > p.total / 4;
  });
  const { progress, walls: carving } = await page.evaluate(() => window.seedmaze.carve());
  const final = standingWalls(expected.walls, expected.width);
  const now = standingWalls(carving, expected.width);
  assert.ok(progress.done < progress.total, `${algo}: shown over time, ${progress.done} of ${progress.total}`);
  const status = await page.textContent('#extras-status');
  if (algo === 'division') {
    assert.equal(progress.total, final.length, 'one step for each wall of the maze');
    assert.ok(
      now.every((id) => final.includes(id)),
      'only walls of the maze go up',
    );
    assert.ok(now.length > 0 && now.length < final.length, `${now.length} of ${final.length} raised`);
    assert.match(status, /^Dividing: [\d,]+ of [\d,]+ walls raised\.$/);
  } else {
    assert.equal(progress.total, expected.removed.length, algo);
    const carved = expected.walls.map(() => 3);
    for (const id of expected.removed.slice(0, progress.done)) carved[id >> 1] &= id & 1 ? ~2 : ~1;
    assert.deepEqual(carving, carved, `${algo}: the first ${progress.done} erasures are the CLI's`);
    assert.match(status, /^Carving: /);
  }
  await page.click('#carve-skip');
  assert.deepEqual((await page.evaluate(() => window.seedmaze.carve())).walls, expected.walls, algo);
}

test('an eller level and an aldous-broder hex level are won with the CLI’s keys', async () => {
  const opened = await open('?seed=win-new&level=3&algo=eller');
  const { page } = opened;
  for (const [query, args] of [
    ['algo=eller', ['--algo', 'eller']],
    ['shape=hex&algo=aldous-broder', ['--shape', 'hex', '--algo', 'aldous-broder']],
  ]) {
    const json = await cli(['--seed', 'win-new', '--level', '3', ...args]);
    await page.goto(`${env.base}?seed=win-new&level=3&${query}`);
    await page.waitForFunction(
      (q) => q.split('&').every((p) => window.seedmaze?.state()?.query.split('&').includes(p)),
      query,
    );
    assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), json.removed, query);
    for (const key of json.keys) await tap(page, key);
    await page.waitForFunction(() => window.seedmaze.state().won);
    const s = await state(page);
    assert.equal(s.moves, json.keys.length, query);
    assert.equal(s.shape, args.includes('hex') ? 'hex' : 'square', query);
    assert.deepEqual(s.notices, [], query);
  }
  await clean(opened);
  await opened.context.close();
});

test('the newest generators under loops, doors and the dial: the CLI’s maze and doors, a hint, the grade, won with its keys', async () => {
  const opened = await open('?seed=win-new&level=3');
  const { page } = opened;
  for (const query of [
    'level=2&algo=division&braid=30&difficulty=hard',
    'level=2&shape=hex&algo=growing-tree&doors=2',
    'level=1&shape=triangle&algo=hunt-and-kill&doors=1&difficulty=easy',
    'level=2&algo=sidewinder&doors=2',
    'level=2&algo=binary-tree&braid=20&difficulty=hard',
  ]) {
    // The link's parameters as the CLI's flags: each `name=value` is `--name value`.
    const args = query.split('&').flatMap((p) => [`--${p.split('=')[0]}`, p.split('=')[1]]);
    const json = await cli(['--seed', 'win-new', ...args]);
    await page.goto(`${env.base}?seed=win-new&${query}`);
    await page.waitForFunction(
      (q) => q.split('&').every((p) => window.seedmaze?.state()?.query.split('&').includes(p)),
      query,
    );
    assert.deepEqual(await page.evaluate(() => window.seedmaze.removed()), json.removed, query);
    const s = await state(page);
    assert.deepEqual(
      [...(s.doors ?? [])],
      (json.doors ?? []).flatMap((d) => d.cells),
      `${query}: the CLI's doors`,
    );
    assert.deepEqual(s.notices, [], query);
    await tap(page, '?');
    await page.waitForFunction(() => /1 hint/.test(document.querySelector('[data-text="mode"]').textContent));
    for (const key of json.keys) await tap(page, key);
    await page.waitForFunction(() => !document.getElementById('win').hidden);
    const win = await page.textContent('#win-text');
    assert.match(win, /with 1 hint/, `${query}: ${win}`);
    const grade = json.difficulty.grade;
    const compared = grade === 1 ? 'among the easiest 1' : `harder than ${grade - 1}`;
    assert.ok(win.includes(`Difficulty grade ${grade} of 10: ${compared} in 10 mazes`), `${query}: ${win}`);
    assert.equal((await state(page)).moves, json.keys.length, query);
  }
  await clean(opened);
  await opened.context.close();
});

test('the generator menu lists every generator and switches the same seed and level', async () => {
  const opened = await open('?seed=menu-pick&level=3');
  const { page } = opened;
  const options = await page.$$eval('#algo-select option', (list) => list.map((o) => o.value));
  assert.deepEqual(options, [
    'union-find',
    'perfect',
    'backtracker',
    'pathcut',
    'prim',
    'wilson',
    'eller',
    'hunt-and-kill',
    'growing-tree',
    'division',
    'sidewinder',
    'binary-tree',
    'aldous-broder',
  ]);
  assert.equal(await page.inputValue('#algo-select'), 'union-find');
  for (const algo of ['wilson', 'pathcut', 'union-find']) {
    // Choosing one closes the menu (the new maze is to be seen).
    await openMenu(page);
    await page.selectOption('#algo-select', algo);
    await page.waitForFunction(
      (a) =>
        window.seedmaze.state()?.query.includes(`algo=${a}`) === (a !== 'union-find') &&
        document.getElementById('hud-seed').textContent === 'menu-pick',
      algo,
    );
    const expected = await cli(['--seed', 'menu-pick', '--level', '3', '--algo', algo]);
    assert.deepEqual(await walls(page), expected.walls, algo);
    const s = await state(page);
    assert.equal(s.level, 3);
    assert.equal(new URL(page.url()).search, `?${s.query}`);
  }
  await clean(opened);
  await opened.context.close();
});

test('choosing a generator on a big level makes it in the worker', async () => {
  const opened = await open('?seed=menu-big&level=60');
  const { page } = opened;
  assert.equal((await state(page)).width, 244);
  await page.selectOption('#algo-select', 'backtracker');
  // While the worker's maze is adopted there is no game to read: the handle throws meanwhile.
  await page.waitForFunction(
    () => {
      try {
        return (
          window.seedmaze.state().query.includes('algo=backtracker') &&
          document.getElementById('board').dataset.loading === 'false'
        );
      } catch {
        return false;
      }
    },
    null,
    { timeout: 30000 },
  );
  assert.equal((await page.evaluate(() => window.seedmaze.made())).where, 'worker');
  const expected = await cli(['--seed', 'menu-big', '--level', '60', '--algo', 'backtracker']);
  assert.deepEqual(await walls(page), expected.walls);
  assert.match(page.url(), /algo=backtracker/);
  await clean(opened);
  await opened.context.close();
});

/** Interior grid points that no standing wall touches (only mazes with loops have them). */
function loosePosts(wallBytes, w, h) {
  let n = 0;
  for (let y = 1; y < h; y++) {
    for (let x = 1; x < w; x++) {
      const nw = wallBytes[(y - 1) * w + x - 1];
      if (!((nw | wallBytes[(y - 1) * w + x]) & 2) && !((nw | wallBytes[y * w + x - 1]) & 1)) n += 1;
    }
  }
  return n;
}

for (const algo of ['union-find', 'pathcut', 'division'])
  test(`the carve replay shows every wall in order and ends in a playable maze (${algo})`, async () => {
    const opened = await open(`?seed=carve-me&level=6&algo=${algo}`);
    const { page } = opened;
    const expected = await cli(['--seed', 'carve-me', '--level', '6', '--algo', algo]);
    // The replay leaves posts standing; a full draw must draw the loose ones of a maze with loops.
    if (algo === 'pathcut')
      assert.ok(loosePosts(expected.walls, expected.width, expected.height) > 0, 'a post with no wall');
    // 1,000 erasures per second: the 28×28 maze carves in about a second.
    await page.fill('#anim-speed', '60');
    await page.click('#carve-watch');
    assert.equal(await board(page, 'carve'), 'running');
    await page.waitForFunction(() => {
      const p = window.seedmaze.carve().progress;
      return p && p.done > p.total / 3;
    });
    // Keys do nothing while the maze is being carved.
    await tap(page, 'ArrowDown');
    await tap(page, 'ArrowRight');
    assert.equal((await state(page)).moves, 0);
    const mid = await page.evaluate(() => window.seedmaze.carve().progress);
    assert.ok(mid.done < mid.total, `${mid.done} of ${mid.total}`);
    // Division's replay raises each wall of the maze; the others erase each wall it lost.
    const steps = algo === 'division' ? standingWalls(expected.walls, expected.width) : expected.removed;
    assert.equal(mid.total, steps.length);
    await page.screenshot({ path: `${OUT}tools-carve-replay-${algo}.png` });
    await waitBoard(page, 'carve', 'done');
    // The replay's bytes are the maze's, and what it painted one segment at a time is exactly
    // what a full draw of the maze paints.
    assert.deepEqual(await page.evaluate(() => window.seedmaze.carve().walls), expected.walls);
    const replayed = await canvasImage(page);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press(' ');
    await page.keyboard.press(' ');
    assert.equal((await state(page)).solutionShown, false);
    assert.equal(await canvasImage(page), replayed, 'the replay left the canvas as a full draw paints it');
    // A real key press now moves the ball along the solution.
    const path = await solution(page);
    const key = path[1] === 1 ? 'ArrowRight' : 'ArrowDown';
    await tap(page, key);
    const s = await state(page);
    assert.equal(s.player, path[1]);
    assert.equal(s.moves, 1);
    await clean(opened);
    await opened.context.close();
  });

test('Skip finishes the carving at once and play starts', async () => {
  const opened = await open('?seed=carve-skip&level=8&algo=prim');
  const { page } = opened;
  await page.fill('#anim-speed', '10');
  await page.click('#carve-watch');
  await page.waitForFunction(() => window.seedmaze.carve().progress?.done > 0);
  await page.click('#carve-skip');
  await waitBoard(page, 'carve', 'done');
  assert.deepEqual(await page.evaluate(() => window.seedmaze.carve().walls), await walls(page));
  assert.equal(await page.isVisible('#carve-skip'), false);
  const path = await solution(page);
  await tap(page, path[1] === 1 ? 'ArrowRight' : 'ArrowDown');
  assert.equal((await state(page)).player, path[1]);
  await clean(opened);
  await opened.context.close();
});

test('with reduced motion the carving is shown finished at once', async () => {
  const opened = await open('?seed=carve-calm&level=3', { reducedMotion: 'reduce' });
  const { page } = opened;
  await page.click('#carve-watch');
  assert.equal(await board(page, 'carve'), 'done');
  assert.deepEqual(await page.evaluate(() => window.seedmaze.carve().walls), await walls(page));
  assert.match(await page.textContent('#extras-status'), /Reduced motion/);
  await clean(opened);
  await opened.context.close();
});

test('the carve replay paints at most its cap per frame, in sliced work, on 100×100 and on a 1204×1204 level', async () => {
  const small = await open('?seed=carve-fast&level=24');
  assert.equal((await state(small.page)).width, 100);
  await longTasks.fromNow(small.page);
  await small.page.fill('#anim-speed', '80');
  await small.page.click('#carve-watch');
  await waitBoard(small.page, 'carve', 'done');
  // The cause: a frame paints at most the cap's erasures, whatever the speed asks for.
  const smallFrames = await small.page.evaluate(() =>
    (({ largest, cap, capCamera }) => ({ largest, cap, capCamera }))(window.seedmaze.carve()),
  );
  assert.ok(smallFrames.largest > 0 && smallFrames.largest <= smallFrames.cap, JSON.stringify(smallFrames));
  await assertWorkSliced(small.page, '100×100 carving');
  await clean(small);
  await small.context.close();

  const big = await open('?seed=carve-big&level=300');
  const { page } = big;
  assert.equal((await state(page)).width, 1204);
  await longTasks.fromNow(page);
  await page.fill('#anim-speed', '100');
  await page.click('#carve-watch');
  await page.waitForFunction(() => window.seedmaze.carve().progress?.done > 100000);
  await page.click('#carve-skip');
  await waitBoard(page, 'carve', 'done');
  // Frames pass in the page: the replay's last frames are painted and counted.
  await pageTimePasses(page);
  const bigFrames = await page.evaluate(() =>
    (({ largest, cap, capCamera }) => ({ largest, cap, capCamera }))(window.seedmaze.carve()),
  );
  assert.ok(bigFrames.largest > 0 && bigFrames.largest <= bigFrames.capCamera, JSON.stringify(bigFrames));
  await assertWorkSliced(page, '1204×1204 carving and skip');
  const replay = await page.evaluate(() => {
    const a = window.seedmaze.carve().walls;
    const b = window.seedmaze.walls();
    return a.length === b.length && a.every((v, i) => v === b[i]);
  });
  assert.ok(replay, "the replay ends with the maze's walls");
  await clean(big);
  await big.context.close();
});

test('the search view shows breadth-first search and A* cell by cell, then the path', async () => {
  const opened = await open('?seed=search-view&level=5');
  const { page } = opened;
  const path = await solution(page);
  await page.fill('#anim-speed', '50');
  for (const [button, kind] of [
    ['#search-bfs', 'bfs'],
    ['#search-astar', 'astar'],
  ]) {
    // Showing a search closes the menu (the maze is to be seen); the next one opens it again.
    await openMenu(page);
    await page.click(button);
    assert.equal(await page.evaluate(() => document.getElementById('menu').open), false);
    assert.equal(await board(page, 'searchKind'), kind);
    await page.waitForFunction(() => {
      const p = window.seedmaze.search();
      return p && p.shown > p.total / 2;
    });
    const mid = await page.evaluate(() => window.seedmaze.search());
    assert.ok(mid.shown < mid.total || mid.pathShown < mid.path.length, 'animated, not all at once');
    await waitBoard(page, 'search', 'done');
    const done = await page.evaluate(() => window.seedmaze.search());
    assert.equal(done.shown, done.total);
    assert.equal(done.pathShown, done.path.length);
    // A perfect maze has one path: both searches find the solution.
    assert.deepEqual(done.path, path);
    assert.ok(await page.isVisible('#search-legend'));
    assert.match(await page.textContent('#search-counts'), /Breadth-first expanded [\d,]+ cells, A\* [\d,]+/);
    if (kind === 'bfs') await page.screenshot({ path: `${OUT}tools-search-bfs.png` });
  }
  await page.screenshot({ path: `${OUT}tools-search-astar.png` });
  const counts = (await page.textContent('#search-counts')).match(/expanded ([\d,]+) cells, A\* ([\d,]+)/);
  const bfs = Number(counts[1].replace(/,/g, ''));
  const astar = Number(counts[2].replace(/,/g, ''));
  assert.ok(astar <= bfs, `A* ${astar}, BFS ${bfs}`);
  // A move hides the view and moves the ball.
  await page.evaluate(() => document.activeElement?.blur());
  await tap(page, path[1] === 1 ? 'ArrowRight' : 'ArrowDown');
  assert.equal((await state(page)).player, path[1]);
  assert.equal(await page.evaluate(() => window.seedmaze.search()), null);
  await clean(opened);
  await opened.context.close();
});

test('the search view is off for levels made in the worker, with a note', async () => {
  const opened = await open('?seed=search-big&level=60');
  const { page } = opened;
  assert.equal(await page.isDisabled('#search-bfs'), true);
  assert.equal(await page.isDisabled('#search-astar'), true);
  // Rust says why, in the buttons' titles.
  assert.match(
    await page.getAttribute('#search-bfs', 'title'),
    /only for mazes up to 200×200 cells; this one is 244×244/i,
  );
  await clean(opened);
  await opened.context.close();
});

const STATS = ['dead_ends', 'junctions', 'solution_length', 'farthest', 'reachable_share', 'loops'];

async function panelStats(page) {
  await page.waitForFunction(() => document.getElementById('stats-panel').dataset.ready === 'true', null, {
    timeout: 30000,
  });
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, document.getElementById(`stat-${k}`).dataset.value])),
    STATS,
  );
}

function sameStats(shown, expected, label) {
  for (const key of STATS) {
    // The CLI's JSON writes the share with 6 decimals.
    assert.ok(
      Math.abs(Number(shown[key]) - Number(expected[key])) <= 5e-7,
      `${label} ${key}: page ${shown[key]}, CLI ${expected[key]}`,
    );
  }
}

test("the statistics panel shows the CLI's stats", async () => {
  const opened = await open('?seed=stats-panel&level=5&algo=pathcut');
  const { page } = opened;
  await page.click('#stats-panel summary');
  sameStats(
    await panelStats(page),
    (await cli(['--seed', 'stats-panel', '--level', '5', '--algo', 'pathcut'])).stats,
    'pathcut',
  );
  await page.screenshot({ path: `${OUT}tools-stats-panel.png` });
  // The open panel follows the generator menu.
  await page.selectOption('#algo-select', 'union-find');
  await page.waitForFunction(() => !window.seedmaze.state().query.includes('algo='));
  sameStats(await panelStats(page), (await cli(['--seed', 'stats-panel', '--level', '5'])).stats, 'union-find');
  await clean(opened);
  await opened.context.close();
});

test('the statistics panel and the SVG export follow each of the seven newest generators: the CLI’s', async () => {
  const opened = await open('?seed=stats-new&level=4');
  const { page } = opened;
  await page.click('#stats-panel summary');
  for (const algo of NEWEST) {
    await openMenu(page);
    await page.selectOption('#algo-select', algo);
    await page.waitForFunction((a) => window.seedmaze.state().query.includes(`algo=${a}`), algo);
    const args = ['--seed', 'stats-new', '--level', '4', '--algo', algo];
    sameStats(await panelStats(page), (await cli(args)).stats, algo);
    await openMenu(page);
    const svg = await downloaded(page, '#export-svg');
    assert.equal(svg.name, `seedmaze-stats-new-level4-${algo}.svg`);
    assert.equal(svg.bytes.toString('utf8').trim(), (await cliText([...args, '--format', 'svg'])).trim(), algo);
  }
  await clean(opened);
  await opened.context.close();
});

/** The command-line tool's output as text. */
async function cliText(args) {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const run = promisify(execFile)('cargo', ['run', '--quiet', '--bin', 'seedmaze', '--', ...args], {
    cwd: new URL('../../', import.meta.url).pathname,
    maxBuffer: 1 << 26,
  });
  return (await run).stdout;
}

test("a big level's statistics are counted in the worker, not in one task of the page's thread", async () => {
  const opened = await open('?seed=stats-big&level=250&algo=wilson');
  const { page } = opened;
  assert.equal((await state(page)).width, 1004);
  await longTasks.fromNow(page);
  // The cause: the page says it counts in the background (the worker) before the figures come.
  await page.evaluate(() => {
    window.__notes = [];
    const note = document.getElementById('stats-note');
    new MutationObserver(() => window.__notes.push(note.textContent)).observe(note, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.click('#stats-panel summary');
  const shown = await panelStats(page);
  assert.ok(
    (await page.evaluate(() => window.__notes)).some((t) => /in the background/.test(t)),
    'counted in the worker',
  );
  await assertWorkSliced(page, "a 1004×1004 level's statistics");
  sameStats(shown, (await cli(['--seed', 'stats-big', '--level', '250', '--algo', 'wilson'])).stats, 'wilson 1004²');
  await clean(opened);
  await opened.context.close();
});

/** Clicks `selector` and returns the download's file name and bytes. */
async function downloaded(page, selector) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click(selector)]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('the tools load when one is first used, not when the menu opens; an export asked for before them is done', async () => {
  const fetched = [];
  const { page, context, problems } = await openGame(env, '?seed=lazy-tools&level=2', {}, (p) =>
    p.on('request', (r) => fetched.push(new URL(r.url()).pathname)),
  );
  await openMenu(page);
  await page.selectOption('#theme-select', 'dark');
  // The setting took effect and frames passed: a fetch it started would be on its way.
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await pageTimePasses(page);
  assert.ok(!fetched.includes('/pkg/tools_bg.wasm'), `the menu's settings fetched the tools: ${fetched}`);
  // The click that asks for an SVG loads the tools, and its download comes once they are there, once.
  const { name, bytes } = await downloaded(page, '#export-svg');
  assert.match(name, /\.svg$/);
  assert.match(bytes.toString('utf8'), /^<svg/);
  assert.equal(fetched.filter((f) => f === '/pkg/tools_bg.wasm').length, 1);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.tools), 'ready');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Parses SVG text in the page: `{ ok, lines, polylines, caption }`. */
function parseSvg(page, text) {
  return page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    return {
      ok: doc.documentElement.nodeName === 'svg' && !doc.querySelector('parsererror'),
      lines: doc.querySelectorAll('line').length,
      polylines: doc.querySelectorAll('polyline.solution').length,
      caption: doc.querySelector('text')?.textContent ?? '',
    };
  }, text);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('the maze downloads as SVG and PNG, with or without the solution', async () => {
  const opened = await open('?seed=export-me&level=4&algo=backtracker');
  const { page } = opened;
  const svg = await downloaded(page, '#export-svg');
  assert.equal(svg.name, 'seedmaze-export-me-level4-backtracker.svg');
  const parsed = await parseSvg(page, svg.bytes.toString('utf8'));
  assert.ok(parsed.ok, 'well-formed SVG');
  assert.ok(parsed.lines > 20, `${parsed.lines} lines`);
  assert.equal(parsed.polylines, 0);
  assert.equal(parsed.caption, 'seedmaze · seed export-me · level 4 · 20×20 · backtracker');
  const cliSvg = await cliText(['--seed', 'export-me', '--level', '4', '--algo', 'backtracker', '--format', 'svg']);
  assert.equal(svg.bytes.toString('utf8').trim(), cliSvg.trim(), "the page's SVG is the CLI's");

  await page.check('#export-solution');
  const svgSolved = await downloaded(page, '#export-svg');
  assert.equal(svgSolved.name, 'seedmaze-export-me-level4-backtracker-solution.svg');
  assert.equal((await parseSvg(page, svgSolved.bytes.toString('utf8'))).polylines, 1);

  const png = await downloaded(page, '#export-png');
  assert.equal(png.name, 'seedmaze-export-me-level4-backtracker-solution.png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], PNG_SIGNATURE);
  const width = png.bytes.readUInt32BE(16);
  const height = png.bytes.readUInt32BE(20);
  assert.ok(width >= 20 * 24 && height >= 20 * 24, `${width}×${height}`);
  await writeFile(`${OUT}tools-export-solution.png`, png.bytes);
  await writeFile(`${OUT}tools-export-solution.svg`, svgSolved.bytes);
  await page.uncheck('#export-solution');
  const plain = await downloaded(page, '#export-png');
  assert.equal(plain.name, 'seedmaze-export-me-level4-backtracker.png');
  assert.deepEqual([...plain.bytes.subarray(0, 8)], PNG_SIGNATURE);
  assert.notDeepEqual(plain.bytes, png.bytes);
  await clean(opened);
  await opened.context.close();
});

test("a 2000×2000 maze downloads as a capped PNG drawn in the worker, not in one task of the page's thread", async () => {
  const opened = await open('?seed=export-big&level=499');
  const { page } = opened;
  assert.equal(await page.isDisabled('#export-svg'), true);
  await longTasks.fromNow(page);
  // The cause: the page's thread makes no canvas for the image (the worker draws it).
  await page.evaluate(() => {
    window.__canvases = 0;
    const Offscreen = window.OffscreenCanvas;
    window.OffscreenCanvas = function counted(...args) {
      window.__canvases += 1;
      return new Offscreen(...args);
    };
    const create = document.createElement.bind(document);
    document.createElement = (name, ...rest) => {
      if (String(name).toLowerCase() === 'canvas') window.__canvases += 1;
      return create(name, ...rest);
    };
  });
  const png = await downloaded(page, '#export-png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], PNG_SIGNATURE);
  const width = png.bytes.readUInt32BE(16);
  assert.ok(width >= 4000 && width <= 4200, `${width} px wide`);
  assert.equal(await page.evaluate(() => window.__canvases), 0, "a canvas was made on the page's thread");
  console.log(`2000×2000 PNG: ${png.bytes.length} bytes, ${width} px`);
  await assertWorkSliced(page, 'a 2000×2000 PNG export');
  await clean(opened);
  await opened.context.close();
});

test('print hides the controls and prints the maze with its caption on one A4 or Letter page', async () => {
  const opened = await open('?seed=print-me&level=40&algo=wilson');
  const { page } = opened;
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  for (const selector of ['.controls', '#extras', '.bar', '#board']) {
    assert.equal(await page.isVisible(selector), false, `${selector} is hidden in print`);
  }
  assert.equal(await page.isVisible('#print-caption'), true);
  assert.equal(await page.textContent('#print-caption'), 'seedmaze · seed print-me · level 40 · 164×164 · wilson');
  assert.equal(await page.isVisible('#print-maze svg'), true);
  assert.ok((await page.$$eval('#print-maze svg line', (l) => l.length)) > 100);
  await page.screenshot({ path: `${OUT}tools-print.png`, fullPage: true });
  for (const format of ['A4', 'Letter']) {
    const pdf = (await page.pdf({ format })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
    assert.equal(pages.length, 1, `${format}: ${pages.length} pages`);
  }
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.isVisible('.controls'), true);
  assert.equal(await page.isVisible('#print-sheet'), false);
  await clean(opened);
  await opened.context.close();
});

test("before the tools load, the browser's print prints the maze as the canvas shows it", async () => {
  const { page, context, problems } = await openGame(env, '?seed=print-early&level=2');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.tools), undefined, 'no tools yet');
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  assert.equal(await page.isVisible('#print-maze img'), true);
  assert.match(await page.getAttribute('#print-maze img', 'src'), /^data:image\/png;base64,/);
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  assert.equal((pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length, 1);
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.isVisible('#print-sheet'), false);
  assert.deepEqual(problems, []);
  await context.close();
});
