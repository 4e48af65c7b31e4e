// The level maker: the page's game build on its own thread (`make_level`, then `solve_level`), the bytes transferred to
// the page; the tools' build, on first need, for PNGs and big statistics. No rule lives here.
import { clock } from './levels.js';

// The page's game build (its wasm exports, its start, its glue) and the tools' build once loaded.
let wasm = null;
let ready = null;
let tools = null;
let game = null;
// A second worker of this build weighs half of a dial's candidates (`splits`) while this one weighs the others: on two
// cores a dialled level is ready in about one maze's time. `solver` is it when its half won: it alone can solve it.
let helper = null;
let solver = null;
let init = null;
const helped = (message, onStart) =>
  new Promise((resolve, reject) => {
    helper.onmessage = ({ data }) =>
      (data.type === 'progress' ? onStart : data.type === 'failed' ? reject : resolve)(data);
    helper.onerror = reject;
    helper.postMessage(message);
  });
const dismiss = () => (helper = solver = helper?.terminate() ?? null);

/** The tools' build and the panels' PNG drawing, loaded once. */
const withPng = async (panels) => ({ ...(await panels.toolsReady), mazePng: panels.mazePng });
const loadTools = () => (tools ??= import('./panels.js').then(withPng));

const buffers = (parts) => Object.values(parts).flatMap((x) => (ArrayBuffer.isView(x) ? [x.buffer] : [])); // not copied
// The job that makes levels ahead (`spares`); a newer one, or a level made, ends it between two levels.
let sparing = 0;

const jobs = {
  // The page sends the module it compiled: no second download or compile.
  init: (message) => {
    init = message;
    ready = import('./pkg/seedmaze.js').then(async (glue) => {
      game = glue;
      wasm = await glue.default({ module_or_path: message.module });
    });
  },
  // What play needs first (a square's walls, another shape's ids); the rest when the page asks.
  make: async ({ id, query, share = 0 }) => {
    sparing = 0;
    dismiss();
    postMessage({ type: 'progress', id, stage: 'start', fraction: 0.02 });
    const times = { start: clock() };
    const say = (stage, fraction) => {
      times[stage] ??= clock();
      postMessage({ type: 'progress', id, stage, fraction });
    };
    const split = !share && typeof Worker === 'function' && game.splits(query);
    // The helper loads only while this thread is free: this one waits until it has begun.
    let began = null;
    helper = split ? new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }) : null;
    helper?.postMessage(init);
    const theirs = split && helped({ type: 'make', query, share: 2 }, () => began?.());
    if (theirs) await Promise.race([new Promise((resolve) => (began = resolve)), theirs.catch(() => {})]);
    let parts = game.make_level(query, say, split ? 1 : share);
    if (theirs) {
      const other = await theirs.catch(() => null);
      times.helper = other ? clock() : null; // when the helper's half came, or null when it failed
      if (!other) parts = game.make_level(query, say, 0);
      else if (game.second_share_wins(query, parts.score, other.score)) [parts, solver] = [other, helper];
      else dismiss();
    }
    times.post = clock();
    postMessage({ ...parts, type: 'made', id, times, memory: wasm.memory.buffer.byteLength }, buffers(parts));
  },
  // The levels the page may ask for next, one by one in the game's build; a job the page sends meanwhile goes first.
  spares: async ({ id, queries }) => {
    sparing = id;
    game.keep_spares(queries);
    for (const query of queries) {
      await new Promise((resolve) => setTimeout(resolve));
      if (sparing !== id) break;
      game.make_spare(query);
      postMessage({ type: 'spared', id, query });
    }
    postMessage({ type: 'done', id });
  },
  held: ({ id }) => postMessage({ type: 'held', id, queries: game.spares_held() }),
  solve: async ({ id }, solve = clock()) => {
    const parts = solver ? await helped({ type: 'solve' }, () => {}) : game.solve_level();
    dismiss();
    postMessage({ ...parts, type: 'solved', id, times: { solve, post: clock() } }, buffers(parts));
  },
  // A PNG download drawn here: the page's thread never allocates the canvas.
  png: async ({ id, maze }) => postMessage({ type: 'png', id, blob: await (await loadTools()).mazePng(maze) }),
  // Asked only while the statistics panel is open: the page's thread never spends the time.
  stats: async ({ id, query }) => postMessage({ type: 'stats', id, rows: (await loadTools()).stats_rows(query) }),
  memory: ({ id }) => postMessage({ type: 'memory', id, bytes: wasm.memory.buffer.byteLength }),
};

self.addEventListener('message', async ({ data }) => {
  try {
    if (data.type !== 'init') await ready;
    await jobs[data.type]?.(data);
  } catch (error) {
    postMessage({ type: 'failed', id: data.id, message: String(error?.message ? error.message : error) });
  }
});
