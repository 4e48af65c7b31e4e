// The search view: breadth-first search or A* from the start, the cells tinted in the order Rust's
// search expanded them (early to late), then the path it found. Rust decides which mazes it runs
// on (the view state's `search` action); a move hides it.
import { phrase } from './pkg/seedmaze.js';
import { animate, status } from './carve.js';
import { visibleCells } from './render.js';

// Cells tinted per frame at most, and the shades from early to late.
const MAX_PER_FRAME = 4000;
const SHADES = 16;

const $ = (id) => document.getElementById(id);

/** SHADES colours from `early` to `late` (both `#rrggbb`). */
function shades(early, late) {
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(early), rgb(late)];
  return Array.from(
    { length: SHADES },
    (_, i) => `rgb(${a.map((v, j) => Math.round(v + ((b[j] - v) * i) / (SHADES - 1))).join(' ')})`,
  );
}

export function init(api) {
  const board = $('board');
  let explored = null;
  let run = null;

  /** Both searches of the level (run once per level, when first asked for). */
  function explorations(game) {
    const search = (aStar) => {
      const e = game.explore(aStar);
      try {
        return { expanded: e.expanded(), path: e.path() };
      } finally {
        e.free();
      }
    };
    explored ??= { bfs: search(false), astar: search(true) };
    return explored;
  }

  function tint(from, to) {
    const view = api.view();
    const { s, t, th, w, ox, oy } = view;
    const { x0, x1, y0, y1 } = visibleCells(view);
    const { expanded } = run.result;
    api.ctx.globalAlpha = 0.6;
    for (let i = from; i < to; i++) {
      const [x, y] = [expanded[i] % w, Math.floor(expanded[i] / w)];
      if (x < x0 || x > x1 || y < y0 || y > y1) continue;
      api.ctx.fillStyle = run.shades[Math.floor((i * SHADES) / expanded.length)];
      api.ctx.fillRect(ox + x * s - th + t, oy + y * s - th + t, s - t, s - t);
    }
    api.ctx.globalAlpha = 1;
  }

  /** The path's steps `from`..`to`: a line through the cells' centres. */
  function drawPath(from, to) {
    const { s, w, ox, oy } = api.view();
    const { path } = run.result;
    const pw = Math.max(2, Math.round(s * 0.2));
    const centre = (cell) => [ox + (cell % w) * s + s / 2, oy + Math.floor(cell / w) * s + s / 2];
    api.ctx.fillStyle = run.pathColor;
    for (let i = from; i < to; i++) {
      const [[ax, ay], [bx, by]] = [centre(path[i]), centre(path[Math.max(0, i - 1)])];
      const [x, y] = [Math.min(ax, bx) - pw / 2, Math.min(ay, by) - pw / 2];
      api.ctx.fillRect(
        Math.round(x),
        Math.round(y),
        Math.round(Math.abs(ax - bx) + pw),
        Math.round(Math.abs(ay - by) + pw),
      );
    }
  }

  /** Paints steps `from`..`to` of the whole show: the expanded cells, then the path. */
  function paint(from, to) {
    const cells = run.result.expanded.length;
    if (from < cells) tint(from, Math.min(to, cells));
    if (to > cells) drawPath(Math.max(0, from - cells), to - cells);
    run.shown = to;
  }

  function show(aStar) {
    const game = api.game();
    if (!game || api.loading() || $('search-bfs').disabled) return;
    api.closeMenu();
    const both = explorations(game);
    const result = aStar ? both.astar : both.bfs;
    const style = getComputedStyle(document.documentElement);
    const color = (name) => style.getPropertyValue(`--search-${name}`).trim();
    const total = result.expanded.length + result.path.length;
    // Taking the canvas stops whatever had it (an earlier search too) before this run starts.
    api.owner.take({
      stop: () => {
        run?.stopAnimation?.();
        run = null;
        $('search-legend').hidden = true;
        if (board.dataset.search === 'running') board.dataset.search = 'stopped';
        status('');
      },
      // A move (or a new level) hides the view; while it runs, moves wait.
      redraw: () => {
        if (!run) return false;
        api.drawPlain();
        paint(0, run.shown);
        return true;
      },
      allowMove: () => {
        if (board.dataset.search !== 'running') api.owner.stop();
        return !run;
      },
    });
    run = { aStar, result, shown: 0, shades: shades(color('early'), color('late')), pathColor: color('path') };
    const moves = Math.max(0, result.path.length - 1);
    const counts = [both.bfs.expanded.length, both.astar.expanded.length, moves];
    $('search-counts').textContent = phrase('search-counts', counts, '');
    $('search-legend').hidden = false;
    board.dataset.searchKind = aStar ? 'astar' : 'bfs';
    board.dataset.search = 'running';
    status(phrase(aStar ? 'search-astar' : 'search-bfs', [], ''));
    api.drawPlain();
    const cap = () => MAX_PER_FRAME;
    const stop = animate(api, total, cap, paint, () => {
      board.dataset.search = 'done';
      const text = phrase(aStar ? 'searched-astar' : 'searched-bfs', [result.expanded.length, moves], '');
      status(text);
      api.announce(text);
    });
    if (run) run.stopAnimation = stop;
  }

  $('search-bfs').addEventListener('click', () => show(false));
  $('search-astar').addEventListener('click', () => show(true));
  Object.defineProperty(window, 'seedmazeSearch', {
    value: Object.freeze({
      /** Cells shown expanded and path steps shown (while searching or after). */
      progress: () =>
        run && {
          shown: Math.min(run.shown, run.result.expanded.length),
          total: run.result.expanded.length,
          pathShown: Math.max(0, run.shown - run.result.expanded.length),
          path: Array.from(run.result.path),
        },
    }),
  });
  return {
    levelStarted() {
      explored = null;
    },
  };
}
