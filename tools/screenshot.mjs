// Takes the README's screenshot (docs/screenshot.png) with Debian's Chromium: serves www/ on a
// free port, opens level 3 of the seed "readme" at 1280×800, walks the first steps of the
// solution so the footprints show, and saves the page. Needs the built wasm in www/pkg/
// (./dev.sh serve or ./dev.sh test builds it). Run by hand when the page's look changes:
// node tools/screenshot.mjs
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';
import { launchChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}docs/screenshot.png`;
const STEPS = 12;
const KEYS = { [-1]: 'ArrowLeft', 1: 'ArrowRight' };

const server = await serve(`${root}www`, 0);
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/?seed=readme&level=3`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 15000 });
  const { width } = await page.evaluate(() => window.seedmaze.state());
  const path = await page.evaluate(() => window.seedmaze.solution());
  // The first steps of the shortest path, as arrow keys (cells are numbered row by row).
  for (let i = 1; i <= STEPS && i < path.length; i += 1) {
    const step = path[i] - path[i - 1];
    const key = KEYS[step] ?? (step === width ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(key);
  }
  await page.waitForFunction((n) => window.seedmaze.state().moves >= n, Math.min(STEPS, path.length - 1));
  // Let the last frame land before the picture is taken.
  await page.waitForTimeout(500);
  await page.screenshot({ path: out });
  console.log('docs/screenshot.png');
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}
