// Phones: a swipe moves the ball, and the on-screen pad appears and works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, state, walls, openNeighbor, swipe, OUT } from './harness.mjs';

const env = useSite();

const PHONE = { viewport: { width: 390, height: 760 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test('a touch swipe moves the ball one cell', async () => {
  const { page, context, problems } = await openGame(env, '?seed=swipe-me&level=1', PHONE);
  const { width, height } = await state(page);
  const bytes = await walls(page);
  // One of east and south is open from the start: the maze is connected to the exit.
  const dir = openNeighbor(bytes, width, height, 0, 1) !== null ? 1 : 2;
  const target = openNeighbor(bytes, width, height, 0, dir);
  assert.notEqual(target, null);
  const box = await page.locator('#board').boundingBox();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await swipe(page, centre, dir === 1 ? 40 : 0, dir === 2 ? 40 : 0);
  const s = await state(page);
  assert.equal(s.player, target);
  assert.equal(s.moves, 1);
  // More swipes, each checked against the wall bytes: walls block swipes too.
  const moves = [
    [0, -40, 0],
    [40, 0, 1],
    [0, 40, 2],
    [-40, 0, 3],
    [40, 0, 1],
    [0, 40, 2],
  ];
  for (const [dx, dy, d] of moves) {
    const before = await state(page);
    const expected = openNeighbor(bytes, width, height, before.player, d) ?? before.player;
    await swipe(page, centre, dx, dy);
    assert.equal((await state(page)).player, expected, `swipe ${d} from ${before.player}`);
  }
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await page.screenshot({ path: `${OUT}phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the on-screen pad appears on touch devices and moves the ball', async () => {
  const { page, context, problems } = await openGame(env, '?seed=pad-me&level=1', PHONE);
  assert.equal(await page.locator('#pad').isVisible(), true);
  const { width, height } = await state(page);
  const bytes = await walls(page);
  const east = openNeighbor(bytes, width, height, 0, 1);
  const button = east !== null ? 'east' : 'south';
  const target = east ?? openNeighbor(bytes, width, height, 0, 2);
  // The pad's buttons are named by the shape's way words (the view state's `padN-word`).
  await page
    .locator('#pad')
    .getByRole('button', { name: `Move ${button}`, exact: true })
    .tap();
  const s = await state(page);
  assert.equal(s.player, target);
  assert.deepEqual(problems, []);

  // Hex's pad has six buttons, one per way; square's four.
  await page.goto(`${page.url().split('?')[0]}?seed=pad-me&level=1&shape=hex`);
  await page.waitForFunction(() => window.seedmaze?.state()?.shape === 'hex');
  await page.waitForFunction(
    () => [...document.querySelectorAll('#pad button')].filter((b) => b.checkVisibility()).length === 6,
  );
  assert.equal(await page.locator('#pad button:visible').count(), 6);
  const ne = page.locator('#pad').getByRole('button', { name: 'Move north-east', exact: true });
  assert.equal(await ne.isVisible(), true);
  await page.screenshot({ path: `${OUT}shape-hex-pad-390x760.png` });
  await context.close();

  const desktop = await openGame(env, '?seed=pad-me&level=1');
  assert.equal(await desktop.page.locator('#pad').isVisible(), false, 'no pad without touch');
  await desktop.context.close();
});
