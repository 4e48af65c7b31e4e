// Play modes from the menu: the daily maze (same for everyone on a day, another the next day, a
// shareable spoiler-free result), challenge links (target, verdict, re-issue, bad values), the
// records table (corrupt entries skipped, clear with confirmation), offline play through the
// service worker (and a new release replacing the old cache), fog of war (canvas pixels), and
// themes (switch, persist, follow the system, ignore a bad stored value).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import {
  useSite,
  start,
  openGame,
  ready,
  state,
  walls,
  solution,
  view,
  walk,
  pixel,
  cssColor,
  openNeighbor,
  ROOT,
  OUT,
  watchSecurity,
  cspViolations,
  openMenu,
  openTools,
  closeMenu,
  pageTimePasses,
  clockPast,
  eventually,
  tap,
} from './harness.mjs';

const env = useSite();

const DAY = '2026-11-30T09:15:00Z';
const KEY = 'seedmaze.best.v1?';

/** Before the page loads: a fixed date, no Web Share (so Share uses the clipboard). */
const fixedDay = (iso) => async (page) => {
  await page.clock.setFixedTime(new Date(iso));
  await page.addInitScript(() => {
    delete Navigator.prototype.share;
  });
};

const clipboardContext = (env) => ({
  permissions: ['clipboard-read', 'clipboard-write'],
  baseURL: env.base,
});

/**
 * Plays the level by its shortest path with real key presses; returns the solution. A run
 * faster than 10 ms a move is not believable as a challenge, so there is a pause before the
 * last key.
 */
async function win(page, pauseMs = 0) {
  const s = await state(page);
  const path = await solution(page);
  await walk(page, path.slice(0, -1), s.width);
  if (pauseMs) await pageTimePasses(page, { frames: 1, ms: pauseMs });
  await walk(page, path.slice(-2), s.width);
  await page.waitForFunction(() => window.seedmaze.state().won);
  // Hold the win box (as a player reading it): a slow machine must not move on meanwhile.
  await page.hover('#win');
  return path;
}

async function dailyMaze(iso) {
  const { page, context, problems } = await openGame(env, '?seed=before&level=2', clipboardContext(env), fixedDay(iso));
  await openMenu(page);
  await page.click('#btn-daily');
  await page.waitForFunction(() => window.seedmaze.state().seed.startsWith('daily-'));
  return { page, context, problems, s: await state(page), w: await walls(page) };
}

test('the daily maze is the same in two browsers on one day and another the next day; Share gives the result', async () => {
  const a = await dailyMaze(DAY);
  const b = await dailyMaze('2026-11-30T23:59:59Z');
  const c = await dailyMaze('2026-12-01T00:00:01Z');
  assert.equal(a.s.seed, 'daily-20261130');
  assert.equal(a.s.query, 'daily=2026-11-30&level=1');
  assert.equal(a.s.level, 1);
  assert.deepEqual([b.s.seed, b.s.query], [a.s.seed, a.s.query]);
  assert.deepEqual(b.w, a.w, 'the same maze in both contexts');
  assert.equal(c.s.seed, 'daily-20261201');
  assert.notDeepEqual(c.w, a.w, 'the next day has another maze');
  assert.equal(await a.page.locator('#hud-level').textContent(), 'Daily 2026-11-30 · level 1');
  assert.equal(await c.page.locator('#hud-level').textContent(), 'Daily 2026-12-01 · level 1');
  assert.match(a.page.url(), /\?daily=2026-11-30&level=1$/);
  // A ?daily= link opens the same maze directly.
  const { page: d, context: dc } = await openGame(env, '?daily=2026-11-30', {}, fixedDay('2027-03-01T00:00:00Z'));
  assert.deepEqual(await walls(d), a.w);
  await dc.close();

  // Win and share the result: a short, spoiler-free text with the link.
  const path = await win(a.page);
  await a.page.click('#win-result');
  const copied = await a.page.evaluate(() => navigator.clipboard.readText());
  const moves = path.length - 1;
  assert.match(
    copied,
    new RegExp(`^seedmaze daily 2026-11-30 · level 1 · \\d+:\\d\\d\\.\\d · ${moves} moves \\(100% efficient\\)\\n`),
  );
  // The result's link carries the run, to race as a ghost.
  assert.match(
    copied.split('\n')[1],
    new RegExp(`^${env.base.replace(/[.?]/g, '\\$&')}\\?daily=2026-11-30&level=1&run=1[\\w-]+$`),
  );
  assert.ok(!/[0-9]+,[0-9]+/.test(copied) && copied.split('\n').length === 2, 'no cells or path in the text');
  // The streak goes on: level 2 of the same day.
  await a.page.click('#win-next');
  await a.page.waitForFunction(() => window.seedmaze.state().level === 2);
  assert.equal(await a.page.locator('#hud-level').textContent(), 'Daily 2026-11-30 · level 2');
  for (const x of [a, b, c]) {
    assert.deepEqual(x.problems, []);
    await x.context.close();
  }
});

test('a challenge link shows the target, judges the run, and can be passed on', async () => {
  const { page: probe, context: pc } = await openGame(env, '?seed=duel&level=2');
  const shortest = (await solution(probe)).length - 1;
  await pc.close();
  let dialogs;
  const { page, context, problems } = await openGame(
    env,
    `?seed=duel&level=2&beat=600000-${shortest + 5}`,
    clipboardContext(env),
    async (p) => {
      dialogs = await watchSecurity(p);
      await fixedDay(DAY)(p);
    },
  );
  const banner = page.locator('#challenge');
  assert.equal(await banner.textContent(), `Challenge: Beat 10:00.0 in ${shortest + 5} moves`);
  assert.equal(await banner.isVisible(), true);
  await page.screenshot({ path: `${OUT}modes-challenge.png` });
  await win(page, 400);
  const verdict = await banner.textContent();
  assert.match(verdict, /^Result: You beat the time by \d+:\d\d\.\d and used 5 fewer moves\.$/);
  assert.match(await page.locator('#win-text').textContent(), /You beat the time by/);
  // Challenge a friend: the link of this maze with this run's time and moves.
  await page.click('#win-challenge');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const m = link.match(/^Can you beat me\? (http:\S+\?seed=duel&level=2&beat=(\d+)-(\d+)&run=1[\w-]+)$/);
  assert.ok(m, link);
  assert.equal(Number(m[3]), shortest);
  const friend = await context.newPage();
  await friend.goto(m[1]);
  await ready(friend);
  const ms = Number(m[2]);
  const time = `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}.${Math.floor(ms / 100) % 10}`;
  assert.equal(await friend.locator('#challenge').textContent(), `Challenge: Beat ${time} in ${shortest} moves`);
  // A slower, longer run loses: one step back and forth first.
  const w = await walls(friend);
  const s = await state(friend);
  const dir = [1, 2].find((d) => openNeighbor(w, s.width, s.height, 0, d) !== null);
  await tap(friend, dir === 1 ? 'ArrowRight' : 'ArrowDown');
  await tap(friend, dir === 1 ? 'ArrowLeft' : 'ArrowUp');
  // Slower: the friend's clock runs past the challenge's time before the winning path.
  await clockPast(friend, ms / 1000 + 0.2);
  await win(friend);
  assert.match(
    await friend.locator('#challenge').textContent(),
    /^Result: You were \d+:\d\d\.\d slower and used 2 more moves\.$/,
  );
  await friend.close();
  // Bad and absurd values: a notice, no banner, the maze still plays.
  for (const [beat, why] of [
    ['abc', /beat/],
    ['5-1', /beat/],
    [`600000-${shortest - 1}`, /shortest|fewer/],
    ['999999999999-50', /beat/],
  ]) {
    const bad = await context.newPage();
    await bad.goto(`${env.base}?seed=duel&level=2&beat=${beat}`);
    await ready(bad);
    assert.equal(await bad.locator('#challenge').isHidden(), true, beat);
    const notices = (await state(bad)).notices.join(' ');
    assert.match(notices, why, `${beat}: ${notices}`);
    assert.doesNotMatch((await state(bad)).query, /beat=/);
    await bad.close();
  }
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the records table lists good records with dates and efficiency, skips corrupt ones, and clears on confirm', async () => {
  const { page: probe, context: pc } = await openGame(env, '?seed=rec&level=1');
  const shortest = (await solution(probe)).length - 1;
  await pc.close();
  const { page, context, problems } = await openGame(env, '?seed=fresh&level=1', {}, fixedDay(DAY));
  const planted = {
    [`${KEY}seed=rec&level=1`]: `r2;4200;2026-11-29;${shortest + 4};2026-11-28`,
    [`${KEY}seed=old&level=2`]: '98765',
    [`${KEY}daily=2026-11-20&level=3&mode=fog`]: 'r2;61000;2026-11-20;-;-',
    [`${KEY}seed=rec&level=2`]: 'r2;0;-;5;-',
    [`${KEY}seed=rec&level=3`]: '{"ms":5}',
    [`${KEY}level=1&seed=rec`]: '4200',
    [`${KEY}seed=rec&level=1&beat=5000-20`]: '4200',
    [`${KEY}seed=<b>x</b>&level=1`]: '4200',
    'another-app': 'keep me',
  };
  await page.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, planted);
  await openMenu(page);
  await page.click('#records summary');
  const rows = () =>
    page.$$eval('#records-body tr', (trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent)));
  // The table fills on the <details> toggle event, which fires after the click returns.
  await page.waitForFunction(() => document.querySelectorAll('#records-body tr').length > 0);
  const eff = `${Math.min(100, Math.floor((shortest * 100) / (shortest + 4)))}%`;
  assert.deepEqual(await rows(), [
    ['Daily 2026-11-20 · level 3 · fog', '1:01.0', '2026-11-20', '–', '–', '–'],
    ['seed old · level 2', '1:38.7', '–', '–', '–', '–'],
    ['seed rec · level 1', '0:04.2', '2026-11-29', String(shortest + 4), '2026-11-28', eff],
  ]);
  assert.equal(await page.getAttribute('#records-body tr:nth-child(3) a', 'href'), '?seed=rec&level=1');
  // A win adds its row, dated today (the page's clock says 2026-11-30).
  await closeMenu(page);
  const path = await win(page);
  await openMenu(page);
  await page.waitForFunction(() => document.querySelectorAll('#records-body tr').length === 4);
  const mine = (await rows()).find((r) => r[0] === 'seed fresh · level 1');
  assert.ok(mine, JSON.stringify(await rows()));
  assert.match(mine[1], /^\d+:\d\d\.\d$/);
  assert.deepEqual(mine.slice(2), ['2026-11-30', String(path.length - 1), '2026-11-30', '100%']);
  assert.match(
    await page.evaluate((k) => localStorage.getItem(k), `${KEY}seed=fresh&level=1`),
    new RegExp(`^r2;\\d+;2026-11-30;${path.length - 1};2026-11-30$`),
  );
  await page.locator('#records').screenshot({ path: `${OUT}modes-records.png` });
  // Clear: refused, nothing goes; confirmed, our records go and nothing else.
  page.once('dialog', (d) => d.dismiss());
  await page.click('#records-clear');
  assert.equal((await rows()).length, 4);
  page.once('dialog', (d) => {
    assert.match(d.message(), /Clear all your records/);
    d.accept();
  });
  await page.click('#records-clear');
  await page.waitForFunction(() => document.querySelectorAll('#records-body tr').length === 0);
  assert.equal(await page.locator('#records-empty').isVisible(), true);
  // What is left: the other app's entry, and where to continue (not a record).
  const left = await page.evaluate(() => Object.keys(localStorage).sort());
  assert.deepEqual(left, ['another-app', 'seedmaze.progress.v1']);
  assert.equal(await page.locator('#hud-best').textContent(), '–');
  assert.deepEqual(problems, []);
  await context.close();
});

/** A key that moves the ball from the start, by the wall bytes. */
async function openKey(page) {
  const s = await state(page);
  const w = await walls(page);
  return openNeighbor(w, s.width, s.height, s.player, 1) !== null ? 'ArrowRight' : 'ArrowDown';
}

test('after one visit the game loads and plays offline; a new release replaces the old cache', async () => {
  // A copy of www/, so this test can publish a "new release" without touching the real one.
  const dir = 'test-output/offline-www';
  await fs.rm(`${ROOT}${dir}`, { recursive: true, force: true });
  await fs.cp(`${ROOT}www`, `${ROOT}${dir}`, { recursive: true });
  const local = await start(dir);
  try {
    const context = await local.browser.newContext({ viewport: { width: 1000, height: 760 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${local.base}?seed=offline&level=3`);
    await ready(page);
    await page.waitForFunction(() => document.documentElement.dataset.offline === 'ready', null, { timeout: 15000 });
    const version = (await fs.readFile(`${ROOT}${dir}/pkg/version.js`, 'utf8')).match(/'([0-9a-f]+)'/)[1];
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`seedmaze-${version}`]);
    await context.setOffline(true);
    await page.reload();
    await ready(page);
    assert.equal((await state(page)).query, 'seed=offline&level=3');
    const before = (await state(page)).player;
    await tap(page, await openKey(page));
    assert.notEqual((await state(page)).player, before, 'a key press moves the ball offline');
    // Another maze works offline too (everything is in the cache).
    await page.goto(`${local.base}?seed=elsewhere&level=1`);
    await ready(page);
    assert.equal((await state(page)).seed, 'elsewhere');
    // A new release: a new version; the new worker takes over and deletes the old cache.
    await context.setOffline(false);
    await fs.writeFile(`${ROOT}${dir}/pkg/version.js`, "self.SEEDMAZE_VERSION = 'next-release';\n");
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
    });
    await page.waitForFunction(
      async () => {
        const keys = await caches.keys();
        return keys.length === 1 && keys[0] === 'seedmaze-next-release';
      },
      null,
      { timeout: 15000, polling: 200 },
    );
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await local.close();
    await fs.rm(`${ROOT}${dir}`, { recursive: true, force: true });
  }
});

test('fog of war hides unseen cells on the canvas, lifts as the ball walks, and keeps the solution off', async () => {
  const { page, context, problems } = await openGame(env, '?seed=foggy&level=3&mode=fog');
  const s = await state(page);
  const path = await solution(page);
  const fog = await cssColor(page, '--fog');
  const floor = await cssColor(page, '--floor');
  const v = await view(page);
  // A point inside a cell, clear of its walls and of anything drawn in it (near its corner).
  const spot = (cell) => [v.ox + (cell % s.width) * v.s + v.t + 2, v.oy + Math.floor(cell / s.width) * v.s + v.t + 2];
  const target = path[path.length - 2];
  assert.deepEqual(await pixel(page, ...spot(target)), fog, 'the cell before the exit is under the fog');
  assert.deepEqual(await pixel(page, ...spot(s.width * 8 + 8)), fog, 'the middle is under the fog');
  assert.deepEqual(await pixel(page, ...spot(1)), floor, 'the surroundings of the start are shown');
  assert.equal(await page.locator('#hud-mode').textContent(), 'Fog of war');
  await openMenu(page);
  assert.equal(await page.locator('#fog-toggle').isChecked(), true);
  await closeMenu(page);
  // Space and the button do not show the solution.
  await page.keyboard.press(' ');
  assert.equal((await state(page)).solutionShown, false);
  assert.equal(await page.locator('#btn-solution').isDisabled(), true);
  // Walk to two cells before it: the fog there lifts.
  await walk(page, path.slice(0, path.length - 3), s.width);
  assert.deepEqual(await pixel(page, ...spot(target)), floor, 'it is seen from two cells away');
  await page.screenshot({ path: `${OUT}modes-fog.png` });
  // R closes the fog again.
  await tap(page, 'r');
  assert.deepEqual(await pixel(page, ...spot(target)), fog);
  // The switch turns fog off through the URL.
  await openMenu(page);
  await page.click('#fog-toggle');
  await page.waitForFunction(() => !window.seedmaze.state().query.includes('mode=fog'));
  assert.deepEqual(await pixel(page, ...spot(target)), floor);
  assert.equal(await page.locator('#btn-solution').isDisabled(), false);
  assert.equal(await page.locator('#hud-mode').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

const BG = { light: [0xf4, 0xf1, 0xea], dark: [0x0f, 0x14, 0x1a], contrast: [0, 0, 0] };
const FLOOR = { light: [255, 255, 255], dark: [0x18, 0x20, 0x2b], contrast: [0, 0, 0] };

test('themes switch the page and the canvas, persist across reloads, and follow the system by default', async () => {
  const { page, context, problems } = await openGame(env, '?seed=paint&level=1', { colorScheme: 'light' });
  const canvasBg = () => pixel(page, 1, 1);
  const start = async () => {
    const v = await view(page);
    return pixel(page, v.ox + v.t + 2, v.oy + v.t + 2);
  };
  assert.deepEqual(await cssColor(page, '--bg'), BG.light);
  assert.deepEqual(await canvasBg(), BG.light);
  await openMenu(page);
  assert.equal(await page.locator('#theme-select').inputValue(), 'auto');
  for (const theme of ['dark', 'contrast', 'light']) {
    await page.selectOption('#theme-select', theme);
    assert.deepEqual(await cssColor(page, '--bg'), BG[theme], theme);
    assert.deepEqual(await canvasBg(), BG[theme], `${theme}: the canvas is repainted`);
    assert.deepEqual(await start(), FLOOR[theme], `${theme}: floor`);
    assert.equal(await page.evaluate(() => localStorage.getItem('seedmaze.theme')), theme);
  }
  await page.selectOption('#theme-select', 'dark');
  await closeMenu(page);
  await page.screenshot({ path: `${OUT}modes-theme-dark.png` });
  await page.reload();
  await ready(page);
  await openMenu(page);
  assert.equal(await page.locator('#theme-select').inputValue(), 'dark');
  assert.deepEqual(await canvasBg(), BG.dark, 'remembered after a reload');
  // Back to the system: nothing stored, and the system's dark scheme is followed live.
  await page.selectOption('#theme-select', 'auto');
  assert.equal(await page.evaluate(() => localStorage.getItem('seedmaze.theme')), null);
  assert.deepEqual(await canvasBg(), BG.light);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(
    () => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim() === '#0f141a',
  );
  // The canvas repaints on the change's next frames.
  await eventually(page, async () => String(await canvasBg()) === String(BG.dark), 'the dark canvas');
  assert.deepEqual(await canvasBg(), BG.dark, 'the canvas follows the system');
  await page.emulateMedia({ colorScheme: 'light', contrast: 'more' });
  await eventually(page, async () => String(await canvasBg()) === String(BG.contrast), 'the high-contrast canvas');
  assert.deepEqual(await canvasBg(), BG.contrast, 'prefers-contrast: more gives high contrast');
  await page.emulateMedia({ colorScheme: 'dark', contrast: 'no-preference' });
  await closeMenu(page);
  // A bad stored value is ignored: the system decides.
  for (const bad of ['neon', '', '<b>dark</b>', 'DARK', '{"theme":"dark"}']) {
    await page.evaluate((v) => localStorage.setItem('seedmaze.theme', v), bad);
    await page.reload();
    await ready(page);
    assert.equal(await page.locator('#theme-select').inputValue(), 'auto', bad);
    // No theme chosen (`auto`): the system's scheme applies.
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? 'auto'), 'auto', bad);
    assert.deepEqual(await canvasBg(), BG.dark, `${JSON.stringify(bad)}: the system's dark scheme`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('fog of war keeps the tools that show the whole maze off (carve, search, export, print)', async () => {
  const { page, context, problems } = await openGame(env, '?seed=fog-tools&level=2&mode=fog');
  // With the tools loaded, the print sheet is theirs (before, it is the canvas, fogged as on screen).
  await openTools(page);
  for (const id of ['carve-watch', 'search-bfs', 'search-astar', 'export-svg', 'export-png', 'print-maze-btn']) {
    assert.equal(await page.locator(`#${id}`).isDisabled(), true, `${id} is usable in fog`);
  }
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  assert.equal(await page.locator('#print-maze svg').count(), 0, 'the print sheet shows the maze in fog');
  assert.match(await page.locator('#print-maze').textContent(), /fog of war/i);
  const clear = await openGame(env, '?seed=fog-tools&level=2');
  await openMenu(clear.page);
  assert.equal(await clear.page.locator('#carve-watch').isDisabled(), false);
  assert.deepEqual(problems, []);
  assert.deepEqual(clear.problems, []);
  await clear.context.close();
  await context.close();
});
