// Weight does not creep in unseen: what level 1 downloads before it is playable (the page's files as tools/dist.mjs
// ships them and the first paint's build, on which the ball walks, gzipped) stays within its budget, so that a
// feature that adds weight to the first load fails here and has to say what it costs (docs/size.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { firstLoad } from '../../benches/first-load.mjs';
import { ROOT } from './harness.mjs';

// The budget: at most 48 KB gzipped before level 1's first counted move (docs/size.md).
const BUDGET_BYTES = 48 * 1024;

test('level 1 downloads at most 48 KB gzipped before it is playable: the first paint, not the game', async () => {
  await promisify(execFile)('node', ['tools/dist.mjs'], { cwd: ROOT });
  const { before } = await firstLoad(`${ROOT}dist`);
  const files = before.files.map((f) => f.file);
  const list = before.files.map((f) => `${f.file} ${f.gzip}`).join(', ');
  assert.ok(
    before.gzip <= BUDGET_BYTES,
    `${before.gzip} bytes gzipped before playable (budget ${BUDGET_BYTES}): ${list}`,
  );
  // The game's build loads once the first paint plays, the menu's tools when one is first used, the worker with the
  // first big level: never before level 1 plays.
  const later = ['/pkg/seedmaze_bg.wasm', '/pkg/seedmaze.js', '/main.js'];
  later.push('/pkg/tools_bg.wasm', '/pkg/tools.js', '/panels.js', '/editor.js');
  for (const file of [...later, '/worker.js'])
    assert.ok(!files.includes(file), `${file} was fetched before play: ${list}`);
  assert.ok(files.includes('/pkg/first_bg.wasm'), list);
});
