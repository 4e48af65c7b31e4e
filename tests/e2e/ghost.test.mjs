// Racing a friend's ghost: a won level's "Share result" link carries the run (`run=`); opening
// it shows the sender's ball as a ghost that starts with the opener's first move, the HUD gives
// the gap, I says where it is, and the win says who was faster. A tampered run gets a notice
// and no ghost. Screenshots (test-output/ghost-*.png) to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, cli, OUT, pageTimePasses, tap, copiedBy } from './harness.mjs';

const env = useSite();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Wins `query` pressing the CLI's keys `pause` ms of the page's time apart (the run records the times); returns the page. */
async function win(page, keys, pause) {
  for (const key of keys) {
    await tap(page, key);
    await pageTimePasses(page, { frames: 1, ms: pause });
  }
  await page.waitForFunction(() => window.seedmaze.state().won);
}

test('a won run shared as a link races as a ghost, and the win compares the two', async () => {
  const json = await cli(['--seed', 'ghost-race', '--level', '1']);
  const sender = await openGame(env, '?seed=ghost-race&level=1', DESKTOP);
  await win(sender.page, json.keys, 40);
  const copied = await copiedBy(sender.page, '#win-result');
  const link = new URL(copied.split('\n').at(-1));
  const run = link.searchParams.get('run');
  assert.ok(run && run.length < 200, `the run is short: ${run}`);
  assert.deepEqual(sender.problems, []);
  await sender.context.close();

  const wasms = [];
  const { page, context, problems } = await openGame(env, link.search, DESKTOP, (p) =>
    p.on('request', (r) => r.url().endsWith('_bg.wasm') && wasms.push(new URL(r.url()).pathname)),
  );
  // The ghost races on the game's build, fetched once.
  assert.deepEqual(wasms, ['/pkg/first_bg.wasm', '/pkg/seedmaze_bg.wasm']);
  const s = await state(page);
  assert.deepEqual(s.notices, []);
  assert.match(s.query, /run=/);
  assert.equal(await page.textContent('#hud-ghost'), 'ghost 0.0 s', 'the ghost waits for the first move');
  // The opener is slower: the ghost pulls ahead.
  await tap(page, json.keys[0]);
  await page.waitForFunction(() => /^ghost \+\d/.test(document.getElementById('hud-ghost').textContent));
  assert.match(await page.textContent('#hud-ghost'), /^ghost \+\d/);
  await page.screenshot({ path: `${OUT}ghost-1280x800.png` });
  // The I key says where the ghost is. On a loaded machine the recorded run is slow, and the
  // ghost may not have taken its next step yet: level with the player, never behind.
  await tap(page, 'i');
  await page.waitForFunction(() =>
    /Ghost (.* ahead|level with you)|reached the exit/.test(document.getElementById('announce').textContent),
  );
  await win(page, json.keys.slice(1), 120);
  await page.waitForFunction(() => /The ghost won by \d/.test(document.getElementById('win-text').textContent));
  assert.deepEqual(problems, []);
  await context.close();

  // The ghost on a phone, and hidden by the menu's setting.
  const phone = await openGame(env, link.search, PHONE);
  await tap(phone.page, json.keys[0]);
  await phone.page.waitForFunction(() => /^ghost \+\d/.test(document.getElementById('hud-ghost').textContent));
  await phone.page.screenshot({ path: `${OUT}ghost-390x844.png` });
  // The gap fits in the phone's bar (the bar clips what does not fit).
  const [gap, bar] = await phone.page.evaluate(() =>
    ['hud-ghost', 'btn-menu'].map((id) => document.getElementById(id).getBoundingClientRect().toJSON()),
  );
  assert.ok(gap.width > 0 && gap.right <= bar.left, `the gap is in view: ${JSON.stringify(gap)}`);
  await phone.page.evaluate(() => document.getElementById('ghost-toggle').click());
  await phone.page.waitForFunction(() => document.getElementById('hud-ghost').textContent === '');
  assert.deepEqual(phone.problems, []);
  await phone.context.close();
});

test('a tampered run gets a notice and no ghost', async () => {
  const json = await cli(['--seed', 'ghost-race', '--level', '1']);
  // A run that walks into the first wall: an illegal move.
  const bad = ['1', 'A', 'z', 'zz', '1____'];
  for (const run of bad) {
    const { page, context, problems } = await openGame(env, `?seed=ghost-race&level=1&run=${run}`, DESKTOP);
    const s = await state(page);
    assert.equal(s.notices.length, 1, run);
    assert.match(s.notices[0], /ghost/, run);
    assert.equal(s.query, 'seed=ghost-race&level=1', 'the run is dropped from the link');
    await tap(page, json.keys[0]);
    assert.equal(await page.textContent('#hud-ghost'), '');
    assert.deepEqual(problems, []);
    await context.close();
  }
});
