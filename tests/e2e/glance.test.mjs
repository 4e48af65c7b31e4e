// The whole maze at a glance on any level too big for the screen: O (or the bar's "Whole maze" button) shows all of
// it with the ball and the exit, and a move (or O again) follows the ball again. On a phone no level is drawn with
// cells under 16 CSS px: past that the camera follows the ball.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, view, state, pixel, cssColor, settled, OUT } from './harness.mjs';

const env = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Where a square maze's cell's centre is on the canvas (device px), from the view's geometry. */
const at = (v, cell, width) => [v.ox + ((cell % width) + 0.5) * v.s, v.oy + (Math.floor(cell / width) + 0.5) * v.s];
const inside = (v, [x, y]) => x >= 0 && x <= v.cw && y >= 0 && y <= v.ch;

/** Presses arrows until the ball has moved once. */
async function moveOnce(page) {
  const before = (await state(page)).moves;
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
    await page.keyboard.press(key);
    if ((await state(page)).moves > before) return;
  }
  assert.fail('no arrow moved the ball');
}

for (const [name, options] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test(`${name}: at level 30, O shows the whole maze with its exit; a move follows the ball again`, async () => {
    const { page, context, problems } = await openGame(env, '?seed=glance&level=30', options);
    try {
      const { width, exit, player } = await state(page);
      let v = await view(page);
      assert.equal(v.camera, true, 'the camera follows the ball');
      assert.ok(!inside(v, at(v, exit, width)), 'the exit is off screen');
      assert.equal(await page.locator('#btn-overview').isVisible(), true, 'the Whole maze button shows');
      await settled(page);
      await page.screenshot({ path: `${OUT}glance-${name}-level30-ball.png` });
      await page.keyboard.press('o');
      v = await view(page);
      assert.equal(v.camera, false, 'O shows the whole maze');
      assert.ok(inside(v, at(v, exit, width)), `the exit is on screen: ${at(v, exit, width)} in ${v.cw}×${v.ch}`);
      assert.ok(inside(v, at(v, player, width)), 'so is the ball');
      assert.equal(await page.locator('#btn-overview').getAttribute('aria-pressed'), 'true');
      assert.match(await page.locator('#announce').textContent(), /Whole maze shown/);
      await settled(page);
      const [ex, ey] = at(v, exit, width);
      assert.deepEqual(await pixel(page, ex, ey), await cssColor(page, '--exit'), 'the exit is drawn where it is');
      await page.screenshot({ path: `${OUT}glance-${name}-level30-whole.png` });
      await moveOnce(page);
      v = await view(page);
      assert.equal(v.camera, true, 'a move follows the ball again');
      assert.match(await page.locator('#announce').textContent(), /Following the ball/);
      assert.equal(await page.locator('#btn-overview').getAttribute('aria-pressed'), 'false');
      // O, then O again: the whole maze, then the ball; the button does the same.
      await page.keyboard.press('o');
      assert.equal((await view(page)).camera, false);
      await page.keyboard.press('o');
      assert.equal((await view(page)).camera, true, 'O again follows the ball');
      await page.locator('#btn-overview').click();
      assert.equal((await view(page)).camera, false, 'the button shows the whole maze');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('phone: level 8 is drawn with cells of at least 16 CSS px, and uses the board`s height', async () => {
  const { page, context, problems } = await openGame(env, '?seed=glance&level=8', PHONE);
  try {
    const v = await view(page);
    assert.ok(v.s / v.dpr >= 16, `cells of ${v.s / v.dpr} CSS px`);
    assert.equal(v.camera, true, 'the camera follows the ball');
    assert.ok(v.h * v.s >= v.ch, `the maze (${v.h * v.s} px) fills the board's height (${v.ch} px)`);
    assert.equal(await page.locator('#btn-overview').isVisible(), true, 'the whole maze is a press away');
    await settled(page);
    await page.screenshot({ path: `${OUT}glance-phone-level8.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  // A desktop keeps it whole, without the button.
  const desktop = await openGame(env, '?seed=glance&level=8', DESKTOP);
  try {
    assert.equal((await view(desktop.page)).camera, false);
    assert.equal(await desktop.page.locator('#btn-overview').isVisible(), false);
  } finally {
    await desktop.context.close();
  }
});

test('every shape, fog and floors: O shows the ball and the exit', async () => {
  for (const query of ['shape=hex', 'shape=triangle', 'shape=circle', 'mode=fog', 'floors=3']) {
    const { page, context, problems } = await openGame(env, `?seed=glance&level=60&${query}`, PHONE);
    try {
      assert.equal((await view(page)).camera, true, query);
      await page.keyboard.press('o');
      await settled(page);
      const v = await view(page);
      assert.equal(v.camera, false, `${query}: the whole maze`);
      // The exit's ring is in the exit's colour somewhere on the canvas.
      const exitInk = await cssColor(page, '--exit');
      const found = await page.evaluate((ink) => {
        const c = document.getElementById('maze');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        for (let i = 0; i < d.length; i += 4)
          if (d[i] === ink[0] && d[i + 1] === ink[1] && d[i + 2] === ink[2]) return true;
        return false;
      }, exitInk);
      assert.ok(found, `${query}: the exit shows`);
      await moveOnce(page);
      assert.equal((await view(page)).camera, true, `${query}: a move follows the ball`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('level 499 (2000×2000): the whole maze paints in a moment, its exit marked', async () => {
  const { page, context, problems } = await openGame(env, '?seed=glance&level=499', DESKTOP);
  try {
    await page.waitForFunction(() => window.seedmaze.state()?.width === 2000, null, { timeout: 120000 });
    await settled(page);
    const { width, exit } = await state(page);
    // From the key to the frame after the one that painted the whole maze.
    const took = await page.evaluate(async () => {
      const from = performance.now();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return performance.now() - from;
    });
    const v = await view(page);
    assert.equal(v.camera, false);
    console.log(`level 499: O to the whole maze painted in ${took.toFixed(0)} ms (cells of ${v.s.toFixed(3)} px)`);
    assert.ok(took < 1000, `${took} ms`);
    const [ex, ey] = at(v, exit, width);
    assert.ok(inside(v, [ex, ey]));
    assert.deepEqual(await pixel(page, ex, ey), await cssColor(page, '--exit'), 'the exit is marked');
    await page.screenshot({ path: `${OUT}glance-desktop-level499-whole.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
