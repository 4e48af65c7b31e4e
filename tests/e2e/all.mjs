// Every end-to-end file in one process, so that they share one Chromium and one server
// (harness.mjs `start`): `node --test --test-concurrency=1 tests/e2e/all.mjs` is what
// `./dev.sh test` runs. Each file still runs alone with `node --test tests/e2e/<file>.test.mjs`.
// Node runs every file's `before` hooks first, then the tests file by file in this order, then
// the `after` hooks.
import { readdir } from 'node:fs/promises';
import { after, afterEach, beforeEach } from 'node:test';
import { closeAll, closeLeftContexts, testBegins } from './harness.mjs';

const here = new URL('./', import.meta.url);
const files = (await readdir(here)).filter((name) => name.endsWith('.test.mjs')).sort();
// Each test's contexts are its own: what it leaves open is closed when it ends, so that no page
// of an earlier file runs on beside the later ones.
beforeEach(testBegins);
afterEach(closeLeftContexts);
for (const file of files) await import(new URL(file, here));

// A file whose test failed before its `close()` leaves its share open: close everything last,
// so that the process ends.
after(closeAll);
