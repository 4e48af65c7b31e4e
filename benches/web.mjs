// The browser benchmark runner: serves www/ on 127.0.0.1, opens /bench/?run in headless
// Chromium (Debian's, through playwright-core; nothing is downloaded), waits for the page's
// result, adds the download size of the built package and the native criterion figures
// (benches/report.json, from `./dev.sh bench`), writes benches/web-report.json and prints the
// README's tables. Usage: node benches/web.mjs (after building www/pkg; `./dev.sh bench-web`).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const gz = (file) => zlib.gzipSync(fs.readFileSync(`${ROOT}${file}`), { level: 9 }).length;

const server = await serve(`${ROOT}www`, 0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let result;
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/bench/?run`);
  await page.waitForFunction(() => window.benchResult, null, { timeout: 15 * 60 * 1000, polling: 500 });
  result = await page.evaluate(() => window.benchResult);
  fs.mkdirSync(`${ROOT}test-output`, { recursive: true });
  await page.screenshot({ path: `${ROOT}test-output/bench-page.png`, fullPage: true });
} finally {
  await browser.close();
  server.close();
}
if (result.error) throw new Error(`the benchmark page failed: ${result.error}`);

let native = null;
try {
  native = JSON.parse(fs.readFileSync(new URL('./report.json', import.meta.url), 'utf8'));
} catch {
  console.error('benches/report.json is missing: run `./dev.sh bench` for the native comparison');
}
const nativeMs = (size, algorithm) =>
  native?.rows.find((r) => r.size === size && r.algorithm === algorithm)?.rust_native_ms;
for (const r of result.generation) {
  r.native_union_find_ms = nativeMs(r.size, 'union-find') ?? null;
  r.native_perfect_ms = nativeMs(r.size, 'perfect') ?? null;
}
result.size = {
  wasm_gz: gz('www/pkg/seedmaze_bg.wasm'),
  glue_gz: gz('www/pkg/seedmaze.js'),
  wasm_bytes: fs.statSync(`${ROOT}www/pkg/seedmaze_bg.wasm`).size,
};
result.size.total_gz = result.size.wasm_gz + result.size.glue_gz;
result.date = new Date().toISOString();
fs.writeFileSync(new URL('./web-report.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);

const fmt = (x) =>
  x == null ? '–' : x >= 100 ? `${x.toFixed(0)} ms` : x >= 10 ? `${x.toFixed(1)} ms` : `${x.toFixed(2)} ms`;
const ratio = (a, b) => (a == null || b == null ? '–' : `${(a / b).toFixed(2)}×`);
console.log(
  '| maze | wasm union-find | wasm perfect | careful JS Kruskal | naive JS | Kruskal / wasm | naive / wasm | wasm / native (union-find, perfect) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of result.generation) {
  console.log(
    `| ${r.size}×${r.size} | ${fmt(r.wasm_union_find_ms)} | ${fmt(r.wasm_perfect_ms)} | ${fmt(r.js_kruskal_ms)} | ${fmt(r.js_naive_ms)} | ` +
      `${ratio(r.js_kruskal_ms, r.wasm_union_find_ms)} | ${ratio(r.js_naive_ms, r.wasm_union_find_ms)} | ` +
      `${ratio(r.wasm_union_find_ms, r.native_union_find_ms)}, ${ratio(r.wasm_perfect_ms, r.native_perfect_ms)} |`,
  );
}
console.log("\n| maze | view | first full draw | one move's repaint |");
console.log('|---|---|---|---|');
for (const r of result.drawing) {
  console.log(
    `| ${r.size}×${r.size} | ${r.view} (${r.cell_px} px cells) | ${fmt(r.first_draw_ms)} | ${fmt(r.move_repaint_ms)} |`,
  );
}
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
console.log(
  `\ndownload: wasm ${kb(result.size.wasm_gz)} + JS glue ${kb(result.size.glue_gz)} = ${kb(result.size.total_gz)} gzipped (wasm ${kb(result.size.wasm_bytes)} raw)`,
);
