// Where a level is made: small levels on the page's thread (faster than a round trip), big ones
// in a Web Worker running the same wasm (worker.js). The worker's bytes are adopted by the
// page's Game, which checks them; the game state stays in Rust.

// Levels with more cells than this are made in the worker. 200×200 takes about 4 ms to make
// here on the main thread, and the cost grows with the cells (1000×1000: about 90 ms), so
// every bigger level would risk a main-thread task over 50 ms on a slow phone.
export const WORKER_CELLS = 200 * 200;

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
    if (data.type === 'progress') {
      job.onProgress(data.stage, data.fraction);
      return;
    }
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
