// Weight does not creep in unseen: what level 1 downloads before it is playable (the page's
// files, both wasm builds and their glue, gzipped) stays within a budget just above today's
// figure, so that a feature that adds weight to the first load fails here and has to say what it
// costs (docs/size.md). The budget is lowered as the download shrinks; the goal is 80 KB.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstLoad } from '../../benches/first-load.mjs';
import { ROOT } from './harness.mjs';

// 165.3 KB (169,235 bytes) measured on 2026-12-02 (docs/size.md), plus about 1.6% for small changes.
const BUDGET_BYTES = 172_000;

test('level 1 downloads no more than its budget before it is playable, and none of the tools', async () => {
  const { before } = await firstLoad(`${ROOT}www`);
  const files = before.files.map((f) => f.file);
  const list = before.files.map((f) => `${f.file} ${f.gzip}`).join(', ');
  assert.ok(
    before.gzip <= BUDGET_BYTES,
    `${before.gzip} bytes gzipped before playable (budget ${BUDGET_BYTES}): ${list}`,
  );
  // The menu's tools load when it first opens, never before play.
  for (const tool of ['/pkg/tools_bg.wasm', '/pkg/tools.js', '/panels.js']) {
    assert.ok(!files.includes(tool), `${tool} was fetched before play: ${list}`);
  }
  assert.ok(files.includes('/pkg/seedmaze_bg.wasm') && files.includes('/pkg/first_bg.wasm'), list);
});
