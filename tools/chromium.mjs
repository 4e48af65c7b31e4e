// How every script here starts a browser: Debian's Chromium (or $CHROMIUM) or its headless shell, driven by
// playwright-core, which never downloads one. Used by tools/, benches/web.mjs and the e2e harness.
import { chromium } from 'playwright-core';

/**
 * Debian's `chromium-headless-shell`: the same Chromium, built for headless use without the full browser's own
 * processes. The end-to-end tests run in it (`shell`): they took 6 min there against 9 to 11 in the full browser, on
 * 2 cores (docs/tests.md); the benchmarks and tools keep the full browser. `$CHROMIUM_SHELL` names another binary for
 * it, as `$CHROMIUM` does for the full browser.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_SHELL ?? '/usr/bin/chromium-headless-shell';

/** Launch options for Debian's Chromium (its headless shell with `shell`); `extraArgs` go before the shared flags. */
export function chromiumOptions(extraArgs = [], { shell = false } = {}) {
  return {
    executablePath: shell ? HEADLESS_SHELL : (process.env.CHROMIUM ?? '/usr/bin/chromium'),
    args: [
      ...extraArgs,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/** Starts Debian's Chromium with `chromiumOptions(extraArgs, options)`; resolves to the playwright Browser. */
export function launchChromium(extraArgs = [], options = {}) {
  return chromium.launch(chromiumOptions(extraArgs, options));
}
