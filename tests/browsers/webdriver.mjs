// A small W3C WebDriver client: enough to open the page, run a script in it, press real keys and
// click, in Firefox (geckodriver) and WebKit (WebKitGTK's WebKitWebDriver), the browsers that
// playwright-core cannot drive from Debian's packages. `./dev.sh browsers` installs them.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import net from 'node:net';
import { before, after } from 'node:test';
import { serve } from '../../tools/serve.mjs';
import { ROOT } from '../e2e/harness.mjs';

/** The browsers a test file runs in: `BROWSERS=firefox` runs one. */
export const NAMES = (process.env.BROWSERS ?? 'firefox,webkit').split(',');

/** Serves www/ for a test file's tests (its `before` and `after` hooks), with tools/serve.mjs's `options`; `site.base`
 * is its address once it runs. */
export function useSite(options = {}) {
  const site = {};
  let server;
  before(async () => {
    server = await serve(`${ROOT}www`, 0, options);
    site.base = `http://127.0.0.1:${server.address().port}/`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));
  return site;
}

/** The WebDriver code of each key the game's keys name (the rest are sent as they are). */
const KEY_CODES = {
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Enter: '\uE007',
  Escape: '\uE00C',
  Shift: '\uE008',
  Tab: '\uE004',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
};

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** Debian's multiarch folder of each Node.js architecture, where WebKitGTK's MiniBrowser is. */
const MULTIARCH = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu', arm: 'arm-linux-gnueabihf' };

/** How each browser is started: its driver, the driver's arguments, the session's capabilities. */
export const BROWSERS = {
  firefox: {
    driver: process.env.GECKODRIVER ?? 'geckodriver',
    args: (port) => ['--port', String(port)],
    capabilities: {
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
        args: ['-headless', '-width', '1000', '-height', '760'],
      },
    },
  },
  webkit: {
    driver: process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver',
    // WebKitGTK's MiniBrowser has no headless mode: it draws on a virtual screen (Xvfb).
    display: true,
    args: (port) => [`--port=${port}`],
    capabilities: {
      'webkitgtk:browserOptions': {
        binary: process.env.MINIBROWSER ?? `/usr/lib/${MULTIARCH[process.arch]}/webkit2gtk-4.1/MiniBrowser`,
        args: ['--automation'],
      },
    },
  },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One WebDriver command; resolves to its `value`, or throws the driver's error. */
async function command(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A browser that hangs fails the test instead of holding it forever.
    signal: AbortSignal.timeout(120000),
  });
  const text = await response.text();
  let value;
  try {
    ({ value } = JSON.parse(text));
  } catch {
    throw new Error(`${method} ${path}: HTTP ${response.status}, not WebDriver's JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${value?.error}: ${value?.message}`);
  return value;
}

/** Starts a virtual screen (Xvfb, from Debian's xvfb); resolves to it and its DISPLAY. */
function startScreen() {
  const screen = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    screen.on('error', reject);
    screen.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it gave its display`)));
    screen.stdio[3].on('data', (chunk) => resolve({ screen, display: `:${String(chunk).trim()}` }));
  });
}

/** Starts `name`'s driver and a session in it; `capabilities` add to the browser's (`pageLoadStrategy`). */
export async function startBrowser(name, capabilities = {}) {
  const browser = { ...BROWSERS[name] };
  browser.capabilities = { ...browser.capabilities, ...capabilities };
  const port = await freePort();
  const { screen, display } = browser.display && !process.env.DISPLAY ? await startScreen() : {};
  const env = display ? { ...process.env, DISPLAY: display } : process.env;
  const driver = spawn(browser.driver, browser.args(port), { stdio: ['ignore', 'ignore', 'pipe'], env });
  let log = '';
  driver.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    return new Session(name, base, await startSession(base, browser, driver, () => log), [driver, screen]);
  } catch (error) {
    for (const process of [driver, screen]) process?.kill();
    throw error;
  }
}

/** Waits for `driver` to listen at `base`, then opens a session of `browser`; resolves to its id. */
async function startSession(base, browser, driver, log) {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 150 || driver.exitCode !== null) throw new Error(`${browser.driver} did not start: ${log()}`);
    await sleep(100);
  }
  const { sessionId } = await command(base, 'POST', '/session', {
    capabilities: { alwaysMatch: browser.capabilities },
  });
  return sessionId;
}

/** A browser's session: the page it shows, and real input into it. */
class Session {
  constructor(name, base, id, processes) {
    Object.assign(this, { name, base, id, processes });
  }

  cmd(method, path, body) {
    return command(this.base, method, `/session/${this.id}${path}`, body);
  }

  goto(url) {
    return this.cmd('POST', '/url', { url });
  }

  /** Runs `fn` (a function) in the page with `args`; resolves to what it returns. */
  run(fn, ...args) {
    return this.cmd('POST', '/execute/sync', { script: `return (${fn})(...arguments);`, args });
  }

  /** Waits until `fn` returns something truthy in the page; resolves to it. */
  async until(fn, what, timeout = 20000, ...args) {
    const end = Date.now() + timeout;
    for (;;) {
      const value = await this.run(fn, ...args).catch(() => null);
      if (value) return value;
      if (Date.now() > end) throw new Error(`${this.name}: timed out waiting for ${what}`);
      await sleep(50);
    }
  }

  /** Presses `key` (a key name as the game's keys give it, "Shift+" before it held with Shift) and lets it go. */
  async press(key) {
    const parts = key.split('+').map((k) => KEY_CODES[k] ?? k);
    const main = parts.pop();
    const downs = [...parts, main].map((value) => ({ type: 'keyDown', value }));
    const ups = [main, ...parts.reverse()].map((value) => ({ type: 'keyUp', value }));
    await this.cmd('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: [...downs, ...ups] }] });
  }

  async element(selector) {
    const found = await this.cmd('POST', '/element', { using: 'css selector', value: selector });
    return found[ELEMENT];
  }

  async click(selector) {
    await this.cmd('POST', `/element/${await this.element(selector)}/click`, {});
  }

  /** Types `text` into the field `selector` with real key events, after clearing it. */
  async type(selector, text) {
    const id = await this.element(selector);
    await this.cmd('POST', `/element/${id}/clear`, {});
    await this.cmd('POST', `/element/${id}/value`, { text });
  }

  async screenshot(path) {
    // A fresh clone has no test-output/ until the Chromium tests made it.
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, Buffer.from(await this.cmd('GET', '/screenshot'), 'base64'));
  }

  async quit() {
    await this.cmd('DELETE', '').catch(() => {});
    for (const process of this.processes) process?.kill();
  }
}
