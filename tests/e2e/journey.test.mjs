// The journey (journey=K): a first visit lands on its level 1; its levels are the CLI's mazes (`--journey K`), won
// with the CLI's keys for three stars; a level that brings a mechanic in shows and says its tip once; the menu's
// Journey panel shows the stars won, after a reload too, on a phone and a desktop; the Play group's ladder is
// remembered; a bad K and a corrupt store get a notice and lose nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, openMenu, ready, settled, state, walls, tap, cli, eventually, OUT } from './harness.mjs';
import { presses } from './inside-walk.mjs';

const env = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const announced = (page) => page.locator('#announce').textContent();

/** The first journey level from `k` on whose CLI JSON `fits`, with that JSON. */
async function firstJourney(seed, k, fits) {
  for (; ; k++) {
    const json = await cli(['--seed', seed, '--journey', String(k)]);
    if (fits(json)) return { k, json };
  }
}

/** Presses the CLI's keys of `json` one by one and waits for the win; returns the win box's text. */
async function winWith(page, keys) {
  for (const key of keys) await tap(page, key);
  await eventually(page, async () => (await state(page)).won, 'the journey level won');
  return page.locator('#win-text').textContent();
}

/** The journey panel's tiles as shown: each one's text, mark and link. */
async function tiles(page) {
  await openMenu(page);
  const panel = page.locator('#journey-panel');
  if (!(await panel.evaluate((d) => d.open))) await page.locator('#journey-panel summary').click();
  await eventually(page, async () => (await page.locator('#journey-tiles a').count()) > 0, 'the map drawn');
  return page
    .locator('#journey-tiles a')
    .evaluateAll((as) => as.map((a) => ({ text: a.textContent, mark: a.className, href: a.getAttribute('href') })));
}

test('a first visit lands on journey level 1: the seed’s plain level 1, the CLI’s --journey 1', async () => {
  const { page, context, problems } = await openGame(env, '');
  const s = await state(page);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('journey'), '1', `the first visit's link: ${url.search}`);
  assert.equal(url.search, `?seed=${s.seed}&journey=1`);
  assert.match(await page.locator('#hud-level').textContent(), /Journey 1/);
  const json = await cli(['--seed', s.seed, '--journey', '1']);
  assert.equal(json.journey.level, 1);
  assert.equal(json.journey.link, `seed=${s.seed}&level=1`);
  assert.deepEqual(await walls(page), json.walls);
  assert.deepEqual(problems, []);
  await context.close();
});

test('journey levels won with the CLI’s keys say three stars; the map keeps them after a reload', async () => {
  const seed = 'trail';
  const { page, context, problems } = await openGame(env, `?seed=${seed}&journey=1`);
  for (const k of [1, 2, 3]) {
    if (k > 1) {
      await page.goto(`${env.base}?seed=${seed}&journey=${k}`);
      await ready(page);
    }
    assert.equal((await state(page)).query, `seed=${seed}&journey=${k}`);
    const json = await cli(['--seed', seed, '--journey', String(k)]);
    assert.deepEqual(await walls(page), json.walls, `journey ${k} is the CLI's maze`);
    const text = await winWith(page, json.keys);
    assert.match(text, /^★★★ Level \d+ solved/, `journey ${k}: ${text}`);
  }
  await page.reload();
  await ready(page);
  const shown = await tiles(page);
  assert.deepEqual(
    shown.map((t) => [t.text, t.mark]),
    [
      ['1 ★★★', 'won'],
      ['2 ★★★', 'won'],
      ['3 ★★★', 'won'],
      ['4 ▶', 'next'],
    ],
  );
  assert.equal(shown[3].href, `?seed=${seed}&journey=4`);
  await page.screenshot({ path: `${OUT}journey-map-desktop.png` });
  // On a phone too, the tiles whole and on screen.
  await page.setViewportSize(PHONE.viewport);
  const box = await page.locator('#journey-tiles a').first().boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `a tile on a phone: ${JSON.stringify(box)}`);
  await page.screenshot({ path: `${OUT}journey-map-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a level that brings a mechanic in shows its tip until the first move, says it, and only once', async () => {
  const seed = 'tips';
  // The first journey level with something new, by the CLI's own account.
  const { k, json } = await firstJourney(seed, 2, (j) => j.journey.new !== null);
  const { page, context, problems } = await openGame(env, `?seed=${seed}&journey=${k}`);
  const tip = page.locator('#tip');
  await eventually(page, () => tip.isVisible(), 'the tip shown');
  assert.equal(await tip.textContent(), json.journey.tip);
  assert.ok((await announced(page)).includes(json.journey.tip), 'the tip is spoken');
  await page.screenshot({ path: `${OUT}journey-tip.png` });
  await tap(page, json.keys[0]);
  await eventually(page, async () => !(await tip.isVisible()), 'the tip gone with the first move');
  assert.equal((await state(page)).moves, 1, 'the first move counts');
  await page.reload();
  await ready(page);
  assert.equal(await tip.isVisible(), false, 'a tip shows once on a device');
  assert.deepEqual(problems, []);
  await context.close();
});

test('an inside journey level is won with the CLI’s keys turned by the inside view’s contract', async () => {
  const seed = 'inward';
  const plainInside = ({ journey }) =>
    journey.link.includes('view=inside') && !/shape|floors|weave|doors|study/.test(journey.link);
  const { k, json } = await firstJourney(seed, 20, plainInside);
  const { page, context, problems } = await openGame(env, `?seed=${seed}&journey=${k}`);
  await eventually(
    page,
    async () => (await page.locator('[data-do=view]').getAttribute('aria-pressed')) === 'true',
    'inside',
  );
  // The tip says how to walk from inside; keys pressed before the view's build is there wait for it.
  assert.match(await announced(page), /You are inside now/);
  const text = await winWith(page, presses('square', json, json.solution));
  assert.match(text, /^★★★ /, `journey ${k} inside: ${text}`);
  assert.equal((await state(page)).moves, json.solution.length - 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a bad journey= gets a notice naming it and plays the classic ladder', async () => {
  const { page, context, problems } = await openGame(env, '?seed=bad&journey=900');
  const notices = (await state(page)).notices.join(' | ');
  assert.match(notices, /journey "900"/);
  assert.equal(new URL(page.url()).searchParams.get('journey'), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Play group’s ladder is remembered; a corrupt journey store is refused with a note, records kept', async () => {
  const { page, context, problems } = await openGame(env, '');
  await openMenu(page);
  await page.locator('#btn-classic').click();
  await eventually(page, async () => !new URL(page.url()).searchParams.has('journey'), 'the classic ladder');
  assert.equal((await state(page)).level, 1);
  // A new game climbs the ladder chosen: the classic one now.
  await openMenu(page);
  await page.locator('#btn-fresh-menu').click();
  await eventually(page, async () => (await state(page)).moves === 0, 'a new game');
  assert.equal(new URL(page.url()).searchParams.get('journey'), null);
  await openMenu(page);
  await page.locator('#btn-journey').click();
  await eventually(page, async () => new URL(page.url()).searchParams.get('journey') === '1', 'the journey');
  // A corrupt store: the map says so and starts from level 1; the records and the settings stay.
  await page.evaluate(() => {
    localStorage.setItem('seedmaze.journey.v1', 'seed=x&stars=77<script>');
    localStorage.setItem('seedmaze.keep', 'kept');
  });
  await page.reload();
  await ready(page);
  const shown = await tiles(page);
  assert.deepEqual(
    shown.map((t) => t.text),
    ['1 ▶'],
  );
  assert.match(await page.locator('#journey-note').textContent(), /could not be read/);
  assert.equal(await page.evaluate(() => localStorage.getItem('seedmaze.keep')), 'kept');
  assert.deepEqual(problems, []);
  await context.close();
});

test('in every theme, on a desktop and a phone: a tip, a three-star win and the map (docs/journey/)', async () => {
  const seed = 'themes';
  const json = await cli(['--seed', seed, '--journey', '2']);
  assert.notEqual(json.journey.tip, null, 'journey 2 brings a mechanic in');
  for (const theme of ['light', 'dark', 'contrast'])
    for (const [device, options] of [
      ['desktop', {}],
      ['phone', PHONE],
    ]) {
      const name = `${theme}-${device}`;
      const { page, context, problems } = await openGame(env, `?seed=${seed}&journey=2`, options, (p) =>
        p.addInitScript((t) => localStorage.setItem('seedmaze.theme', t), theme),
      );
      await eventually(page, () => page.locator('#tip').isVisible(), `${name}: the tip`);
      await settled(page);
      await page.screenshot({ path: `${OUT}journey-tip-${name}.png` });
      const text = await winWith(page, json.keys);
      assert.match(text, /^★★★ /, name);
      // The win box held (the pointer over it), as a reader would: it stays while the picture settles.
      await page.locator('#win').hover();
      await settled(page);
      await page.screenshot({ path: `${OUT}journey-win-${name}.png` });
      assert.deepEqual(
        (await tiles(page)).map((t) => t.text),
        ['1 ☆☆☆', '2 ★★★', '3 ▶'],
        `${name}: level 1 reached, not won`,
      );
      await page.screenshot({ path: `${OUT}journey-map-${name}.png` });
      assert.deepEqual(problems, [], name);
      await context.close();
    }
});
