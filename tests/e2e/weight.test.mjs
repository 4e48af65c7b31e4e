// Weight does not creep in unseen: what level 1 downloads before it is playable (the page's files as tools/dist.mjs
// ships them and the first paint's build, on which the ball walks, gzipped) stays within a budget just above today's
// figure, so that a feature that adds weight to the first load fails here and has to say what it costs
// (docs/size.md). The goal is 80 KB.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { firstLoad } from '../../benches/first-load.mjs';
import { ROOT } from './harness.mjs';

// 44,725 bytes measured on 2026-12-02 plus about 2% for small changes; 45,105 bytes on 2026-12-03, after the link's
// parameter table and the page's facts (45,834) and reading a link apart from wording its notices; 46,019 bytes with
// `title=`, which the first paint reads like every link parameter (0.4 KB), and the favicon (232 bytes), which
// Chromium asks for before the ball walks in some runs and not in others (docs/size.md); 46,832 bytes on 2026-12-04,
// once the first paint names a level it does not paint and shows its frame and progress line (0.7 KB); 46,175 bytes
// once build.js was split from levels.js (the worker's code, and the levels made ahead, no longer come first); 46,481
// bytes once the start ran in short steps (the first paint's `make`, `nextTask`); 46,800 bytes once the first paint
// read `floors=` (to leave a floors link to the full game) and the menu's markup had its Floors choice; 46,478 bytes
// once tools/dist.mjs minified the page's HTML and CSS further and the Floors options came from the game's build;
// 46,529 bytes once the maze's errors were typed (the maze's typed errors, boot.js's walk apart from paintFirst).
// 47,000 until rolls came to the first paint, with the growth their issue allows: at most 1.5 KB over 46,529 bytes.
// 47,848 bytes with them (rolls, the first handover in one task, Shift and a fling passed on: 1,319 bytes); 47,794
// with the difficulty dial, whose goal lets the first download not grow (docs/size.md); 47,824 with the hints.
const BUDGET_BYTES = 46_529 + 1_500;

test('level 1 downloads no more than its budget before it is playable: the first paint, no game build', async () => {
  await promisify(execFile)('node', ['tools/dist.mjs'], { cwd: ROOT });
  const { before } = await firstLoad(`${ROOT}dist`);
  const files = before.files.map((f) => f.file);
  const list = before.files.map((f) => `${f.file} ${f.gzip}`).join(', ');
  assert.ok(
    before.gzip <= BUDGET_BYTES,
    `${before.gzip} bytes gzipped before playable (budget ${BUDGET_BYTES}): ${list}`,
  );
  // The game's builds load once the first paint plays, the menu's tools when one is first used, the worker with the
  // first big level: never before level 1 plays.
  const later = ['/pkg/play_bg.wasm', '/pkg/play.js', '/pkg/seedmaze_bg.wasm', '/pkg/seedmaze.js', '/main.js'];
  later.push('/pkg/tools_bg.wasm', '/pkg/tools.js', '/panels.js', '/editor.js');
  for (const file of [...later, '/worker.js'])
    assert.ok(!files.includes(file), `${file} was fetched before play: ${list}`);
  assert.ok(files.includes('/pkg/first_bg.wasm'), list);
});
