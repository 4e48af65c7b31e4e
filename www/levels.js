// The page's level worker (worker.js, the same wasm build): it makes the big levels Rust's `start_level` asks for, and
// the levels the player may ask for next, ahead.

// Milliseconds on the clock the page and its worker share (worker.js imports it).
export const clock = () => performance.timeOrigin + performance.now();

/** The worker making levels, PNGs and big stats with the game's build: `ask`, `available()` (starts it if it can).
 * Why a job failed is Rust's (`glue.phrase`, the build's sentences) or the browser's. */
export function levelMaker(module, glue) {
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
      worker.postMessage({ type: 'init', module });
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
