// Download size against speed for release-profile choices: builds the wasm with each profile
// (cargo's CARGO_PROFILE_RELEASE_* overrides, its own target dir), runs wasm-bindgen and
// optionally binaryen's wasm-opt (npm `binaryen`), and records the gzipped size of the wasm
// plus its JS glue and the median time of a 1000×1000 `union-find` maze in Node.js.
// Usage: node benches/web-size.mjs   (slow: one release build per profile). Writes
// benches/web-size.json and prints the size table of docs/size.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL, fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = path.join(ROOT, 'target', 'web-size');
const WASM_OPT = path.join(ROOT, 'node_modules', '.bin', 'wasm-opt');

const PROFILES = [
  { name: 'opt-level 3, no lto, 16 codegen units', env: { OPT_LEVEL: '3', LTO: 'false', CODEGEN_UNITS: '16' } },
  { name: 'opt-level 3, lto, 1 codegen unit', env: { OPT_LEVEL: '3', LTO: 'true', CODEGEN_UNITS: '1' } },
  {
    name: 'opt-level 3, lto, 1 codegen unit, panic abort',
    env: { OPT_LEVEL: '3', LTO: 'true', CODEGEN_UNITS: '1', PANIC: 'abort' },
  },
  {
    name: 'opt-level "s", lto, 1 codegen unit, panic abort',
    env: { OPT_LEVEL: 's', LTO: 'true', CODEGEN_UNITS: '1', PANIC: 'abort' },
  },
  {
    name: 'opt-level "z", lto, 1 codegen unit, panic abort',
    env: { OPT_LEVEL: 'z', LTO: 'true', CODEGEN_UNITS: '1', PANIC: 'abort' },
  },
];
const OPTS = [null, '-Oz', '-O3'];

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

async function timeGenerate(dir, tag) {
  // A fresh copy of the glue per measurement: each module instance has its own memory.
  const glue = path.join(dir, `seedmaze-${tag}.mjs`);
  fs.copyFileSync(path.join(dir, 'seedmaze.js'), glue);
  const mod = await import(pathToFileURL(glue).href);
  mod.initSync({ module: fs.readFileSync(path.join(dir, `seedmaze_bg-${tag}.wasm`)) });
  const times = [];
  for (let i = 0; i < 9; i++) {
    const t0 = performance.now();
    mod.generate_maze(1000, 1000, `size${i}`, 'union-find').free();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[4];
}

const rows = [];
for (const [i, profile] of PROFILES.entries()) {
  const env = { ...process.env, CARGO_TARGET_DIR: path.join(OUT, `p${i}`) };
  for (const [k, v] of Object.entries(profile.env)) env[`CARGO_PROFILE_RELEASE_${k}`] = v;
  console.error(`building: ${profile.name}`);
  execFileSync('cargo', ['build', '--quiet', '--release', '--target', 'wasm32-unknown-unknown', '--lib'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  const dir = path.join(OUT, `pkg${i}`);
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync(
    'wasm-bindgen',
    [
      '--target',
      'web',
      '--no-typescript',
      '--out-dir',
      dir,
      path.join(env.CARGO_TARGET_DIR, 'wasm32-unknown-unknown', 'release', 'seedmaze.wasm'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const glueGz = gz(path.join(dir, 'seedmaze.js'));
  for (const opt of OPTS) {
    const tag = opt ? opt.slice(1) : 'none';
    const wasm = path.join(dir, `seedmaze_bg-${tag}.wasm`);
    if (opt)
      execFileSync(WASM_OPT, [
        opt,
        '--enable-bulk-memory',
        '--enable-nontrapping-float-to-int',
        '--enable-sign-ext',
        '--enable-mutable-globals',
        '--enable-reference-types',
        '--enable-multivalue',
        path.join(dir, 'seedmaze_bg.wasm'),
        '-o',
        wasm,
      ]);
    else fs.copyFileSync(path.join(dir, 'seedmaze_bg.wasm'), wasm);
    const row = {
      profile: profile.name,
      wasm_opt: opt ?? 'none',
      wasm_bytes: fs.statSync(wasm).size,
      wasm_gz: gz(wasm),
      glue_gz: glueGz,
      total_gz: gz(wasm) + glueGz,
      union_find_1000_ms: await timeGenerate(dir, tag),
    };
    rows.push(row);
    console.error(JSON.stringify(row));
  }
}
fs.writeFileSync(new URL('./web-size.json', import.meta.url), `${JSON.stringify({ rows }, null, 2)}\n`);
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
console.log('| profile | wasm-opt | wasm | wasm gzip | + glue gzip | union-find 1000² in Node |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.profile} | ${r.wasm_opt} | ${kb(r.wasm_bytes)} | ${kb(r.wasm_gz)} | **${kb(r.total_gz)}** | ${r.union_find_1000_ms.toFixed(1)} ms |`,
  );
}
