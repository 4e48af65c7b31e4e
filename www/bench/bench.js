// The browser benchmark: one page, one run. Times the wasm generators against the JavaScript
// baselines, and the game's renderer (render.js, the code main.js draws with) on a first full
// draw and one move's repaint. Run by hand at /bench/ or by `./dev.sh bench-web`
// (benches/web.mjs), which reads `window.benchResult`.
import init, { generate_maze, Game, Plan, Direction } from '../pkg/seedmaze.js';
import { kruskal, naive } from './baselines.js';
import { fitView, drawAll, paintCell, readColors } from '../render.js';

const SIZES = [100, 1000, 2000];
const REPS = { 100: 41, 1000: 9, 2000: 5 };
const $ = (id) => document.getElementById(id);
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Median ms of `run(i)` over `reps` runs after one warm-up, yielding between runs. */
async function time(reps, run) {
  run(-1);
  const times = [];
  for (let i = 0; i < reps; i++) {
    await pause();
    const t0 = performance.now();
    run(i);
    times.push(performance.now() - t0);
  }
  return median(times);
}

async function generation(status) {
  const rows = [];
  for (const n of SIZES) {
    const reps = REPS[n];
    status(`generating ${n}×${n}`);
    const row = { size: n, reps };
    row.wasm_union_find_ms = await time(reps, (i) => generate_maze(n, n, `bench${i + 1}`, 'union-find').free());
    row.wasm_perfect_ms = await time(reps, (i) => generate_maze(n, n, `bench${i + 1}`, 'perfect').free());
    row.js_kruskal_ms = await time(reps, (i) => kruskal(n, n, 1000 + i, false));
    row.js_kruskal_perfect_ms = await time(reps, (i) => kruskal(n, n, 1000 + i, true));
    row.js_naive_ms = await time(Math.min(reps, 5), (i) => naive(n, n, 2000 + i));
    row.kruskal_over_wasm = row.js_kruskal_ms / row.wasm_union_find_ms;
    row.naive_over_wasm = row.js_naive_ms / row.wasm_union_find_ms;
    rows.push(row);
  }
  return rows;
}

/** A Game of side `n`, its view on `canvas`, and a function that paints one more move. */
function scene(wasm, game) {
  const bytes = (ptr, len) => new Uint8Array(wasm.memory.buffer, ptr, len);
  return () => ({
    walls: bytes(game.walls_ptr(), game.walls_len()),
    visited: bytes(game.visited_ptr(), game.visited_len()),
    links: null,
    openings: game.openings(),
    fog: null,
    exit: game.exit,
    player: game.player,
  });
}

/** The direction from cell a to its neighbour b. */
function direction(a, b, _w) {
  if (b === a + 1) return Direction.East;
  if (b === a - 1) return Direction.West;
  return b > a ? Direction.South : Direction.North;
}

async function drawing(wasm, status) {
  const colors = readColors();
  const rows = [];
  const cases = [
    { size: 20, view: 'game (whole maze)', canvas: $('game-view'), cell: 0 },
    { size: 1000, view: 'game (camera)', canvas: $('game-view'), cell: 0 },
    { size: 1000, view: 'whole maze, 2 px cells', canvas: $('overview'), cell: 2 },
  ];
  for (const c of cases) {
    status(`drawing ${c.size}×${c.size}: ${c.view}`);
    const plan = Plan.from_query(`?seed=draw&size=${c.size}`);
    const game = Game.start(plan);
    plan.free();
    const ctx = c.canvas.getContext('2d', { alpha: false });
    const read = scene(wasm, game);
    // getImageData of one pixel makes the canvas finish its drawing: the flush is timed too.
    const flush = () => ctx.getImageData(0, 0, 1, 1);
    const first = await time(7, () => {
      const view = fitView(c.canvas.width, c.canvas.height, 1, game.width, game.height, game.player, c.cell);
      drawAll(ctx, view, colors, read());
      flush();
    });
    const view = fitView(c.canvas.width, c.canvas.height, 1, game.width, game.height, game.player, c.cell);
    drawAll(ctx, view, colors, read());
    flush();
    const path = Array.from(new Uint32Array(wasm.memory.buffer, game.solution_ptr(), game.solution_len()));
    let k = 0;
    const repaint = await time(Math.min(25, path.length - 3), () => {
      // Forward along the solution; the warm-up step is the first.
      const before = game.player;
      k += 1;
      game.step(direction(path[k - 1], path[k], game.width), performance.now());
      paintCell(ctx, view, colors, read(), before);
      paintCell(ctx, view, colors, read(), game.player);
      flush();
    });
    rows.push({ size: c.size, view: c.view, cell_px: view.s, first_draw_ms: first, move_repaint_ms: repaint });
    game.free();
  }
  return rows;
}

const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function show(result) {
  $('generate').tBodies[0].replaceChildren(
    ...result.generation.map((r) => {
      const tr = document.createElement('tr');
      for (const v of [
        `${r.size}×${r.size}`,
        fmt(r.wasm_union_find_ms),
        fmt(r.wasm_perfect_ms),
        fmt(r.js_kruskal_ms),
        fmt(r.js_naive_ms),
        `${r.kruskal_over_wasm.toFixed(2)}×`,
        `${r.naive_over_wasm.toFixed(1)}×`,
      ]) {
        const td = document.createElement('td');
        td.textContent = v;
        tr.append(td);
      }
      return tr;
    }),
  );
  $('draw').tBodies[0].replaceChildren(
    ...result.drawing.map((r) => {
      const tr = document.createElement('tr');
      for (const v of [`${r.size}×${r.size}`, r.view, fmt(r.first_draw_ms), fmt(r.move_repaint_ms)]) {
        const td = document.createElement('td');
        td.textContent = v;
        tr.append(td);
      }
      return tr;
    }),
  );
}

async function run() {
  const status = (text) => {
    $('status').textContent = text;
  };
  $('run').disabled = true;
  const wasm = await init();
  const result = {
    userAgent: navigator.userAgent,
    generation: await generation(status),
    drawing: await drawing(wasm, status),
  };
  show(result);
  status('done');
  $('run').disabled = false;
  window.benchResult = result;
}

$('run').addEventListener('click', () => {
  run().catch((error) => {
    $('status').textContent = `failed: ${error.message}`;
    window.benchResult = { error: String(error.message) };
  });
});
if (new URLSearchParams(location.search).has('run')) $('run').click();
