// Lighthouse on the game page, as a command (./dev.sh lighthouse), not a test: serves www/ with
// tools/serve.mjs on 127.0.0.1 (compressed like a static host), runs the Lighthouse CLI (npm,
// pinned) on /?seed=lighthouse&level=1 with the mobile preset (its default simulated throttling)
// and the desktop preset, RUNS times each, and prints the median performance, accessibility and
// best-practices scores and the median CLS, LCP and TBT. Writes benches/lighthouse.json (with the
// git commit and any uncommitted changes under www/ and src/) and each full report to
// target/lighthouse/. Lighthouse launches Debian's Chromium (CHROME_PATH), never its own browser.
// Usage: node tools/lighthouse.mjs [runs]   (www/pkg must be built: ./dev.sh lighthouse does it)
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serve } from './serve.mjs';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = path.join(ROOT, 'target', 'lighthouse');
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const QUERY = '?seed=lighthouse&level=1';
const RUNS = Number(process.argv[2] ?? 3);
const PRESETS = {
  mobile: [], // Lighthouse's default: a mid-range phone, simulated slow 4G and 4× CPU slowdown
  desktop: ['--preset=desktop'],
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  cls: 'cumulative-layout-shift',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  fcp_ms: 'first-contentful-paint',
  si_ms: 'speed-index',
};

for (const file of ['pkg/seedmaze_bg.wasm', 'pkg/seedmaze.js', 'pkg/first_bg.wasm', 'pkg/first.js']) {
  if (!existsSync(path.join(ROOT, 'www', file))) {
    console.error(`lighthouse: www/${file} is missing; run ./dev.sh lighthouse (it builds www/pkg first)`);
    process.exit(1);
  }
}
if (!existsSync(LIGHTHOUSE)) {
  console.error('lighthouse: node_modules/lighthouse is missing; run ./dev.sh lighthouse (it installs it)');
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const git = async (...args) => (await run('git', args, { cwd: ROOT })).stdout.trim();

/** One Lighthouse run; returns the figures of its report (scores 0–100, times in ms). */
async function lighthouse(url, preset, index) {
  const output = path.join(OUT, `${preset}-${index + 1}.json`);
  await run(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      ...PRESETS[preset],
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--no-enable-error-reporting',
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 << 20 },
  );
  const report = JSON.parse(await fs.readFile(output, 'utf8'));
  if (report.runtimeError) throw new Error(`${preset} run ${index + 1}: ${JSON.stringify(report.runtimeError)}`);
  const figures = { lighthouse: report.lighthouseVersion, warnings: report.runWarnings };
  for (const category of CATEGORIES) figures[category] = Math.round(report.categories[category].score * 100);
  for (const [name, audit] of Object.entries(METRICS)) figures[name] = report.audits[audit].numericValue;
  // What lost points, to act on: every scored audit below full marks.
  figures.below_full = CATEGORIES.flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  figures.settings = {
    form_factor: report.configSettings.formFactor,
    throttling_method: report.configSettings.throttlingMethod,
    throttling: report.configSettings.throttling,
    screen: report.configSettings.screenEmulation,
  };
  return figures;
}

await fs.mkdir(OUT, { recursive: true });
const server = await serve(path.join(ROOT, 'www'), 0);
const url = `http://127.0.0.1:${server.address().port}/${QUERY}`;
const result = {
  date: new Date().toISOString(),
  commit: await git('rev-parse', 'HEAD'),
  uncommitted: (await git('status', '--porcelain', '--', 'www', 'src')).split('\n').filter(Boolean),
  chromium: (await run(CHROME, ['--version'])).stdout.trim(),
  lighthouse: null,
  url: `/${QUERY}`,
  runs: RUNS,
  presets: {},
};
try {
  for (const preset of Object.keys(PRESETS)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      runs.push(await lighthouse(url, preset, i));
      const r = runs.at(-1);
      console.error(
        `${preset} run ${i + 1}/${RUNS} (${((performance.now() - t0) / 1000).toFixed(0)} s): performance ` +
          `${r.performance}, accessibility ${r.accessibility}, best practices ${r['best-practices']}, ` +
          `LCP ${r.lcp_ms.toFixed(0)} ms, TBT ${r.tbt_ms.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`,
      );
    }
    result.lighthouse = runs[0].lighthouse;
    const medians = {};
    for (const key of [...CATEGORIES, ...Object.keys(METRICS)]) medians[key] = median(runs.map((r) => r[key]));
    result.presets[preset] = {
      median: medians,
      settings: runs[0].settings,
      below_full: [...new Set(runs.flatMap((r) => r.below_full))],
      warnings: [...new Set(runs.flatMap((r) => r.warnings))],
      runs: runs.map(({ settings, lighthouse, warnings, ...figures }) => figures),
    };
  }
} finally {
  await new Promise((resolve) => server.close(resolve));
}

await fs.writeFile(path.join(ROOT, 'benches', 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
const dirty = result.uncommitted.length ? ` plus uncommitted changes (${result.uncommitted.join(', ')})` : '';
console.log(`Lighthouse ${result.lighthouse}, ${result.chromium}, ${result.url}, commit ${result.commit}${dirty}`);
console.log(`median of ${RUNS} runs per preset (benches/lighthouse.json; full reports in target/lighthouse/):`);
console.log('| preset | performance | accessibility | best practices | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|');
for (const [preset, { median: m }] of Object.entries(result.presets)) {
  console.log(
    `| ${preset} | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ` +
      `${(m.lcp_ms / 1000).toFixed(2)} s | ${Math.round(m.tbt_ms)} ms | ${m.cls.toFixed(3)} |`,
  );
}
for (const [preset, { below_full, warnings }] of Object.entries(result.presets)) {
  if (below_full.length) console.log(`${preset}, below full marks in some run: ${below_full.join('; ')}`);
  if (warnings.length) console.log(`${preset}, Lighthouse warnings: ${warnings.join('; ')}`);
}
