// Shared set-up for the end-to-end tests: serve www/ on 127.0.0.1, drive Debian's Chromium (its
// headless shell, tools/chromium.mjs) with playwright-core (it never downloads a browser), and read the page's read-only
// `window.seedmaze` handle. Not a test file itself (node --test only runs *.test.mjs).
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { promisify } from 'node:util';
import { launchChromium } from '../../tools/chromium.mjs';
import { serve } from '../../tools/serve.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const OUT = `${ROOT}test-output/`;

// One browser and one server per served folder for the whole process: `./dev.sh test` runs every
// file in one process (tests/e2e/all.mjs), so Chromium starts once instead of once per file. Each
// `start()` takes a share and `close()` gives it back; the last share closes them.
const closeServer = (server) => new Promise((resolve) => server.close(resolve));
const browser = { users: 0, value: null, open: () => launchChromium([], { shell: true }), shut: (b) => b.close() };
const servers = new Map();

/** Takes a share of `shared` (`{ users, value, open, shut }`), opening it the first time. */
function take(shared) {
  shared.users += 1;
  shared.value ??= shared.open();
  return shared.value;
}

/** Gives a share of `shared` back, closing it when it was the last. */
async function giveBack(shared) {
  shared.users -= 1;
  if (shared.users > 0 || !shared.value) return;
  const value = shared.value;
  shared.value = null;
  await shared.shut(await value);
}

/**
 * Serves `dir` (www/ unless told) and starts the browser; returns `{ base, browser, close }`.
 * `serveOptions` go to tools/serve.mjs (`{ csp: false }`: no CSP header, the <meta> alone).
 * The browser, and the server of the same folder and options, are shared with every other
 * `start()` in the process until its `close()`.
 */
export async function start(dir = 'www', serveOptions = {}) {
  const key = JSON.stringify([dir, serveOptions]);
  if (!servers.has(key))
    servers.set(key, { users: 0, value: null, open: () => serve(`${ROOT}${dir}`, 0, serveOptions), shut: closeServer });
  const server = await take(servers.get(key));
  await mkdir(OUT, { recursive: true });
  return {
    base: `http://127.0.0.1:${server.address().port}/`,
    browser: tracked(await take(browser)),
    close: async () => {
      await giveBack(browser);
      await giveBack(servers.get(key));
    },
  };
}

// The contexts opened through a shared browser, each with the test it was opened in. In one
// process a context that a test leaves open (a failed test, or one that relied on its file's own
// browser closing) would go on running its page's frames for every later file: `all.mjs` closes
// what each test left open when it ends (`closeLeftContexts`).
const contexts = new Map();
let testNumber = 0;

/** The shared browser, with the contexts it opens tracked (a proxy: every other call passes). */
function tracked(shared) {
  const remember = (context) => {
    contexts.set(context, testNumber);
    context.on('close', () => contexts.delete(context));
    return context;
  };
  return new Proxy(shared, {
    get(target, name) {
      if (name === 'newContext') return async (...args) => remember(await target.newContext(...args));
      if (name === 'newPage')
        return async (...args) => {
          const page = await target.newPage(...args);
          remember(page.context());
          return page;
        };
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A test begins (all.mjs, `beforeEach`): what it opens is its own. */
export function testBegins() {
  testNumber += 1;
}

/** Closes the contexts the test that just ended opened and left open (all.mjs, `afterEach`). */
export async function closeLeftContexts() {
  const left = [...contexts].filter(([, number]) => number === testNumber).map(([context]) => context);
  await Promise.all(left.map((context) => context.close().catch(() => {})));
}

/**
 * A test file's site for all its tests: registers `before` (`start(dir, serveOptions)`) and
 * `after` (its `close()`) hooks where it is called, at a file's top level, and returns the env
 * they fill: `{ base, browser, close }` once `before` ran.
 */
export function useSite(dir = 'www', serveOptions = {}) {
  const env = {};
  before(async () => {
    Object.assign(env, await start(dir, serveOptions));
  });
  after(async () => {
    await env.close();
  });
  return env;
}

/** Closes the shared browser and every server, whatever shares are left (tests/e2e/all.mjs, last). */
export async function closeAll() {
  for (const shared of [browser, ...servers.values()]) {
    shared.users = 1;
    if (shared.value) await giveBack(shared);
  }
}

/**
 * Opens the game at `query` in a fresh context and waits until the first maze is drawn.
 * `problems` collects console errors, page errors, failed requests and HTTP errors.
 */
export async function openGame(env, query = '', contextOptions = {}, beforeLoad = null) {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 760 }, ...contextOptions });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // A reload or navigation aborts what the old page (or its worker) was still loading: not a
  // fault (net::ERR_ABORTED); every other failed request is.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  if (beforeLoad) await beforeLoad(page);
  await page.goto(env.base + query);
  await ready(page);
  return { page, context, problems };
}

/** Waits until the page says the game is running. */
export async function ready(page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 15000 });
}

/**
 * Waits until the page has run `frames` animation frames, then one more task, and its own clock
 * (`performance.now`) has moved on at least `ms`. A test that checks that something does NOT
 * happen (a clock that stays, a key not played twice, nothing moving) waits on this instead of a
 * fixed sleep: it proves the page went on running (its frames and timers) for that long, and on a
 * slow machine it simply takes longer.
 */
export function pageTimePasses(page, { frames = 5, ms = 0 } = {}) {
  return page.evaluate(
    ([count, wait]) =>
      new Promise((resolve) => {
        const since = performance.now();
        let seen = 0;
        const frame = () => {
          seen += 1;
          if (seen >= count && performance.now() - since >= wait) setTimeout(resolve, 0);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [frames, ms],
  );
}

/**
 * Waits until what the page shows stands still for `frames` animation frames in a row: the
 * canvas's picture (`'picture'`: an animation such as the win's solution or a camera pan has
 * ended) or the view's geometry (`'view'`: the camera's pan has ended). Fails after 15 s.
 */
export function settled(page, what = 'picture', frames = 3) {
  return page.evaluate(
    ([kind, count]) =>
      new Promise((resolve, reject) => {
        const read = () =>
          kind === 'view'
            ? JSON.stringify(window.seedmaze.view())
            : document.getElementById('maze').toDataURL() +
              document.getAnimations().filter((a) => a.playState === 'running').length;
        const give = setTimeout(() => reject(new Error(`the ${kind} did not settle in 15 s`)), 15000);
        let [last, same] = [read(), 0];
        const frame = () => {
          const now = read();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same < count) requestAnimationFrame(frame);
          else {
            clearTimeout(give);
            resolve();
          }
        };
        requestAnimationFrame(frame);
      }),
    [what, frames],
  );
}

/** Polls `check` (an async function) once a frame of `page` until it returns true; fails after 10 s. */
export async function eventually(page, check, what = 'a condition') {
  const until = Date.now() + 10000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} did not come true in 10 s`);
    await pageTimePasses(page, { frames: 1 });
  }
}

/** Waits until the HUD's clock (`m:ss.t`) reads more than `seconds`. */
export const clockPast = (page, seconds) =>
  page.waitForFunction(
    (min) => {
      const [m, s] = document.getElementById('hud-time').textContent.split(':');
      return Number(m) * 60 + Number(s) > min;
    },
    seconds,
    { timeout: 15000 },
  );

/** The game state from the page's debug handle. */
export const state = (page) => page.evaluate(() => window.seedmaze.state());
export const walls = (page) => page.evaluate(() => window.seedmaze.walls());
/** Waits until the level's solution and erasure order are in (a big level's come from the worker after it starts). */
export const solved = (page) =>
  page.waitForFunction(() => window.seedmaze.state().solved && window.seedmaze.state().ordered, null, {
    timeout: 30000,
  });
/** The solution's cells, once it is in. */
export const solution = async (page) => {
  await solved(page);
  return page.evaluate(() => window.seedmaze.solution());
};
export const view = (page) => page.evaluate(() => window.seedmaze.view());

// Direction numbers of the data contract (North 0, East 1, South 2, West 3) as the test's own
// oracle, independent of the page's code.
export const ARROWS = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'];
const EAST_WALL = 1;
const SOUTH_WALL = 2;

/** The cell one step from `cell` in `dir` if no wall stands in the way, else null. */
export function openNeighbor(wallBytes, width, height, cell, dir) {
  const x = cell % width;
  const y = Math.floor(cell / width);
  switch (dir) {
    case 0:
      return y > 0 && !(wallBytes[cell - width] & SOUTH_WALL) ? cell - width : null;
    case 1:
      return x + 1 < width && !(wallBytes[cell] & EAST_WALL) ? cell + 1 : null;
    case 2:
      return y + 1 < height && !(wallBytes[cell] & SOUTH_WALL) ? cell + width : null;
    case 3:
      return x > 0 && !(wallBytes[cell - 1] & EAST_WALL) ? cell - 1 : null;
    default:
      throw new Error(`bad direction ${dir}`);
  }
}

/** The arrow key that goes from cell `a` to the adjacent cell `b`. */
export function arrowBetween(a, b, width) {
  if (b === a + 1) return 'ArrowRight';
  if (b === a - 1) return 'ArrowLeft';
  if (b === a + width) return 'ArrowDown';
  if (b === a - width) return 'ArrowUp';
  throw new Error(`cells ${a} and ${b} are not adjacent`);
}

/** Presses the arrow keys that follow `path` (a list of cells) with real key events, in order. */
export async function walk(page, path, width) {
  // The keys go out in order without waiting for the page between them, as fast typing does.
  await Promise.all(path.slice(1).map((cell, i) => tap(page, arrowBetween(path[i], cell, width))));
}

/** Runs the command-line tool and parses its JSON output. */
export async function cli(args) {
  const run = promisify(execFile);
  const { stdout } = await run('cargo', ['run', '--quiet', '--bin', 'seedmaze', '--', ...args, '--format', 'json'], {
    cwd: ROOT,
    maxBuffer: 1 << 26,
  });
  return JSON.parse(stdout);
}

/** The RGB of the canvas pixel at device coordinates (x, y). */
export function pixel(page, x, y) {
  return page.evaluate(
    ([px, py]) => {
      const ctx = document.getElementById('maze').getContext('2d');
      return Array.from(ctx.getImageData(px, py, 1, 1).data.slice(0, 3));
    },
    [Math.floor(x), Math.floor(y)],
  );
}

/** A CSS colour custom property of the page as RGB. */
export function cssColor(page, name) {
  return page.evaluate((prop) => {
    const hex = getComputedStyle(document.documentElement).getPropertyValue(prop).trim();
    const n = parseInt(hex.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }, name);
}

/**
 * Before any page script runs: records Content-Security-Policy violations in
 * `window.__csp` (also on the page's console as errors) and dialogs in `dialogs`.
 * Returns the list of dialogs opened (alert, confirm, prompt), which are dismissed.
 */
export async function watchSecurity(page) {
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return dialogs;
}

/** The CSP violations recorded by `watchSecurity`. */
export const cspViolations = (page) => page.evaluate(() => window.__csp);

/**
 * The longest main-thread task a piece of work may hold, in ms. The page aims at no task of 50 ms or more; that
 * figure is a timing goal, which the browser benchmark (`./dev.sh bench-web`) reports and a test only prints. What a
 * test asserts is that the work is sliced, with room for a machine three times slower under load: the longest tasks
 * seen here on a loaded machine (load average 10 on 2 cores) were 1204×1204 carve frames of up to 190 ms, and with the
 * CPU slowed 4× the page's tasks were 63–110 ms, once 305 ms (docs/speed.md#long-tasks); three times 190 ms is under
 * 600 ms. A task of a second (work done in one piece, a hang, a stall) is past this bound on any machine.
 */
export const TASK_LIMIT_MS = 800;

/**
 * The largest share of a piece of work's time that one main-thread task may hold besides: on a short piece of work,
 * a task under TASK_LIMIT_MS that holds a quarter of it is still work that was not sliced. A slower machine changes
 * neither the share nor the cause.
 */
export const TASK_SHARE = 0.25;

/** Starts recording long tasks (the Long Tasks API) from now on, or from page start in an init script. */
export const longTasks = {
  /**
   * Records the long tasks that start from now on into `window.__longTasks`, with one observer
   * (an earlier one is disconnected; `buffered` replays the page's earlier tasks, which are
   * left out by their start time). `window.__longTasksSince` is when the recording began.
   */
  script: () => {
    window.__longTaskObserver?.disconnect();
    const since = performance.now();
    const tasks = [];
    window.__longTasks = tasks;
    window.__longTasksSince = since;
    window.__longTaskObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.startTime >= since) tasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
      }
    });
    window.__longTaskObserver.observe({ type: 'longtask', buffered: true });
  },
  /** Records from the next navigation on (from the document's start). */
  fromStart: (page) => page.addInitScript(longTasks.script),
  /** Records from now on: tasks that started earlier are not counted. */
  fromNow: (page) => page.evaluate(longTasks.script),
  /** The tasks recorded so far: `{ start, ms }` each. */
  read: (page) => page.evaluate(() => window.__longTasks),
};

/**
 * Asserts that the work since the recording began was sliced: no main-thread task lasted over TASK_LIMIT_MS, nor held
 * over TASK_SHARE of its time. Prints the long tasks (50 ms or more) as the figure, against the 50 ms goal.
 */
export async function assertWorkSliced(page, label) {
  const { tasks, span } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    span: performance.now() - window.__longTasksSince,
  }));
  const longest = Math.max(0, ...tasks.map((t) => t.ms));
  console.log(
    `${label}: ${tasks.length} main-thread tasks of 50 ms or more (the goal: none), the longest ${longest} ms ` +
      `of ${Math.round(span)} ms (${JSON.stringify(tasks)})`,
  );
  if (longest > TASK_LIMIT_MS)
    throw new Error(`${label}: one main-thread task took ${longest} ms, over the ${TASK_LIMIT_MS} ms a slice may take`);
  if (longest > TASK_SHARE * span)
    throw new Error(
      `${label}: one ${longest} ms main-thread task held over ${TASK_SHARE * 100}% of ${Math.round(span)} ms`,
    );
}

/** Run in the page: copies go to `window.__copied` (no Web Share, a clipboard that always works). */
export function catchCopies() {
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  window.__copied = undefined;
  navigator.clipboard.writeText = async (text) => {
    window.__copied = text;
  };
}

/** Clicks `button` (a share button), with copies caught, and resolves to the text it copied. */
export async function copiedBy(page, button) {
  await page.evaluate(catchCopies);
  await page.click(button);
  await page.waitForFunction(() => window.__copied);
  return page.evaluate(() => window.__copied);
}

/** Opens the menu with its button (its tools load when one is first used: `openTools`). */
export async function openMenu(page) {
  if (!(await page.evaluate(() => document.getElementById('menu').open))) await page.click('#btn-menu');
  await page.waitForFunction(() => document.getElementById('menu').open);
}

/** Opens the menu and its records panel, as a player would, and waits until the tools have loaded. */
export async function openTools(page) {
  await openMenu(page);
  if (!(await page.evaluate(() => document.getElementById('records').open))) await page.click('#records summary');
  await page.waitForFunction(() => document.documentElement.dataset.tools === 'ready');
}

/** Closes the menu (Escape, as a player would). */
export async function closeMenu(page) {
  if (await page.evaluate(() => document.getElementById('menu').open)) await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('menu').open);
}

/** A real touch swipe through the DevTools protocol: press, move in small steps, lift. */
export async function swipe(page, from, dx, dy) {
  const cdp = await page.context().newCDPSession(page);
  const point = (k) => [{ x: from.x + dx * k, y: from.y + dy * k, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let k = 1; k <= 8; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(k / 8) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Presses `key` (with modifiers, as in "Shift+W") with real key events, its keyup sent right
 * behind its keydown. `keyboard.press` waits for the page between the two, and a busy machine can
 * stretch that wait past the game's repeat delay, which makes one press two steps. */
export function tap(page, key) {
  const parts = key.length > 1 ? key.split('+') : [key];
  const main = parts.pop();
  const kb = page.keyboard;
  // Playwright sends its calls in the order they are made; none waits for the page here.
  return Promise.all([
    ...parts.map((m) => kb.down(m)),
    kb.down(main),
    kb.up(main),
    ...parts.reverse().map((m) => kb.up(m)),
  ]);
}

/** Each cell's open neighbours, from the CLI's `edges` and `removed`. */
export function openWays({ edges, removed, cells }) {
  const open = new Set(removed);
  const ways = Array.from({ length: cells }, () => []);
  for (const [wall, a, b] of edges)
    if (open.has(wall)) {
      ways[a].push(b);
      ways[b].push(a);
    }
  return ways;
}

/** The solution's indices where a roll starts: the start, and each cell the roll stops on (a fork: two or more ways
 * on besides the one it came by). */
export function rollStarts(json) {
  const ways = openWays(json);
  const starts = [0];
  for (let i = 1; i < json.solution.length - 1; i++) {
    const cell = json.solution[i];
    if (ways[cell].filter((n) => n !== json.solution[i - 1]).length !== 1) starts.push(i);
  }
  return starts;
}
