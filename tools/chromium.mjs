// How every script here starts a browser: Debian's Chromium (or $CHROMIUM), driven by
// playwright-core, which never downloads one. Used by tools/, benches/web.mjs and the e2e harness.
import { chromium } from 'playwright-core';

/** Launch options for Debian's Chromium; `extraArgs` go before the shared flags. */
export function chromiumOptions(extraArgs = []) {
  return {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
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

/** Starts Debian's Chromium with `chromiumOptions(extraArgs)`; resolves to the playwright Browser. */
export function launchChromium(extraArgs = []) {
  return chromium.launch(chromiumOptions(extraArgs));
}
