// The level maker: the same wasm as the page, on its own thread, so that making a big maze never
// freezes the page. It generates and solves, then hands the plain bytes over (transferred, not
// copied); the page hands them to Rust's `Adoption`, which checks them. No rule lives here.
import init, { generate_maze, generate_maze_with_progress } from './pkg/seedmaze.js';
import { mazePng } from './export.js';

let wasm = null;
let ready = null;

const progress = (id, stage, fraction) => postMessage({ type: 'progress', id, stage, fraction });

async function make({ id, seed, side, algorithm }) {
  progress(id, 'start', 0.02);
  await ready;
  progress(id, 'generate', 0.05);
  // The generator reports its share of the work; the bar spans 5% to 65% for it.
  const maze = generate_maze_with_progress(side, side, seed, algorithm, (fraction) =>
    progress(id, 'generate', 0.05 + 0.6 * fraction),
  );
  let walls;
  let removed;
  let solution;
  try {
    progress(id, 'solve', 0.7);
    solution = maze.solution();
    progress(id, 'send', 0.85);
    walls = maze.walls();
    removed = maze.removed();
  } finally {
    // The maze's memory goes back to the allocator now: the next level reuses it.
    maze.free();
  }
  postMessage({ type: 'made', id, walls, removed, solution, memory: wasm.memory.buffer.byteLength }, [
    walls.buffer,
    removed.buffer,
    solution.buffer,
  ]);
}

// The statistics of a big level (the page asks only when its panel is open): the same maze made
// again here and counted in Rust, so the page's thread never spends the time.
function stats({ seed, side, algorithm }) {
  const maze = generate_maze(side, side, seed, algorithm);
  const s = maze.stats();
  try {
    return s.rows();
  } finally {
    s.free();
    maze.free();
  }
}

self.addEventListener('message', async ({ data }) => {
  try {
    if (data.type === 'init') {
      // The page sends the module it compiled: no second download or compile.
      ready = init({ module_or_path: data.module }).then((exports) => {
        wasm = exports;
      });
      await ready;
    } else if (data.type === 'make') {
      await make(data);
    } else if (data.type === 'png') {
      // A PNG download drawn here (no wasm needed): the page's thread never allocates the canvas.
      postMessage({ type: 'png', id: data.id, blob: await mazePng(data.maze) });
    } else if (data.type === 'stats') {
      await ready;
      postMessage({ type: 'stats', id: data.id, rows: stats(data) });
    } else if (data.type === 'memory') {
      await ready;
      postMessage({ type: 'memory', id: data.id, bytes: wasm.memory.buffer.byteLength });
    }
  } catch (error) {
    postMessage({ type: 'failed', id: data.id, message: String(error?.message ? error.message : error) });
  }
});
