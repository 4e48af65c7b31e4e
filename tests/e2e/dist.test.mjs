// The dist build is a self-contained static site: served on its own, the game starts and plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdir } from 'node:fs/promises';
import { start, openGame, state, ROOT } from './harness.mjs';

test('tools/dist.mjs makes a folder that works on any static host', async () => {
  await promisify(execFile)('node', ['tools/dist.mjs'], { cwd: ROOT });
  const files = (await readdir(`${ROOT}dist`, { recursive: true })).sort();
  for (const file of ['index.html', 'main.js', 'style.css', 'icon.svg', 'pkg/seedmaze.js', 'pkg/seedmaze_bg.wasm']) {
    assert.ok(files.includes(file), `dist/${file} missing: ${files.join(', ')}`);
  }
  assert.ok(!files.includes('pkg/.gitignore'));
  const env = await start('dist');
  try {
    const { page, context, problems } = await openGame(env, '?seed=from-dist&level=3');
    const s = await state(page);
    assert.equal(s.width, 16);
    assert.equal(s.seed, 'from-dist');
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await env.close();
  }
});
