// Where a level is made: small levels on the page's thread (faster than a round trip), big ones
// in a Web Worker running the same wasm (worker.js), whose bytes Rust's `Adoption` then checks
// on the page in short tasks. The game state stays in Rust.
import { Adoption } from './pkg/seedmaze.js';

// Levels with more cells than this are made in the worker. 200×200 takes about 4 ms to make
// here on the main thread, and the cost grows with the cells (1000×1000: about 90 ms), so
// every bigger level would risk a main-thread task over 50 ms on a slow phone.
export const WORKER_CELLS = 200 * 200;
// A worker's maze is handed to Rust and checked in steps of this many bytes, ids or cells
// (well under a millisecond each here); a task takes steps until TASK_MS have passed, then
// yields to input and drawing. Time-bounded, so that a slower machine gets more tasks, not
// longer ones.
export const ADOPT_STEP = 1 << 16;
const TASK_MS = 8;

// The next task, through a message port: setTimeout(0) would add its 4 ms clamp to every one
// of the hundred-odd tasks of a big level.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()();
const nextTask = () => new Promise((resolve) => waiting.push(resolve) && channel.port2.postMessage(null));

/** A Web Worker that makes levels; `available` is false where workers cannot start. */
export class LevelMaker {
  constructor(module) {
    this.jobs = new Map();
    this.next = 0;
    try {
      this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    } catch {
      this.worker = null;
      return;
    }
    this.worker.addEventListener('message', ({ data }) => this.receive(data));
    this.worker.addEventListener('error', (event) => this.fail(event.message || 'the worker failed to start'));
    this.worker.postMessage({ type: 'init', module });
  }

  get available() {
    return this.worker !== null;
  }

  /** Makes `plan`'s maze; resolves to `{ walls, removed, solution }`, reporting `onProgress(stage, fraction)`. */
  make(plan, onProgress) {
    return this.ask({ type: 'make', seed: plan.seed, side: plan.side, algorithm: plan.algorithm }, onProgress);
  }

  /** The worker's wasm memory size in bytes. */
  memory() {
    return this.ask({ type: 'memory' }).then((reply) => reply.bytes);
  }

  /** Sends `message` (with `transfer`, buffers to move) and resolves to the worker's reply. */
  ask(message, onProgress = () => {}, transfer = []) {
    if (!this.worker) return Promise.reject(new Error('no worker'));
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  receive(data) {
    const job = this.jobs.get(data.id);
    if (!job) return;
    if (data.type === 'progress') return job.onProgress(data.stage, data.fraction);
    this.jobs.delete(data.id);
    if (data.type === 'failed') job.reject(new Error(data.message));
    else job.resolve(data);
  }

  fail(message) {
    for (const job of this.jobs.values()) job.reject(new Error(message));
    this.jobs.clear();
    this.worker.terminate();
    this.worker = null;
  }
}

/**
 * Hands a worker's maze to Rust and has it checked, ADOPT_STEP units per call and TASK_MS per
 * task. Resolves to the new Game, or null if `superseded()` turns true on the way. `tasks` gets
 * each task's duration and step count (the page's own account of its work).
 */
export async function adoptInSlices(plan, parts, superseded, tasks) {
  const adoption = new Adoption(plan, parts.walls.length, parts.removed.length, parts.solution.length);
  const feeds = [
    [parts.walls, (chunk) => adoption.receive_walls(chunk)],
    [parts.removed, (chunk) => adoption.receive_removed(chunk)],
    [parts.solution, (chunk) => adoption.receive_solution(chunk)],
  ];
  let [feed, at] = [0, 0];
  // One step: the next chunk handed over, or once all is there, the next checks.
  const step = () => {
    if (feed === feeds.length) return adoption.advance(ADOPT_STEP);
    const [array, receive] = feeds[feed];
    receive(array.subarray(at, at + ADOPT_STEP));
    at += ADOPT_STEP;
    if (at >= array.length) [feed, at] = [feed + 1, 0];
    return false;
  };
  try {
    for (let done = false; !done; ) {
      await nextTask();
      if (superseded()) return null;
      const t0 = performance.now();
      let steps = 0;
      do {
        done = step();
        steps += 1;
      } while (!done && performance.now() - t0 < TASK_MS);
      tasks.push({ what: 'adopt', ms: performance.now() - t0, steps });
    }
    await nextTask();
    if (superseded()) return null;
    const t0 = performance.now();
    const game = adoption.finish();
    tasks.push({ what: 'finish', ms: performance.now() - t0, steps: 1 });
    return game;
  } finally {
    adoption.free();
  }
}
