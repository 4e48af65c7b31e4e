// Storage faults and a refused clipboard: localStorage that throws on every call (disabled),
// that is full (a patched QuotaExceededError, and really filled to its quota), or that holds
// corrupt and foreign values next to good records. The game plays on and wins, good records
// survive their corrupt neighbours and are shown as the best. Without a clipboard, Share shows
// the link in a read-only field, selected, to copy by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite,
  openGame,
  ready,
  state,
  walls,
  solution,
  walk,
  openNeighbor,
  ARROWS,
  watchSecurity,
  cspViolations,
  OUT,
  tap,
} from './harness.mjs';

const env = useSite();

const TIME = /^\d+:\d\d\.\d$/;
const key = (query) => `seedmaze.best.v1?${query}`;

/** Walks the solution with real key presses and waits for the win message. */
async function win(page) {
  const s = await state(page);
  await walk(page, await solution(page), s.width);
  // Hold the win box (as a player reading it): a slow machine must not move on meanwhile.
  await page.hover('#win');
  const after = await state(page);
  assert.equal(after.won, true, 'the level is won');
  assert.equal(await page.locator('#win').isVisible(), true);
  return page.locator('#win-text').textContent();
}

/** Goes on to the next level with Enter and waits until it is on screen. */
async function next(page, level) {
  await page.keyboard.press('Enter');
  await page.waitForFunction((l) => window.seedmaze.state().level === l, level);
}

const DISABLED = () => {
  // What a browser with site data blocked does: touching localStorage throws SecurityError.
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
};
const THROWING = () => {
  // A storage object whose every method throws.
  for (const name of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
    Storage.prototype[name] = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  }
};
const FULL = () => {
  Storage.prototype.setItem = () => {
    throw new DOMException(
      "Failed to execute 'setItem' on 'Storage': the quota has been exceeded.",
      'QuotaExceededError',
    );
  };
};

for (const [name, script] of [
  ['disabled (the getter throws)', DISABLED],
  ['throwing on every call', THROWING],
  ['full (setItem throws QuotaExceededError)', FULL],
]) {
  test(`localStorage ${name}: the game plays, wins and goes on`, async () => {
    const { page, context, problems } = await openGame(env, '?seed=no-storage&level=1', {}, (p) =>
      p.addInitScript(script),
    );
    assert.equal(await page.locator('#hud-best').textContent(), '–');
    const text = await win(page);
    assert.match(text, /New best time!/);
    assert.match(text, /could not be saved/);
    assert.equal(await page.locator('#hud-best').textContent(), '–');
    await next(page, 2);
    const s = await state(page);
    assert.equal(s.width, 12);
    await win(page);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('localStorage really filled to its quota: the game plays, wins and says the time was not saved', async () => {
  const { page, context, problems } = await openGame(env, '?seed=quota&level=1');
  const filled = await page.evaluate(() => {
    let bytes = 0;
    let i = 0;
    for (let chunk = 1 << 20; chunk >= 1; chunk = Math.floor(chunk / 4)) {
      const block = 'q'.repeat(chunk);
      for (;;) {
        try {
          localStorage.setItem(`filler-${i++}`, block);
          bytes += chunk;
        } catch (e) {
          if (e.name !== 'QuotaExceededError') throw e;
          break;
        }
      }
    }
    let probe;
    try {
      localStorage.setItem('seedmaze.best.v1?probe', '1');
      probe = 'stored';
    } catch (e) {
      probe = e.name;
    }
    return { bytes, probe };
  });
  assert.ok(filled.bytes > 1 << 20, `filled ${filled.bytes} bytes`);
  assert.equal(filled.probe, 'QuotaExceededError');
  const text = await win(page);
  assert.match(text, /could not be saved/);
  assert.equal(await page.evaluate(() => localStorage.getItem('seedmaze.best.v1?seed=quota&level=1')), null);
  await next(page, 2);
  await win(page);
  assert.deepEqual(problems, []);
  await page.evaluate(() => localStorage.clear());
  await context.close();
});

test('corrupt and foreign values next to good records: the good ones survive and are shown', async () => {
  let dialogs;
  const { page, context, problems } = await openGame(env, '?seed=neighbours&level=1', {}, async (p) => {
    dialogs = await watchSecurity(p);
  });
  const planted = {
    // The level played first: corrupt, so ignored and then replaced by a real time.
    [key('seed=neighbours&level=1')]: '{"ms": 5}',
    // Good records: the next level, and another seed's level 1.
    [key('seed=neighbours&level=2')]: '4321',
    [key('seed=elsewhere&level=1')]: '98765',
    // Corrupt neighbours: JSON, numbers out of range, a huge string, binary junk, lone surrogates.
    [key('seed=neighbours&level=3')]: 'x'.repeat(1 << 20),
    [key('seed=neighbours&level=4')]: '99999999999999999999',
    [key('seed=neighbours&level=5')]: '-5',
    [key('seed=neighbours&level=6')]: '0',
    [key('seed=neighbours&level=7')]: '1e3',
    [key('seed=neighbours&level=1&algo=perfect')]:
      '\u0000\u0001\uFFFF\uD800\uDC00\uDFFF\u202E<script>alert(1)</script>',
    [key('seed=neighbours&level=2&size=12')]: Array.from({ length: 4096 }, (_, i) =>
      String.fromCharCode((i * 7919) % 65536),
    ).join(''),
    'seedmaze.best.v1': '{"__proto__": {"polluted": true}}',
    'seedmaze.best.v1?': 'null',
    'seedmaze.settings': '[1, 2, 3',
    'another-app': JSON.stringify({ user: 'x', items: [1, 2, 3] }),
    '': '',
  };
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, planted);
  await page.reload();
  await ready(page);
  // The game's own entry for where to continue is kept apart (checked below).
  const PROGRESS = 'seedmaze.progress.v1';
  const snapshot = () =>
    page.evaluate(
      (skip) =>
        Object.fromEntries(
          Object.keys(localStorage)
            .filter((k) => k !== skip)
            .map((k) => [k, localStorage.getItem(k)]),
        ),
      PROGRESS,
    );
  assert.deepEqual(await snapshot(), planted, 'the values went in as planted');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), PROGRESS), 'seed=neighbours&level=1');
  assert.equal(await page.locator('#hud-best').textContent(), '–', 'a corrupt best time is not shown');
  await win(page);
  const after = await snapshot();
  const played = key('seed=neighbours&level=1');
  // Records are `r2;<ms>;<day>;<moves>;<day>` (the old bare best time still reads).
  assert.match(
    after[played],
    /^r2;\d+;\d{4}-\d\d-\d\d;\d+;\d{4}-\d\d-\d\d$/,
    'the corrupt record was replaced by a real record',
  );
  assert.match(await page.locator('#hud-best').textContent(), TIME);
  // Every other entry is exactly as it was, byte for byte.
  for (const [k, v] of Object.entries(planted)) {
    if (k !== played) assert.equal(after[k], v, `entry ${JSON.stringify(k.slice(0, 60))} changed`);
  }
  assert.equal(Object.keys(after).length, Object.keys(planted).length);
  assert.equal({}.polluted, undefined);
  // The good record of the next level is shown as its best.
  await next(page, 2);
  assert.equal(await page.locator('#hud-best').textContent(), '0:04.3');
  // Playing it keeps the better of the two times.
  await win(page);
  const stored = await page.evaluate((k) => localStorage.getItem(k), key('seed=neighbours&level=2'));
  // The old bare time 4321 becomes a record: the better time (dated only if it is this run's)
  // and this run's moves, dated.
  const [, ms, day] = stored.match(/^r2;(\d+);(\d{4}-\d\d-\d\d|-);\d+;\d{4}-\d\d-\d\d$/) ?? [];
  assert.ok(ms !== undefined, stored);
  assert.ok(Number(ms) <= 4321, stored);
  assert.equal(day === '-', Number(ms) === 4321, stored);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key('seed=elsewhere&level=1')), '98765');
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(problems, []);
  await page.evaluate(() => localStorage.clear());
  await context.close();
});

// No Web Share here (Linux Chromium has none; removed in case), and a clipboard that refuses:
// with a permission error, or missing altogether (an http page on a LAN address).
const NO_SHARE = () => {
  delete Navigator.prototype.share;
  delete Navigator.prototype.canShare;
};
const CLIPBOARDS = {
  'permission denied': () => {
    Clipboard.prototype.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  },
  missing: () => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  },
};

for (const [name, script] of Object.entries(CLIPBOARDS)) {
  test(`clipboard ${name}, no Web Share: Share shows the link selected in a read-only field`, async () => {
    const { page, context, problems } = await openGame(env, '?seed=share-by-hand&level=3', {}, async (p) => {
      await p.addInitScript(NO_SHARE);
      await p.addInitScript(script);
    });
    assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined');
    assert.equal(await page.locator('#share-box').isVisible(), false);
    await page.click('#btn-share');
    const field = page.locator('#share-url');
    await field.waitFor({ state: 'visible' });
    const url = page.url();
    assert.equal(await field.inputValue(), url);
    assert.ok(url.includes('seed=share-by-hand') && url.includes('level=3'), url);
    assert.equal(await field.getAttribute('readonly'), '');
    const selection = await page.evaluate(() => {
      const f = document.getElementById('share-url');
      return {
        focused: document.activeElement === f,
        start: f.selectionStart,
        end: f.selectionEnd,
        length: f.value.length,
      };
    });
    assert.deepEqual(selection, { focused: true, start: 0, end: selection.length, length: selection.length });
    assert.match(await page.locator('#status').textContent(), /copy it/i);
    assert.match(await page.locator('#share-label').textContent(), /by hand/);
    if (name === 'permission denied') await page.screenshot({ path: `${OUT}share-by-hand.png` });
    // Typing in the field is the field's business, not the game's: a move key toward an open
    // side of the ball's cell and Space (the solution) change nothing while it has focus.
    const before = await state(page);
    const bytes = await walls(page);
    const dir = [0, 1, 2, 3].find((d) => openNeighbor(bytes, before.width, before.height, before.player, d) !== null);
    assert.ok(dir !== undefined, 'the ball has an open side');
    await tap(page, ARROWS[dir]);
    await page.keyboard.press(' ');
    const during = await state(page);
    assert.equal(during.player, before.player, 'a key typed in the share field moved the ball');
    assert.equal(during.moves, before.moves);
    assert.equal(during.solutionShown, before.solutionShown, 'Space in the share field toggled the solution');
    // Done closes it and hands the keys back to the game: the same key now moves the ball.
    await page.click('#share-close');
    assert.equal(await page.locator('#share-box').isVisible(), false);
    await tap(page, ARROWS[dir]);
    const after = await state(page);
    assert.equal(after.player, openNeighbor(bytes, before.width, before.height, before.player, dir));
    assert.equal(after.moves, before.moves + 1);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a working clipboard copies the link and shows no field (the control case)', async () => {
  const { page, context, problems } = await openGame(env, '?seed=share-copied&level=2', {}, async (p) => {
    await p.addInitScript(NO_SHARE);
    await p.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  await page.click('#btn-share');
  await page.waitForFunction(() => document.getElementById('status').textContent.includes('copied'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
  assert.equal(await page.locator('#share-box').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});
