// The browser benchmark: one page, one run. Times the wasm generators against the JavaScript
// baselines on the seeds of seeds.txt (the ones criterion times natively: see plan.js), and the
// game's drawing (Rust's draw lists run by painter.js, as main.js draws): a first full draw, a
// move's repaint and, with the camera, a full redraw of the view (each frame of a pan). Every drawing figure is the time of a loop of many
// draws divided by their number, so none sits at the timer's 0.1 ms step. Run by hand at
// /bench/ or by `./dev.sh bench-web` (benches/web.mjs), which reads `window.benchResult`.
import init, * as wasmGame from '../pkg/seedmaze.js';
import initTools, { generate_maze } from '../pkg/tools.js';
import { kruskal, naive, checkMaze } from './baselines.js';
import { ROUNDS, median, parseSeeds, perMaze, seedNumber } from './plan.js';
import { painter } from '../painter.js';

const { Game, PagePlan, Direction } = wasmGame;
const { paint, readColors } = painter(wasmGame);

const SIZES = [100, 1000, 2000];
const $ = (id) => document.getElementById(id);
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

async function generation(status, seedLists) {
  // The baselines must make real mazes before they are timed.
  checkMaze(31, 17, kruskal(31, 17, 1, false));
  checkMaze(31, 17, kruskal(31, 17, 1, true), true);
  checkMaze(31, 17, naive(31, 17, 1));
  const rows = [];
  for (const n of SIZES) {
    const seeds = seedLists[n];
    const numbers = seeds.map(seedNumber);
    const rounds = ROUNDS[n];
    status(`generating ${n}×${n}`);
    const naiveRounds = Math.min(3, rounds);
    const times = await perMaze(rounds, {
      wasm_union_find_ms: { seeds, run: (seed) => generate_maze(n, n, seed, 'union-find').free() },
      wasm_perfect_ms: { seeds, run: (seed) => generate_maze(n, n, seed, 'perfect').free() },
      js_kruskal_ms: { seeds: numbers, run: (seed) => kruskal(n, n, seed, false) },
      js_kruskal_perfect_ms: { seeds: numbers, run: (seed) => kruskal(n, n, seed, true) },
      js_naive_ms: { seeds: numbers, run: (seed) => naive(n, n, seed), rounds: naiveRounds },
    });
    const row = { size: n, seeds, rounds, naive_rounds: naiveRounds, ...times };
    row.kruskal_over_wasm = row.js_kruskal_ms / row.wasm_union_find_ms;
    row.naive_over_wasm = row.js_naive_ms / row.wasm_union_find_ms;
    rows.push(row);
  }
  return rows;
}

/** The direction from cell a to its neighbour b. */
function direction(a, b) {
  if (b === a + 1) return Direction.East;
  if (b === a - 1) return Direction.West;
  return b > a ? Direction.South : Direction.North;
}

/** Median over `rounds` of (time of `count` calls of `fn(i)`) / `count`, yielding between rounds. */
async function perCall(rounds, count, fn) {
  fn(0);
  const times = [];
  for (let r = 0; r < rounds; r++) {
    await pause();
    const t0 = performance.now();
    for (let i = 0; i < count; i++) fn(i);
    times.push((performance.now() - t0) / count);
  }
  return median(times);
}

const MOVES = 1000;
const PANS = 100;

async function drawing(status) {
  const colors = readColors();
  const rows = [];
  const cases = [
    { size: 20, view: 'game (whole maze)', canvas: $('game-view'), cell: 0, draws: 50 },
    { size: 1000, view: 'game (camera)', canvas: $('game-view'), cell: 0, draws: 50 },
    { size: 1000, view: 'whole maze, 2 px cells', canvas: $('overview'), cell: 2, draws: 1 },
  ];
  for (const c of cases) {
    status(`drawing ${c.size}×${c.size}: ${c.view}`);
    const plan = PagePlan.from_query(`?seed=draw&size=${c.size}`);
    const game = Game.start(plan);
    const [screen, level] = [game.board(), game.level_info()];
    plan.free();
    const ctx = c.canvas.getContext('2d', { alpha: false });
    // getImageData of one pixel makes the canvas finish its drawing: the flush is timed too.
    const flush = () => ctx.getImageData(0, 0, 1, 1);
    const full = () => {
      screen.repaint();
      paint(ctx, screen.frame(performance.now()), colors);
    };
    screen.resize(c.canvas.width, c.canvas.height, 1, true, c.cell || undefined);
    // First full draw: each draw is flushed (a full draw covers the canvas, and the canvas may
    // drop the drawing under it if it is not rasterized first).
    const first = await perCall(c.draws === 1 ? 7 : 5, c.draws, () => {
      full();
      flush();
    });
    const view = screen.geometry();
    // A move, as main.js makes it without a camera pan: the rule step and the frame that
    // repaints the cell left and the cell entered. MOVES moves back and forth along the part of
    // the solution that is on screen, one flush after the last: the time per move.
    const path = [...screen.solution_cells()];
    const onScreen = (cell) => {
      const x = view.ox + (cell % level.width) * view.s;
      const y = view.oy + Math.floor(cell / level.width) * view.s;
      return x >= 0 && x + view.s <= view.cw && y >= 0 && y + view.s <= view.ch;
    };
    let len = 1;
    while (len < path.length - 1 && onScreen(path[len])) len++;
    let at = 0;
    let dir = 1;
    const move = () => {
      if (at + dir < 0 || at + dir >= len) dir = -dir;
      game.step(direction(path[at], path[at + dir]), performance.now());
      at += dir;
      paint(ctx, screen.frame(performance.now()), colors);
    };
    const repaint = await perCall(5, MOVES, (i) => {
      move();
      if (i === MOVES - 1) flush();
    });
    // Each frame of a camera pan draws the whole view again: timed as full draws, flushed.
    const pan = view.camera
      ? await perCall(5, PANS, () => {
          full();
          flush();
        })
      : null;
    rows.push({
      size: c.size,
      view: c.view,
      cell_px: view.s,
      first_draw_ms: first,
      move_repaint_ms: repaint,
      moves_per_round: MOVES,
      path_on_screen: len,
      pan_redraw_ms: pan,
      pans_per_round: pan == null ? null : PANS,
    });
    screen.free();
    level.free();
    game.free();
  }
  return rows;
}

const fmt = (x) =>
  x == null ? '–' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 0.1 ? x.toFixed(2) : x.toFixed(3);

function fill(table, rows) {
  $(table).tBodies[0].replaceChildren(
    ...rows.map((values) => {
      const tr = document.createElement('tr');
      for (const v of values) {
        const td = document.createElement('td');
        td.textContent = v;
        tr.append(td);
      }
      return tr;
    }),
  );
}

function show(result) {
  fill(
    'generate',
    result.generation.map((r) => [
      `${r.size}×${r.size}`,
      fmt(r.wasm_union_find_ms),
      fmt(r.wasm_perfect_ms),
      fmt(r.js_kruskal_ms),
      fmt(r.js_naive_ms),
      `${r.kruskal_over_wasm.toFixed(2)}×`,
      `${r.naive_over_wasm.toFixed(1)}×`,
    ]),
  );
  fill(
    'draw',
    result.drawing.map((r) => [
      `${r.size}×${r.size}`,
      `${r.view} (${r.cell_px} px cells)`,
      fmt(r.first_draw_ms),
      fmt(r.move_repaint_ms),
      fmt(r.pan_redraw_ms),
    ]),
  );
}

async function run() {
  const status = (text) => {
    $('status').textContent = text;
  };
  $('run').disabled = true;
  await Promise.all([init(), initTools()]);
  const seeds = parseSeeds(await (await fetch('./seeds.txt')).text());
  const result = {
    userAgent: navigator.userAgent,
    hardwareConcurrency: navigator.hardwareConcurrency,
    generation: await generation(status, seeds),
    drawing: await drawing(status),
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
