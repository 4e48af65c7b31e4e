// The level maker: the same wasm as the page, on its own thread, so that making a big maze never
// freezes the page. Rust makes the maze (`make_level`); the bytes go to the page transferred, and
// its `Adoption` checks them; the solution (`solve_level`) follows. It also draws PNGs and
// counts the statistics of big levels. No rule lives here.
import init, { make_level, solve_level, stats_rows } from './pkg/seedmaze.js';
import { clock } from './levels.js';
import { mazePng } from './panels.js';

let wasm = null;
let ready = null;

const jobs = {
  // The page sends the module it compiled: no second download or compile.
  init: async ({ module }) => {
    ready = init({ module_or_path: module }).then((exports) => {
      wasm = exports;
    });
    await ready;
  },
  // The walls first, to play at once; the solution when the page asks, once they arrived.
  make: async ({ id, query }) => {
    postMessage({ type: 'progress', id, stage: 'start', fraction: 0.02 });
    await ready;
    const times = { start: clock() };
    const say = (stage, fraction) => {
      times[stage] ??= clock();
      postMessage({ type: 'progress', id, stage, fraction });
    };
    const parts = make_level(query, say);
    const buffers = [parts.walls.buffer, parts.removed.buffer];
    times.post = clock();
    postMessage({ type: 'made', id, ...parts, times, memory: wasm.memory.buffer.byteLength }, buffers);
  },
  solve: ({ id }, solve = clock(), solution = solve_level()) =>
    postMessage({ type: 'solved', id, solution, times: { solve, post: clock() } }, [solution.buffer]),
  // A PNG download drawn here: the page's thread never allocates the canvas.
  png: async ({ id, maze }) => postMessage({ type: 'png', id, blob: await mazePng(maze) }),
  // Asked only while the statistics panel is open: the page's thread never spends the time.
  stats: ({ id, query }) => postMessage({ type: 'stats', id, rows: stats_rows(query) }),
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
