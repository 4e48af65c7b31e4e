// Records a Chromium performance trace of the first load of a game URL and lists the longest
// main-thread tasks with what ran inside them (script URL and function, wasm compile, GC,
// layout, paint). Usage: node tools/trace-load.mjs [query] [cpu-slowdown] [runs]
// e.g. node tools/trace-load.mjs '?seed=long-tasks&level=499' 4 3. Writes test-output/trace-*.json.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';
import { launchChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const [query = '?seed=long-tasks&level=499', slowdown = '1', runs = '1'] = process.argv.slice(2);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink',
  'loading',
  'toplevel',
];

const server = await serve(`${root}www`, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
await mkdir(`${root}test-output`, { recursive: true });

for (let run = 0; run < Number(runs); run++) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (Number(slowdown) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
  // The page's own view: the Long Tasks API, as the e2e tests read it.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({
          start: Math.round(e.startTime),
          ms: Math.round(e.duration),
          by: e.attribution?.[0]?.containerType,
        });
    }).observe({ type: 'longtask', buffered: true });
  });
  const file = `${root}test-output/trace-${run}.json`;
  await browser.startTracing(page, { path: file, categories: CATEGORIES });
  await page.goto(base + query);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 60000 });
  await page.waitForTimeout(300);
  console.log(`long tasks the page saw: ${JSON.stringify(await page.evaluate(() => window.__longTasks))}`);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  report(trace.traceEvents, run);
}
await browser.close();
server.close();

function report(events, run) {
  const threads = new Map();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming');
  // The page's renderer: the process that parsed our HTML (other renderers, such as the
  // browser's own WebUI pages, are left out).
  const pagePids = new Set(
    events.filter((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(base)).map((e) => e.pid),
  );
  const main = [...threads]
    .filter(([k, n]) => n === 'CrRendererMain' && pagePids.has(Number(k.split(':')[0])))
    .map(([k]) => k);
  const onMain = (e) => main.includes(`${e.pid}:${e.tid}`);
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.dur > 8000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 8);
  const t0 = nav ? nav.ts : Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  console.log(`run ${run}: longest main-thread tasks (slowdown ${slowdown}×)`);
  for (const task of tasks) {
    console.log(`  ${(task.dur / 1000).toFixed(1)} ms at ${((task.ts - t0) / 1000).toFixed(0)} ms`);
    const inside = events
      .filter(
        (e) =>
          onMain(e) &&
          e.ph === 'X' &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + task.dur &&
          e !== task &&
          e.dur > 1000,
      )
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 12);
    for (const e of inside) {
      const d = e.args?.data ?? e.args ?? {};
      let where = [d.functionName, d.url, d.fileName, d.type, d.name].filter(Boolean).join(' ').slice(0, 120);
      // A script evaluated without a URL is not the page's: the test driver's injected code.
      if (e.name === 'EvaluateScript' && !d.url) where = '(no URL: injected by the driver, not the page)';
      console.log(`     ${(e.dur / 1000).toFixed(1).padStart(6)} ms ${e.name} ${where}`);
    }
  }
}
