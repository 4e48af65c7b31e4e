// Where a level is made: small ones on the page's thread, big ones in a Web Worker running the same wasm build
// (worker.js), whose bytes Rust's `PageAdoption` checks on the page in short tasks.
import { nextTask } from './build.js';

// A worker's maze is handed to Rust in steps of this many bytes, ids or cells; a task takes steps until TASK_MS have
// passed, so that a slower machine gets more tasks, not longer ones.
export const ADOPT_STEP = 1 << 16;
const TASK_MS = 8;
// Milliseconds on the clock the page and its worker share (worker.js imports it).
export const clock = () => performance.timeOrigin + performance.now();

/** The worker making levels, PNGs and big stats with `build`: `ask`, `stop()`, `available()` (starts it if it can).
 * Why a job failed is Rust's (`glue.phrase`, the build's sentences) or the browser's. */
export function levelMaker(module, build, glue) {
  const jobs = new Map();
  let worker = null;
  let next = 0;
  let failed = false;
  // The levels being made ahead (Rust's `spare_queries`) and those made; null when none are being made.
  let spares = null;
  // The levels the worker holds made ahead (those of the last `spare`): they come at once, with no loading bar.
  let held = [];
  const fail = (message) => {
    for (const job of jobs.values()) job.reject(new Error(message));
    jobs.clear();
    worker = worker?.terminate() ?? null;
    failed = true;
  };
  // Started by the first job: level 1 plays before the worker's files are fetched.
  const started = () => {
    if (worker || failed) return worker;
    try {
      worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
      worker.addEventListener('message', ({ data }) => {
        const job = jobs.get(data.id);
        if (data.type === 'progress') return job?.onProgress(data.stage, data.fraction);
        if (data.type === 'spared') return job?.onProgress(data.query);
        jobs.delete(data.id);
        if (data.type === 'failed') job?.reject(new Error(data.message));
        else job?.resolve(data);
      });
      worker.addEventListener('error', (event) => fail(event.message || glue.phrase(glue.Phrase.WorkerUnstarted)));
      worker.postMessage({ type: 'init', module, build });
    } catch {
      failed = true;
    }
    return worker;
  };
  const ask = (message, onProgress = () => {}) =>
    new Promise((resolve, reject) => {
      // A level the worker is not making ahead never waits for one that it is: a worker busy with nothing else is
      // replaced (the compiled module is kept). One it made or is making is waited for.
      const ahead = spares && [...spares.made, spares.queries[spares.made.length]].includes(message.query);
      if (message.type === 'make' && spares && !ahead && jobs.size === 1) {
        worker = worker.terminate() ?? null;
        jobs.clear();
        spares = null;
        held = [];
      }
      if (!started()) return reject(new Error(glue.phrase(glue.Phrase.WorkerNone)));
      jobs.set(++next, { resolve, reject, onProgress });
      worker.postMessage({ ...message, id: next });
    });
  return {
    available: () => started() !== null,
    holds: (query) => held.includes(query),
    stop: () => fail(glue.phrase(glue.Phrase.WorkerReplaced)),
    ask,
    /** Makes `queries` ahead, one by one (a level asked for meanwhile goes first); what is being made ahead. */
    spare(queries) {
      if (!queries.length && !worker) return () => ({ asked: 0, ready: 0 });
      const made = [];
      const these = { queries, made };
      held = made;
      spares = queries.length ? these : null; // an empty list only drops what the worker holds
      const over = () => {
        if (spares === these) spares = null;
      };
      if (started()) ask({ type: 'spares', queries }, (query) => made.push(query)).then(over, over);
      return () => ({ asked: queries.length, ready: made.length });
    },
  };
}

/** Calls `advance(ADOPT_STEP)` until true, in tasks as above (each one logged in `tasks`); false if superseded. */
export async function inSlices(advance, superseded, tasks, what) {
  for (let done = false; ; ) {
    await nextTask();
    if (superseded()) return false;
    if (done) return true;
    const at = clock();
    const t0 = performance.now();
    let steps = 0;
    do {
      done = advance(ADOPT_STEP);
      steps += 1;
    } while (!done && performance.now() - t0 < TASK_MS);
    tasks.push({ what, at, ms: performance.now() - t0, steps });
  }
}

/** Hands our worker's maze to the build's `PageAdoption` in slices: the new Game, or null if superseded. */
export async function adoptInSlices(PageAdoption, plan, parts, superseded, tasks) {
  const adoption = PageAdoption.from_worker(plan, parts.walls, parts.removed);
  try {
    if (!(await inSlices((step) => adoption.advance(step), superseded, tasks, 'adopt'))) return null;
    const at = clock();
    const t0 = performance.now();
    const game = adoption.finish();
    tasks.push({ what: 'finish', at, ms: performance.now() - t0, steps: 1 });
    await nextTask(); // the first draw (the caller's) in a task of its own, not with `finish`'s
    return superseded() ? game.free() : game;
  } finally {
    adoption.free();
  }
}
