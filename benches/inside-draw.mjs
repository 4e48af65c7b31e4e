// The three prototypes of the view from inside's drawing (www/bench/inside.html), timed in headless Chromium on a
// phone's canvas (780×1688 device pixels) and a desktop's (1280×800): the game's 2D canvas, WebGL2 and a raycaster's
// pixel buffer, each frame's time including Rust's part and the flush. Headless Chromium runs with --disable-gpu (as
// every script here): WebGL2 then needs --enable-unsafe-swiftshader, its software renderer, tried as a second run.
// Writes benches/inside-draw-report.json and prints docs/architecture.md's table. Usage: node benches/inside-draw.mjs
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';
import { launchChromium } from '../tools/chromium.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SIZES = [
  [780, 1688],
  [1280, 800],
];
const server = await serve(`${ROOT}www`, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const rows = [];
try {
  for (const flags of [[], ['--enable-unsafe-swiftshader']]) {
    const browser = await launchChromium(flags);
    try {
      for (const [w, h] of SIZES) {
        const page = await browser.newPage();
        await page.goto(`${base}bench/inside.html?run&w=${w}&h=${h}`);
        const result = await page.waitForFunction(() => window.insideResult, null, { timeout: 180000 });
        rows.push({ flags: flags.join(' ') || 'none', ...(await result.jsonValue()) });
        console.error(JSON.stringify(rows.at(-1)));
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  server.close();
}
const report = { when: new Date().toISOString(), loadavg_1_5_15: os.loadavg().map((x) => +x.toFixed(2)), rows };
fs.writeFileSync(`${ROOT}benches/inside-draw-report.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log("| canvas | Chromium flags | Rust's frame | 2D canvas | WebGL2 | pixel buffer (its upload alone) |");
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  const gl = r.webgl2_ms === null ? 'none' : `${r.webgl2_ms} ms (${r.webgl2_renderer})`;
  console.log(
    `| ${r.width}×${r.height} | ${r.flags} | ${r.rust_ms} ms | ${r.canvas_2d_ms} ms | ${gl} | ${r.pixel_buffer_ms} ms (${r.pixel_upload_ms} ms) |`,
  );
}
