// The level maker: the game's wasm on its own thread, so that making a big maze never freezes the
// page. Rust makes the maze (`make_level`); the bytes go to the page transferred, and its `Adoption`
// checks them; the solution and a square's erasure order (`solve_level`) follow. The tools' build
// (loaded here on first need) makes the levels of the generators the game's build leaves out, draws
// PNGs and counts the statistics of big levels. No rule lives here.
import init, * as game from './pkg/seedmaze.js';
import { clock } from './levels.js';

let wasm = null;
let ready = null;
let tools = null;
// The build that made the last level: it alone can solve it.
let maker = game;

/** The tools' build and the panels' PNG drawing, loaded once. */
const loadTools = () => {
  tools ??= import('./panels.js').then(async (panels) => ({ ...(await panels.toolsReady), mazePng: panels.mazePng }));
  return tools;
};

const buffers = (parts) => Object.values(parts).map((array) => array.buffer); // transferred, not copied

const jobs = {
  // The page sends the module it compiled: no second download or compile.
  init: async ({ module }) => {
    ready = init({ module_or_path: module }).then((exports) => {
      wasm = exports;
    });
    await ready;
  },
  // What play needs first (a square's walls, another shape's ids); the rest when the page asks.
  make: async ({ id, query, linked }) => {
    postMessage({ type: 'progress', id, stage: 'start', fraction: 0.02 });
    maker = linked ? game : await loadTools();
    const times = { start: clock() };
    const say = (stage, fraction) => {
      times[stage] ??= clock();
      postMessage({ type: 'progress', id, stage, fraction });
    };
    const parts = maker.make_level(query, say);
    times.post = clock();
    postMessage({ type: 'made', id, ...parts, times, memory: wasm.memory.buffer.byteLength }, buffers(parts));
  },
  solve: ({ id }, solve = clock(), parts = maker.solve_level()) =>
    postMessage({ type: 'solved', id, ...parts, times: { solve, post: clock() } }, buffers(parts)),
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
