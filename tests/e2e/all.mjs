// Every end-to-end file in one process, so that they share one Chromium and one server
// (harness.mjs `start`): `node --test --test-concurrency=1 tests/e2e/all.mjs` runs them all;
// `./dev.sh test` runs it twice at once, each with half of the files (`E2E_SHARD`). Each file still runs alone with `node --test tests/e2e/<file>.test.mjs`.
// Node runs every file's `before` hooks first, then the tests file by file in this order, then
// the `after` hooks.
import { readdir } from 'node:fs/promises';
import { after, afterEach, beforeEach } from 'node:test';
import { closeAll, closeLeftContexts, testBegins } from './harness.mjs';

const here = new URL('./', import.meta.url);
// `E2E_SHARD=1` or `2` runs one of two fixed halves, so that `./dev.sh test` runs two processes
// at once: one process keeps about one of the machine's two cores busy. The second half is the
// two longest files and a few more, none of which times the page; unset, every file runs.
const SECOND = ['hostile', 'stress', 'draw', 'modes', 'ghost'];
const shard = process.env.E2E_SHARD;
const inSecond = (name) => SECOND.includes(name.replace('.test.mjs', ''));
const files = (await readdir(here))
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => !shard || inSecond(name) === (shard === '2'))
  .sort();
// Each test's contexts are its own: what it leaves open is closed when it ends, so that no page
// of an earlier file runs on beside the later ones.
beforeEach(testBegins);
afterEach(closeLeftContexts);
for (const file of files) await import(new URL(file, here));

// A file whose test failed before its `close()` leaves its share open: close everything last,
// so that the process ends.
after(closeAll);
