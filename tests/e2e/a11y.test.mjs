// Accessibility and time: colours pass WCAG AA in both schemes, the canvas has a text
// alternative, a polite live region speaks, reduced motion is honoured, and the clock pauses
// while the page is hidden.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  useSite,
  openGame,
  state,
  walls,
  openNeighbor,
  cssColor,
  solution,
  walk,
  openMenu,
  ROOT,
  pageTimePasses,
  tap,
} from './harness.mjs';

const env = useSite();

/** WCAG 2 contrast ratio of two RGB colours. */
function contrast(a, b) {
  const lum = ([r, g, bl]) => {
    const f = (c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The theme's colours (CSS custom properties) every theme is checked for. */
const COLOURS = [
  'bg',
  'text',
  'muted',
  'panel',
  'accent',
  'accent-text',
  'notice-bg',
  'floor',
  'wall',
  'player',
  'exit',
  'path',
  'trail',
  'focus',
];
/** The maze's marks, each drawn on the floor. */
const MARKS = ['wall', 'player', 'exit', 'path', 'trail'];

/** Reads the custom properties `--name` of `names` from `page` as RGB, by name. */
async function colours(page, names) {
  const c = {};
  for (const name of names) c[name] = await cssColor(page, `--${name}`);
  return c;
}

/** WCAG AA for colours `c`: text 4.5:1 on its backgrounds, `marks` 3:1 on the floor, the focus ring 3:1. */
function assertAa(c, label, marks) {
  const text = [
    ['text', 'bg'],
    ['muted', 'bg'],
    ['accent-text', 'accent'],
    ['text', 'panel'],
    ['text', 'notice-bg'],
  ];
  for (const [fg, bg] of text) {
    assert.ok(contrast(c[fg], c[bg]) >= 4.5, `${label}: ${fg} on ${bg} is ${contrast(c[fg], c[bg]).toFixed(2)}`);
  }
  for (const fg of marks) {
    assert.ok(contrast(c[fg], c.floor) >= 3, `${label}: ${fg} on floor is ${contrast(c[fg], c.floor).toFixed(2)}`);
  }
  assert.ok(contrast(c.focus, c.bg) >= 3, `${label}: focus ring`);
}

test('colours pass WCAG AA contrast in light and dark schemes', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, context } = await openGame(env, '?seed=colours', { colorScheme });
    assertAa(await colours(page, COLOURS), colorScheme, MARKS);
    await context.close();
  }
});

test('every theme (light, dark, high contrast, and the high contrast of the system) passes WCAG AA; fog stands out', async () => {
  const cases = [
    ['light', {}],
    ['dark', {}],
    ['contrast', {}],
    ['auto', { colorScheme: 'light', contrast: 'more' }],
  ];
  for (const [theme, media] of cases) {
    const { page, context } = await openGame(env, '?seed=colours', {});
    if (Object.keys(media).length) await page.emulateMedia(media);
    await openMenu(page);
    await page.selectOption('#theme-select', theme);
    const c = await colours(page, [...COLOURS, 'fog']);
    if (theme !== 'light') assert.notDeepEqual(c.bg, [0xf4, 0xf1, 0xea], `${theme}: the theme applies`);
    const label = `${theme}${media.contrast ? ' (prefers-contrast: more)' : ''}`;
    assertAa(c, label, [...MARKS, 'fog']);
    assert.ok(contrast(c.wall, c.fog) >= 3, `${label}: walls on fog`);
    if (theme === 'contrast' || media.contrast) {
      for (const [fg, bg] of [
        ['text', 'bg'],
        ['wall', 'floor'],
      ]) {
        assert.ok(contrast(c[fg], c[bg]) >= 7, `${label}: ${fg} on ${bg} reaches AAA`);
      }
    }
    await context.close();
  }
});

test('the canvas describes the game in words and a polite live region announces it', async () => {
  const { page, context, problems } = await openGame(env, '?seed=speak&level=1');
  const canvas = page.locator('#maze');
  assert.equal(await canvas.getAttribute('role'), 'img');
  assert.match(await canvas.getAttribute('aria-label'), /level 1, 8 by 8 cells\. Row 1, column 1\. Open: .*0 moves/);
  assert.equal(await page.locator('#announce').getAttribute('aria-live'), 'polite');
  assert.match(await page.locator('#announce').textContent(), /Level 1: a maze of 8 by 8 cells/);
  const bytes = await walls(page);
  const east = openNeighbor(bytes, 8, 8, 0, 1) !== null;
  await tap(page, east ? 'ArrowRight' : 'ArrowDown');
  assert.match(
    await canvas.getAttribute('aria-label'),
    east ? /Row 1, column 2\..*1 moves/ : /Row 2, column 1\..*1 moves/,
  );
  // Every control is reachable with Tab and shows focus: the menu button, the board, then the
  // actions under it.
  const order = [];
  for (const _ of ['btn-menu', 'maze', 'btn-new']) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement.id));
    assert.equal(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'solid');
  }
  assert.deepEqual(order, ['btn-menu', 'maze', 'btn-new']);
  // Space on a focused button presses that button (here: a new maze), not the game's Space.
  const before = (await state(page)).seed;
  await page.keyboard.press(' ');
  const after = await state(page);
  assert.notEqual(after.seed, before);
  assert.equal(after.solutionShown, false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('reduced motion turns off the animations', async () => {
  const { page, context } = await openGame(env, '?seed=calm&level=1', { reducedMotion: 'reduce' });
  const s = await state(page);
  await walk(page, await solution(page), s.width);
  assert.equal(await page.locator('#win').isVisible(), true);
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('win')).animationName), 'none');
  await context.close();
  const moving = await openGame(env, '?seed=calm&level=1');
  await walk(moving.page, await solution(moving.page), s.width);
  assert.equal(await moving.page.evaluate(() => getComputedStyle(document.getElementById('win')).animationName), 'pop');
  await moving.context.close();
});

test('the clock starts at the first move and pauses while the page is hidden', async () => {
  const { page, context, problems } = await openGame(env, '?seed=clock&level=2');
  assert.equal((await state(page)).timerRunning, false);
  const bytes = await walls(page);
  const east = openNeighbor(bytes, 12, 12, 0, 1) !== null;
  await tap(page, east ? 'ArrowRight' : 'ArrowDown');
  assert.equal((await state(page)).timerRunning, true);
  const setHidden = (hidden) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { value: h, configurable: true });
      Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  assert.equal((await state(page)).timerRunning, false);
  const shown = await page.locator('#hud-time').textContent();
  // The page's frames and its own clock go on for 0.4 s: a running clock's tenths would change.
  await pageTimePasses(page, { ms: 400 });
  assert.equal(await page.locator('#hud-time').textContent(), shown, 'time stood still while hidden');
  await setHidden(false);
  assert.equal((await state(page)).timerRunning, true);
  await page.waitForFunction((t) => document.getElementById('hud-time').textContent !== t, shown);
  assert.notEqual(await page.locator('#hud-time').textContent(), shown);
  assert.deepEqual(problems, []);
  await context.close();
});

test('axe-core finds no violations on the game page, with the menu closed and open', async () => {
  // axe is injected through the driver (the page's policy allows no inline script).
  const source = await readFile(`${ROOT}node_modules/axe-core/axe.min.js`, 'utf8');
  const { page, context, problems } = await openGame(env, '?seed=axe&level=2');
  await page.evaluate(source);
  const check = async (label) => {
    const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(found, [], `${label}: axe violations`);
  };
  await check('menu closed');
  await openMenu(page);
  await page.click('#records summary');
  await page.click('#stats-panel summary');
  await check('menu open');
  assert.deepEqual(problems, []);
  await context.close();
});
