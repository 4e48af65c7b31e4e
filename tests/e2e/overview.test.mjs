// A word maze too big for a phone: it opens on the whole word, then the camera follows the ball; O and the bar's
// button show the whole word again, or go back to the ball. Where the word fits, there is no button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, view, OUT } from './harness.mjs';

const env = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true };
const WORD = '?seed=overview&mask=HELLO&level=12';

/** Whether the whole word is in view (no camera) and what the button says. */
const seen = async (page) => ({
  camera: (await view(page)).camera,
  shown: await page.locator('#btn-overview').isVisible(),
  pressed: await page.locator('#btn-overview').getAttribute('aria-pressed'),
});

test('on a phone a word maze opens whole, then follows the ball; O and the button toggle the whole word', async () => {
  const { page, context, problems } = await openGame(env, WORD, PHONE);
  try {
    // The opening look lasts 2.5 s of the page's clock from the level's first frame (OPENING_MS,
    // src/paint/overview.rs), then the camera follows the ball. Every frame of the 1.25 s from when the page is ready
    // still shows the whole word: a look that ended within about a second would show the ball in one of them, and one
    // of 2.5 s does not, however slowly the frames come, unless the page is ready 1.25 s after its first frame.
    await page.evaluate((span) => {
      window.__opening = new Promise((resolve) =>
        requestAnimationFrame(() => {
          const from = performance.now();
          const seen = [];
          const frame = () => {
            const t = performance.now() - from;
            seen.push({ t: Math.round(t), camera: window.seedmaze.view().camera });
            if (t < span) requestAnimationFrame(frame);
            else resolve(seen);
          };
          frame();
        }),
      );
    }, 1250);
    assert.deepEqual(await seen(page), { camera: false, shown: true, pressed: 'true' }, 'the level opens on the word');
    await page.screenshot({ path: `${OUT}overview-phone-whole.png` });
    const frames = await page.evaluate(() => window.__opening);
    assert.ok(frames.length > 1, 'frames were watched');
    assert.deepEqual(
      frames.filter((f) => f.camera),
      [],
      `the whole word through the first half of its 2.5 s (${frames.length} frames)`,
    );
    await page.waitForFunction(() => window.seedmaze.view().camera === true, null, { timeout: 10000 });
    assert.deepEqual(await seen(page), { camera: true, shown: true, pressed: 'false' });
    await page.screenshot({ path: `${OUT}overview-phone-ball.png` });
    await page.keyboard.press('o');
    assert.deepEqual(await seen(page), { camera: false, shown: true, pressed: 'true' }, 'O shows the whole word');
    assert.match(await page.locator('#announce').textContent(), /whole maze/i);
    // Asked for, it stays through moves; O again goes back to the ball.
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
    assert.equal((await view(page)).camera, false);
    await page.keyboard.press('o');
    assert.equal((await view(page)).camera, true, 'O again follows the ball');
    await page.locator('#btn-overview').click();
    assert.deepEqual(await seen(page), { camera: false, shown: true, pressed: 'true' }, 'the button shows it too');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the first move ends the opening look at once; where the word fits there is no overview', async () => {
  const { page, context, problems } = await openGame(env, WORD, PHONE);
  try {
    assert.equal((await view(page)).camera, false);
    const moves = async () => (await page.evaluate(() => window.seedmaze.state())).moves;
    for (const key of ['ArrowRight', 'ArrowDown']) {
      if ((await moves()) === 0) await page.keyboard.press(key);
    }
    assert.ok((await moves()) > 0, 'a move was made');
    assert.equal((await view(page)).camera, true, 'the camera follows the ball from the first move');
  } finally {
    await context.close();
  }
  const desktop = await openGame(env, '?seed=overview&mask=HELLO', { viewport: { width: 1280, height: 800 } });
  try {
    assert.deepEqual(await seen(desktop.page), { camera: false, shown: false, pressed: 'false' });
    await desktop.page.keyboard.press('o');
    assert.equal((await view(desktop.page)).camera, false, 'O changes nothing where the word fits');
    assert.deepEqual([...problems, ...desktop.problems], []);
  } finally {
    await desktop.context.close();
  }
});
