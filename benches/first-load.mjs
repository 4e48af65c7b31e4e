// What a visitor downloads before the maze is playable: serves a built folder (dist/ by default:
// `./dev.sh dist` builds it), opens level 1 (`?seed=bench&level=1`) in headless Chromium with an
// empty cache, and lists every file the server was asked for before the page said it was playable
// (its `seedmaze:playable` mark, where the ball walks on the first paint, or its first maze; the
// page's worker included), with its size gzipped (level 9, as tools/serve.mjs
// and static hosts send it) and brotli'd, and their sums. The files asked for later (the service
// worker's copy, the menu's tools) are listed apart. Writes benches/first-load-report.json.
// Usage: node benches/first-load.mjs [dir] [query]. tests/e2e/weight.test.mjs imports `firstLoad`.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { serve } from '../tools/serve.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const GOAL_BYTES = 80 * 1024;

/** The files `dir`'s page at `query` fetched before and after it was playable, with their sizes. */
export async function firstLoad(dir, query = '?seed=bench&level=1') {
  const server = await serve(dir, 0);
  const asked = [];
  server.on('request', (req) => asked.push({ url: new URL(req.url, 'http://x').pathname, at: Date.now() }));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let readyAt;
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/${query}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 60_000 });
    // The page's own mark of its first playable maze (the first paint's, `seedmaze:playable`, where the ball walks
    // on it; else the game's first maze), on the clock the server's log uses: a request the page made just after it
    // (the game's build, the service worker's script) is not counted as before, however soon the poll above saw it.
    readyAt = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance.timeOrigin + Math.min(at('seedmaze:playable'), at('seedmaze:first-maze'));
    });
    // Whatever comes after play starts (the service worker's copy) is listed apart.
    await page.waitForFunction(() => document.documentElement.dataset.offline, null, { timeout: 60_000 });
  } finally {
    await browser.close();
    server.close();
  }
  /** A served file's sizes: as it is, gzipped (level 9) and brotli'd (quality 11). */
  const sizes = (url) => {
    const body = fs.readFileSync(path.join(dir, url.endsWith('/') ? `${url}index.html` : url));
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    return { file: url, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, br: br.length };
  };
  const group = (list) => {
    const files = [...new Set(list.map((r) => r.url))].map(sizes);
    const sum = (key) => files.reduce((total, f) => total + f[key], 0);
    return { files, raw: sum('raw'), gzip: sum('gzip'), br: sum('br') };
  };
  return { before: group(asked.filter((r) => r.at <= readyAt)), after: group(asked.filter((r) => r.at > readyAt)) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? `${ROOT}dist`);
  const query = process.argv[3] ?? '?seed=bench&level=1';
  const { before, after } = await firstLoad(dir, query);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const f of before.files)
    console.log(`${f.file.padEnd(28)} ${kb(f.gzip).padStart(9)} gzip ${kb(f.br).padStart(9)} br`);
  console.log(
    `before playable: ${before.files.length} files, ${kb(before.gzip)} gzipped (${before.gzip} bytes; ` +
      `${kb(before.br)} brotli), goal ≤ ${kb(GOAL_BYTES)}: ${before.gzip <= GOAL_BYTES ? 'met' : 'not met'}`,
  );
  console.log(`after playable (service worker, …): ${after.files.length} files, ${kb(after.gzip)} gzipped`);
  const report = { query, dir: path.relative(ROOT, dir) || '.', goal_gzip_bytes: GOAL_BYTES, before, after };
  fs.writeFileSync(`${ROOT}benches/first-load-report.json`, `${JSON.stringify(report, null, 2)}\n`);
}
