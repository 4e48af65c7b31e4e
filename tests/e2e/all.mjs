// Every end-to-end file in one process, so that they share one Chromium and one server
// (harness.mjs `start`): `node --test --test-concurrency=1 tests/e2e/all.mjs` runs them all.
// Each file still runs alone with `node --test tests/e2e/<file>.test.mjs`.
// `E2E_SHARD=1/2` runs the first of two shares: `./dev.sh test` runs both at once, each with a
// browser of its own, since one process keeps the machine's two cores less than a third busy
// (most of a test is waiting on a page).
// Node runs every file's `before` hooks first, then the tests file by file in this order, then
// the `after` hooks.
import { readdir } from 'node:fs/promises';
import { after, afterEach, beforeEach } from 'node:test';
import { closeAll, closeLeftContexts, testBegins } from './harness.mjs';

// Each file's seconds, run alone on this project's 2-core machine (2026-12-07); a file not
// listed counts as 8. Only the shares' balance depends on these figures.
const SECONDS = {
  stress: 105,
  tools: 77,
  hostile: 69,
  worker: 61,
  doors: 59,
  inside: 43,
  handover: 36,
  rolls: 33,
  floors: 26,
  modes: 21,
  'solution-later': 20,
  'first-paint': 18,
  glance: 14,
  spares: 14,
  draw: 13,
  a11y: 11,
  screen: 11,
  faults: 10,
  hints: 10,
  load: 10,
  weave: 10,
  'ear-and-pad': 9,
  weight: 9,
  difficulty: 8,
  ghost: 8,
  csp: 7,
  large: 7,
  play: 7,
  polish: 7,
  shapes: 6,
  serve: 5,
  dist: 4,
  overview: 4,
  touch: 4,
  words: 4,
  builds: 3,
  'draw-shapes': 3,
  'menu-choices': 3,
  boundary: 1,
  cli: 15,
  'start-steps': 1,
  url: 1,
};
// Files that write the same folder (`dist/`, by tools/dist.mjs) run in the same share.
const TOGETHER = [['dist', 'weight']];

/** The files of share `part` of `parts`: the longest first, each to the share with the least so far. */
function share(files, part, parts) {
  const name = (file) => file.replace('.test.mjs', '');
  const units = files.map((file) => [file]);
  for (const group of TOGETHER) {
    const members = units.filter((unit) => group.includes(name(unit[0])));
    for (const extra of members.slice(1)) {
      members[0].push(...extra);
      units.splice(units.indexOf(extra), 1);
    }
  }
  const weight = (unit) => unit.reduce((sum, file) => sum + (SECONDS[name(file)] ?? 8), 0);
  units.sort((a, b) => weight(b) - weight(a) || a[0].localeCompare(b[0]));
  const load = Array(parts).fill(0);
  const mine = [];
  for (const unit of units) {
    const least = load.indexOf(Math.min(...load));
    load[least] += weight(unit);
    if (least === part - 1) mine.push(...unit);
  }
  return mine.sort();
}

const here = new URL('./', import.meta.url);
const all = (await readdir(here)).filter((name) => name.endsWith('.test.mjs')).sort();
const [part, parts] = (process.env.E2E_SHARD ?? '1/1').split('/').map(Number);
if (!(parts >= 1 && part >= 1 && part <= parts)) throw new Error(`E2E_SHARD=${process.env.E2E_SHARD}: not K/N`);
const files = share(all, part, parts);
// Each test's contexts are its own: what it leaves open is closed when it ends, so that no page
// of an earlier file runs on beside the later ones.
beforeEach(testBegins);
afterEach(closeLeftContexts);
for (const file of files) await import(new URL(file, here));

// A file whose test failed before its `close()` leaves its share open: close everything last,
// so that the process ends.
after(closeAll);
