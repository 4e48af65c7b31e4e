// Weight does not creep in unseen: what level 1 downloads before it is playable (the page's files as tools/dist.mjs
// ships them, the first paint's and the square game's builds and their glue, gzipped) stays within a budget just above
// today's figure, so that a feature that adds weight to the first load fails here and has to say what it costs
// (docs/size.md). The budget is lowered as the download shrinks; the goal is 80 KB.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { firstLoad } from '../../benches/first-load.mjs';
import { ROOT } from './harness.mjs';

// 141.6 KB (145,013 bytes) measured on 2026-12-02 (docs/size.md), plus about 1.4% for small changes.
const BUDGET_BYTES = 147_000;

test('level 1 downloads no more than its budget before it is playable: the square game, none of the tools', async () => {
  await promisify(execFile)('node', ['tools/dist.mjs'], { cwd: ROOT });
  const { before } = await firstLoad(`${ROOT}dist`);
  const files = before.files.map((f) => f.file);
  const list = before.files.map((f) => `${f.file} ${f.gzip}`).join(', ');
  assert.ok(
    before.gzip <= BUDGET_BYTES,
    `${before.gzip} bytes gzipped before playable (budget ${BUDGET_BYTES}): ${list}`,
  );
  // The menu's tools load when it first opens, the full game's build when a level needs it, the worker with the
  // first big level: never before level 1 plays.
  for (const later of ['/pkg/tools_bg.wasm', '/pkg/tools.js', '/panels.js', '/pkg/seedmaze_bg.wasm', '/worker.js']) {
    assert.ok(!files.includes(later), `${later} was fetched before play: ${list}`);
  }
  assert.ok(files.includes('/pkg/play_bg.wasm') && files.includes('/pkg/first_bg.wasm'), list);
});
