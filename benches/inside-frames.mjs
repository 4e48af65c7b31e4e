// The view from inside's frame rate in headless Chromium, against the view from above in the same run: level 499
// (a 2000×2000 square, and the hex level 499) on a phone's canvas (390×844 at a pixel ratio of 2) and a desktop's
// (1280×800), at full speed and with the CPU slowed 4× (Emulation.setCPUThrottlingRate). While the view moves without
// a pause (inside: a turn every 120 ms, each swinging the eye for 160 ms; above: the ball stepping to and fro along
// the solution, each step gliding), the page's animation frames are counted for 3 s, and Rust's part of each frame is
// timed where the page calls it: inside, the cells near the ball (`Board#inside_mesh`), their reading
// (`Inside#show`) and the frame's drawing commands (`Inside#frame`); above, `Board#frame`. Goals (issue 53): 60 frames
// a second at full speed, 30 at 4×, Rust's part within 4 ms. Writes benches/inside-frames-report.json and prints the
// table of docs/speed.md. Usage: node benches/inside-frames.mjs [--root DIR] (after `./dev.sh build`).
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';
import { launchChromium } from '../tools/chromium.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : null;
};
const SCREENS = [
  {
    name: 'phone 390×844 @2',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  { name: 'desktop 1280×800', viewport: { width: 1280, height: 800 } },
];
const LEVELS = [
  { name: 'square 2000×2000', query: 'seed=bench&level=499' },
  { name: 'hex level 499', query: 'seed=bench&level=499&shape=hex' },
];
const RATES = [1, 4];
const WINDOW_MS = 3000;
const GOALS = { fps: { 1: 60, 4: 30 }, rust_ms: 4 };

/** Times every call of `proto[name]` into `window.__timed[key]` (ms). */
function timeCalls() {
  window.__timed = {};
  window.__time = (proto, name, key) => {
    const f = proto[name];
    proto[name] = function (...args) {
      const t = performance.now();
      const out = f.apply(this, args);
      window.__timed[key] ??= [];
      window.__timed[key].push(performance.now() - t);
      return out;
    };
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] : null;
};

/** One run: `level` seen `inside` or from above on `screen` with the CPU slowed `rate`×. */
async function run(browser, base, screen, level, inside, rate) {
  const { name, ...options } = screen;
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(timeCalls);
    await page.goto(`${base}?${level.query}${inside ? '&view=inside' : ''}`);
    await page.waitForFunction(() => window.seedmaze?.state()?.solved, null, { timeout: 120000 });
    if (inside) {
      await page.waitForFunction(
        () => document.querySelector('[data-do=view]')?.getAttribute('aria-pressed') === 'true',
      );
    }
    // The builds' classes, as the page imported them (the same modules), timed from here on.
    await page.evaluate(async () => {
      const game = await import('/pkg/seedmaze.js');
      window.__time(game.Board.prototype, 'inside_mesh', 'mesh');
      window.__time(game.Board.prototype, 'frame', 'above');
      const eye = await import('/pkg/inside.js');
      window.__time(eye.Inside.prototype, 'show', 'show');
      window.__time(eye.Inside.prototype, 'frame', 'frame');
    });
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Above, the ball steps along the solution's first step and back; inside, it turns.
    const solution = await page.evaluate(() => window.seedmaze.solution());
    const width = (await page.evaluate(() => window.seedmaze.state())).width;
    const d = solution[1] - solution[0];
    const there = d === 1 ? 'ArrowRight' : d === width ? 'ArrowDown' : 'ArrowRight';
    const back = there === 'ArrowRight' ? 'ArrowLeft' : 'ArrowUp';
    const keys = inside ? ['ArrowRight'] : [there, back];
    await page.evaluate(() => {
      window.__timed = {};
      window.__frames = [];
      const count = (t) => {
        window.__frames.push(t);
        if (!window.__stop) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });
    const started = Date.now();
    for (let i = 0; Date.now() - started < WINDOW_MS; i++) {
      await page.keyboard.press(keys[i % keys.length]);
      await new Promise((r) => setTimeout(r, 120));
    }
    const out = await page.evaluate(() => {
      window.__stop = true;
      return { frames: window.__frames, timed: window.__timed };
    });
    const span = (out.frames.at(-1) - out.frames[0]) / 1000;
    const fps = (out.frames.length - 1) / span;
    // Rust's part of each frame: the three calls inside (one each per frame), Board#frame above.
    const rust = inside
      ? (out.timed.frame ?? []).map((t, i) => t + (out.timed.show?.[i] ?? 0) + (out.timed.mesh?.[i] ?? 0))
      : (out.timed.above ?? []);
    return {
      screen: name,
      level: level.name,
      view: inside ? 'inside' : 'above',
      cpu: rate,
      fps: +fps.toFixed(1),
      frames_drawn: rust.length,
      rust_ms_median: rust.length ? +median(rust).toFixed(2) : null,
      rust_ms_p95: rust.length ? +p95(rust).toFixed(2) : null,
      errors,
    };
  } finally {
    await context.close();
  }
}

/** V at `level` on `screen`, from above to inside: the time from the key to the view's first frame, the first time
 * (its build loaded then) and again (the build there). */
async function switchTime(browser, base, screen, level) {
  const { name, ...options } = screen;
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(`${base}?${level.query}`);
    await page.waitForFunction(() => window.seedmaze?.state()?.solved, null, { timeout: 120000 });
    const insideNow = (on) =>
      page.waitForFunction(
        (v) => document.querySelector('[data-do=view]').getAttribute('aria-pressed') === v,
        String(on),
      );
    // The key's time on the page's clock, and the view's first frame after it.
    await page.evaluate(() => {
      addEventListener(
        'keydown',
        (e) => {
          if (e.key === 'v') window.__vAt = performance.now();
        },
        true,
      );
    });
    const once = async () => {
      await page.keyboard.press('v');
      await insideNow(true);
      await page.waitForFunction(() => window.__framed, null, { timeout: 30000 });
      return page.evaluate(() => window.__framed - window.__vAt);
    };
    // The first frame is the first call of `Inside#frame` after the key; the class is wrapped once loaded.
    await page.evaluate(() => {
      const wrap = () =>
        import('/pkg/inside.js').then(({ Inside }) => {
          const frame = Inside.prototype.frame;
          Inside.prototype.frame = function (...args) {
            const out = frame.apply(this, args);
            window.__framed ??= performance.now();
            return out;
          };
        });
      window.__wrapEye = wrap;
    });
    // The first V loads the build: wrapped as soon as the page asks for it (the module is the same).
    const firstPromise = once();
    await page.evaluate(() => window.__wrapEye());
    const first = await firstPromise;
    await page.keyboard.press('v');
    await insideNow(false);
    await page.evaluate(() => {
      window.__framed = undefined;
    });
    const again = await once();
    return { screen: name, level: level.name, first_v_ms: +first.toFixed(1), again_v_ms: +again.toFixed(1) };
  } finally {
    await context.close();
  }
}

const root = arg('--root') ?? `${ROOT}www`;
const server = await serve(root, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
const rows = [];
const switches = [];
try {
  for (const level of LEVELS)
    for (const screen of SCREENS)
      for (const rate of RATES)
        for (const inside of [true, false]) {
          const row = await run(browser, base, screen, level, inside, rate);
          rows.push(row);
          console.error(JSON.stringify(row));
        }
  for (const screen of SCREENS) switches.push(await switchTime(browser, base, screen, LEVELS[0]));
} finally {
  await browser.close();
  server.close();
}
console.error(JSON.stringify(switches));
const report = {
  when: new Date().toISOString(),
  loadavg_1_5_15: os.loadavg().map((x) => +x.toFixed(2)),
  cpus: os.cpus().length,
  goals: GOALS,
  rows,
  switches,
};
if (!arg('--root'))
  fs.writeFileSync(`${ROOT}benches/inside-frames-report.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  '| level | screen | CPU | inside: frames/s | inside: Rust ms (median, p95) | above: frames/s | above: Rust ms (median, p95) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows.filter((r) => r.view === 'inside')) {
  const a = rows.find((x) => x.view === 'above' && x.level === r.level && x.screen === r.screen && x.cpu === r.cpu);
  const ms = (x) => `${x.rust_ms_median}, ${x.rust_ms_p95}`;
  console.log(`| ${r.level} | ${r.screen} | ${r.cpu}× | ${r.fps} | ${ms(r)} | ${a.fps} | ${ms(a)} |`);
}
